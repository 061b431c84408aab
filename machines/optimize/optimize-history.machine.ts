// A designer's optimisation proposals, /prototype/optimize/history (issue 28 item 4; SPEC.md §2, §6 memberType 2,
// §9 page sizes): the paged-list flow of src/flows with one operation, listOptimizes, and a state filter (pending,
// accepted, declined). The route writes the page and the filter into the URL.
import { type SnapshotFrom } from 'xstate'
import { listOptimizes, type Optimize, type OptimizeQuery } from '../../src/api/optimize'
import { createPagedListMachine, listActors } from '../../src/flows/paged-list.machine'

const optimizeHistory = createPagedListMachine<Optimize, OptimizeQuery>({
  id: 'optimizeHistory',
  rowId: (proposal) => proposal.optimizeId,
  query: { current: 1, pageSize: 10 },
})

export const optimizeHistoryOperations = {
  // silent: the list shows a failure in place with a retry
  listPage: (query: OptimizeQuery) => listOptimizes(query, { silent: true }),
}

export const optimizeHistoryMachine = optimizeHistory.provide({
  actors: listActors(optimizeHistory, optimizeHistoryOperations),
})

// What the route reads (a machine's readers go through its module)
type OptimizeHistorySnapshot = SnapshotFrom<typeof optimizeHistoryMachine>
export { listStatusOf as optimizeHistoryStatusOf } from '../../src/flows/paged-list.machine'
export const optimizeHistoryRowsOf = (snapshot: OptimizeHistorySnapshot) => snapshot.context.rows
export const optimizeHistoryPaginationOf = (snapshot: OptimizeHistorySnapshot) => snapshot.context.pagination
export const optimizeHistoryQueryOf = (snapshot: OptimizeHistorySnapshot) => snapshot.context.query
export const optimizeHistoryErrorOf = (snapshot: OptimizeHistorySnapshot) => snapshot.context.loadError
