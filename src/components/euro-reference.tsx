// SPEC.md §9 "Currency USD, with EUR as reference" (issue 16 item 10): beside a dollar amount the buyer compares
// (product price, cart total, checkout total), its EUR equivalent, labelled as a reference. Routes read the rate
// with useEuroRate() and hand it to their views as a plain prop; no rate yet (or none served) shows nothing.
import { useEffect, useSyncExternalStore } from 'react'
import { FormattedMessage } from 'react-intl'
import { euroRate } from '../api/exchange-rate'
import { formatEuroReference } from '../i18n/format'
import './euro-reference.css'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const euroReferenceMessages = defineMessages({
  reference: {
    id: 'components.euroReference.reference',
    defaultMessage: '≈ {amount} (referencia)',
  },
})

/** EUR per USD once the server has answered (asked once per session), else null. */
export function useEuroRate(): number | null {
  useEffect(() => euroRate.load(), [])
  return useSyncExternalStore(
    euroRate.subscribe,
    () => euroRate.getSnapshot().rate,
    () => null,
  )
}

export interface EuroReferenceProps {
  /** the amount in USD */
  amount: number
  /** EUR per USD; null: nothing is shown */
  rate: number | null | undefined
  className?: string
}

export function EuroReference({ amount, rate, className = 'euro-reference' }: EuroReferenceProps) {
  if (!rate || !Number.isFinite(amount)) return null
  return (
    <small className={className}>
      <FormattedMessage
        {...euroReferenceMessages.reference}
        values={{ amount: formatEuroReference(amount, rate) }}
      />
    </small>
  )
}
