// /goods/detail (issue 4 item 3): gallery, prices by quantity, SKU choice, quantity, buying actions, store
// card and the description / specifications / reviews tabs. Plain props: the route owns the machine.
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { GoodsDetail, LadderPrice, ReviewFilter, Sku } from '../../api/goods-detail'
import { StoreLink } from '../../components/entity-links'
import { PageLoader } from '../../components/page-loader'
import { LoginForPrice } from '../../components/price'
import { productionStateMessages, stockTypeMessages } from '../../components/product-labels'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { goodsDetailMessages as m } from './messages'
import { ProductGallery } from './product-gallery'
import { ReviewsSection, type ReviewsState } from './reviews-section'
import { SkuSelector, type SkuOptionGroupView } from './sku-selector'
import './goods-detail.css'

/** A dictionary id with its values, or the server's own text. */
export type ViewMessage = { id: string; values?: Record<string, string | number> } | { text: string }

export interface GoodsDetailNotice {
  kind: 'success' | 'error'
  message: ViewMessage
}

export type GoodsDetailStatus = 'loading' | 'ready' | 'notFound' | 'storeClosed' | 'failed'

export interface GoodsDetailViewProps {
  status: GoodsDetailStatus
  loadError?: ViewMessage | null
  detail: GoodsDetail | null
  /** Visitors see no prices (SPEC.md §6). */
  showPrices: boolean
  optionGroups: SkuOptionGroupView[]
  selection: Record<string, string>
  selectedSku: Sku | null
  tiers: LadderPrice[]
  unitPrice: number
  quantity: number
  quantityError: ViewMessage | null
  busy: boolean
  notice: GoodsDetailNotice | null
  reviews: ReviewsState
  onSelectOption: (name: string, value: string) => void
  onQuantityChange: (quantity: number) => void
  onIncrement: () => void
  onDecrement: () => void
  onAddToCart: () => void
  onRequestSample: () => void
  onCompare: () => void
  onToggleFavourite: () => void
  onToggleFollow: () => void
  onOptimization: () => void
  onDismissNotice: () => void
  onLogin: () => void
  onRetry: () => void
  onReviewFilterChange: (filter: ReviewFilter) => void
  onReviewPageChange: (page: number, limit: number) => void
  onReviewsRetry: () => void
}

function useText() {
  const intl = useIntl()
  return (message: ViewMessage) => {
    if ('text' in message) return message.text
    // ids come from the machine and the shared schemas; their texts are in the dictionary already
    const descriptor = { id: message.id }
    return intl.formatMessage(descriptor, message.values)
  }
}

function StatePage({ title, body }: { title: ViewMessage; body?: ViewMessage }) {
  const text = useText()
  return (
    <section className="page page--narrow state-page">
      <h1>{text(title)}</h1>
      {body ? <p>{text(body)}</p> : null}
      <div className="state-page__actions">
        <Link className="button button--primary" to="/index">
          <FormattedMessage {...m.goHome} />
        </Link>
      </div>
    </section>
  )
}

function QuantityStepper(props: {
  quantity: number
  error: ViewMessage | null
  disabled: boolean
  onChange: (quantity: number) => void
  onIncrement: () => void
  onDecrement: () => void
}) {
  const intl = useIntl()
  const text = useText()
  const inputId = useId()
  const errorId = useId()
  const [draft, setDraft] = useState(String(props.quantity))
  const [shown, setShown] = useState(props.quantity)
  // the machine may move the quantity (stepper, SKU change): show its value unless the draft already says it
  if (shown !== props.quantity && !(Number.isNaN(shown) && Number.isNaN(props.quantity))) {
    setShown(props.quantity)
    if (Number(draft) !== props.quantity)
      setDraft(Number.isNaN(props.quantity) ? draft : String(props.quantity))
  }
  return (
    <div className="quantity">
      <label htmlFor={inputId} className="quantity__label">
        <FormattedMessage {...m.quantity} />
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="button quantity__step"
          aria-label={intl.formatMessage(m.decrease)}
          disabled={props.disabled}
          onClick={props.onDecrement}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="quantity__input"
          type="text"
          inputMode="numeric"
          value={draft}
          disabled={props.disabled}
          aria-invalid={props.error !== null}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(event) => {
            const value = event.target.value
            setDraft(value)
            props.onChange(value.trim() === '' ? Number.NaN : Number(value))
          }}
        />
        <button
          type="button"
          className="button quantity__step"
          aria-label={intl.formatMessage(m.increase)}
          disabled={props.disabled}
          onClick={props.onIncrement}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {props.error ? (
        <p id={errorId} className="gd-error" role="alert">
          {text(props.error)}
        </p>
      ) : null}
    </div>
  )
}

