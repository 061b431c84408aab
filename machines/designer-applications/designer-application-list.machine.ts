// The designer applications made to an enterprise, /member/desApp/list (issue 27 item 5; SPEC.md §2, §6
// memberType 3, §9 page sizes): the paged-list flow of src/flows with one operation, listDesignerApplications,
// and a state filter (pending, accepted, declined). The route writes the page and the filter into the URL.
import { type SnapshotFrom } from 'xstate'
import {
  listDesignerApplications,
  type DesignerApplication,
  type DesignerApplicationQuery,
} from '../../src/api/designers'
import { createPagedListMachine, listActors } from '../../src/flows/paged-list.machine'

const designerApplicationList = createPagedListMachine<DesignerApplication, DesignerApplicationQuery>({
  id: 'designerApplicationList',
  rowId: (application) => application.desAppId,
  query: { current: 1, pageSize: 10 },
})

export const designerApplicationListOperations = {
  // silent: the list shows a failure in place with a retry
  listPage: (query: DesignerApplicationQuery) => listDesignerApplications(query, { silent: true }),
}

export const designerApplicationListMachine = designerApplicationList.provide({
  actors: listActors(designerApplicationList, designerApplicationListOperations),
})

// What the route reads (a machine's readers go through its module)
type DesignerApplicationListSnapshot = SnapshotFrom<typeof designerApplicationListMachine>
export { listStatusOf as designerApplicationListStatusOf } from '../../src/flows/paged-list.machine'
export const designerApplicationsOf = (snapshot: DesignerApplicationListSnapshot) => snapshot.context.rows
export const designerApplicationPaginationOf = (snapshot: DesignerApplicationListSnapshot) =>
  snapshot.context.pagination
export const designerApplicationQueryOf = (snapshot: DesignerApplicationListSnapshot) =>
  snapshot.context.query
export const designerApplicationListErrorOf = (snapshot: DesignerApplicationListSnapshot) =>
  snapshot.context.loadError
