// The flow view's texts: the panel's dictionary joined to the app's (../panel-intl.tsx), with the app's parts
// that hold the state labels (loaded with the message modules state-labels.ts imports), so both resolve inside
// the panel and in Storybook.
import type { ReactNode } from 'react'
import { PanelIntl } from '../panel-intl'
import './state-labels'

export function FlowsIntl({ children }: { children: ReactNode }) {
  return <PanelIntl>{children}</PanelIntl>
}
