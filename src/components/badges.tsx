// Badges (issue 24 item 2): a state in words with its tone, and a count in a pill. The count shows at most
// "99+" (REFERENCE.md §4, as the order tabs do) while a screen reader hears the exact number in words.
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { kitMessages as m } from './kit.messages'
import './badges.css'

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error'

export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`kit-status kit-status--${tone}`}>{children}</span>
}

export const COUNT_BADGE_MAX = 99

/** The digits a count badge shows: the count, or "99+" above the cap. */
export const countBadgeText = (count: number, max = COUNT_BADGE_MAX) =>
  count > max ? `${max}+` : String(count)

export interface CountBadgeProps {
  count: number
  /** What is counted, in words, for screen readers ("2 pedidos"); a neutral "2 elementos" otherwise. */
  label?: string
  max?: number
  /** brand draws the eye (something to act on); neutral for counts that are only information. */
  tone?: 'brand' | 'neutral'
}

export function CountBadge({ count, label, max = COUNT_BADGE_MAX, tone = 'brand' }: CountBadgeProps) {
  const intl = useIntl()
  return (
    <span className={`kit-count kit-count--${tone}`}>
      <span aria-hidden="true">{countBadgeText(count, max)}</span>
      <span className="visually-hidden">{label ?? intl.formatMessage(m.count, { count })}</span>
    </span>
  )
}
