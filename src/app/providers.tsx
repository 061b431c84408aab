import type { ReactNode } from 'react'
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl'
import { Notifications, type ToastNavigate } from '../components/notifications'
import { APP_LOCALE, dictionary } from '../i18n/dictionary'

/**
 * A text missing from the dictionary is a bug in every build (Spanish only: the part of its namespace was not
 * registered, see src/i18n/dictionary.ts), so it is reported as a console error, which the end-to-end tests
 * refuse. Other formatting errors keep react-intl's default (reported outside production).
 */
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION || import.meta.env.DEV)
    console.error(error.message)
}

export function AppProviders({ children, navigate }: { children: ReactNode; navigate?: ToastNavigate }) {
  return (
    <IntlProvider
      locale={APP_LOCALE}
      defaultLocale={APP_LOCALE}
      messages={dictionary}
      onError={reportIntlError}
    >
      {children}
      <Notifications navigate={navigate} />
    </IntlProvider>
  )
}
