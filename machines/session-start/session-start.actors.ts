// I/O of starting a session once the tokens are stored: one promise actor per operation of src/api, named after
// its operationId. Calls use the request layer's default options (SPEC.md §8), except `addCart`.
import { fromPromise } from 'xstate'
import { addCart, getCartList, getSampleCartList } from '../../src/api/cart'
import { getMemberInfo } from '../../src/api/member'

export const sessionStartActors = {
  getMemberInfo: fromPromise(() => getMemberInfo()),
  // silent: a visitor's line the server refuses (off shelf, stock, minimum) is counted by the machine and told
  // once by a later screen, not toasted line by line
  addCart: fromPromise(({ input }: { input: { productId: number; number: number } }) =>
    addCart(input, { silent: true }),
  ),
  getCartList: fromPromise(() => getCartList()),
  getSampleCartList: fromPromise(() => getSampleCartList()),
}
