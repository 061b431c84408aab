// The cart and the sample-request cart (issue 5 items 1–2; SPEC.md §3, §4, §5, REFERENCE.md §1): lines grouped by
// store, the invalid lines, and a sticky footer. Plain props: the route owns the machine.
import { isText, type Message } from '../../api/message'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ProductLink, StoreLink } from '../../components/entity-links'
import { LazyImage } from '../../components/lazy-image'
import { lineName, withLineSpec } from '../../components/line-name'
import { EuroReference } from '../../components/euro-reference'
import { Price } from '../../components/price'
import { formatMoney } from '../../i18n/format'
import { isSampleQuotaUsedUp } from '../../schemas/sample-quota-rules'
import { CartLineDetails } from './cart-line-details'
import { CartStoreCoupons, type CartStoreCouponsProps } from './cart-store-coupons'
import { cartMessages as m } from './messages'
import './cart.css'

export interface CartViewLine {
  cartId: number
  productId: number
  goodsName: string
  goodsImage: string
  specValues?: string
  goodsPrice: number
  buyNum: number
  minBuyNum: number
  productStock: number
  productState?: number
  stockType?: 'inStock' | 'reserved'
  isChecked: 0 | 1
  subtotal: number
  /** issue 16 item 5: code, unit and the SKU's price ladder */
  productCode?: string
  saleUnit?: string
  ladder?: { minQty: number; price: number }[]
}

export interface CartViewGroup {
  storeId: number
  storeName: string
  checkedAll: boolean
  storeGoodsList: CartViewLine[]
  /** the store has coupons: its header offers them (issue 16 item 4) */
  hasCoupon?: boolean
}

export interface CartViewData {
  storeCartGroupList: CartViewGroup[]
  invalidList: CartViewLine[]
  checkedAll: boolean
  totalAmount: number
  totalCheck: number
  quota?: { monthlyCount: number; monthlyAmount: number; remainingCount: number; remainingAmount: number }
}

export interface CartViewProps {
  kind: 'cart' | 'sample'
  status: 'loading' | 'ready' | 'failed'
  cart: CartViewData | null
  loggedIn: boolean
  /** SPEC.md §6: a visitor's local cart shows no price either (src/components/price.tsx). */
  showPrices: boolean
  /** EUR per USD for the total's reference (SPEC.md §9, issue 16 item 10); null or absent: none shown */
  euroRate?: number | null
  busy: boolean
  drafts: Record<number, number>
  lineErrors: Record<number, Message>
  notice: Message | null
  loadError: Message | null
  onQuantityChange: (cartId: number, quantity: number) => void
  onToggleLine: (cartId: number, checked: boolean) => void
  onToggleStore: (storeId: number, checked: boolean) => void
  onToggleAll: (checked: boolean) => void
  onDelete: (cartIds: number[]) => void
  onEmptyInvalid: () => void
  onMoveToFavourites: (cartIds: number[]) => void
  onCheckout: () => void
  onDismissNotice: () => void
  onRetry: () => void
  /** A visitor asks to log in from the cart; the cart comes back with its prices (issue 11 item 7). */
  onLogin: () => void
  /** the store coupon popovers (issue 16 item 4); the server cart only */
  storeCoupons?: CartStoreCouponsProps
  /** the footer's first line, beside checkout: whether the buyer is ready for customs (issue 27 item 7) */
  customsNotice?: ReactNode
}

function useText() {
  const intl = useIntl()
  return (message: Message) => (isText(message) ? message.text : intl.formatMessage(message, message.values))
}

const MAX_QUANTITY = 99_999

function StockText({ line }: { line: CartViewLine }) {
  if (line.productStock <= 0 || line.buyNum > line.productStock) {
    return (
      <span className="cart-line__stock cart-line__stock--low">
        <FormattedMessage {...m.insufficient} />
      </span>
    )
  }
  if (line.productStock < line.minBuyNum * 5) {
    return (
      <span className="cart-line__stock cart-line__stock--low">
        <FormattedMessage {...m.onlyLeft} values={{ stock: line.productStock }} />
      </span>
    )
  }
  return (
    <span className="cart-line__stock">
      <FormattedMessage {...m.stock} values={{ stock: line.productStock }} />
    </span>
  )
}

