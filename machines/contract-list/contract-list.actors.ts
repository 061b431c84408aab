// I/O of the contract list (issue 11 item 5): one page of the member's contracts, as the paged-list flow's
// listPage. Silent: the list shows a failure in place with a retry.
import { listContracts, type ContractQuery } from '../../src/api/contracts'

export const contractListOperations = {
  listPage: (query: ContractQuery) => listContracts(query, { silent: true }),
}
