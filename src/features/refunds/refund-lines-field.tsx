// The lines of a refund request (issue 16 item 7; REFERENCE.md §5 After-sales): per order line a tick to
// include it and the units to refund (at most what is left after earlier refunds), the unit price and what is
// left; a reapplication shows its own lines and units, fixed. Plain: the refund form owns the values.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { RefundableLine } from '../../api/after-sales'
import type { OrderLine } from '../../api/orders'
import { lineName } from '../../components/line-name'
import { formatMoney } from '../../i18n/format'
import { refundApplyMessages as m, refundCommonMessages as c } from './messages'

export interface RefundLineFormValue {
  orderProductId: number
  selected: boolean
  quantity: string
}

export interface RefundLinesFieldProps {
  lines: readonly RefundableLine[]
  productList: readonly OrderLine[]
  values: readonly RefundLineFormValue[]
  /** a reapplication: shown, not editable */
  fixed: boolean
  disabled: boolean
  /** the problem of the whole list ("Seleccione al menos un producto."), formatted */
  error: string | null
  /** a line's problem, formatted, or null */
  lineError: (orderProductId: number) => string | null
  onToggle: (index: number, selected: boolean) => void
  onQuantity: (index: number, quantity: string) => void
}

export function RefundLinesField(props: RefundLinesFieldProps) {
  const intl = useIntl()
  const baseId = useId()
  const errorId = `${baseId}-error`
  const hintId = `${baseId}-hint`
  return (
    <fieldset
      className="refund-form__field refund-lines"
      aria-describedby={
        [props.fixed ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') || undefined
      }
    >
      <legend>{intl.formatMessage(m.linesLegend)}</legend>
      {props.fixed ? (
        <p id={hintId} className="refund-muted">
          {intl.formatMessage(m.linesFixed)}
        </p>
      ) : null}
      <div className="refund-table-wrap">
        <table className="refund-table refund-lines__table">
          <caption className="visually-hidden">{intl.formatMessage(m.linesLegend)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(c.product)}</th>
              <th scope="col">{intl.formatMessage(m.unitPrice)}</th>
              <th scope="col">{intl.formatMessage(m.unitsColumn)}</th>
            </tr>
          </thead>
          <tbody>
            {props.lines.map((line, index) => {
              const product = props.productList.find((p) => p.orderProductId === line.orderProductId)
              const value = props.values[index]
              const goodsName = product?.goodsName ?? String(line.orderProductId)
              // two SKUs of one goods in the order: the controls name the spec values too (WCAG 2.4.6/4.1.2)
              const name = lineName(intl, { goodsName, specValues: product?.specValues })
              const problem = value?.selected ? props.lineError(line.orderProductId) : null
              const none = line.refundableNum === 0
              const inputId = `${baseId}-${line.orderProductId}`
              return (
                <tr key={line.orderProductId}>
                  <th scope="row">
                    <label className="refund-form__option">
                      <input
                        type="checkbox"
                        checked={value?.selected ?? false}
                        disabled={props.disabled || props.fixed || none}
                        onChange={(event) => props.onToggle(index, event.target.checked)}
                      />
                      <span className="visually-hidden">{intl.formatMessage(m.lineInclude, { name })}</span>
                      <span aria-hidden="true">{goodsName}</span>
                    </label>
                    {product?.specValues ? <span className="refund-muted"> {product.specValues}</span> : null}
                  </th>
                  <td>{formatMoney(line.price)}</td>
                  <td>
                    {none ? (
                      <span className="refund-muted">{intl.formatMessage(m.lineNone)}</span>
                    ) : (
                      <>
                        <label className="visually-hidden" htmlFor={inputId}>
                          {intl.formatMessage(m.lineQuantity, { name })}
                        </label>
                        <input
                          id={inputId}
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          className="refund-form__input refund-lines__quantity"
                          value={value?.quantity ?? ''}
                          disabled={props.disabled || props.fixed || !value?.selected}
                          onChange={(event) => props.onQuantity(index, event.target.value)}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={`${inputId}-left${problem ? ` ${inputId}-error` : ''}`}
                        />
                        <span id={`${inputId}-left`} className="refund-muted refund-lines__left">
                          {props.fixed ? null : intl.formatMessage(m.lineLeft, { count: line.refundableNum })}
                        </span>
                        {problem ? (
                          <span id={`${inputId}-error`} className="refund-form__error">
                            {problem}
                          </span>
                        ) : null}
                      </>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p id={errorId} className="refund-form__error">
        {props.error}
      </p>
    </fieldset>
  )
}
