// I/O of one points order's screen (issue 12 item 5): its detail, and the buyer's cancel, receipt and delete.
import { fromPromise } from 'xstate'
import { cancelPointOrder, deletePointOrder, getPointOrder, receivePointOrder } from '../../src/api/points'

type Input = { input: { orderSn: string } }

export const pointOrderActionActors = {
  getPointOrder: fromPromise(({ input }: Input) => getPointOrder(input.orderSn, { silent: true })),
  cancelPointOrder: fromPromise(({ input }: Input) => cancelPointOrder(input.orderSn, { silent: true })),
  receivePointOrder: fromPromise(({ input }: Input) => receivePointOrder(input.orderSn, { silent: true })),
  deletePointOrder: fromPromise(({ input }: Input) => deletePointOrder(input.orderSn, { silent: true })),
}
