import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { StoreSummary } from '../../api/catalogue'
import { Pager } from '../../components/pager'
import { storeMessages as m } from './messages'
import './stores.css'
import { Picture } from '../../components/picture'

export interface StoreListViewProps {
  stores: StoreSummary[]
  page: number
  limit: number
  total: number
  keyword: string
  factoriesOnly: boolean
  onPageChange: (page: number, limit: number) => void
  onSearch: (keyword: string) => void
}

export function StoreCard({ store }: { store: StoreSummary }) {
  const intl = useIntl()
  return (
    <li className="store-card">
      {store.storeLogo ? (
        <Picture src={store.storeLogo} alt="" width={64} height={64} loading="lazy" />
      ) : null}
      <div className="store-card__body">
        <h2 className="store-card__name">
          {/* SPEC.md §2: links to stores open a new tab */}
          <a href={`/store/index?vid=${store.storeId}`} target="_blank" rel="noopener noreferrer">
            {store.storeName}
            <span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span>
          </a>
        </h2>
        <p className="store-card__badges">
          {store.isFactory ? (
            <span className="badge">
              <FormattedMessage {...m.factory} />
            </span>
          ) : null}
          {store.isSelf ? (
            <span className="badge badge--brand">
              <FormattedMessage {...m.self} />
            </span>
          ) : null}
        </p>
        <p>{store.mainBusiness}</p>
        <p className="store-card__meta">
          <FormattedMessage {...m.location} values={{ city: store.city, province: store.province }} />
          {store.foundedYear ? (
            <>
              {' · '}
              <FormattedMessage
                {...m.since}
                values={{ year: String(store.foundedYear), employees: store.employees ?? 0 }}
              />
            </>
          ) : null}
          {' · '}
          <FormattedMessage {...m.goods} values={{ count: store.goodsCount ?? 0 }} />
        </p>
        <p className="store-card__meta">
          <FormattedMessage
            {...m.scores}
            values={{
              description: store.score.description.toFixed(1),
              service: store.score.service.toFixed(1),
              delivery: store.score.delivery.toFixed(1),
            }}
          />
        </p>
      </div>
    </li>
  )
}

export function StoreListView(props: StoreListViewProps) {
  const intl = useIntl()
  const [keyword, setKeyword] = useState(props.keyword)
  return (
    <div className="page">
      <h1>
        <FormattedMessage {...(props.factoriesOnly ? m.factoriesTitle : m.listTitle)} />
      </h1>
      <div className="store-list__tools">
        <nav aria-label={intl.formatMessage(m.listTitle)} className="store-list__tabs">
          <Link to="/store/list" aria-current={props.factoriesOnly ? undefined : 'page'}>
            <FormattedMessage {...m.allStores} />
          </Link>
          <Link to="/store/hotFactory?type=factory" aria-current={props.factoriesOnly ? 'page' : undefined}>
            <FormattedMessage {...m.factoriesOnly} />
          </Link>
        </nav>
        <form
          role="search"
          className="store-list__search"
          onSubmit={(event) => {
            event.preventDefault()
            props.onSearch(keyword)
          }}
        >
          <label>
            <span className="visually-hidden">
              <FormattedMessage {...m.searchLabel} />
            </span>
            <input
              type="search"
              value={keyword}
              maxLength={100}
              placeholder={intl.formatMessage(m.searchLabel)}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </label>
          <button type="submit" className="button">
            <FormattedMessage {...m.searchButton} />
          </button>
        </form>
      </div>
      {props.stores.length === 0 ? (
        <div className="empty-state" role="status">
          <p>
            <FormattedMessage {...m.empty} values={{ keyword: props.keyword }} />
          </p>
          <p>
            <FormattedMessage {...m.emptyHint} />
          </p>
        </div>
      ) : (
        <ul className="store-list">
          {props.stores.map((store) => (
            <StoreCard key={store.storeId} store={store} />
          ))}
        </ul>
      )}
      <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
    </div>
  )
}
