// A titled block of a screen (issue 24 item 2). With a title it is a region named by its heading, so screen
// readers list it and tests find it by name; `as="nav"` makes a block of links a navigation landmark instead.
import { useId, type ReactNode } from 'react'
import './card.css'

export interface CardProps {
  title?: ReactNode
  /** The title's heading level: h2 on a screen, h3 inside another section. */
  headingLevel?: 2 | 3
  /** Links or buttons beside the title. */
  actions?: ReactNode
  /** A row under the body: "see all" links, the block's main action, a note. */
  footer?: ReactNode
  children?: ReactNode
  as?: 'section' | 'nav' | 'div'
  /** The id of a heading inside the body that names the card when it has no title. */
  labelledBy?: string
  /** Only for placing the card in a feature's grid: the card draws itself. */
  className?: string
}

export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  children,
  as: Tag = 'section',
  labelledBy,
  className,
}: CardProps) {
  const titleId = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const label = title ? titleId : labelledBy
  return (
    <Tag
      className={className ? `kit-card ${className}` : 'kit-card'}
      aria-labelledby={Tag === 'div' ? undefined : label}
    >
      {title || actions ? (
        <div className="kit-card__header">
          {title ? (
            <Heading id={titleId} className="kit-card__title">
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="kit-card__actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className="kit-card__body">{children}</div>
      {footer ? <div className="kit-card__footer">{footer}</div> : null}
    </Tag>
  )
}
