// The operation of the delivery estimate (REFERENCE.md §6 calculateExpress); silent: the estimate shows its
// own failure beside the price.
import { fromPromise } from 'xstate'
import { calculateExpress, type ExpressEstimate, type ExpressEstimateQuery } from '../../src/api/freight'

export const freightEstimateActors = {
  calculateExpress: fromPromise<ExpressEstimate, ExpressEstimateQuery>(({ input }) =>
    calculateExpress(input, { silent: true }),
  ),
}
