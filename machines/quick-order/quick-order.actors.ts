// I/O of the quick-order screen (SPEC.md §5, §9): one promise actor per operation of src/api/quick-order.ts.
// Calls are silent: the screen shows the refusal next to the rows or in its own notice.
import { fromPromise } from 'xstate'
import {
  batchAddCart,
  createQuickOrderLink,
  getQuickOrderLink,
  lookupProductCodes,
  type BatchAddResult,
  type CodeLookup,
  type QuickOrderLine,
  type QuickOrderLink,
} from '../../src/api/quick-order'

const silent = { silent: true }

export const quickOrderActors = {
  lookupProductCodes: fromPromise<CodeLookup[], { codes: string[] }>(({ input }) =>
    input.codes.length === 0 ? Promise.resolve([]) : lookupProductCodes(input.codes, silent),
  ),
  batchAddCart: fromPromise<BatchAddResult, { lines: { productId: number; number: number }[] }>(({ input }) =>
    batchAddCart(input.lines, silent),
  ),
  createQuickOrderLink: fromPromise<QuickOrderLink, { lines: QuickOrderLine[] }>(({ input }) =>
    createQuickOrderLink(input.lines, silent),
  ),
  getQuickOrderLink: fromPromise<QuickOrderLink, { linkId: string }>(({ input }) =>
    getQuickOrderLink(input.linkId, silent),
  ),
}
