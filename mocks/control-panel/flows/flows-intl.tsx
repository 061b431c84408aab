// The flow view's texts: the panel's own dictionary plus the app's parts that hold the state labels (loaded
// with the message modules state-labels.ts imports), so both resolve inside the panel and in Storybook.
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { dictionary } from '../../../src/i18n/dictionary'
import panelDictionary from '../es.compiled.json'
import './state-labels'

export function FlowsIntl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="es" defaultLocale="es" messages={{ ...dictionary, ...panelDictionary }}>
      {children}
    </IntlProvider>
  )
}
