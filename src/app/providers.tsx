import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { Notifications, type ToastNavigate } from '../components/notifications'
import { APP_LOCALE, dictionary } from '../i18n/dictionary'
import { reportIntlError } from '../i18n/report-intl-error'

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
