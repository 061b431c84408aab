// /member/credit/index (login required, router guard; issue 12 item 4): owns the credit-bills actor; the state
// filter and the page live in the URL, so a reload or a shared link shows the same page.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import type { CreditBillQuery, CreditBillState } from '../../api/credit'
import {
  CREDIT_BILL_STATES,
  creditBillDetailStatusOf,
  creditBillsErrorOf,
  creditBillsMachine,
  creditBillsOf,
  creditBillsPaginationOf,
  creditBillsQueryOf,
  creditBillsStatusOf,
  creditSummaryOf,
  isPayable,
  openBillDetailOf,
  openBillErrorOf,
  openBillSnOf,
} from '../../../machines/credit-bills/credit-bills.machine'
import { useFlowActor } from '../../lib/flow'
import { CreditIndexView } from './credit-index-view'

const SIZES = [10, 20, 30, 50] as const

/** The query a URL names, keeping only values the contract accepts. */
export function creditQueryOf(params: URLSearchParams): CreditBillQuery {
  const state = params.get('state') as CreditBillState | null
  const current = Number(params.get('current'))
  const pageSize = Number(params.get('pageSize')) as CreditBillQuery['pageSize']
  return {
    ...(state && CREDIT_BILL_STATES.includes(state) ? { state } : {}),
    current: Number.isInteger(current) && current > 0 ? current : 1,
    pageSize: SIZES.includes(pageSize as (typeof SIZES)[number]) ? pageSize : 20,
  }
}

const paramsOf = (query: CreditBillQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )

export function CreditIndexRoute() {
  const [params, setParams] = useSearchParams()
  const actorRef = useFlowActor(creditBillsMachine, { input: { query: creditQueryOf(params) } })
  const status = useSelector(actorRef, creditBillsStatusOf)
  const detailStatus = useSelector(actorRef, creditBillDetailStatusOf)
  const summary = useSelector(actorRef, creditSummaryOf)
  const list = useSelector(actorRef, creditBillsOf)
  const pagination = useSelector(actorRef, creditBillsPaginationOf)
  const query = useSelector(actorRef, creditBillsQueryOf)
  const error = useSelector(actorRef, creditBillsErrorOf)
  const openBillSn = useSelector(actorRef, openBillSnOf)
  const detail = useSelector(actorRef, openBillDetailOf)
  const detailError = useSelector(actorRef, openBillErrorOf)
  const payable = new Set(list.filter(isPayable).map((bill) => bill.billSn))
  return (
    <CreditIndexView
      status={status}
      summary={summary}
      list={list}
      pagination={pagination}
      stateFilter={query.state}
      error={error}
      payable={payable}
      openBillSn={openBillSn}
      detailStatus={detailStatus}
      detail={detail}
      detailError={detailError}
      onFilter={(state) => {
        actorRef.send({ type: 'filter.changed', filter: { state } })
        setParams(paramsOf({ state, current: 1, pageSize: query.pageSize }), { replace: true })
      }}
      onPage={(current, pageSize) => {
        const size = pageSize as CreditBillQuery['pageSize']
        actorRef.send({ type: 'page.changed', page: current, pageSize: size })
        setParams(paramsOf({ ...query, current, pageSize: size }), { replace: true })
      }}
      onOpenBill={(billSn) => actorRef.send({ type: 'row.selected', id: billSn })}
      onCloseBill={() => actorRef.send({ type: 'selection.cleared' })}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}
