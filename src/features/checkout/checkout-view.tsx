// The checkout /buy/confirm (issue 5 item 4; SPEC.md §2, §3, §5, §8; REFERENCE.md §2): delivery address, invoice,
// the lines of each store with its coupon, purchase-order number and note, points, the totals the server
// computed, the shopping agreement and "Enviar pedido"; the stock/promotion problem dialog and the address
// dialog. Plain props: the route owns the checkout machine.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type {
  Address,
  CheckoutCoupon,
  CheckoutData,
  CheckoutProblem,
  CheckoutStoreGroup,
  Invoice,
} from '../../api/checkout'
import { Dialog } from '../../components/dialog'
import { ProductLink, StoreLink } from '../../components/entity-links'
import { LazyImage } from '../../components/lazy-image'
import { formatMoney } from '../../i18n/format'
import { AddressDialog } from '../../components/address-dialog'
import type { AddressFormValues } from '../../schemas/address.schema'
import { pointsToCash } from '../../schemas/checkout.schema'
import { checkoutMessages as m } from './messages'
import './checkout.css'

export type CheckoutViewMessage = { id: string; values?: Record<string, string | number> } | { text: string }

export type CheckoutStatus = 'loading' | 'loadFailed' | 'blocked' | 'ready' | 'submitting' | 'submitFailed'

export type StoreInputField = 'remark' | 'purchaseOrderNumber'

export interface CheckoutStoreInput {
  storeCouponCode: string | null
  remark: string
  purchaseOrderNumber: string
}

export interface CheckoutViewErrors {
  address: CheckoutViewMessage | null
  points: CheckoutViewMessage | null
  agreement: CheckoutViewMessage | null
  coupons: Record<number, CheckoutViewMessage>
  storeInputs: Record<number, Partial<Record<StoreInputField, CheckoutViewMessage>>>
}

export interface AddressDialogState {
  mode: 'new' | 'edit'
  values: AddressFormValues
  saving: boolean
  error: CheckoutViewMessage | null
}

export interface CheckoutViewProps {
  status: CheckoutStatus
  /** the buyer came from "Comprar ahora": the way back is the product, not the cart */
  buyNow: boolean
  checkout: CheckoutData | null
  addresses: Address[]
  invoices: Invoice[]
  addressId: number | null
  invoiceId: number | null
  storeInputs: Record<number, CheckoutStoreInput>
  pointsText: string
  agreement: boolean
  errors: CheckoutViewErrors
  notice: CheckoutViewMessage | null
  /** the server is pricing the current selection */
  recalculating: boolean
  loadError: CheckoutViewMessage | null
  blocked: CheckoutViewMessage | null
  problem: CheckoutProblem | null
  /** "submit order failed" (SPEC.md §8): shown while the order list is 2 s away */
  submitFailure: CheckoutViewMessage | null
  addressDialog: AddressDialogState | null
  onRetry: () => void
  onSelectAddress: (addressId: number) => void
  onSelectInvoice: (invoiceId: number | null) => void
  onSelectCoupon: (storeId: number, couponCode: string | null) => void
  onPointsChange: (value: string) => void
  onPointsApply: (value: string) => void
  onStoreInputChange: (storeId: number, field: StoreInputField, value: string) => void
  onAgreementChange: (checked: boolean) => void
  onAddAddress: () => void
  onEditAddress: (addressId: number) => void
  onSaveAddress: (values: AddressFormValues) => void
  onCancelAddress: () => void
  onSubmit: () => void
  onBack: () => void
  onResetPoints: () => void
  onDismissNotice: () => void
}

function useText() {
  const intl = useIntl()
  return (message: CheckoutViewMessage) =>
    'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values)
}

function FieldError({ id, message }: { id: string; message: CheckoutViewMessage | null | undefined }) {
  const text = useText()
  return (
    <p id={id} className="checkout-field__error">
      {message ? text(message) : null}
    </p>
  )
}

