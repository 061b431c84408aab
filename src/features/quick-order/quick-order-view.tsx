// Quick order (SPEC.md §2 /prototype/quickOrder, §5, §9): rows of code and quantity, paste import, check,
// add the valid rows to the cart, share the rows as a link valid 7 days. Plain view: props and callbacks.
import { isText, type Message } from '../../api/message'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { formatDateTime, formatMoney, unitFor } from '../../i18n/format'
import { quickOrderMessages as m } from './messages'
import './quick-order.css'

export type QuickOrderRowStatus = 'unchecked' | 'found' | 'notFound' | 'offShelf'

export interface QuickOrderViewRow {
  key: number
  code: string
  quantity: string
  status: QuickOrderRowStatus
  goodsName?: string
  specValues?: string
  minBuyNum?: number
  saleUnit?: string
  stock?: number
  price?: number
  reserved?: boolean
  /** the SKU's code when the row's code is a material code of the enterprise */
  skuCode?: string
  problem: Message | null
  refusal: string | null
}

export interface QuickOrderViewProps {
  rows: QuickOrderViewRow[]
  showPrices: boolean
  /** an enterprise member (memberType 3): its material codes are accepted, and the page says so */
  acceptsMaterialCodes: boolean
  busy: boolean
  canAddRow: boolean
  notice: Message | null
  result: { added: number; refused: number } | null
  link: { path: string; url: string; expiresAt: string } | null
  linkError: Message | null
  onAddRow: () => void
  onRemoveRow: (key: number) => void
  onCodeChange: (key: number, value: string) => void
  onQuantityChange: (key: number, value: string) => void
  onImport: (text: string) => void
  onCheck: () => void
  onAddToCart: () => void
  onCreateLink: () => void
  onCopyLink: () => void
}

