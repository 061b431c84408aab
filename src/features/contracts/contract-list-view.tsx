// /member/contract/index (issue 11 item 5; SPEC.md §2): the member's contracts with state, source and keyword
// filters and the pager. Plain props: the route owns the contract-list actor.
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ContractSource, ContractState, ContractSummary, Pagination } from '../../api/contracts'
import type { ErrorMessage } from '../../api/errors'
import { Pager } from '../../components/pager'
import { formatMoney } from '../../i18n/format'
import { LoadFailed, SOURCE_LABEL, STATE_LABEL, StateBadge } from './contract-parts'
import { contractMessages as m } from './messages'

export interface ContractFiltersValue {
  state?: ContractState
  source?: ContractSource
  keyword?: string
}

export interface ContractListViewProps {
  status: 'loading' | 'ready' | 'loadFailed'
  list: readonly ContractSummary[]
  pagination: Pagination
  filters: ContractFiltersValue
  error: ErrorMessage | null
  onFilter(filters: ContractFiltersValue): void
  onPage(current: number, pageSize: number): void
  onRetry(): void
}

export function ContractListView(props: ContractListViewProps) {
  const intl = useIntl()
  const [keyword, setKeyword] = useState(props.filters.keyword ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onFilter({ ...props.filters, keyword: keyword.trim() || undefined })
  }
  return (
    <div className="page contracts">
      <h1>
        <FormattedMessage {...m.listTitle} />
      </h1>
      <div className="contracts__bar">
        <Link className="button button--primary" to="/member/contract/add">
          <FormattedMessage {...m.add} />
        </Link>
        <Link className="button" to="/member/contract/authen">
          <FormattedMessage {...m.authen} />
        </Link>
      </div>
      <form
        className="contracts__filters"
        role="search"
        aria-label={intl.formatMessage(m.filters)}
        onSubmit={submit}
      >
        <label>
          <FormattedMessage {...m.filterState} />
          <select
            value={props.filters.state ?? ''}
            onChange={(event) =>
              props.onFilter({ ...props.filters, state: (event.target.value || undefined) as ContractState })
            }
          >
            <option value="">{intl.formatMessage(m.filterAll)}</option>
            {(Object.keys(STATE_LABEL) as ContractState[]).map((state) => (
              <option key={state} value={state}>
                {intl.formatMessage(STATE_LABEL[state])}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage {...m.filterSource} />
          <select
            value={props.filters.source ?? ''}
            onChange={(event) =>
              props.onFilter({
                ...props.filters,
                source: (event.target.value || undefined) as ContractSource,
              })
            }
          >
            <option value="">{intl.formatMessage(m.filterAll)}</option>
            {(Object.keys(SOURCE_LABEL) as ContractSource[]).map((source) => (
              <option key={source} value={source}>
                {intl.formatMessage(SOURCE_LABEL[source])}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage {...m.filterKeyword} />
          <input
            type="search"
            maxLength={50}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </label>
        <button type="submit" className="button">
          <FormattedMessage {...m.search} />
        </button>
      </form>
      {props.status === 'loadFailed' ? (
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      ) : props.status === 'loading' && props.list.length === 0 ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : props.list.length === 0 ? (
        <p className="empty-state" role="status">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <>
          <div className="table-scroll">
            <table
              className="contracts__table"
              aria-label={intl.formatMessage(m.results)}
              aria-busy={props.status === 'loading'}
            >
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...m.colNumber} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.colTitle} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.colStore} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.colAmount} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.colValidity} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.colState} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.list.map((contract) => (
                  <tr key={contract.contractNo}>
                    <td>
                      <Link
                        to={`/member/contract/detail?contractNo=${encodeURIComponent(contract.contractNo)}`}
                        aria-label={intl.formatMessage(m.view, { contractNo: contract.contractNo })}
                      >
                        {contract.contractNo}
                      </Link>
                    </td>
                    <td>{contract.title}</td>
                    <td>{contract.storeName}</td>
                    <td>{formatMoney(contract.amount)}</td>
                    <td>
                      <FormattedMessage
                        {...m.validity}
                        values={{ start: contract.startDate, end: contract.endDate }}
                      />
                    </td>
                    <td>
                      <StateBadge state={contract.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={props.pagination.current}
            limit={props.pagination.pageSize}
            total={props.pagination.total}
            onChange={props.onPage}
          />
        </>
      )}
    </div>
  )
}
