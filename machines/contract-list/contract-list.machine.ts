// The member's purchase contracts, /member/contract/index (issue 11 item 5; SPEC.md §2, §9 page sizes): the
// paged-list flow of src/flows (issue 25 item 2) with one operation, listContracts. A filter change starts again
// at page 1; a page change keeps the filters. The route writes the query into the URL, so a reload or a link
// shows the same page.
import type { SnapshotFrom } from 'xstate'
import type { ContractQuery, ContractSummary } from '../../src/api/contracts'
import { createPagedListMachine, listActors, type ListFilter } from '../../src/flows/paged-list.machine'
import { contractListOperations } from './contract-list.actors'

export type ContractListQuery = ContractQuery & Required<Pick<ContractQuery, 'current' | 'pageSize'>>
export type ContractFilters = ListFilter<ContractListQuery>

const contractList = createPagedListMachine<ContractSummary, ContractListQuery>({
  id: 'contractList',
  rowId: (contract) => contract.contractNo,
  query: { current: 1, pageSize: 20 },
})

export const contractListMachine = contractList.provide({
  actors: listActors(contractList, contractListOperations),
})

// What the route reads (a machine's readers go through its module)
type ContractListSnapshot = SnapshotFrom<typeof contractListMachine>
export { listStatusOf as contractListStatusOf } from '../../src/flows/paged-list.machine'
export const contractsOf = (snapshot: ContractListSnapshot) => snapshot.context.rows
export const contractPaginationOf = (snapshot: ContractListSnapshot) => snapshot.context.pagination
export const contractListQueryOf = (snapshot: ContractListSnapshot) => snapshot.context.query
export const contractListErrorOf = (snapshot: ContractListSnapshot) => snapshot.context.loadError
