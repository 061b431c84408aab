// /member/credit/index (login required, router guard; issue 12 item 4): owns the credit-bills actor; the state
// filter and the page live in the URL, so a reload or a shared link shows the same page.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import type { CreditBillQuery, CreditBillState } from '../../api/credit'
import {
  CREDIT_BILL_STATES,
  creditBillsMachine,
  isPayable,
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
  const status = useSelector(actorRef, (s) =>
    s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready',
  )
  const detailStatus = useSelector(actorRef, (s) =>
    s.matches({ ready: 'detailLoading' })
      ? 'loading'
      : s.matches({ ready: 'detailShown' })
        ? 'shown'
        : s.matches({ ready: 'detailFailed' })
          ? 'failed'
          : 'closed',
  )
  const context = useSelector(actorRef, (s) => s.context)
  const payable = new Set(context.list.filter(isPayable).map((bill) => bill.billSn))
  return (
    <CreditIndexView
      status={status}
      summary={context.summary}
      list={context.list}
      pagination={context.pagination}
      stateFilter={context.query.state}
      error={context.error}
      payable={payable}
      openBillSn={context.openBillSn}
      detailStatus={detailStatus}
      detail={context.detail}
      detailError={context.detailError}
      onFilter={(state) => {
        actorRef.send({ type: 'filter.changed', state })
        setParams(paramsOf({ state, current: 1, pageSize: context.query.pageSize }), { replace: true })
      }}
      onPage={(current, pageSize) => {
        const size = pageSize as CreditBillQuery['pageSize']
        actorRef.send({ type: 'page.changed', current, pageSize: size })
        setParams(paramsOf({ ...context.query, current, pageSize: size }), { replace: true })
      }}
      onOpenBill={(billSn) => actorRef.send({ type: 'bill.opened', billSn })}
      onCloseBill={() => actorRef.send({ type: 'bill.closed' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