type TabId = 'description' | 'specifications' | 'reviews'
const TABS: TabId[] = ['description', 'specifications', 'reviews']

function DetailTabs({
  detail,
  ...props
}: Pick<
  GoodsDetailViewProps,
  'reviews' | 'onReviewFilterChange' | 'onReviewPageChange' | 'onReviewsRetry'
> & { detail: GoodsDetail }) {
  const intl = useIntl()
  const baseId = useId()
  const [tab, setTab] = useState<TabId>('description')
  // issue 4: server HTML is sanitised before it reaches the DOM (goods 17 carries a script probe)
  const html = useMemo(() => sanitizeHtml(detail.detailHtml), [detail.detailHtml])
  const labels: Record<TabId, string> = {
    description: intl.formatMessage(m.tabDescription),
    specifications: intl.formatMessage(m.tabSpecifications),
    reviews: intl.formatMessage(m.tabReviews, { count: detail.review.total }),
  }
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const at = TABS.indexOf(tab)
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : undefined
    if (!next) return
    event.preventDefault()
    setTab(next)
    document.getElementById(`${baseId}-tab-${next}`)?.focus()
  }
  return (
    <section className="detail-tabs">
      <div role="tablist" aria-label={intl.formatMessage(m.tabs)} className="detail-tabs__list">
        {TABS.map((id) => (
          <button
            key={id}
            id={`${baseId}-tab-${id}`}
            type="button"
            role="tab"
            className="detail-tabs__tab"
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={onKeyDown}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      {TABS.map((id) => (
        <div
          key={id}
          id={`${baseId}-panel-${id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${id}`}
          hidden={tab !== id}
          className="detail-tabs__panel"
        >
          <h2 className="visually-hidden">{labels[id]}</h2>
          {id === 'description' ? (
            <div className="detail-html" dangerouslySetInnerHTML={{ __html: html }} />
          ) : id === 'specifications' ? (
            <table className="spec-table">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.specName)}</th>
                  <th scope="col">{intl.formatMessage(m.specValue)}</th>
                </tr>
              </thead>
              <tbody>
                {detail.brandName ? (
                  <tr>
                    <th scope="row">{intl.formatMessage(m.specBrand)}</th>
                    <td>{detail.brandName}</td>
                  </tr>
                ) : null}
                {detail.seriesName ? (
                  <tr>
                    <th scope="row">{intl.formatMessage(m.specSeries)}</th>
                    <td>{detail.seriesName}</td>
                  </tr>
                ) : null}
                {detail.attributes.map((attribute) => (
                  <tr key={attribute.name}>
                    <th scope="row">{attribute.name}</th>
                    <td>{attribute.value}</td>
                  </tr>
                ))}
                {detail.origin ? (
                  <tr>
                    <th scope="row">{intl.formatMessage(m.specOrigin)}</th>
                    <td>{detail.origin}</td>
                  </tr>
                ) : null}
                {detail.weightKg ? (
                  <tr>
                    <th scope="row">{intl.formatMessage(m.specWeight)}</th>
                    <td>{intl.formatMessage(m.specWeightValue, { kg: detail.weightKg })}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">{intl.formatMessage(m.specUnit)}</th>
                  <td>{detail.saleUnit}</td>
                </tr>
              </tbody>
            </table>
          ) : (
            <ReviewsSection
              reviews={props.reviews}
              onFilterChange={props.onReviewFilterChange}
              onPageChange={props.onReviewPageChange}
              onRetry={props.onReviewsRetry}
            />
          )}
        </div>
      ))}
    </section>
  )
}

function StoreCardView({
  detail,
  busy,
  onToggleFollow,
}: {
  detail: GoodsDetail
  busy: boolean
  onToggleFollow: () => void
}) {
  const intl = useIntl()
  const store = detail.store
  return (
    <aside className="store-box" aria-labelledby="goods-store-title">
      <h2 id="goods-store-title" className="store-box__title">
        <FormattedMessage {...m.storeTitle} />
      </h2>
      <div className="store-box__head">
        <img src={store.storeLogo} alt="" width={56} height={56} />
        <p className="store-box__name">
          <StoreLink storeId={store.storeId}>{store.storeName}</StoreLink>
        </p>
      </div>
      <p className="store-box__badges">
        {store.isFactory ? (
          <span className="gd-badge">
            <FormattedMessage {...m.factory} />
          </span>
        ) : null}
        {store.isSelf ? (
          <span className="gd-badge">
            <FormattedMessage {...m.self} />
          </span>
        ) : null}
      </p>
      <p className="store-box__meta">
        <FormattedMessage {...m.storeLocation} values={{ city: store.city, province: store.province }} />
      </p>
      <p className="store-box__meta">
        <FormattedMessage
          {...m.storeScores}
          values={{
            description: store.score.description.toFixed(1),
            service: store.score.service.toFixed(1),
            delivery: store.score.delivery.toFixed(1),
          }}
        />
      </p>
      <div className="store-box__actions">
        <button
          type="button"
          className="button"
          aria-pressed={store.isFollowing}
          disabled={busy}
          onClick={onToggleFollow}
        >
          <FormattedMessage {...(store.isFollowing ? m.unfollow : m.follow)} />
        </button>
        <a
          className="button"
          href={`/service?vid=${store.storeId}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FormattedMessage {...m.contact} />
          <span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span>
        </a>
      </div>
    </aside>
  )
}

export const GoodsDetailNotFoundView = () => (
  <StatePage title={{ id: m.notFoundTitle.id }} body={{ id: m.notFoundBody.id }} />
)

export function GoodsDetailView(props: GoodsDetailViewProps) {
  const intl = useIntl()
  const text = useText()
  if (props.status === 'loading') return <PageLoader />
  if (props.status === 'notFound') return <GoodsDetailNotFoundView />
  if (props.status === 'storeClosed')
    return <StatePage title={{ id: m.storeClosed.id }} body={{ id: m.storeClosedHint.id }} />
  if (props.status === 'failed' || !props.detail) {
    return (
      <section className="page page--narrow state-page" role="alert">
        <h1>
          <FormattedMessage {...m.failed} />
        </h1>
        {props.loadError ? <p>{text(props.loadError)}</p> : null}
        <button type="button" className="button button--primary" onClick={props.onRetry}>
          <FormattedMessage {...m.retry} />
        </button>
      </section>
    )
  }

  const detail = props.detail
  const sku = props.selectedSku
  const offShelf = detail.state !== 1
  const soldOut = !sku || sku.stock <= 0
  const buyingDisabled = offShelf || props.busy
  const arrival = detail.arrivalAt ? formatDateTime(detail.arrivalAt).slice(0, 10) : ''
  const productId = sku?.productId ?? detail.defaultProductId

  return (
    <div className="page goods-detail">
      <nav aria-label={intl.formatMessage(m.breadcrumb)} className="breadcrumb">
        <ol>
          {detail.categoryPath.map((category) => (
            <li key={category.categoryId}>
              <Link to={`/goods/list?categoryId=${category.categoryId}&g=${category.grade}`}>
                {category.categoryName}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {offShelf ? (
        <p className="goods-detail__banner" role="alert">
          <FormattedMessage {...m.offShelf} />
        </p>
      ) : null}
      <div className="goods-detail__top">
        <ProductGallery name={detail.goodsName} images={detail.images} />
        <section className="goods-detail__buy" aria-labelledby="goods-detail-title">
          <h1 id="goods-detail-title" className="goods-detail__title">
            {detail.goodsName}
          </h1>
          <p className="goods-detail__brief">{detail.brief}</p>
          <p className="goods-detail__tags">
            <span className={`gd-tag gd-tag--${detail.stockType}`}>
              <FormattedMessage {...stockTypeMessages[detail.stockType]} />
            </span>
            {/* in-stock goods have no production state to add: "En existencia" once (issue 15 item 12) */}
            {detail.stockType === 'reserved' ? (
              <span className={`gd-tag gd-tag--state-${detail.productionState}`}>
                <FormattedMessage {...productionStateMessages[detail.productionState]} />
              </span>
            ) : null}
            <span className="goods-detail__meta">
              <FormattedMessage {...m.sold} values={{ count: detail.saleNum }} />
            </span>
            {detail.review.total > 0 ? (
              <span className="goods-detail__meta">
                <FormattedMessage
                  {...m.rating}
                  values={{ score: detail.review.avgScore.toFixed(1), count: detail.review.total }}
                />
              </span>
            ) : null}
          </p>
          {detail.productionState === 'inTransit' && arrival ? (
            <p className="goods-detail__transit">
              <FormattedMessage {...m.inTransit} values={{ date: arrival }} />
            </p>
          ) : detail.stockType === 'reserved' && arrival ? (
            <p className="goods-detail__transit">
              <FormattedMessage {...m.reservedArrival} values={{ date: arrival }} />
            </p>
          ) : null}

          <div className="price-box">
            <h2 className="price-box__title">
              <FormattedMessage {...m.priceTitle} />
            </h2>
            {props.showPrices ? (
              <>
                <table className="price-table">
                  <thead>
                    <tr>
                      <th scope="col">{intl.formatMessage(m.tierQuantity)}</th>
                      <th scope="col">{intl.formatMessage(m.tierPrice)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {props.tiers.map((tier) => (
                      <tr
                        key={tier.minQty}
                        className={props.unitPrice === tier.price ? 'price-table__current' : undefined}
                      >
                        <td>
                          {intl.formatMessage(m.tierFrom, { count: tier.minQty, unit: detail.saleUnit })}
                        </td>
                        <td>{formatMoney(tier.price)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {sku ? (
                  <p className="goods-detail__meta">
                    <FormattedMessage {...m.marketPrice} values={{ price: formatMoney(sku.marketPrice) }} />
                  </p>
                ) : null}
              </>
            ) : (
              <p className="price-box__login">
                <LoginForPrice />{' '}
                <button type="button" className="button button--primary" onClick={props.onLogin}>
                  <FormattedMessage {...m.login} />
                </button>
              </p>
            )}
          </div>

          <ul className="goods-detail__facts">
            <li>
              <FormattedMessage {...m.minimum} values={{ count: detail.minBuyNum, unit: detail.saleUnit }} />
            </li>
            <li>
              {soldOut ? (
                <strong>
                  <FormattedMessage {...m.soldOut} />
                </strong>
              ) : (
                <FormattedMessage {...m.stock} values={{ count: sku.stock, unit: detail.saleUnit }} />
              )}
            </li>
            {detail.purchaseLimit > 0 ? (
              <li>
                <FormattedMessage
                  {...m.purchaseLimit}
                  values={{ count: detail.purchaseLimit, unit: detail.saleUnit }}
                />
              </li>
            ) : null}
            {sku ? (
              <li>
                <FormattedMessage {...m.skuCode} values={{ code: sku.productCode }} />
              </li>
            ) : null}
          </ul>

          <SkuSelector
            groups={props.optionGroups}
            selection={props.selection}
            disabled={props.busy}
            onSelect={props.onSelectOption}
          />

          <QuantityStepper
            quantity={props.quantity}
            error={props.quantityError}
            disabled={buyingDisabled}
            onChange={props.onQuantityChange}
            onIncrement={props.onIncrement}
            onDecrement={props.onDecrement}
          />
          {props.showPrices && props.quantityError === null ? (
            <p className="goods-detail__total">
              <FormattedMessage
                {...m.total}
                values={{
                  amount: formatMoney(Math.round(props.unitPrice * props.quantity * 100) / 100),
                  price: formatMoney(props.unitPrice),
                  unit: detail.saleUnit,
                }}
              />
            </p>
          ) : null}

          <div className="goods-detail__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={buyingDisabled || soldOut}
              onClick={props.onAddToCart}
            >
              <FormattedMessage {...m.addToCart} />
            </button>
            <button
              type="button"
              className="button"
              disabled={buyingDisabled || soldOut}
              onClick={props.onRequestSample}
            >
              <FormattedMessage {...m.requestSample} />
            </button>
            <button type="button" className="button" disabled={props.busy} onClick={props.onCompare}>
              <FormattedMessage {...m.compare} />
            </button>
            <button
              type="button"
              className="button"
              aria-pressed={detail.isFavourite}
              disabled={props.busy}
              onClick={props.onToggleFavourite}
            >
              <FormattedMessage {...(detail.isFavourite ? m.removeFavourite : m.addFavourite)} />
            </button>
          </div>
          <p className="goods-detail__links">
            <Link to={`/prototype/quickOrder?productId=${productId}`}>
              <FormattedMessage {...m.quickOrder} />
            </Link>
            <a
              href={`/prototype/optimize/index?productId=${productId}`}
              onClick={(event) => {
                event.preventDefault()
                props.onOptimization()
              }}
            >
              <FormattedMessage {...m.optimization} />
            </a>
          </p>
          {props.busy ? (
            <p role="status" className="goods-detail__meta">
              <FormattedMessage {...m.busy} />
            </p>
          ) : null}
          {props.notice ? (
            <div
              className={`notice notice--${props.notice.kind}`}
              role={props.notice.kind === 'error' ? 'alert' : 'status'}
            >
              <span>{text(props.notice.message)}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={intl.formatMessage(m.dismiss)}
                onClick={props.onDismissNotice}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          ) : null}
        </section>
        <StoreCardView detail={detail} busy={props.busy} onToggleFollow={props.onToggleFollow} />
      </div>
      <DetailTabs
        detail={detail}
        reviews={props.reviews}
        onReviewFilterChange={props.onReviewFilterChange}
        onReviewPageChange={props.onReviewPageChange}
        onReviewsRetry={props.onReviewsRetry}
      />
    </div>
  )
}
