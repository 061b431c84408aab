// /prototype/replacement/search and /prototype/replacement/list (issue 28 item 5; SPEC.md §2): find the product
// to replace in the catalogue, then its substitutes from the same category, ranked by how many of its attributes
// they share, each with the attributes that differ. Plain props: the routes own the flows
// (machines/replacement/replacement.machine.ts).
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { GoodsCard } from '../../api/goods'
import type { Message } from '../../api/message'
import type { ReplacementCandidate, ReplacementTarget } from '../../api/replacements'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatMoney } from '../../i18n/format'
import { replacementMessages as m } from './messages'
import './replacement.css'

export interface ReplacementSearchViewProps {
  keyword: string
  stage: 'idle' | 'searching' | 'found' | 'failed'
  results: readonly GoodsCard[]
  error: Message | null
  onSearch(keyword: string): void
}

export function ReplacementSearchView(props: ReplacementSearchViewProps) {
  const intl = useIntl()
  const say = useSay()
  const [keyword, setKeyword] = useState(props.keyword)
  const columns: DataColumn<GoodsCard>[] = [
    {
      key: 'product',
      header: intl.formatMessage(m.colProduct),
      rowHeader: true,
      cell: (card) => (
        <span className="replacement__name">
          <Link to={`/goods/detail?productId=${card.productId}`}>{card.goodsName}</Link>
          <span className="replacement__muted">{card.storeName}</span>
        </span>
      ),
    },
    {
      key: 'price',
      header: intl.formatMessage(m.colPrice),
      numeric: true,
      cell: (card) => formatMoney(card.goodsPrice),
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      nowrap: true,
      cell: (card) => (
        <Link
          className="button"
          to={`/prototype/replacement/list?productId=${card.productId}`}
          aria-label={intl.formatMessage(m.findFor, { name: card.goodsName })}
        >
          <FormattedMessage {...m.find} />
        </Link>
      ),
    },
  ]
  return (
    <div className="page replacement">
      <PageHeader
        title={<FormattedMessage {...m.searchTitle} />}
        lead={<FormattedMessage {...m.searchLead} />}
      />
      <Card title={<FormattedMessage {...m.resultsTitle} />}>
        <form
          className="replacement__search"
          onSubmit={(event) => {
            event.preventDefault()
            props.onSearch(keyword)
          }}
        >
          <label>
            <FormattedMessage {...m.searchLabel} />
            <input
              type="search"
              maxLength={100}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={props.stage === 'searching'}>
            <FormattedMessage {...(props.stage === 'searching' ? m.searching : m.search)} />
          </button>
        </form>
        {props.error ? (
          <p className="replacement__error" role="alert">
            {say(props.error)}
          </p>
        ) : null}
        {props.stage === 'found' && props.results.length === 0 ? (
          <p role="status">
            <FormattedMessage {...m.noResults} values={{ keyword: props.keyword }} />
          </p>
        ) : null}
        {props.results.length > 0 ? (
          <DataTable
            columns={columns}
            rows={props.results}
            rowKey={(card) => card.productId}
            caption={intl.formatMessage(m.resultsCaption)}
            captionHidden
          />
        ) : null}
      </Card>
    </div>
  )
}

export interface ReplacementListViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  /** the product to replace, with its attributes (null until the first page) */
  target: ReplacementTarget | null
  rows: readonly ReplacementCandidate[]
  pagination: { current: number; pageSize: number; total: number }
  error: Message | null
  onRetry(): void
  onPage(page: number, pageSize: number): void
}

export function ReplacementListView(props: ReplacementListViewProps) {
  const intl = useIntl()
  const say = useSay()
  const page = props.target ? { target: props.target } : null
  const columns: DataColumn<ReplacementCandidate>[] = [
    {
      key: 'product',
      header: intl.formatMessage(m.colProduct),
      rowHeader: true,
      cell: (row) => (
        <span className="replacement__name">
          <Link to={`/goods/detail?productId=${row.productId}`}>{row.goodsName}</Link>
          <span className="replacement__muted">
            {row.storeName} ·{' '}
            <FormattedMessage {...m.minBuy} values={{ min: row.minBuyNum, unit: row.saleUnit }} />
          </span>
        </span>
      ),
    },
    {
      key: 'match',
      header: intl.formatMessage(m.colMatch),
      nowrap: true,
      cell: (row) => (
        <StatusBadge tone={row.matched === row.compared ? 'success' : row.matched > 0 ? 'info' : 'neutral'}>
          <FormattedMessage {...m.matched} values={{ matched: row.matched, compared: row.compared }} />
        </StatusBadge>
      ),
    },
    {
      key: 'differences',
      header: intl.formatMessage(m.colDifferences),
      cell: (row) =>
        row.differences.length === 0 ? (
          <FormattedMessage {...m.allMatch} />
        ) : (
          <ul className="replacement__differences">
            {row.differences.map((difference) => (
              <li key={difference.name}>
                <FormattedMessage
                  {...(difference.offered ? m.difference : m.missing)}
                  values={{ name: difference.name, offered: difference.offered, wanted: difference.wanted }}
                />
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'price',
      header: intl.formatMessage(m.colPrice),
      numeric: true,
      cell: (row) => formatMoney(row.goodsPrice),
    },
  ]
  return (
    <div className="page replacement">
      <PageHeader
        back={{ to: '/prototype/replacement/search', label: <FormattedMessage {...m.back} /> }}
        title={<FormattedMessage {...m.listTitle} />}
      />
      {page ? (
        <Card title={<FormattedMessage {...m.targetTitle} />}>
          <p className="replacement__target">
            <Link to={`/goods/detail?productId=${page.target.productId}`}>{page.target.goodsName}</Link>{' '}
            <span className="replacement__muted">
              <FormattedMessage {...m.category} values={{ name: page.target.categoryName }} />
            </span>
          </p>
          {page.target.attributes.length > 0 ? (
            <dl className="replacement__attributes">
              {page.target.attributes.map((attribute) => (
                <div key={attribute.name}>
                  <dt>{attribute.name}</dt>
                  <dd>{attribute.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>
              <FormattedMessage {...m.noAttributes} />
            </p>
          )}
        </Card>
      ) : null}
      <Card title={<FormattedMessage {...m.candidatesTitle} />}>
        <PagedListFrame
          status={
            props.status === 'loadFailed'
              ? 'error'
              : props.status === 'loading' && !page
                ? 'loading'
                : 'ready'
          }
          error={say(props.error)}
          onRetry={props.onRetry}
          isEmpty={props.rows.length === 0}
          empty={<EmptyState title={<FormattedMessage {...m.empty} />} headingLevel={3} />}
          pager={{
            page: props.pagination.current,
            limit: props.pagination.pageSize,
            total: props.pagination.total,
            onChange: props.onPage,
          }}
        >
          <DataTable
            columns={columns}
            rows={props.rows}
            rowKey={(row) => row.goodsId}
            caption={intl.formatMessage(m.candidatesCaption)}
            captionHidden
            busy={props.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
    </div>
  )
}
