// Pieces shared by the evaluate form and the evaluation list: an order's lines, and the text of an error
// (the server's own Spanish, or a dictionary id of the rules or of the request layer).
import { isText } from '../../api/message'
import { useIntl } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import type { OrderLine } from '../../api/orders'
import { LineProductLink } from '../../components/entity-links'
import { LazyImage } from '../../components/lazy-image'
import { formatMoney } from '../../i18n/format'
import { evaluationCommonMessages as c, evaluationListMessages as l } from './messages'
import './evaluation.css'

export function useErrorText() {
  const intl = useIntl()
  return (message: ErrorMessage | null): string | null => {
    if (!message) return null
    if (isText(message)) return message.text
    // a dictionary id chosen at run time (shared rules or the request layer): not extracted from here
    const descriptor = { id: message.id }
    return intl.formatMessage(descriptor)
  }
}

/** 0–5 stars as one image named "4 de 5 estrellas", or "<label>: 4 de 5 estrellas" with a label. */
export function Stars({ score, label }: { score: number; label?: string }) {
  const intl = useIntl()
  const stars = Math.max(0, Math.min(5, Math.round(score)))
  const name = intl.formatMessage(l.stars, { score: stars })
  return (
    <span
      className="evaluation-stars"
      role="img"
      aria-label={label ? intl.formatMessage(l.labelledStars, { label, stars: name }) : name}
    >
      <span className="evaluation-stars__on">{'★'.repeat(stars)}</span>
      <span className="evaluation-stars__off">{'★'.repeat(5 - stars)}</span>
    </span>
  )
}

export function OrderLines({ orderSn, lines }: { orderSn: string; lines: readonly OrderLine[] }) {
  const intl = useIntl()
  return (
    <ul className="evaluation-lines" aria-label={intl.formatMessage(c.linesLabel, { orderSn })}>
      {lines.map((line) => (
        <li key={line.orderProductId ?? `${line.productId}-${line.price}`} className="evaluation-line">
          <LazyImage src={line.goodsImage} alt="" width={56} height={56} className="evaluation-line__image" />
          <div className="evaluation-line__body">
            <LineProductLink line={line} className="evaluation-line__name" />
            <p className="evaluation-muted">
              {line.specValues
                ? intl.formatMessage(c.lineSpec, { spec: line.specValues, code: line.productCode })
                : intl.formatMessage(c.lineCode, { code: line.productCode })}
            </p>
          </div>
          <p className="evaluation-line__quantity">
            {intl.formatMessage(c.lineQuantity, { quantity: line.buyNum, price: formatMoney(line.price) })}
          </p>
        </li>
      ))}
    </ul>
  )
}

export const orderDetailHref = (orderSn: string) =>
  `/member/order/detail?orderSn=${encodeURIComponent(orderSn)}`

export const evaluateHref = (orderSn: string) =>
  `/member/order/evaluate?orderSn=${encodeURIComponent(orderSn)}`

export type EvaluationTab = 'pending' | 'mine'

export const evaluationsHref = (tab: EvaluationTab) =>
  tab === 'pending' ? '/member/order/evaluation' : '/member/order/evaluation?tab=mine'
