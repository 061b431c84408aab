// The texts of the mock's own pages (control panel, simulated gateway): the panel's dictionary joins the app's
// (src/i18n/dictionary.ts), because the panel also shows the app's labels, such as a points order's state
// from machines/point-order, whose part is registered when its module loads. A text missing from both is a
// console error, as in the app (src/i18n/report-intl-error.ts). Mock builds only.
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { addMessages, APP_LOCALE, dictionary } from '../../src/i18n/dictionary'
import { reportIntlError } from '../../src/i18n/report-intl-error'
import panelPart from './es.compiled.json'

addMessages(panelPart)

export function PanelIntl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider
      locale={APP_LOCALE}
      defaultLocale={APP_LOCALE}
      messages={dictionary}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  )
}
