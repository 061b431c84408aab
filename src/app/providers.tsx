import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { Notifications } from '../components/notifications'
import es from '../i18n/es.compiled.json'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="es" defaultLocale="es" messages={es}>
      {children}
      <Notifications />
    </IntlProvider>
  )
}
