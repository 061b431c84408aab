// The member's sample applications, /prototype/sample/history (issue 28 item 3; SPEC.md §2, §9 page sizes): the
// paged-list flow of src/flows with one operation, listSampleApplies. The route writes the page into the URL.
import { type SnapshotFrom } from 'xstate'
import {
  listSampleApplies,
  type SampleApplication,
  type SampleApplyQuery,
} from '../../src/api/sample-applies'
import { createPagedListMachine, listActors } from '../../src/flows/paged-list.machine'

const sampleApplyList = createPagedListMachine<SampleApplication, SampleApplyQuery>({
  id: 'sampleApplyList',
  rowId: (apply) => apply.applySn,
  query: { current: 1, pageSize: 10 },
})

export const sampleApplyListOperations = {
  // silent: the list shows a failure in place with a retry
  listPage: (query: SampleApplyQuery) => listSampleApplies(query, { silent: true }),
}

export const sampleApplyListMachine = sampleApplyList.provide({
  actors: listActors(sampleApplyList, sampleApplyListOperations),
})

// What the route reads (a machine's readers go through its module)
type SampleApplyListSnapshot = SnapshotFrom<typeof sampleApplyListMachine>
export { listStatusOf as sampleApplyListStatusOf } from '../../src/flows/paged-list.machine'
export const sampleAppliesOf = (snapshot: SampleApplyListSnapshot) => snapshot.context.rows
export const sampleApplyPaginationOf = (snapshot: SampleApplyListSnapshot) => snapshot.context.pagination
export const sampleApplyListQueryOf = (snapshot: SampleApplyListSnapshot) => snapshot.context.query
export const sampleApplyListErrorOf = (snapshot: SampleApplyListSnapshot) => snapshot.context.loadError
