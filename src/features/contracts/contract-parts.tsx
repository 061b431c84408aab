// Pieces shared by the contract screens (issue 11 item 5): the state badge, the labels of states, sources,
// history events and actors (typed by the contract's enums, so a new state fails to compile here), and the
// text of a flow's error (a dictionary id or the server's message).
import { FormattedMessage } from 'react-intl'
import type { ContractDetail, ContractSource, ContractState } from '../../api/contracts'
import type { Message } from '../../lib/intl'
import { contractMessages as m } from './messages'
import './contracts.css'

export const STATE_LABEL: Record<ContractState, Message> = {
  pendingSignature: m.statePendingSignature,
  signed: m.stateSigned,
  expired: m.stateExpired,
  cancelled: m.stateCancelled,
}

export const SOURCE_LABEL: Record<ContractSource, Message> = {
  order: m.sourceOrder,
  upload: m.sourceUpload,
  quote: m.sourceQuote,
}

type HistoryEntry = ContractDetail['history'][number]

export const EVENT_LABEL: Record<HistoryEntry['event'], Message> = {
  created: m.eventCreated,
  signed: m.eventSigned,
  cancelled: m.eventCancelled,
  expired: m.eventExpired,
}

export const ACTOR_LABEL: Record<HistoryEntry['actor'], Message> = {
  buyer: m.actorBuyer,
  supplier: m.actorSupplier,
  platform: m.actorPlatform,
}

export function StateBadge({ state }: { state: ContractState }) {
  return (
    <span className={`contract-state contract-state--${state}`}>
      <FormattedMessage {...STATE_LABEL[state]} />
    </span>
  )
}

// useSay and LoadFailed live in src/components/say (issue 25 item 1); re-exported for the list and pay views the
// paged-list work rewrites next, so those files change once.
export { LoadFailed, useSay } from '../../components/say'
