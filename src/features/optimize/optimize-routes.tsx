// /prototype/optimize/index, history and hisDetail (issue 28 item 4): each owns its flow (machines/optimize) and
// reads it through the machine module's readers. The product, the page, the filter and the proposal live in the
// URL. The route guard lets designers alone in (memberType 2, «Solo los diseñadores pueden usar esta función»).
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import {
  optimizeDetailErrorOf,
  optimizeDetailMachine,
  optimizeDetailOf,
  optimizeDetailStatusOf,
} from '../../../machines/optimize/optimize-detail.machine'
import {
  optimizeHistoryErrorOf,
  optimizeHistoryMachine,
  optimizeHistoryPaginationOf,
  optimizeHistoryQueryOf,
  optimizeHistoryRowsOf,
  optimizeHistoryStatusOf,
} from '../../../machines/optimize/optimize-history.machine'
import {
  alternativeKeywordOf,
  alternativeResultsOf,
  alternativeSearchErrorOf,
  isOptimizeBusy,
  isSearchingAlternatives,
  isUploadingOptimizeImages,
  optimizeAlternativesOf,
  optimizeErrorOf,
  optimizeImageErrorOf,
  optimizeImagesOf,
  optimizeMachine,
  optimizeNotesOf,
  optimizeProblemsOf,
  optimizeProductOf,
  optimizeStageOf,
  sentOptimizeOf,
} from '../../../machines/optimize/optimize.machine'
import { useFlowActor } from '../../lib/flow'
import {
  OPTIMIZE_MAX_ALTERNATIVES,
  OPTIMIZE_MAX_IMAGES,
  OPTIMIZE_NOTES_MAX,
} from '../../schemas/optimize.schema'
import { OptimizeDetailView } from './optimize-detail-view'
import { OptimizeHistoryView, type OptimizeStateFilter } from './optimize-history-view'
import { OptimizeView } from './optimize-view'

const positive = (value: string | null) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : 0
}

export function OptimizeRoute() {
  const [params] = useSearchParams()
  const actorRef = useFlowActor(optimizeMachine, { input: { productId: positive(params.get('productId')) } })
  return (
    <OptimizeView
      stage={useSelector(actorRef, optimizeStageOf)}
      product={useSelector(actorRef, optimizeProductOf)}
      notes={useSelector(actorRef, optimizeNotesOf)}
      images={useSelector(actorRef, optimizeImagesOf)}
      alternatives={useSelector(actorRef, optimizeAlternativesOf)}
      keyword={useSelector(actorRef, alternativeKeywordOf)}
      results={useSelector(actorRef, alternativeResultsOf)}
      searchError={useSelector(actorRef, alternativeSearchErrorOf)}
      searching={useSelector(actorRef, isSearchingAlternatives)}
      errors={useSelector(actorRef, optimizeProblemsOf)}
      imageError={useSelector(actorRef, optimizeImageErrorOf)}
      error={useSelector(actorRef, optimizeErrorOf)}
      sent={useSelector(actorRef, sentOptimizeOf)}
      uploading={useSelector(actorRef, isUploadingOptimizeImages)}
      busy={useSelector(actorRef, isOptimizeBusy)}
      maxImages={OPTIMIZE_MAX_IMAGES}
      maxAlternatives={OPTIMIZE_MAX_ALTERNATIVES}
      notesMax={OPTIMIZE_NOTES_MAX}
      onNotes={(value) => actorRef.send({ type: 'notes.changed', value })}
      onPick={(files) => actorRef.send({ type: 'images.picked', files })}
      onRemoveImage={(index) => actorRef.send({ type: 'image.removed', index })}
      onSearch={(keyword) => actorRef.send({ type: 'search.submitted', keyword })}
      onAdd={(product) => actorRef.send({ type: 'alternative.added', product })}
      onRemoveAlternative={(productId) => actorRef.send({ type: 'alternative.removed', productId })}
      onSubmit={() => actorRef.send({ type: 'form.submitted' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}

const SIZES = [10, 20, 30, 50] as const
const STATES = [1, 2, 3] as const

export function OptimizeHistoryRoute() {
  const [params, setParams] = useSearchParams()
  const pageSize = SIZES.find((size) => size === Number(params.get('pageSize'))) ?? 10
  const state = STATES.find((value) => value === Number(params.get('state')))
  const actorRef = useFlowActor(optimizeHistoryMachine, {
    input: {
      query: { current: positive(params.get('current')) || 1, pageSize, ...(state ? { state } : {}) },
    },
  })
  const query = useSelector(actorRef, optimizeHistoryQueryOf)
  const write = (next: { current: number; pageSize: number; state?: number }) =>
    setParams(
      {
        current: String(next.current),
        pageSize: String(next.pageSize),
        ...(next.state ? { state: String(next.state) } : {}),
      },
      { replace: true },
    )
  return (
    <OptimizeHistoryView
      status={useSelector(actorRef, optimizeHistoryStatusOf)}
      list={useSelector(actorRef, optimizeHistoryRowsOf)}
      pagination={useSelector(actorRef, optimizeHistoryPaginationOf)}
      state={(query.state ?? 0) as OptimizeStateFilter}
      error={useSelector(actorRef, optimizeHistoryErrorOf)}
      onState={(value) => {
        actorRef.send({ type: 'filter.changed', filter: { state: value === 0 ? undefined : value }, page: 1 })
        write({ current: 1, pageSize: query.pageSize, state: value })
      }}
      onPage={(page, size) => {
        actorRef.send({ type: 'page.changed', page, pageSize: size })
        write({ current: page, pageSize: size ?? query.pageSize, state: query.state })
      }}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}

export function OptimizeDetailRoute() {
  const [params] = useSearchParams()
  const actorRef = useFlowActor(optimizeDetailMachine, {
    input: { optimizeId: positive(params.get('optimizeId')) },
  })
  return (
    <OptimizeDetailView
      status={useSelector(actorRef, optimizeDetailStatusOf)}
      proposal={useSelector(actorRef, optimizeDetailOf)}
      error={useSelector(actorRef, optimizeDetailErrorOf)}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
