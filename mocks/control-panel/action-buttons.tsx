// The control panel's actions that need no input (approve, goods prepared, pickup ready, confirm a refund, goods
// received): one primary button each, in one row, shown only for the actions the machine takes now.
import { FormattedMessage } from 'react-intl'
import type { Message } from '../../src/lib/intl'

export function ActionButtons<A extends string>({
  actions,
  labels,
  busy,
  onAct,
}: {
  actions: readonly A[]
  labels: Record<A, Message>
  busy: boolean
  onAct: (action: A) => void
}) {
  if (actions.length === 0) return null
  return (
    <div className="mock-panel__row">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onAct(action)}
        >
          <FormattedMessage {...labels[action]} />
        </button>
      ))}
    </div>
  )
}
