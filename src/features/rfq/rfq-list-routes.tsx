// /member/inquiry/myInq and /member/inquiry/myQuo (login required, router guard; issue 28 item 1): own the list
// actors; the state filter and the page live in the URL, so a reload or a shared link shows the same page.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import type { InquiryState, QuoteState } from '../../api/inquiries'
import {
  inquiriesOf,
  inquiryListMachine,
  inquiryListQueryOf,
  quoteListMachine,
  quoteListQueryOf,
  quotesOf,
  rfqListErrorOf,
  rfqListStatusOf,
  rfqPaginationOf,
} from '../../../machines/rfq/rfq-lists.machine'
import { useFlowActor } from '../../lib/flow'
import { INQUIRY_STATE_LABEL, QUOTE_STATE_LABEL } from './rfq-parts'
import { InquiryListView, QuoteListView } from './rfq-list-views'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

function queryOf<State extends string>(params: URLSearchParams, labels: Record<State, unknown>) {
  const state = params.get('state') as State | null
  const current = Number(params.get('current'))
  const pageSize = Number(params.get('pageSize')) as Size
  return {
    ...(state && state in labels ? { state } : {}),
    current: Number.isInteger(current) && current > 0 ? current : 1,
    pageSize: SIZES.includes(pageSize) ? pageSize : 10,
  }
}

const paramsOf = (query: { state?: string; current: number; pageSize?: number }) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )

export function InquiryListRoute() {
  const [params, setParams] = useSearchParams()
  const actorRef = useFlowActor(inquiryListMachine, {
    input: { query: queryOf(params, INQUIRY_STATE_LABEL) },
  })
  const query = useSelector(actorRef, inquiryListQueryOf)
  return (
    <InquiryListView
      status={useSelector(actorRef, rfqListStatusOf)}
      list={useSelector(actorRef, inquiriesOf)}
      pagination={useSelector(actorRef, rfqPaginationOf)}
      state={query.state}
      error={useSelector(actorRef, rfqListErrorOf)}
      onState={(state: InquiryState | undefined) => {
        actorRef.send({ type: 'filter.changed', filter: { state } })
        setParams(paramsOf({ state, current: 1, pageSize: query.pageSize }), { replace: true })
      }}
      onPage={(current, pageSize) => {
        actorRef.send({ type: 'page.changed', page: current, pageSize })
        setParams(paramsOf({ state: query.state, current, pageSize }), { replace: true })
      }}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}

export function QuoteListRoute() {
  const [params, setParams] = useSearchParams()
  const actorRef = useFlowActor(quoteListMachine, { input: { query: queryOf(params, QUOTE_STATE_LABEL) } })
  const query = useSelector(actorRef, quoteListQueryOf)
  return (
    <QuoteListView
      status={useSelector(actorRef, rfqListStatusOf)}
      list={useSelector(actorRef, quotesOf)}
      pagination={useSelector(actorRef, rfqPaginationOf)}
      state={query.state}
      error={useSelector(actorRef, rfqListErrorOf)}
      onState={(state: QuoteState | undefined) => {
        actorRef.send({ type: 'filter.changed', filter: { state } })
        setParams(paramsOf({ state, current: 1, pageSize: query.pageSize }), { replace: true })
      }}
      onPage={(current, pageSize) => {
        actorRef.send({ type: 'page.changed', page: current, pageSize })
        setParams(paramsOf({ state: query.state, current, pageSize }), { replace: true })
      }}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}