export function QuickOrderView(props: QuickOrderViewProps) {
  const intl = useIntl()
  const id = useId()
  const [pasted, setPasted] = useState('')
  const text = (message: Message) =>
    isText(message) ? message.text : intl.formatMessage({ id: message.id }, message.values)
  const rowError = (row: QuickOrderViewRow): string | null => {
    if (row.refusal) return row.refusal
    if (row.problem) return text(row.problem)
    if (row.status === 'notFound') return intl.formatMessage(m.notFound)
    if (row.status === 'offShelf') return intl.formatMessage(m.offShelf)
    return null
  }

  return (
    <section className="quick-order" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(props.acceptsMaterialCodes ? m.introMaterial : m.intro)}</p>

      {props.linkError ? (
        <p className="quick-order__alert" role="alert">
          {text(props.linkError)}
        </p>
      ) : null}

      <table className="quick-order__table">
        <caption>{intl.formatMessage(m.rowsCaption)}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">
              {intl.formatMessage(props.acceptsMaterialCodes ? m.codeHeaderMaterial : m.codeHeader)}
            </th>
            <th scope="col">{intl.formatMessage(m.quantityHeader)}</th>
            <th scope="col">{intl.formatMessage(m.productHeader)}</th>
            {props.showPrices ? <th scope="col">{intl.formatMessage(m.priceHeader)}</th> : null}
            <th scope="col">{intl.formatMessage(m.actionsHeader)}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => {
            const number = index + 1
            const error = rowError(row)
            const errorId = `${id}-error-${row.key}`
            return (
              <tr key={row.key} className={error ? 'quick-order__row--error' : undefined}>
                <td>{number}</td>
                <td>
                  <input
                    className="quick-order__input"
                    aria-label={intl.formatMessage(m.codeLabel, { row: number })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    value={row.code}
                    maxLength={60}
                    onChange={(event) => props.onCodeChange(row.key, event.target.value)}
                  />
                </td>
                <td>
                  <input
                    className="quick-order__input quick-order__input--quantity"
                    inputMode="numeric"
                    aria-label={intl.formatMessage(m.quantityLabel, { row: number })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    value={row.quantity}
                    onChange={(event) => props.onQuantityChange(row.key, event.target.value)}
                  />
                </td>
                <td>
                  {row.status === 'found' || row.status === 'offShelf' ? (
                    <div className="quick-order__product">
                      <strong>{row.goodsName}</strong>
                      {row.skuCode ? (
                        <span>{intl.formatMessage(m.materialSku, { sku: row.skuCode })}</span>
                      ) : null}
                      {row.specValues ? (
                        <span>{intl.formatMessage(m.spec, { spec: row.specValues })}</span>
                      ) : null}
                      <span>
                        {intl.formatMessage(m.minimum, {
                          min: row.minBuyNum ?? 1,
                          unit: unitFor(row.minBuyNum ?? 1, row.saleUnit ?? ''),
                        })}
                      </span>
                      <span>{intl.formatMessage(m.stock, { stock: row.stock ?? 0 })}</span>
                      {row.reserved ? <span>{intl.formatMessage(m.reserved)}</span> : null}
                    </div>
                  ) : row.status === 'unchecked' && row.code.trim() !== '' ? (
                    <span className="quick-order__muted">{intl.formatMessage(m.unchecked)}</span>
                  ) : null}
                  {error ? (
                    <p id={errorId} className="quick-order__error">
                      {error}
                    </p>
                  ) : null}
                </td>
                {props.showPrices ? (
                  <td>{row.status === 'found' && row.price !== undefined ? formatMoney(row.price) : null}</td>
                ) : null}
                <td>
                  <button
                    type="button"
                    className="quick-order__remove"
                    aria-label={intl.formatMessage(m.removeRow, { row: number })}
                    disabled={props.busy}
                    onClick={() => props.onRemoveRow(row.key)}
                  >
                    {intl.formatMessage(m.removeRowText)}
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>

      <div className="quick-order__actions">
        <button type="button" onClick={props.onAddRow} disabled={props.busy || !props.canAddRow}>
          {intl.formatMessage(m.addRow)}
        </button>
      </div>

      <div className="quick-order__paste">
        <label htmlFor={`${id}-paste`}>{intl.formatMessage(m.pasteLabel)}</label>
        <textarea
          id={`${id}-paste`}
          rows={5}
          value={pasted}
          aria-describedby={`${id}-paste-hint`}
          onChange={(event) => setPasted(event.target.value)}
        />
        <p id={`${id}-paste-hint`} className="quick-order__muted">
          {intl.formatMessage(m.pasteHint)}
        </p>
        <button
          type="button"
          disabled={props.busy || pasted.trim() === ''}
          onClick={() => {
            props.onImport(pasted)
            setPasted('')
          }}
        >
          {intl.formatMessage(m.import)}
        </button>
      </div>

      <div className="quick-order__actions">
        <button type="button" onClick={props.onCheck} disabled={props.busy}>
          {intl.formatMessage(m.check)}
        </button>
        <button
          type="button"
          className="quick-order__primary"
          onClick={props.onAddToCart}
          disabled={props.busy}
        >
          {intl.formatMessage(m.addToCart)}
        </button>
        <button type="button" onClick={props.onCreateLink} disabled={props.busy}>
          {intl.formatMessage(m.createLink)}
        </button>
      </div>

      <div role="status" className="quick-order__status">
        {props.busy ? intl.formatMessage(m.busy) : null}
        {props.result ? (
          <p>
            {intl.formatMessage(m.added, { added: props.result.added })}{' '}
            {props.result.refused > 0
              ? intl.formatMessage(m.refused, { refused: props.result.refused })
              : null}
          </p>
        ) : null}
      </div>
      {props.notice ? (
        <p className="quick-order__alert" role="alert">
          {text(props.notice)}
        </p>
      ) : null}

      {props.link ? (
        <section className="quick-order__link" aria-labelledby={`${id}-link-title`}>
          <h2 id={`${id}-link-title`}>{intl.formatMessage(m.linkTitle)}</h2>
          <label htmlFor={`${id}-link`}>{intl.formatMessage(m.linkLabel)}</label>
          <input id={`${id}-link`} className="quick-order__input" readOnly value={props.link.url} />
          <p>{intl.formatMessage(m.linkExpires, { date: formatDateTime(props.link.expiresAt) })}</p>
          <div className="quick-order__actions">
            <button type="button" onClick={props.onCopyLink}>
              {intl.formatMessage(m.copyLink)}
            </button>
            <Link to={props.link.path}>{intl.formatMessage(m.openLink)}</Link>
          </div>
        </section>
      ) : null}
    </section>
  )
}
