// Every list of tenders (issue 28 item 2; SPEC.md §2 /bid/index, /bid/more, /bid/more_terBid, /bid/winBid,
// /bid/terBid, /member/bid, /member/bidInvite): a page header, an optional state filter among the states the
// page shows, and the tenders in the paged-list frame. Plain props: the routes own the list actors.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import type { TenderState, TenderSummary } from '../../api/tenders'
import { Card } from '../../components/card'
import { DataTable } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import type { Message } from '../../lib/intl'
import { tenderMessages as m } from './messages'
import { TENDER_STATE_LABEL, useTenderColumns } from './tender-parts'
import './tenders.css'

export interface TenderListViewProps {
  title: Message
  lead?: Message
  /** links beside the title (publish, the other lists) */
  actions?: ReactNode
  /** the states the page may filter by; none: no filter */
  states: readonly TenderState[]
  /** the filter's "every state" choice is offered */
  allowAll: boolean
  empty: Message
  status: 'loading' | 'ready' | 'loadFailed'
  list: readonly TenderSummary[]
  pagination: { current: number; pageSize: number; total: number }
  state: TenderState | undefined
  error: ErrorMessage | null
  linkTo(tenderSn: string): string
  onState(state: TenderState | undefined): void
  onPage(current: number, pageSize: number): void
  onRetry(): void
}

export function TenderListView(props: TenderListViewProps) {
  const intl = useIntl()
  const say = useSay()
  const columns = useTenderColumns(props.linkTo)
  return (
    <div className="page tenders">
      <PageHeader
        title={<FormattedMessage {...props.title} />}
        lead={props.lead ? <FormattedMessage {...props.lead} /> : undefined}
        actions={props.actions}
      />
      <Card>
        {props.states.length > 1 ? (
          <div className="tenders__filter">
            <label>
              <FormattedMessage {...m.stateFilter} />
              <select
                value={props.state ?? ''}
                onChange={(event) =>
                  props.onState((event.target.value || undefined) as TenderState | undefined)
                }
              >
                {props.allowAll ? <option value="">{intl.formatMessage(m.allStates)}</option> : null}
                {props.states.map((state) => (
                  <option key={state} value={state}>
                    {intl.formatMessage(TENDER_STATE_LABEL[state])}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null}
        <PagedListFrame
          status={props.status === 'loadFailed' ? 'error' : props.status}
          error={say(props.error)}
          onRetry={props.onRetry}
          isEmpty={props.list.length === 0}
          empty={<EmptyState title={<FormattedMessage {...props.empty} />} />}
          pager={{
            page: props.pagination.current,
            limit: props.pagination.pageSize,
            total: props.pagination.total,
            onChange: props.onPage,
          }}
        >
          <DataTable
            columns={columns}
            rows={props.list}
            rowKey={(tender) => tender.tenderSn}
            caption={intl.formatMessage(props.title)}
            captionHidden
            busy={props.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
    </div>
  )
}
