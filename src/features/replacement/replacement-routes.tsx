// /prototype/replacement/search and list (issue 28 item 5): each owns its flow
// (machines/replacement/replacement.machine.ts) and reads it through the machine module's readers. The keyword,
// the product and the page live in the URL.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import {
  replacementErrorOf,
  replacementListMachine,
  replacementPaginationOf,
  replacementQueryOf,
  replacementRowsOf,
  replacementSearchMachine,
  replacementStatusOf,
  replacementTargetOf,
  searchErrorOf,
  searchKeywordOf,
  searchResultsOf,
  searchStageOf,
} from '../../../machines/replacement/replacement.machine'
import { useFlowActor } from '../../lib/flow'
import { ReplacementListView, ReplacementSearchView } from './replacement-views'

export function ReplacementSearchRoute() {
  const [params, setParams] = useSearchParams()
  const actor = useFlowActor(replacementSearchMachine, {
    input: { keyword: params.get('keyword')?.slice(0, 100) ?? '' },
  })
  const stage = useSelector(actor, searchStageOf)
  const keyword = useSelector(actor, searchKeywordOf)
  const results = useSelector(actor, searchResultsOf)
  const error = useSelector(actor, searchErrorOf)
  return (
    <ReplacementSearchView
      keyword={keyword}
      stage={stage}
      results={results}
      error={error}
      onSearch={(next) => {
        actor.send({ type: 'search.submitted', keyword: next })
        if (next.trim()) setParams({ keyword: next.trim() }, { replace: true })
      }}
    />
  )
}

const SIZES = [10, 20, 30, 50] as const

export function ReplacementListRoute() {
  const [params, setParams] = useSearchParams()
  const productId = Number(params.get('productId'))
  const current = Number(params.get('current'))
  const pageSize = SIZES.find((size) => size === Number(params.get('pageSize'))) ?? 20
  const actor = useFlowActor(replacementListMachine, {
    input: {
      query: {
        productId: Number.isInteger(productId) && productId > 0 ? productId : 0,
        current: Number.isInteger(current) && current > 0 ? current : 1,
        pageSize,
      },
    },
  })
  const query = useSelector(actor, replacementQueryOf)
  return (
    <ReplacementListView
      status={useSelector(actor, replacementStatusOf)}
      target={useSelector(actor, replacementTargetOf)}
      rows={useSelector(actor, replacementRowsOf)}
      pagination={useSelector(actor, replacementPaginationOf)}
      error={useSelector(actor, replacementErrorOf)}
      onRetry={() => actor.send({ type: 'retry' })}
      onPage={(page, size) => {
        actor.send({ type: 'page.changed', page, pageSize: size })
        setParams(
          {
            productId: String(query.productId),
            current: String(page),
            pageSize: String(size ?? query.pageSize),
          },
          { replace: true },
        )
      }}
    />
  )
}