interface LineProps {
  line: CartViewLine
  kind: CartViewProps['kind']
  loggedIn: boolean
  busy: boolean
  draft: number | undefined
  error: Message | undefined
  invalid?: boolean
  props: CartViewProps
  onAskDelete: (cartIds: number[]) => void
}

function CartLineRow({
  line,
  kind,
  loggedIn,
  busy,
  draft,
  error,
  invalid = false,
  props,
  onAskDelete,
}: LineProps) {
  const intl = useIntl()
  const text = useText()
  const step = kind === 'sample' ? 1 : Math.max(1, line.minBuyNum)
  const max = Math.max(step, Math.min(line.productStock, MAX_QUANTITY))
  const shown = draft ?? line.buyNum
  const errorId = `cart-line-error-${line.cartId}`
  const name = line.goodsName
  // the controls' names: a line's SKU next to another SKU of the same goods must be told apart (WCAG 2.4.6)
  const label = lineName(intl, line)
  const change = (value: number) => props.onQuantityChange(line.cartId, value)
  return (
    <li className={`cart-line${invalid ? ' cart-line--invalid' : ''}`}>
      <input
        type="checkbox"
        className="cart-line__check"
        aria-label={intl.formatMessage(m.lineSelect, { name: label })}
        checked={!invalid && line.isChecked === 1}
        disabled={invalid || busy}
        onChange={(event) => props.onToggleLine(line.cartId, event.target.checked)}
      />
      <LazyImage src={line.goodsImage} alt={name} width={80} height={80} className="cart-line__image" />
      <div className="cart-line__info">
        <ProductLink productId={line.productId} className="cart-line__name">
          {/* two lines at most (issue 15 item 12); the link's text stays whole for assistive tech, the
              title shows it on hover */}
          <span className="cart-line__name-text" title={name}>
            {name}
          </span>
        </ProductLink>
        {line.specValues && <span className="cart-line__specs">{line.specValues}</span>}
        <CartLineDetails line={line} showPrices={props.showPrices} />
        <span className={`cart-line__tag cart-line__tag--${line.stockType ?? 'inStock'}`}>
          <FormattedMessage {...(line.stockType === 'reserved' ? m.reserved : m.inStock)} />
        </span>
        {invalid && (
          <span className="cart-line__invalid">
            <FormattedMessage {...(line.productState === 3 ? m.invalidSoldOut : m.invalidOffShelf)} />
          </span>
        )}
      </div>
      <div className="cart-line__price">
        <Price amount={line.goodsPrice} visible={props.showPrices}>
          {(price) => <FormattedMessage {...m.unitPrice} values={{ price }} />}
        </Price>
        {kind === 'cart' && (
          <span className="cart-line__minimum">
            <FormattedMessage {...m.minimum} values={{ min: line.minBuyNum }} />
          </span>
        )}
      </div>
      {!invalid && (
        <div className="cart-line__quantity">
          <div className="stepper">
            <button
              type="button"
              className="stepper__button"
              aria-label={intl.formatMessage(m.decrease, { name: label })}
              disabled={!Number.isFinite(shown) || shown - step < step}
              onClick={() => change(Math.max(step, (Math.ceil(shown / step) - 1) * step))}
            >
              −
            </button>
            <input
              type="number"
              inputMode="numeric"
              className="stepper__input"
              aria-label={intl.formatMessage(m.quantity, { name: label })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              min={step}
              step={step}
              max={max}
              value={Number.isFinite(shown) ? shown : ''}
              onChange={(event) =>
                change(event.target.value === '' ? Number.NaN : Number(event.target.value))
              }
            />
            <button
              type="button"
              className="stepper__button"
              aria-label={intl.formatMessage(m.increase, { name: label })}
              disabled={Number.isFinite(shown) && shown + step > max}
              onClick={() =>
                change(Number.isFinite(shown) ? Math.min(max, (Math.floor(shown / step) + 1) * step) : step)
              }
            >
              +
            </button>
          </div>
          <StockText line={line} />
          {error && (
            <p id={errorId} className="cart-line__error" role="alert">
              {text(error)}
            </p>
          )}
        </div>
      )}
      <div className="cart-line__subtotal">
        <Price amount={line.subtotal} visible={props.showPrices} silentForVisitors>
          {(amount) => <FormattedMessage {...m.subtotal} values={{ amount }} />}
        </Price>
      </div>
      <div className="cart-line__actions">
        {/* the names add the spec after the visible text, which stays whole at their start (WCAG 2.5.3) */}
        <button
          type="button"
          className="link-button"
          disabled={busy}
          aria-label={intl.formatMessage(m.deleteLine, { name: label })}
          onClick={() => onAskDelete([line.cartId])}
        >
          <FormattedMessage {...m.deleteLine} values={{ name }} />
        </button>
        {loggedIn && kind === 'cart' && !invalid && (
          <button
            type="button"
            className="link-button"
            disabled={busy}
            aria-label={withLineSpec(intl, line, intl.formatMessage(m.moveToFavourites, { name }))}
            onClick={() => props.onMoveToFavourites([line.cartId])}
          >
            <FormattedMessage {...m.moveToFavourites} values={{ name }} />
          </button>
        )}
      </div>
    </li>
  )
}

export function CartView(props: CartViewProps) {
  const { kind, status, cart, loggedIn, busy, notice } = props
  const intl = useIntl()
  const text = useText()
  const [confirming, setConfirming] = useState<number[] | null>(null)
  const title = kind === 'sample' ? m.sampleTitle : m.title
  const lines = cart?.storeCartGroupList.flatMap((group) => group.storeGoodsList) ?? []
  const selectedIds = lines.filter((line) => line.isChecked === 1).map((line) => line.cartId)
  const isEmpty = cart !== null && lines.length === 0 && cart.invalidList.length === 0

  return (
    <main className="cart-page" aria-busy={busy || status === 'loading'}>
      <h1>
        <FormattedMessage {...title} />
      </h1>
      {kind === 'sample' && cart?.quota && loggedIn && (
        <div className="cart-quota">
          <span id="cart-quota-label">
            <FormattedMessage {...m.quotaLabel} />
          </span>
          <meter
            aria-labelledby="cart-quota-label"
            min={0}
            max={Math.max(1, cart.quota.monthlyCount)}
            value={cart.quota.remainingCount}
          />
          <p className="cart-quota__text">
            <FormattedMessage
              {...m.quota}
              values={{
                count: cart.quota.remainingCount,
                amount: formatMoney(cart.quota.remainingAmount),
              }}
            />
          </p>
          {isSampleQuotaUsedUp(cart.quota) && (
            <p className="cart-quota__limit">
              <FormattedMessage {...m.quotaUsedUp} />
            </p>
          )}
        </div>
      )}
      {status === 'loading' && (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      )}
      {status === 'failed' && (
        <div role="alert" className="cart-page__failed">
          <p>{props.loadError ? text(props.loadError) : <FormattedMessage {...m.failed} />}</p>
          <button type="button" className="button" onClick={props.onRetry}>
            <FormattedMessage {...m.retry} />
          </button>
        </div>
      )}
      {status === 'ready' && isEmpty && (
        <div className="cart-page__empty">
          <p>
            <FormattedMessage {...(kind === 'sample' ? m.sampleEmpty : m.empty)} />
          </p>
          <Link to="/goods/category" className="button button--primary">
            <FormattedMessage {...m.goShopping} />
          </Link>
        </div>
      )}
      {status === 'ready' && cart && !isEmpty && (
        <>
          {cart.storeCartGroupList.map((group) => (
            <section
              key={group.storeId}
              className="cart-store"
              aria-labelledby={`cart-store-${group.storeId}`}
            >
              <div className="cart-store__header">
                <input
                  type="checkbox"
                  aria-label={intl.formatMessage(m.storeSelect, { name: group.storeName })}
                  checked={group.checkedAll}
                  disabled={busy}
                  onChange={(event) => props.onToggleStore(group.storeId, event.target.checked)}
                />
                <h2 id={`cart-store-${group.storeId}`}>
                  <StoreLink storeId={group.storeId}>{group.storeName}</StoreLink>
                </h2>
                {group.hasCoupon && props.storeCoupons ? (
                  <CartStoreCoupons
                    storeId={group.storeId}
                    storeName={group.storeName}
                    coupons={props.storeCoupons}
                  />
                ) : null}
              </div>
              <ul className="cart-store__lines">
                {group.storeGoodsList.map((line) => (
                  <CartLineRow
                    key={line.cartId}
                    line={line}
                    kind={kind}
                    loggedIn={loggedIn}
                    busy={busy}
                    draft={props.drafts[line.cartId]}
                    error={props.lineErrors[line.cartId]}
                    props={props}
                    onAskDelete={setConfirming}
                  />
                ))}
              </ul>
            </section>
          ))}
          {cart.invalidList.length > 0 && (
            <section className="cart-store cart-store--invalid" aria-labelledby="cart-invalid-title">
              <div className="cart-store__header">
                <h2 id="cart-invalid-title">
                  <FormattedMessage {...m.invalidTitle} />
                </h2>
                <button type="button" className="link-button" disabled={busy} onClick={props.onEmptyInvalid}>
                  <FormattedMessage {...m.emptyInvalid} />
                </button>
              </div>
              <ul className="cart-store__lines">
                {cart.invalidList.map((line) => (
                  <CartLineRow
                    key={line.cartId}
                    line={line}
                    kind={kind}
                    loggedIn={loggedIn}
                    busy={busy}
                    draft={undefined}
                    error={undefined}
                    invalid
                    props={props}
                    onAskDelete={setConfirming}
                  />
                ))}
              </ul>
            </section>
          )}
          <div className="cart-footer">
            {props.customsNotice}
            <label className="cart-footer__all">
              <input
                type="checkbox"
                checked={cart.checkedAll}
                disabled={busy || lines.length === 0}
                onChange={(event) => props.onToggleAll(event.target.checked)}
              />
              <FormattedMessage {...m.selectAll} />
            </label>
            <button
              type="button"
              className="link-button"
              disabled={busy || selectedIds.length === 0}
              onClick={() => setConfirming(selectedIds)}
            >
              <FormattedMessage {...m.deleteSelected} />
            </button>
            <span className="cart-footer__count">
              <FormattedMessage {...m.selectedCount} values={{ count: cart.totalCheck }} />
            </span>
            <span className="cart-footer__total">
              <Price amount={cart.totalAmount} visible={props.showPrices}>
                {(amount) => <FormattedMessage {...m.total} values={{ amount }} />}
              </Price>
            </span>
            {props.showPrices ? <EuroReference amount={cart.totalAmount} rate={props.euroRate} /> : null}
            {loggedIn ? null : (
              <button type="button" className="button" onClick={props.onLogin}>
                <FormattedMessage {...m.login} />
              </button>
            )}
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={props.onCheckout}
            >
              <FormattedMessage {...(kind === 'sample' ? m.sampleCheckout : m.checkout)} />
            </button>
          </div>
        </>
      )}
      {notice && (
        <div className="cart-notice" role="alert">
          <p>{text(notice)}</p>
          <button type="button" className="link-button" onClick={props.onDismissNotice}>
            <FormattedMessage {...m.closeNotice} />
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage(m.confirmTitle)}
        message={intl.formatMessage(m.confirmBody, { count: confirming?.length ?? 0 })}
        confirmLabel={intl.formatMessage(m.confirmDelete)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={() => {
          if (confirming) props.onDelete(confirming)
          setConfirming(null)
        }}
        onCancel={() => setConfirming(null)}
      />
    </main>
  )
}
