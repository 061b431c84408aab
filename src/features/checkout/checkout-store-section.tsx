// One store's part of the checkout (SPEC.md §3): its lines, coupon, purchase-order number, note and amounts.
import type { Message } from '../../api/message'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CheckoutCoupon, CheckoutStoreGroup } from '../../api/checkout'
import { LineProductLink, StoreLink } from '../../components/entity-links'
import { FreightLabel, FreightValue } from '../../components/freight-amount'
import { LazyImage } from '../../components/lazy-image'
import { formatMoney } from '../../i18n/format'
import { Amount, FieldError } from './checkout-parts'
import { checkoutMessages as m } from './messages'

export type StoreInputField = 'remark' | 'purchaseOrderNumber'

export interface CheckoutStoreInput {
  storeCouponCode: string | null
  remark: string
  purchaseOrderNumber: string
}

/** What the buyer chose and typed for each store, by storeId. */
export interface CheckoutStoresProps {
  inputs: Record<number, CheckoutStoreInput>
  couponErrors: Record<number, Message>
  inputErrors: Record<number, Partial<Record<StoreInputField, Message>>>
  onSelectCoupon: (storeId: number, couponCode: string | null) => void
  onInputChange: (storeId: number, field: StoreInputField, value: string) => void
}

function couponText(coupon: CheckoutCoupon, format: ReturnType<typeof useIntl>['formatMessage']) {
  if (!coupon.usable)
    return format(m.couponUnusable, { name: coupon.couponName, min: formatMoney(coupon.minAmount) })
  return coupon.couponType === 2
    ? format(m.couponPercent, { name: coupon.couponName, percent: coupon.value })
    : format(m.couponAmount, { name: coupon.couponName, amount: formatMoney(coupon.value) })
}

export function CheckoutStoreSection({
  group,
  stores,
  editable,
}: {
  group: CheckoutStoreGroup
  stores: CheckoutStoresProps
  editable: boolean
}) {
  const intl = useIntl()
  const input = stores.inputs[group.storeId] ?? {
    storeCouponCode: null,
    remark: '',
    purchaseOrderNumber: '',
  }
  const fieldErrors = stores.inputErrors[group.storeId] ?? {}
  const couponError = stores.couponErrors[group.storeId]
  const id = (name: string) => `checkout-store-${group.storeId}-${name}`
  const titleId = id('title')
  return (
    <section className="checkout-section checkout-store" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <StoreLink storeId={group.storeId}>{group.storeName}</StoreLink>
      </h2>
      <table className="checkout-lines">
        <caption className="visually-hidden">
          <FormattedMessage {...m.storeLines} values={{ name: group.storeName }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.columnProduct} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.columnSku} />
            </th>
            <th scope="col" className="checkout-lines__number">
              <FormattedMessage {...m.columnPrice} />
            </th>
            <th scope="col" className="checkout-lines__number">
              <FormattedMessage {...m.columnQuantity} />
            </th>
            <th scope="col" className="checkout-lines__number">
              <FormattedMessage {...m.columnSubtotal} />
            </th>
          </tr>
        </thead>
        <tbody>
          {group.productList.map((line) => (
            <tr key={line.productId}>
              <td>
                <div className="checkout-line__product">
                  <LazyImage src={line.goodsImage} alt={line.goodsName} width={64} height={64} />
                  <LineProductLink line={line} className="checkout-line__name" />
                </div>
              </td>
              <td>
                <span className="checkout-line__code">{line.productCode}</span>
                {line.specValues && <span className="checkout-line__specs">{line.specValues}</span>}
              </td>
              <td className="checkout-lines__number">{formatMoney(line.price)}</td>
              <td className="checkout-lines__number">
                {line.buyNum}
                {line.saleUnit ? ` ${line.saleUnit}` : ''}
              </td>
              <td className="checkout-lines__number">{formatMoney(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="checkout-store__inputs">
        <div className="checkout-field">
          {group.availableCouponList.length === 0 ? (
            <>
              <span className="checkout-field__label">
                <FormattedMessage {...m.coupon} />
              </span>
              <p className="checkout-section__note">
                <FormattedMessage {...m.couponNoneAvailable} />
              </p>
            </>
          ) : (
            <label htmlFor={id('coupon')}>
              <FormattedMessage {...m.coupon} />
            </label>
          )}
          {group.availableCouponList.length > 0 && (
            <select
              id={id('coupon')}
              value={input.storeCouponCode ?? ''}
              disabled={!editable}
              aria-invalid={couponError ? true : undefined}
              aria-describedby={couponError ? id('coupon-error') : undefined}
              onChange={(event) =>
                stores.onSelectCoupon(group.storeId, event.target.value === '' ? null : event.target.value)
              }
            >
              <option value="">{intl.formatMessage(m.couponNone)}</option>
              {group.availableCouponList.map((coupon) => (
                <option key={coupon.couponCode} value={coupon.couponCode} disabled={!coupon.usable}>
                  {couponText(coupon, intl.formatMessage)}
                </option>
              ))}
            </select>
          )}
          <FieldError id={id('coupon-error')} message={couponError} />
        </div>
        <div className="checkout-field">
          <label htmlFor={id('po')}>
            <FormattedMessage {...m.purchaseOrderNumber} />
          </label>
          <input
            id={id('po')}
            type="text"
            value={input.purchaseOrderNumber}
            readOnly={!editable}
            maxLength={40}
            autoComplete="off"
            aria-invalid={fieldErrors.purchaseOrderNumber ? true : undefined}
            aria-describedby={`${id('po-hint')} ${id('po-error')}`}
            onChange={(event) =>
              stores.onInputChange(group.storeId, 'purchaseOrderNumber', event.target.value)
            }
          />
          <p id={id('po-hint')} className="checkout-field__hint">
            <FormattedMessage {...m.purchaseOrderHint} />
          </p>
          <FieldError id={id('po-error')} message={fieldErrors.purchaseOrderNumber} />
        </div>
        <div className="checkout-field checkout-field--wide">
          <label htmlFor={id('remark')}>
            <FormattedMessage {...m.remark} />
          </label>
          <textarea
            id={id('remark')}
            rows={2}
            value={input.remark}
            readOnly={!editable}
            aria-invalid={fieldErrors.remark ? true : undefined}
            aria-describedby={`${id('remark-count')} ${id('remark-error')}`}
            onChange={(event) => stores.onInputChange(group.storeId, 'remark', event.target.value)}
          />
          <p id={id('remark-count')} className="checkout-field__hint">
            <FormattedMessage {...m.remarkCount} values={{ count: input.remark.trim().length }} />
          </p>
          <FieldError id={id('remark-error')} message={fieldErrors.remark} />
        </div>
      </div>
      <dl className="checkout-amounts checkout-amounts--store">
        <Amount label={<FormattedMessage {...m.storeGoodsAmount} />} value={group.goodsAmount} />
        {group.couponAmount > 0 && (
          <Amount label={<FormattedMessage {...m.storeCouponAmount} />} value={group.couponAmount} negative />
        )}
        {(group.integralCashAmount ?? 0) > 0 && (
          <Amount
            label={<FormattedMessage {...m.storePointsAmount} />}
            value={group.integralCashAmount ?? 0}
            negative
          />
        )}
        <div className="checkout-amount checkout-amount--freight">
          <dt>
            <FreightLabel />
          </dt>
          <dd>
            <FreightValue expressFee={group.expressFee} expressState={group.expressState} />
          </dd>
        </div>
        <Amount label={<FormattedMessage {...m.storeTotal} />} value={group.totalAmount} strong />
      </dl>
    </section>
  )
}
