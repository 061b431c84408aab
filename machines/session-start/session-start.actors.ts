// I/O of starting a session once the tokens are stored: one promise actor per operation of src/api, named after
// its operationId. Calls use the request layer's default options (SPEC.md §8).
import { fromPromise } from 'xstate'
import { getCartList, getSampleCartList } from '../../src/api/cart'
import { getMemberInfo } from '../../src/api/member'

export const sessionStartActors = {
  getMemberInfo: fromPromise(() => getMemberInfo()),
  getCartList: fromPromise(() => getCartList()),
  getSampleCartList: fromPromise(() => getSampleCartList()),
}
