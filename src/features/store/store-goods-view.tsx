// /store/goods, /store/product and /store/new — the store's goods with the inner-category filter, keyword,
// sort and the pager (issue 4 item 5).
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { GoodsCard as GoodsCardData } from '../../api/goods'
import type { StoreDetail } from '../../api/stores'
import { GoodsCard } from '../../components/goods-card'
import { Pager } from '../../components/pager'
import type { Message } from '../../lib/intl'
import { storeMessages as m } from './messages'
import { StoreCategoryMenu } from './store-header-view'
import { STORE_SORTS, type StoreSort } from './store-sorts'

const SORT_LABELS: Record<StoreSort, Message> = {
  0: m.sortDefault,
  1: m.sortSales,
  3: m.sortPriceAsc,
  4: m.sortPriceDesc,
  5: m.sortNewest,
}

export interface StoreGoodsViewProps {
  store: StoreDetail
  /** /store/new: the newest goods, no sort choice */
  newest: boolean
  goods: GoodsCardData[]
  showPrice: boolean
  categoryId: number | null
  keyword: string
  sort: StoreSort
  page: number
  limit: number
  total: number
  onSortChange: (sort: StoreSort) => void
  onClearKeyword: () => void
  onPageChange: (page: number, limit: number) => void
}

export function StoreGoodsView(props: StoreGoodsViewProps) {
  const intl = useIntl()
  const sortId = useId()
  const name = props.store.storeName
  return (
    <div className="store-layout">
      <StoreCategoryMenu
        storeId={props.store.storeId}
        categories={props.store.categories}
        activeCategoryId={props.newest ? undefined : props.categoryId}
      />
      <div className="store-layout__main">
        <h1 className="store-page__title">
          <FormattedMessage {...(props.newest ? m.newGoodsTitle : m.goodsTitle)} values={{ name }} />
        </h1>
        <div className="store-goods__tools">
          {props.keyword ? (
            <p>
              <FormattedMessage {...m.resultsFor} values={{ keyword: props.keyword }} />{' '}
              <button type="button" className="link-button" onClick={props.onClearKeyword}>
                <FormattedMessage {...m.clearKeyword} />
              </button>
            </p>
          ) : (
            <span />
          )}
          {props.newest ? null : (
            <div className="store-goods__sort">
              <label htmlFor={sortId}>
                <FormattedMessage {...m.sortLabel} />
              </label>
              <select
                id={sortId}
                value={props.sort}
                onChange={(event) => props.onSortChange(Number(event.target.value) as StoreSort)}
              >
                {STORE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {intl.formatMessage(SORT_LABELS[sort])}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {props.goods.length === 0 ? (
          <div className="empty-state" role="status">
            <p>
              <FormattedMessage {...m.goodsEmpty} />
            </p>
            <p>
              <FormattedMessage {...m.goodsEmptyHint} />
            </p>
          </div>
        ) : (
          <ul className="store-goods-grid">
            {props.goods.map((goods) => (
              <li key={goods.goodsId}>
                <GoodsCard goods={goods} showPrice={props.showPrice} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
      </div>
    </div>
  )
}
