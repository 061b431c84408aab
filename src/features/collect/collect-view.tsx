// /member/collect — favourite products and followed stores (issue 4 item 7): tabs, cards with remove or
// unfollow, bulk removal with confirmation, off-shelf marks, a pager per tab and empty states.
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { FavouriteProduct, FollowedStore } from '../../api/member-lists'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { StoreLink } from '../../components/entity-links'
import { GoodsCard } from '../../components/goods-card'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../i18n/format'
import { collectMessages as m } from './messages'
import './collect.css'
import { Picture } from '../../components/picture'

export type CollectTab = 'products' | 'stores'

export interface CollectViewProps {
  tab: CollectTab
  products: FavouriteProduct[]
  stores: FollowedStore[]
  page: number
  limit: number
  total: number
  busy: boolean
  onRemoveProducts: (productIds: number[]) => void
  onUnfollowStore: (storeId: number) => void
  onPageChange: (page: number, limit: number) => void
}

const day = (value: string) => formatDateTime(value).slice(0, 10)

function ProductsPanel(props: CollectViewProps) {
  const intl = useIntl()
  const [selected, setSelected] = useState<number[]>([])
  const [confirming, setConfirming] = useState(false)
  const ids = props.products.map((product) => product.productId)
  const chosen = selected.filter((id) => ids.includes(id))
  const allChosen = ids.length > 0 && chosen.length === ids.length
  if (props.products.length === 0) {
    return (
      <div className="collect-empty" role="status">
        <p>
          <FormattedMessage {...m.productsEmpty} />
        </p>
        <p>
          <FormattedMessage {...m.productsEmptyHint} />
        </p>
        <Link className="button" to="/goods/category">
          <FormattedMessage {...m.browse} />
        </Link>
      </div>
    )
  }
  return (
    <>
      <div className="collect-toolbar">
        <label>
          <input
            type="checkbox"
            checked={allChosen}
            onChange={(event) => setSelected(event.target.checked ? ids : [])}
          />
          <FormattedMessage {...m.selectAll} />
        </label>
        <button
          type="button"
          className="button"
          disabled={chosen.length === 0 || props.busy}
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage {...m.removeSelected} values={{ count: chosen.length }} />
        </button>
      </div>
      <ul className="collect-grid">
        {props.products.map((product) => (
          <li
            key={product.followId}
            className={product.onSale ? 'collect-item' : 'collect-item collect-item--off'}
          >
            <div className="collect-item__bar">
              <label className="collect-item__select">
                <input
                  type="checkbox"
                  checked={chosen.includes(product.productId)}
                  aria-label={intl.formatMessage(m.selectOne, { name: product.goodsName })}
                  onChange={(event) =>
                    setSelected((current) =>
                      event.target.checked
                        ? [...current, product.productId]
                        : current.filter((id) => id !== product.productId),
                    )
                  }
                />
              </label>
              {product.onSale ? null : (
                <span className="collect-flag">
                  <FormattedMessage {...m.offShelf} />
                </span>
              )}
              <button
                type="button"
                className="link-button"
                disabled={props.busy}
                aria-label={intl.formatMessage(m.removeOne, { name: product.goodsName })}
                onClick={() => props.onRemoveProducts([product.productId])}
              >
                <FormattedMessage {...m.remove} />
              </button>
            </div>
            <GoodsCard goods={product} showPrice headingLevel={2} />
            <p className="collect-note">
              <FormattedMessage {...m.savedOn} values={{ date: day(product.followedAt) }} />
            </p>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(m.confirmTitle)}
        message={intl.formatMessage(m.confirmText, { count: chosen.length })}
        confirmLabel={intl.formatMessage(m.confirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={() => {
          setConfirming(false)
          setSelected([])
          props.onRemoveProducts(chosen)
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}

function StoresPanel(props: CollectViewProps) {
  const intl = useIntl()
  if (props.stores.length === 0) {
    return (
      <div className="collect-empty" role="status">
        <p>
          <FormattedMessage {...m.storesEmpty} />
        </p>
        <p>
          <FormattedMessage {...m.storesEmptyHint} />
        </p>
        <Link className="button" to="/store/list">
          <FormattedMessage {...m.browseStores} />
        </Link>
      </div>
    )
  }
  return (
    <ul className="collect-stores">
      {props.stores.map((store) => (
        <li key={store.followId} className="collect-store">
          <Picture src={store.storeLogo} alt="" width={56} height={56} />
          <div className="collect-store__body">
            <h2>
              <StoreLink storeId={store.storeId}>{store.storeName}</StoreLink>
            </h2>
            {store.isOpen ? null : (
              <p>
                <span className="collect-flag">
                  <FormattedMessage {...m.storeClosed} />
                </span>
              </p>
            )}
            <p className="collect-note">
              <FormattedMessage
                {...m.storeLocation}
                values={{ city: store.city, province: store.province }}
              />
            </p>
            <p className="collect-note">
              <FormattedMessage {...m.followedOn} values={{ date: day(store.followedAt) }} />
            </p>
          </div>
          <div>
            <button
              type="button"
              className="button"
              disabled={props.busy}
              aria-label={intl.formatMessage(m.unfollowOne, { name: store.storeName })}
              onClick={() => props.onUnfollowStore(store.storeId)}
            >
              <FormattedMessage {...m.unfollow} />
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}

export function CollectView(props: CollectViewProps) {
  const intl = useIntl()
  return (
    <div className="page">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <nav className="collect-tabs" aria-label={intl.formatMessage(m.tabsLabel)}>
        <Link to="/member/collect?tab=products" aria-current={props.tab === 'products' ? 'page' : undefined}>
          <FormattedMessage {...m.tabProducts} />
        </Link>
        <Link to="/member/collect?tab=stores" aria-current={props.tab === 'stores' ? 'page' : undefined}>
          <FormattedMessage {...m.tabStores} />
        </Link>
      </nav>
      {props.tab === 'products' ? <ProductsPanel {...props} /> : <StoresPanel {...props} />}
      <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
    </div>
  )
}
