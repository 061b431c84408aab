// /goods/series: series with their first goods, filterable by category and brand, with a link to all the
// goods of each series. An unknown ?seriesId= shows the server's message instead of a list.
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { SeriesSummary } from '../../api/goods'
import { GoodsCard } from '../../components/goods-card'
import { Pager } from '../../components/pager'
import { seriesMessages as m } from './messages'
import './catalogue.css'

export interface SeriesOption {
  value: number
  label: string
}

export interface SeriesViewProps {
  series: SeriesSummary[]
  page: number
  limit: number
  total: number
  showPrice: boolean
  /** the server's refusal, e.g. "La serie de productos no existe." */
  error?: string
  categoryOptions: SeriesOption[]
  brandOptions: SeriesOption[]
  categoryId?: number
  brandId?: number
  onFilter: (filter: { categoryId?: number; brandId?: number }) => void
  /** series already in the comparison (SPEC.md §5: at most 4, never mixed with products) */
  comparedSeriesIds: number[]
  /** why the last "compare" was refused, already in Spanish */
  compareNotice?: string
  onCompare: (series: SeriesSummary) => void
  onPageChange: (page: number, limit: number) => void
}

export function SeriesView(props: SeriesViewProps) {
  const intl = useIntl()
  const id = useId()
  const [categoryId, setCategoryId] = useState(props.categoryId ? String(props.categoryId) : '')
  const [brandId, setBrandId] = useState(props.brandId ? String(props.brandId) : '')
  return (
    <div className="page">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      {props.compareNotice ? (
        <p role="alert" className="notice notice--error">
          {props.compareNotice}
        </p>
      ) : null}
      <form
        className="series-filter"
        aria-label={intl.formatMessage(m.filter)}
        onSubmit={(event) => {
          event.preventDefault()
          props.onFilter({
            categoryId: categoryId ? Number(categoryId) : undefined,
            brandId: brandId ? Number(brandId) : undefined,
          })
        }}
      >
        <label htmlFor={`${id}-category`}>
          <FormattedMessage {...m.category} />
          <select
            id={`${id}-category`}
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
          >
            <option value="">{intl.formatMessage(m.all)}</option>
            {props.categoryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-brand`}>
          <FormattedMessage {...m.brand} />
          <select id={`${id}-brand`} value={brandId} onChange={(event) => setBrandId(event.target.value)}>
            <option value="">{intl.formatMessage(m.all)}</option>
            {props.brandOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          <FormattedMessage {...m.apply} />
        </button>
      </form>
      {props.error ? (
        <div className="empty-state" role="alert">
          <p>{props.error}</p>
          <p>
            <Link to="/goods/series">
              <FormattedMessage {...m.showAll} />
            </Link>
          </p>
        </div>
      ) : props.series.length === 0 ? (
        <div className="empty-state">
          <p>
            <FormattedMessage {...m.empty} />
          </p>
          <p>
            <Link to="/goods/series">
              <FormattedMessage {...m.showAll} />
            </Link>
          </p>
        </div>
      ) : (
        props.series.map((series) => (
          <article
            key={series.seriesId}
            className="series-card"
            aria-labelledby={`series-${series.seriesId}`}
          >
            <h2 id={`series-${series.seriesId}`}>{series.seriesName}</h2>
            <p className="series-card__meta">
              <FormattedMessage
                {...m.meta}
                values={{ brand: series.brandName, category: series.categoryName, count: series.goodsCount }}
              />
            </p>
            <ul className="goods-grid">
              {series.goods.map((goods) => (
                <li key={goods.goodsId}>
                  <GoodsCard goods={goods} showPrice={props.showPrice} />
                </li>
              ))}
            </ul>
            <div className="series-card__actions">
              <Link to={`/goods/list?seriesId=${series.seriesId}`}>
                <FormattedMessage {...m.viewAll} values={{ name: series.seriesName }} />
              </Link>
              {props.comparedSeriesIds.includes(series.seriesId) ? (
                <span className="badge">
                  <FormattedMessage {...m.compared} values={{ name: series.seriesName }} />
                </span>
              ) : (
                <button type="button" className="button" onClick={() => props.onCompare(series)}>
                  <FormattedMessage {...m.compare} values={{ name: series.seriesName }} />
                </button>
              )}
            </div>
          </article>
        ))
      )}
      {props.total > 0 && !props.error ? (
        <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
      ) : null}
    </div>
  )
}
