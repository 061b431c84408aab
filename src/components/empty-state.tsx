// What a list or a block shows when it has nothing (issue 24 item 2): a title, a sentence and the one action
// that fills it — no illustration, so it stays small beside the data of a working screen.
import type { ReactNode } from 'react'
import './empty-state.css'

export interface EmptyStateProps {
  title: ReactNode
  text?: ReactNode
  action?: ReactNode
  /** A heading when the empty state stands for a whole section; a plain line inside a card or a table. */
  headingLevel?: 2 | 3
}

export function EmptyState({ title, text, action, headingLevel }: EmptyStateProps) {
  const Title = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'p'
  return (
    <div className="kit-empty">
      <Title className="kit-empty__title">{title}</Title>
      {text ? <p className="kit-empty__text">{text}</p> : null}
      {action ? <div className="kit-empty__action">{action}</div> : null}
    </div>
  )
}
