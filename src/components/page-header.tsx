// The head of a screen (issue 24 item 2): its one h1, an optional lead, the screen's main actions and a way back.
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { kitMessages as m } from './kit.messages'
import './page-header.css'

export interface PageHeaderProps {
  title: ReactNode
  lead?: ReactNode
  /** Buttons or links that act on the whole screen, at the end of the title row. */
  actions?: ReactNode
  /** A link back to the screen this one belongs to; the label defaults to "Volver". */
  back?: { to: string; label?: ReactNode }
  titleId?: string
}

export function PageHeader({ title, lead, actions, back, titleId }: PageHeaderProps) {
  const intl = useIntl()
  return (
    <div className="kit-page-header">
      {back ? (
        <Link className="kit-page-header__back" to={back.to}>
          <span aria-hidden="true">‹</span>
          {back.label ?? intl.formatMessage(m.back)}
        </Link>
      ) : null}
      <div className="kit-page-header__row">
        <div className="kit-page-header__text">
          <h1 id={titleId} className="kit-page-header__title">
            {title}
          </h1>
          {lead ? <p className="kit-page-header__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="kit-page-header__actions">{actions}</div> : null}
      </div>
    </div>
  )
}
