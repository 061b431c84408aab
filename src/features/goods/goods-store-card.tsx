// The store card of the product page: the store, its scores, follow and contact. «Contactar al proveedor» opens
// the chat with this product's card offered to send (issue 29 item 1).
import { FormattedMessage, useIntl } from 'react-intl'
import type { GoodsDetail } from '../../api/goods-detail'
import { StoreLink } from '../../components/entity-links'
import { goodsDetailMessages as m } from './messages'
import { Picture } from '../../components/picture'

export function StoreCardView({
  detail,
  productId,
  busy,
  onToggleFollow,
}: {
  detail: GoodsDetail
  /** the product (SKU) the buyer is looking at */
  productId: number
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
        <Picture src={store.storeLogo} alt="" width={56} height={56} />
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
          href={`/service?vid=${store.storeId}&productId=${productId}`}
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
