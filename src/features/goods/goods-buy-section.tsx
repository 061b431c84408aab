// The buying part of the product page (issue 4 item 3): name, tags, prices, facts, SKU choice, quantity, the
// buying actions, quick order and optimisation links, and the notice of the last action.
import type { Message } from '../../api/message'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { GoodsDetail, Sku } from '../../api/goods-detail'
import { productionStateMessages, stockTypeMessages } from '../../components/product-labels'
import { formatDateTime, formatMoney, unitFor } from '../../i18n/format'
import { useText } from './goods-detail-parts'
import { GoodsPriceBox, type GoodsPriceProps } from './goods-price-box'
import { QuantityStepper, type GoodsQuantityProps } from './goods-quantity-stepper'
import { addToProjectMessages } from './add-to-project.messages'
import { goodsDetailMessages as m } from './messages'
import { GoodsGridToggle, GoodsSkuGrid, type GoodsGridProps } from './goods-sku-grid'
import { skuGridMessages } from './goods-sku-grid.messages'
import { SkuSelector, type SkuOptionGroupView } from './sku-selector'

export interface GoodsDetailNotice {
  kind: 'success' | 'error'
  message: Message
}

export interface GoodsOptionsProps {
  groups: SkuOptionGroupView[]
  selection: Record<string, string>
  /** the SKU the selection names, if any */
  selected: Sku | null
  onSelect: (name: string, value: string) => void
}

export interface GoodsActionsProps {
  onAddToCart: () => void
  /** "Comprar ahora" (issue 16 item 1): absent, no button */
  onBuyNow?: () => void
  onRequestSample: () => void
  /** «Añadir a un proyecto» (issue 27 leftovers item 3): absent for a visitor, no button */
  onAddToProject?: () => void
  onCompare: () => void
  onToggleFavourite: () => void
  onOptimization: () => void
}

export interface GoodsNoticeProps {
  current: GoodsDetailNotice | null
  onDismiss: () => void
}

export function GoodsBuySection({
  detail,
  showPrices,
  busy,
  price,
  options,
  quantity,
  actions,
  notice,
  grid,
}: {
  detail: GoodsDetail
  showPrices: boolean
  busy: boolean
  price: GoodsPriceProps
  options: GoodsOptionsProps
  quantity: GoodsQuantityProps
  actions: GoodsActionsProps
  notice: GoodsNoticeProps
  /** the SKU grid (issue 16 item 2): absent, the page offers the single choice only */
  grid?: GoodsGridProps
}) {
  const intl = useIntl()
  const text = useText()
  const sku = options.selected
  const offShelf = detail.state !== 1
  const gridOpen = grid?.open === true
  const skuSoldOut = !sku || sku.stock <= 0
  // in the grid each row has its own stock: the buttons act on the rows
  const soldOut = !gridOpen && skuSoldOut
  const buyingDisabled = offShelf || busy
  const arrival = detail.arrivalAt ? formatDateTime(detail.arrivalAt).slice(0, 10) : ''
  const productId = sku?.productId ?? detail.defaultProductId
  return (
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

      <GoodsPriceBox price={price} saleUnit={detail.saleUnit} sku={sku} showPrices={showPrices} />

      <ul className="goods-detail__facts">
        <li>
          <FormattedMessage
            {...m.minimum}
            values={{ count: detail.minBuyNum, unit: unitFor(detail.minBuyNum, detail.saleUnit) }}
          />
        </li>
        <li>
          {skuSoldOut ? (
            <strong>
              <FormattedMessage {...m.soldOut} />
            </strong>
          ) : (
            <FormattedMessage
              {...m.stock}
              values={{ count: sku.stock, unit: unitFor(sku.stock, detail.saleUnit) }}
            />
          )}
        </li>
        {detail.purchaseLimit > 0 ? (
          <li>
            <FormattedMessage
              {...m.purchaseLimit}
              values={{ count: detail.purchaseLimit, unit: unitFor(detail.purchaseLimit, detail.saleUnit) }}
            />
          </li>
        ) : null}
        {sku ? (
          <li>
            <FormattedMessage {...m.skuCode} values={{ code: sku.productCode }} />
          </li>
        ) : null}
      </ul>

      {grid ? <GoodsGridToggle grid={grid} disabled={busy} /> : null}
      {grid && gridOpen ? (
        <GoodsSkuGrid
          grid={grid}
          saleUnit={detail.saleUnit}
          minBuyNum={detail.minBuyNum}
          showPrices={showPrices}
          disabled={buyingDisabled}
          euroRate={price.euroRate}
        />
      ) : (
        <SkuSelector
          groups={options.groups}
          selection={options.selection}
          disabled={busy}
          onSelect={options.onSelect}
        />
      )}

      {gridOpen ? null : <QuantityStepper quantity={quantity} disabled={buyingDisabled} />}
      {!gridOpen && showPrices && quantity.error === null ? (
        <p className="goods-detail__total">
          <FormattedMessage
            {...m.total}
            values={{
              amount: formatMoney(Math.round(price.unitPrice * quantity.value * 100) / 100),
              price: formatMoney(price.unitPrice),
              unit: detail.saleUnit,
            }}
          />
        </p>
      ) : null}

      <div className="goods-detail__actions">
        {actions.onBuyNow ? (
          <button
            type="button"
            className="button button--primary"
            disabled={buyingDisabled || soldOut}
            onClick={actions.onBuyNow}
          >
            <FormattedMessage {...skuGridMessages.buyNow} />
          </button>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          disabled={buyingDisabled || soldOut}
          onClick={actions.onAddToCart}
        >
          <FormattedMessage {...m.addToCart} />
        </button>
        <button
          type="button"
          className="button"
          disabled={buyingDisabled || soldOut}
          onClick={actions.onRequestSample}
        >
          <FormattedMessage {...m.requestSample} />
        </button>
        {actions.onAddToProject ? (
          <button type="button" className="button" disabled={busy || !sku} onClick={actions.onAddToProject}>
            <FormattedMessage {...addToProjectMessages.button} />
          </button>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={actions.onCompare}>
          <FormattedMessage {...m.compare} />
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={detail.isFavourite}
          disabled={busy}
          onClick={actions.onToggleFavourite}
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
            actions.onOptimization()
          }}
        >
          <FormattedMessage {...m.optimization} />
        </a>
        {/* issue 28 item 5: the substitutes of this product, ranked by matching attributes */}
        <Link to={`/prototype/replacement/list?productId=${productId}`}>
          <FormattedMessage {...m.replacements} />
        </Link>
      </p>
      {busy ? (
        <p role="status" className="goods-detail__meta">
          <FormattedMessage {...m.busy} />
        </p>
      ) : null}
      {notice.current ? (
        <div
          className={`notice notice--${notice.current.kind}`}
          role={notice.current.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{text(notice.current.message)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage(m.dismiss)}
            onClick={notice.onDismiss}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </section>
  )
}
