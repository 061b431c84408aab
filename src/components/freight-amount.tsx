// The value of a shipping line (issue 16 items 3 and 6): the freight in money, or why there is none — free from
// the store's threshold, picked up at the warehouse (reserved goods), or not known until an address is chosen.
import { FormattedMessage } from 'react-intl'
import type { ExpressState } from '../api/freight'
import { formatMoney } from '../i18n/format'
import { freightMessages as m } from './freight.messages'

export function FreightValue({
  expressFee,
  expressState,
}: {
  expressFee: number
  expressState: ExpressState
}) {
  if (expressState === 'free') return <FormattedMessage {...m.free} />
  if (expressState === 'pickup') return <FormattedMessage {...m.pickup} />
  if (expressState === 'pending') return <FormattedMessage {...m.pending} />
  return <>{formatMoney(expressFee)}</>
}

/** The state of a total's shipping line from its parts (a checkout's store groups). */
export function overallExpressState(
  parts: readonly { expressFee: number; expressState: ExpressState }[],
): ExpressState {
  if (parts.length > 0 && parts.every((part) => part.expressState === 'pickup')) return 'pickup'
  if (parts.some((part) => part.expressState === 'pending')) return 'pending'
  return parts.some((part) => part.expressFee > 0) ? 'charged' : 'free'
}

export function FreightLabel() {
  return <FormattedMessage {...m.label} />
}
