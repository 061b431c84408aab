// /goods/detail (issue 4 item 3): gallery, prices by quantity, SKU choice, quantity, buying actions, store
// card and the description / specifications / reviews tabs. Plain props, one group per part of the page: the
// route owns the machine. The tabs (the description's sanitiser, the reviews and their pager) load after the rest
// of the page: they are below the fold, and their chunks no longer hold up the page's first requests (issue 14).
import type { Message } from '../../api/message'
import { lazy, Suspense } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { GoodsDetail } from '../../api/goods-detail'
import { PageLoader } from '../../components/page-loader'
import {
  GoodsBuySection,
  type GoodsActionsProps,
  type GoodsNoticeProps,
  type GoodsOptionsProps,
} from './goods-buy-section'
import { GoodsCouponsSection, type GoodsCouponsProps } from './goods-coupons-section'
import { useText } from './goods-detail-parts'
import type { GoodsReviewsProps } from './goods-detail-tabs'
import { GoodsFreightSection, type GoodsFreightProps } from './goods-freight-section'
import type { GoodsPriceProps } from './goods-price-box'
import type { GoodsQuantityProps } from './goods-quantity-stepper'
import type { GoodsGridProps } from './goods-sku-grid'
import { StoreCardView } from './goods-store-card'
import { goodsDetailMessages as m } from './messages'
import { ProductGallery } from './product-gallery'
import './goods-detail.css'

const DetailTabs = lazy(() =>
  import('./goods-detail-tabs').then((module) => ({ default: module.DetailTabs })),
)

export type GoodsDetailStatus = 'loading' | 'ready' | 'notFound' | 'storeClosed' | 'failed'

export interface GoodsDetailViewProps {
  status: GoodsDetailStatus
  loadError?: Message | null
  detail: GoodsDetail | null
  /** Visitors see no prices (SPEC.md §6). */
  showPrices: boolean
  busy: boolean
  onRetry: () => void
  price: GoodsPriceProps
  options: GoodsOptionsProps
  quantity: GoodsQuantityProps
  actions: GoodsActionsProps
  notice: GoodsNoticeProps
  store: { onToggleFollow: () => void }
  reviews: GoodsReviewsProps
  /** the SKU grid of goods with several SKUs (issue 16 item 2) */
  grid?: GoodsGridProps
  /** the store's coupons (issue 16 item 4); absent in stories of other parts */
  coupons?: GoodsCouponsProps
  /** the delivery estimate to a ship-to (issue 16 item 3) */
  freight?: GoodsFreightProps
}

function StatePage({ title, body }: { title: Message; body?: Message }) {
  const text = useText()
  return (
    <section className="page page--narrow state-page">
      <h1>{text(title)}</h1>
      {body ? <p>{text(body)}</p> : null}
      <div className="state-page__actions">
        <Link className="button button--primary" to="/goods/list">
          <FormattedMessage {...m.browseGoods} />
        </Link>
        <Link className="button" to="/index">
          <FormattedMessage {...m.goHome} />
        </Link>
      </div>
    </section>
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
  const offShelf = detail.state !== 1

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
        <GoodsBuySection
          detail={detail}
          showPrices={props.showPrices}
          busy={props.busy}
          price={props.price}
          options={props.options}
          quantity={props.quantity}
          actions={props.actions}
          notice={props.notice}
          grid={props.grid}
        />
        <div className="goods-detail__side">
          <StoreCardView
            detail={detail}
            productId={props.options.selected?.productId ?? detail.defaultProductId}
            busy={props.busy}
            onToggleFollow={props.store.onToggleFollow}
          />
          {props.freight ? <GoodsFreightSection {...props.freight} /> : null}
        </div>
      </div>
      {props.coupons ? (
        <GoodsCouponsSection storeName={detail.store.storeName} coupons={props.coupons} />
      ) : null}
      <Suspense fallback={<div className="goods-detail__tabs-pending" />}>
        <DetailTabs detail={detail} reviews={props.reviews} />
      </Suspense>
    </div>
  )
}
