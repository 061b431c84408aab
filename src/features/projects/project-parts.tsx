// Pieces shared by the project and frequent-purchase screens (issue 27 item 6): a project's state as a badge
// (SPEC.md §4), and what the cart answered when a project or a list was added to it (the lines it refused,
// named, with the server's reason: minimum order, multiples, stock, off the shelf).
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { ProjectState } from '../../api/projects'
import { StatusBadge, type BadgeTone } from '../../components/badges'
import type { Message } from '../../api/message'
import type { Message as IntlMessage } from '../../lib/intl'
import { useSay } from '../../components/say'
import { projectMessages as m } from './messages'

const STATE: Record<ProjectState, { label: IntlMessage; tone: BadgeTone }> = {
  notStarted: { label: m.stateNotStarted, tone: 'info' },
  inProgress: { label: m.stateInProgress, tone: 'success' },
  ended: { label: m.stateEnded, tone: 'neutral' },
}
export const PROJECT_STATES = Object.keys(STATE) as ProjectState[]
export const projectStateLabel = (state: ProjectState) => STATE[state].label

export function ProjectStateBadge({ state }: { state: ProjectState }) {
  return (
    <StatusBadge tone={STATE[state].tone}>
      <FormattedMessage {...STATE[state].label} />
    </StatusBadge>
  )
}

export interface CartOutcomeView {
  added: number
  refused: { productId: number; goodsName: string; specValues: string; msg: string }[]
}

/** What the cart took and, line by line, what it refused; or the failure of the whole call. */
export function CartOutcomeNotice({
  outcome,
  error,
  onDismiss,
}: {
  outcome: CartOutcomeView | null
  error: Message | null
  onDismiss(): void
}) {
  const say = useSay()
  if (!outcome && !error) return null
  const refused = outcome?.refused ?? []
  const tone = error || refused.length > 0 ? ' projects__notice--error' : ''
  return (
    <div className={`projects__notice${tone}`} role={error || refused.length ? 'alert' : 'status'}>
      <div className="projects__notice-text">
        {error ? <p>{say(error)}</p> : null}
        {outcome ? (
          <p>
            <FormattedMessage {...m.cartAdded} values={{ count: outcome.added }} />{' '}
            {outcome.added > 0 ? (
              <Link to="/cart/index">
                <FormattedMessage {...m.goToCart} />
              </Link>
            ) : null}
          </p>
        ) : null}
        {refused.length > 0 ? (
          <>
            <p>
              <FormattedMessage {...m.cartRefused} values={{ count: refused.length }} />
            </p>
            <ul className="projects__refused">
              {refused.map((line) => (
                <li key={line.productId}>
                  <strong>
                    {line.goodsName}
                    {line.specValues ? ` · ${line.specValues}` : ''}
                  </strong>
                  : {line.msg}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <button type="button" className="link-button" onClick={onDismiss}>
        <FormattedMessage {...m.dismiss} />
      </button>
    </div>
  )
}
