// Pieces shared by the refund screens: messages of machines and server, the state badge, the products of the
// order and the progress steps (drawn from the refund machine's timeline, which the route computes).
import { isText, type Message as ApiMessage } from '../../api/message'
import { useIntl } from 'react-intl'
import type { RefundStateName } from '../../api/after-sales'
import type { OrderLine } from '../../api/orders'
import { StatusBadge, type BadgeTone } from '../../components/badges'
import { LineProductLink } from '../../components/entity-links'
import { formatMoney, unitFor } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { labelOf, stepLabelOf } from '../../../machines/order-lifecycle/lifecycle'
import { refundCommonMessages as c } from './messages'
import { Picture } from '../../components/picture'

/**
 * The id of the detail's return section: the after-sales list's "Devolver mercancía" links to it (here, not in
 * the detail view, so that the list does not load the detail's forms).
 */
export const RETURN_SECTION_ID = 'devolver'

export function useViewText() {
  const intl = useIntl()
  return (message: ApiMessage) =>
    isText(message) ? message.text : intl.formatMessage({ id: message.id }, message.values)
}

/** Label of a refund state, from the refund machine's meta (null for a state the machine does not have). */
export const refundStateMessage = (state: string): Message | null => labelOf('refund', state)
export const refundStepMessage = (state: string): Message | null => stepLabelOf('refund', state)

/** How a refund's state reads on its badge (issue 24 item 5): the buyer's turn warns, a refusal is an error. */
const REFUND_STATE_TONE: Record<RefundStateName, BadgeTone> = {
  applied: 'info',
  refused: 'error',
  waitingReturn: 'warning',
  returnShipped: 'info',
  refunded: 'success',
  withdrawn: 'neutral',
}

export function RefundStateBadge({ state, fallback }: { state: RefundStateName; fallback?: string }) {
  const intl = useIntl()
  const message = refundStateMessage(state)
  return (
    <StatusBadge tone={REFUND_STATE_TONE[state] ?? 'neutral'}>
      {message ? intl.formatMessage(message) : (fallback ?? state)}
    </StatusBadge>
  )
}

export function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p className="refund-alert" role="alert">
      {children}
    </p>
  )
}

export function ProductsTable({ products, caption }: { products: readonly OrderLine[]; caption: string }) {
  const intl = useIntl()
  return (
    <table className="refund-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(c.product)}</th>
          <th scope="col">{intl.formatMessage(c.quantity)}</th>
          <th scope="col">{intl.formatMessage(c.subtotal)}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((line) => (
          <tr key={`${line.productId}-${line.orderProductId ?? ''}`}>
            <td>
              <div className="refund-product">
                <Picture
                  className="refund-product__image"
                  src={line.goodsImage}
                  alt=""
                  width={48}
                  height={48}
                />
                <span>
                  <LineProductLink line={line} />
                  {line.specValues ? <span className="refund-muted"> · {line.specValues}</span> : null}
                </span>
              </div>
            </td>
            <td>
              {intl.formatMessage(c.quantityValue, {
                count: line.buyNum,
                unit: unitFor(line.buyNum, line.saleUnit ?? ''),
              })}
            </td>
            <td>{formatMoney(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export interface RefundStep {
  state: string
  status: 'done' | 'current' | 'upcoming'
}

/** The refund's progress: the refund machine's steps (main path, plus the detour or end it is in). */
export function RefundSteps({ steps, label }: { steps: readonly RefundStep[]; label: string }) {
  const intl = useIntl()
  const statusText = { done: c.stepDone, current: c.stepCurrent, upcoming: c.stepUpcoming }
  return (
    <ol className="refund-steps" aria-label={label}>
      {steps.map((step) => {
        const message = refundStepMessage(step.state)
        return (
          <li
            key={step.state}
            className={`refund-steps__item refund-steps__item--${step.status}`}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className="refund-steps__label">{message ? intl.formatMessage(message) : step.state}</span>
            <span className="visually-hidden"> ({intl.formatMessage(statusText[step.status])})</span>
          </li>
        )
      })}
    </ol>
  )
}
