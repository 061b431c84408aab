// I/O of the refund detail page (issue 6 item 5): the refund with its history, the return logistics and
// withdrawing; the carrier list of the return form. Silent: the page shows the server's message next to the action.
import { fromPromise } from 'xstate'
import {
  getRefund,
  listCarriers,
  shipReturn,
  withdrawRefund,
  type Carrier,
  type RefundDetail,
  type ReturnLogisticsRequest,
} from '../../src/api/after-sales'

const silent = { silent: true } as const

export const refundDetailActors = {
  getRefund: fromPromise<RefundDetail, { afsSn: string }>(({ input }) => getRefund(input.afsSn, silent)),
  /** the carriers a return may travel with (issue 16 item 7) */
  listCarriers: fromPromise<Carrier[]>(() => listCarriers(silent)),
  shipReturn: fromPromise<RefundDetail, ReturnLogisticsRequest>(({ input }) => shipReturn(input, silent)),
  withdrawRefund: fromPromise<RefundDetail, { afsSn: string }>(({ input }) =>
    withdrawRefund(input.afsSn, silent),
  ),
}
