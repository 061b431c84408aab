// A goods in a list (search, category, store, home floors, favourites). The name links to the detail
// page in a new tab (SPEC.md §2). Visitors see no price (SPEC.md §6): `showPrice` is false for them.
import { isText } from '../api/message'
import { FormattedMessage, useIntl } from 'react-intl'
import type { components } from '../api/schema'
import type { ErrorMessage } from '../api/errors'
import { formatDateTime, unitFor } from '../i18n/format'
import { ProductLink, StoreLink } from './entity-links'
import { goodsCardActionMessages as am } from './goods-card-actions.messages'
import { LazyImage } from './lazy-image'
import { Price } from './price'
import { goodsCardMessages as m, productionStateMessages, stockTypeMessages } from './product-labels'
import './goods-card.css'

export type GoodsCardData = components['schemas']['GoodsCard']

export interface GoodsCardProps {
  goods: GoodsCardData
  showPrice: boolean
  headingLevel?: 2 | 3
  /** the buying actions of the goods lists (issue 16 item 5): add the minimum to the cart, add to favourites */
  actions?: GoodsCardActions
}

export interface GoodsCardActions {
  busy: boolean
  notice?: { kind: 'success' | 'error'; message: ErrorMessage }
  onAddToCart: () => void
  onAddFavourite: () => void
}

function CardActions({ goods, actions }: { goods: GoodsCardData; actions: GoodsCardActions }) {
  const intl = useIntl()
  const { notice } = actions
  return (
    <div className="goods-card__actions">
      <button
        type="button"
        className="button button--primary goods-card__action"
        disabled={actions.busy}
        aria-label={intl.formatMessage(am.addToCartLabel, {
          name: goods.goodsName,
          count: goods.minBuyNum,
          unit: unitFor(goods.minBuyNum, goods.saleUnit),
        })}
        onClick={actions.onAddToCart}
      >
        <FormattedMessage {...am.addToCart} />
      </button>
      <button
        type="button"
        className="button goods-card__action"
        disabled={actions.busy}
        aria-label={intl.formatMessage(am.favouriteLabel, { name: goods.goodsName })}
        onClick={actions.onAddFavourite}
      >
        <FormattedMessage {...am.favourite} />
      </button>
      <p className={`goods-card__notice${notice ? ` goods-card__notice--${notice.kind}` : ''}`} role="status">
        {notice
          ? isText(notice.message)
            ? notice.message.text
            : intl.formatMessage({ id: notice.message.id })
          : null}
      </p>
    </div>
  )
}

export function GoodsCard({ goods, showPrice, headingLevel = 3, actions }: GoodsCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="goods-card">
      <LazyImage src={goods.goodsImage} alt="" width={220} height={220} className="goods-card__image" />
      <Heading className="goods-card__name">
        <ProductLink productId={goods.productId}>{goods.goodsName}</ProductLink>
      </Heading>
      <p className="goods-card__price">
        <Price amount={goods.goodsPrice} visible={showPrice}>
          {(price) => <FormattedMessage {...m.fromPrice} values={{ price }} />}
        </Price>
      </p>
      <p className="goods-card__meta">
        <FormattedMessage
          {...m.minimum}
          values={{ count: goods.minBuyNum, unit: unitFor(goods.minBuyNum, goods.saleUnit) }}
        />
      </p>
      <p className="goods-card__tags">
        <span className={`tag tag--${goods.stockType}`}>
          <FormattedMessage {...stockTypeMessages[goods.stockType]} />
        </span>
        {goods.stockType === 'reserved' ? (
          <span className="tag">
            <FormattedMessage {...productionStateMessages[goods.productionState]} />
          </span>
        ) : null}
        {goods.isSelf ? (
          <span className="tag tag--self">
            <FormattedMessage {...am.selfRun} />
          </span>
        ) : null}
        {goods.isNew ? (
          <span className="tag tag--new">
            <FormattedMessage {...m.isNew} />
          </span>
        ) : null}
      </p>
      {goods.productionState === 'inTransit' && goods.arrivalAt ? (
        <p className="goods-card__meta">
          <FormattedMessage {...m.arrival} values={{ date: formatDateTime(goods.arrivalAt).slice(0, 10) }} />
        </p>
      ) : null}
      <p className="goods-card__store">
        <StoreLink storeId={goods.storeId}>{goods.storeName}</StoreLink>
      </p>
      <p className="goods-card__meta">
        <FormattedMessage {...m.sold} values={{ count: goods.saleNum }} />
        {goods.commentNum !== undefined ? (
          <>
            {' · '}
            <FormattedMessage {...am.reviews} values={{ count: goods.commentNum }} />
          </>
        ) : null}
      </p>
      {actions ? <CardActions goods={goods} actions={actions} /> : null}
    </article>
  )
}
