// I/O of the buyer customs registration (issue 27 item 7): read it, bind it. Silent: the page (and the cart's
// notice) show a failure in place.
import { fromPromise } from 'xstate'
import {
  bindCustomsRegistration,
  getCustomsRegistration,
  type CustomsBindInput,
  type CustomsRegistration,
} from '../../src/api/identity'

const silent = { silent: true }

export const customsActors = {
  getCustomsRegistration: fromPromise<CustomsRegistration>(() => getCustomsRegistration(silent)),
  bindCustomsRegistration: fromPromise<CustomsRegistration, CustomsBindInput>(({ input }) =>
    bindCustomsRegistration(input, silent),
  ),
}
