import type { IntlConfig } from 'react-intl'

/**
 * Every formatting error is a bug in every build, reported as a console error, which the end-to-end tests
 * refuse. Spanish is the only language, so a text whose id is missing from the dictionary falls back to its
 * defaultMessage, which the builds cannot parse (vite.config.ts aliases the ICU parser away): the page would
 * show the raw id, as the mock's control panel did with a points order's state (issue 25 item 8). Every
 * IntlProvider of the project uses this: the app's, and the mock's control panel and gateway page.
 */
export const reportIntlError: IntlConfig['onError'] = (error) => {
  console.error(error.message)
}
