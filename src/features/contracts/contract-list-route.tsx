// /member/contract/index (login required, router guard; issue 11 item 5): owns the contract-list actor; the
// filters and the page live in the URL, so a reload or a shared link shows the same page.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import type { ContractQuery, ContractSource, ContractState } from '../../api/contracts'
import {
  contractListErrorOf,
  contractListMachine,
  contractListQueryOf,
  contractListStatusOf,
  contractPaginationOf,
  contractsOf,
} from '../../../machines/contract-list/contract-list.machine'
import { useFlowActor } from '../../lib/flow'
import { ContractListView, type ContractFiltersValue } from './contract-list-view'
import { SOURCE_LABEL, STATE_LABEL } from './contract-parts'

const SIZES = [10, 20, 30, 50] as const

/** The query a URL names, keeping only values the contract accepts. */
export function contractQueryOf(params: URLSearchParams): ContractQuery {
  const state = params.get('state') as ContractState | null
  const source = params.get('source') as ContractSource | null
  const current = Number(params.get('current'))
  const pageSize = Number(params.get('pageSize')) as ContractQuery['pageSize']
  return {
    ...(state && state in STATE_LABEL ? { state } : {}),
    ...(source && source in SOURCE_LABEL ? { source } : {}),
    ...(params.get('keyword')?.trim() ? { keyword: params.get('keyword')!.trim().slice(0, 50) } : {}),
    current: Number.isInteger(current) && current > 0 ? current : 1,
    pageSize: SIZES.includes(pageSize as (typeof SIZES)[number]) ? pageSize : 20,
  }
}

function paramsOf(query: ContractQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )
}

export function ContractListRoute() {
  const [params, setParams] = useSearchParams()
  const actorRef = useFlowActor(contractListMachine, { input: { query: contractQueryOf(params) } })
  const status = useSelector(actorRef, contractListStatusOf)
  const list = useSelector(actorRef, contractsOf)
  const pagination = useSelector(actorRef, contractPaginationOf)
  const query = useSelector(actorRef, contractListQueryOf)
  const error = useSelector(actorRef, contractListErrorOf)
  const filters: ContractFiltersValue = { state: query.state, source: query.source, keyword: query.keyword }
  return (
    <ContractListView
      status={status}
      list={list}
      pagination={pagination}
      filters={filters}
      error={error}
      onFilter={(next) => {
        actorRef.send({ type: 'filter.changed', filter: next })
        setParams(paramsOf({ ...next, current: 1, pageSize: query.pageSize }), { replace: true })
      }}
      onPage={(current, pageSize) => {
        const size = pageSize as ContractQuery['pageSize']
        actorRef.send({ type: 'page.changed', page: current, pageSize: size })
        setParams(paramsOf({ ...query, current, pageSize: size }), { replace: true })
      }}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}
