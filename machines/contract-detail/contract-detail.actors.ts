// I/O of a contract's detail page (issue 11 item 5): the contract and the withdrawal of an own contract. Silent:
// the page shows refusals in place.
import { fromPromise } from 'xstate'
import { cancelContract, getContract } from '../../src/api/contracts'

const silent = { silent: true }

export const contractDetailActors = {
  getContract: fromPromise(({ input }: { input: { contractNo: string } }) =>
    getContract(input.contractNo, silent),
  ),
  cancelContract: fromPromise(({ input }: { input: { contractNo: string } }) =>
    cancelContract(input.contractNo, silent),
  ),
}