function Amount({
  label,
  value,
  negative,
  strong,
}: {
  label: ReactNode
  value: number
  negative?: boolean
  strong?: boolean
}) {
  return (
    <div className={`checkout-amount${strong ? ' checkout-amount--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{negative && value > 0 ? `− ${formatMoney(value)}` : formatMoney(value)}</dd>
    </div>
  )
}

function AddressSection(props: CheckoutViewProps) {
  const { addresses, addressId, errors, checkout, recalculating, status } = props
  const intl = useIntl()
  const reserved = checkout?.stockType === 'reserved'
  const locked = status !== 'ready' || recalculating
  return (
    <section className="checkout-section" aria-labelledby="checkout-address-title">
      <div className="checkout-section__header">
        <h2 id="checkout-address-title">
          <FormattedMessage {...m.addressTitle} />
        </h2>
        <button type="button" className="button" onClick={props.onAddAddress} disabled={locked}>
          <FormattedMessage {...m.addressNew} />
        </button>
      </div>
      {reserved && (
        <p className="checkout-section__note">
          <FormattedMessage {...m.addressReservedNote} />
        </p>
      )}
      {addresses.length === 0 ? (
        <p className="checkout-section__note">
          <FormattedMessage {...m.addressNone} />
        </p>
      ) : (
        <fieldset
          className="checkout-addresses"
          aria-describedby={errors.address ? 'checkout-address-error' : undefined}
        >
          <legend className="visually-hidden">
            <FormattedMessage {...m.addressTitle} />
          </legend>
          {addresses.map((address) => {
            const inputId = `checkout-address-${address.addressId}`
            const selected = address.addressId === addressId
            return (
              <div
                key={address.addressId}
                className={`address-card${selected ? ' address-card--selected' : ''}`}
              >
                <input
                  type="radio"
                  id={inputId}
                  name="checkout-address"
                  className="address-card__radio"
                  checked={selected}
                  disabled={status !== 'ready'}
                  onChange={() => props.onSelectAddress(address.addressId)}
                />
                <label htmlFor={inputId} className="address-card__label">
                  <span className="address-card__name">
                    {address.memberName}
                    {address.isDefault && (
                      <span className="address-card__badge">
                        <FormattedMessage {...m.addressDefault} />
                      </span>
                    )}
                  </span>
                  <span className="address-card__phone">
                    <FormattedMessage {...m.addressPhone} values={{ phone: address.telMobile }} />
                  </span>
                  <span className="address-card__text">
                    {address.addressAll} · {address.detailAddress}
                  </span>
                </label>
                <button
                  type="button"
                  className="link-button address-card__edit"
                  disabled={locked}
                  aria-label={intl.formatMessage(m.addressEdit, { name: address.memberName })}
                  onClick={() => props.onEditAddress(address.addressId)}
                >
                  <FormattedMessage {...m.addressEditShort} />
                </button>
              </div>
            )
          })}
        </fieldset>
      )}
      <FieldError id="checkout-address-error" message={errors.address} />
    </section>
  )
}

function invoiceText(invoice: Invoice, format: ReturnType<typeof useIntl>['formatMessage']) {
  return invoice.invoiceType === 2
    ? format(m.invoiceVat, { title: invoice.invoiceTitle, taxCode: invoice.taxCode ?? '' })
    : format(m.invoiceNormal, { title: invoice.invoiceTitle })
}

function InvoiceSection(props: CheckoutViewProps) {
  const intl = useIntl()
  return (
    <section className="checkout-section" aria-labelledby="checkout-invoice-title">
      <h2 id="checkout-invoice-title">
        <FormattedMessage {...m.invoiceTitle} />
      </h2>
      <div className="checkout-field">
        <label htmlFor="checkout-invoice">
          <FormattedMessage {...m.invoiceLabel} />
        </label>
        <select
          id="checkout-invoice"
          value={props.invoiceId ?? ''}
          disabled={props.status !== 'ready'}
          onChange={(event) =>
            props.onSelectInvoice(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">{intl.formatMessage(m.invoiceNone)}</option>
          {props.invoices.map((invoice) => (
            <option key={invoice.invoiceId} value={invoice.invoiceId}>
              {invoiceText(invoice, intl.formatMessage)}
            </option>
          ))}
        </select>
      </div>
    </section>
  )
}

function couponText(coupon: CheckoutCoupon, format: ReturnType<typeof useIntl>['formatMessage']) {
  if (!coupon.usable)
    return format(m.couponUnusable, { name: coupon.couponName, min: formatMoney(coupon.minAmount) })
  return coupon.couponType === 2
    ? format(m.couponPercent, { name: coupon.couponName, percent: coupon.value })
    : format(m.couponAmount, { name: coupon.couponName, amount: formatMoney(coupon.value) })
}

function StoreSection({ group, props }: { group: CheckoutStoreGroup; props: CheckoutViewProps }) {
  const intl = useIntl()
  const input = props.storeInputs[group.storeId] ?? {
    storeCouponCode: null,
    remark: '',
    purchaseOrderNumber: '',
  }
  const fieldErrors = props.errors.storeInputs[group.storeId] ?? {}
  const couponError = props.errors.coupons[group.storeId]
  const editable = props.status === 'ready'
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
                  <ProductLink productId={line.productId} className="checkout-line__name">
                    {line.goodsName}
                  </ProductLink>
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
                props.onSelectCoupon(group.storeId, event.target.value === '' ? null : event.target.value)
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
              props.onStoreInputChange(group.storeId, 'purchaseOrderNumber', event.target.value)
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
            onChange={(event) => props.onStoreInputChange(group.storeId, 'remark', event.target.value)}
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
        <Amount label={<FormattedMessage {...m.storeTotal} />} value={group.totalAmount} strong />
      </dl>
    </section>
  )
}

function PointsSection(props: CheckoutViewProps) {
  const { checkout, errors, pointsText } = props
  if (!checkout) return null
  const rule = checkout.integralRule
  const typed = pointsText.trim() === '' ? 0 : Number(pointsText)
  const cash = Number.isFinite(typed) && typed > 0 ? pointsToCash(rule, typed) : 0
  const apply = () => props.onPointsApply(pointsText)
  return (
    <section className="checkout-section" aria-labelledby="checkout-points-title">
      <h2 id="checkout-points-title">
        <FormattedMessage {...m.pointsTitle} />
      </h2>
      <div className="checkout-field">
        <label htmlFor="checkout-points">
          <FormattedMessage {...m.pointsLabel} />
        </label>
        <div className="checkout-points">
          <input
            id="checkout-points"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={pointsText}
            placeholder="0"
            readOnly={props.status !== 'ready'}
            aria-invalid={errors.points ? true : undefined}
            aria-describedby="checkout-points-hint checkout-points-error"
            onChange={(event) => props.onPointsChange(event.target.value)}
            onBlur={apply}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                apply()
              }
            }}
          />
          <button type="button" className="button" onClick={apply} disabled={props.status !== 'ready'}>
            <FormattedMessage {...m.pointsApply} />
          </button>
        </div>
        <p id="checkout-points-hint" className="checkout-field__hint">
          <FormattedMessage
            {...m.pointsHint}
            values={{ unit: rule.unit, max: rule.maxUsable, balance: rule.memberIntegral }}
          />{' '}
          <FormattedMessage {...m.pointsCash} values={{ cash: formatMoney(cash) }} />
        </p>
        <FieldError id="checkout-points-error" message={errors.points} />
      </div>
    </section>
  )
}

function SummarySection(props: CheckoutViewProps) {
  const { checkout, status, errors, addresses, addressId, recalculating } = props
  const text = useText()
  if (!checkout) return null
  const address = addresses.find((entry) => entry.addressId === addressId) ?? checkout.address
  const sending = status === 'submitting'
  return (
    <section
      className="checkout-section checkout-summary"
      aria-labelledby="checkout-summary-title"
      aria-busy={recalculating}
    >
      <h2 id="checkout-summary-title">
        <FormattedMessage {...m.summaryTitle} />
      </h2>
      <dl className="checkout-amounts">
        <Amount label={<FormattedMessage {...m.summaryGoods} />} value={checkout.goodsAmount} />
        <Amount label={<FormattedMessage {...m.summaryCoupons} />} value={checkout.couponAmount} negative />
        <Amount
          label={<FormattedMessage {...m.summaryPoints} values={{ points: checkout.integral }} />}
          value={checkout.integralCashAmount}
          negative
        />
        <Amount label={<FormattedMessage {...m.summaryTotal} />} value={checkout.totalAmount} strong />
      </dl>
      <p className="checkout-summary__status" role="status">
        {recalculating ? <FormattedMessage {...m.recalculating} /> : null}
        {sending ? <FormattedMessage {...m.submitting} /> : null}
      </p>
      {checkout.stockType === 'reserved' ? (
        <p className="checkout-section__note">
          <FormattedMessage {...m.summaryReserved} />
        </p>
      ) : address ? (
        <p className="checkout-section__note">
          <FormattedMessage
            {...m.summaryShipTo}
            values={{ name: address.memberName, address: `${address.addressAll} · ${address.detailAddress}` }}
          />
        </p>
      ) : null}
      <div className="checkout-agreement">
        <label className="checkout-agreement__label">
          <input
            type="checkbox"
            checked={props.agreement}
            disabled={status !== 'ready'}
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={errors.agreement ? 'checkout-agreement-error' : undefined}
            onChange={(event) => props.onAgreementChange(event.target.checked)}
          />
          <FormattedMessage {...m.agreement} />
        </label>
        <a href="/agreement" target="_blank" rel="noopener noreferrer" className="checkout-agreement__link">
          <FormattedMessage {...m.agreementLink} />
        </a>
        <FieldError id="checkout-agreement-error" message={errors.agreement} />
      </div>
      {props.notice && (
        <div className="checkout-notice" role="alert">
          <p>{text(props.notice)}</p>
          <button type="button" className="link-button" onClick={props.onDismissNotice}>
            <FormattedMessage {...m.closeNotice} />
          </button>
        </div>
      )}
      {status === 'submitFailed' && props.submitFailure && (
        <div className="checkout-notice checkout-notice--error" role="alert">
          <p>{text(props.submitFailure)}</p>
          <p>
            <FormattedMessage {...m.redirecting} />
          </p>
        </div>
      )}
      <button
        type="button"
        className="button button--primary checkout-summary__submit"
        disabled={status !== 'ready' || recalculating}
        aria-busy={sending}
        onClick={props.onSubmit}
      >
        <FormattedMessage {...m.submit} />
      </button>
    </section>
  )
}

function ProblemDialog(props: CheckoutViewProps) {
  const { problem, checkout } = props
  const intl = useIntl()
  if (!problem) return null
  const codes = new Map(
    checkout?.storeGroupList.flatMap((group) =>
      group.productList.map((line) => [line.productId, line.productCode]),
    ) ?? [],
  )
  const points = problem.state === 6
  const explanation = problem.state === 5 ? m.problemPromotion : points ? m.problemPoints : m.problemIntro
  return (
    <Dialog
      open
      role="alertdialog"
      title={problem.stateValue}
      width={560}
      actions={
        points ? (
          <button type="button" className="button button--primary" onClick={props.onResetPoints}>
            <FormattedMessage {...m.problemResetPoints} />
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={props.onBack}>
            <FormattedMessage {...(props.buyNow ? m.backToProduct : m.backToCart)} />
          </button>
        )
      }
    >
      <p>
        <FormattedMessage {...explanation} />
      </p>
      {problem.productList.length > 0 && (
        <ul className="checkout-problem__list">
          {problem.productList.map((product) => {
            const sku = codes.get(product.productId) ?? product.specValues
            return (
              <li key={product.productId} className="checkout-problem__item">
                <strong>{product.goodsName}</strong>
                {sku && <span>{intl.formatMessage(m.problemSku, { sku })}</span>}
                {product.specValues && sku !== product.specValues && <span>{product.specValues}</span>}
                {product.buyNum !== undefined && (
                  <span>{intl.formatMessage(m.problemBuyNum, { count: product.buyNum })}</span>
                )}
                {product.productStock !== undefined && (
                  <span>{intl.formatMessage(m.problemStock, { stock: product.productStock })}</span>
                )}
                {product.purchaseLimit !== undefined && product.purchaseLimit > 0 && (
                  <span>{intl.formatMessage(m.problemLimit, { limit: product.purchaseLimit })}</span>
                )}
                {product.newPrice !== undefined && (
                  <span>
                    {intl.formatMessage(m.problemPrice, {
                      before: formatMoney(product.price ?? product.newPrice),
                      after: formatMoney(product.newPrice),
                    })}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </Dialog>
  )
}

export function CheckoutView(props: CheckoutViewProps) {
  const { status, checkout } = props
  const text = useText()
  const back = props.buyNow ? m.backToProduct : m.backToCart
  const showForm =
    checkout !== null && (status === 'ready' || status === 'submitting' || status === 'submitFailed')
  return (
    <div
      className="checkout-page"
      aria-busy={status === 'loading' || props.recalculating || status === 'submitting'}
    >
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      {status === 'loading' && (
        <p role="status" className="checkout-page__state">
          <FormattedMessage {...m.loading} />
        </p>
      )}
      {status === 'loadFailed' && (
        <div role="alert" className="checkout-page__state">
          <p>{props.loadError ? text(props.loadError) : <FormattedMessage {...m.loadFailed} />}</p>
          <button type="button" className="button" onClick={props.onRetry}>
            <FormattedMessage {...m.retry} />
          </button>
        </div>
      )}
      {status === 'blocked' && (
        <div role="alert" className="checkout-page__state">
          <p>{props.blocked ? text(props.blocked) : null}</p>
          <button type="button" className="button button--primary" onClick={props.onBack}>
            <FormattedMessage {...back} />
          </button>
        </div>
      )}
      {showForm && checkout && (
        <div className="checkout-layout">
          <div className="checkout-layout__main">
            <AddressSection {...props} />
            <InvoiceSection {...props} />
            {checkout.storeGroupList.map((group) => (
              <StoreSection key={group.storeId} group={group} props={props} />
            ))}
            <PointsSection {...props} />
          </div>
          <div className="checkout-layout__side">
            <SummarySection {...props} />
            {!props.buyNow && (
              <p className="checkout-layout__back">
                <Link to="/cart/index">
                  <FormattedMessage {...m.backToCart} />
                </Link>
              </p>
            )}
          </div>
        </div>
      )}
      <ProblemDialog {...props} />
      {props.addressDialog && (
        <AddressDialog
          mode={props.addressDialog.mode}
          values={props.addressDialog.values}
          saving={props.addressDialog.saving}
          error={props.addressDialog.error}
          onSave={props.onSaveAddress}
          onCancel={props.onCancelAddress}
        />
      )}
    </div>
  )
}
