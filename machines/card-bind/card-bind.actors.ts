// I/O of the card-binding flow (issue 12 item 3): one promise actor per operation, named after its operationId.
// Both silent: the page shows a refusal next to the form and a list failure in the list, not also as a toast.
import { fromPromise } from 'xstate'
import {
  bindRechargeCard,
  listRechargeCards,
  type CardPageSize,
  type RechargeCardBindRequest,
  type RechargeCardBindResult,
  type RechargeCardPage,
} from '../../src/api/card-vouchers'

const silent = { silent: true }

export interface BindInput {
  body: RechargeCardBindRequest
  idempotencyKey: string
}

export const cardBindActors = {
  listRechargeCards: fromPromise<RechargeCardPage, { current: number; pageSize: CardPageSize }>(({ input }) =>
    listRechargeCards(input, silent),
  ),
  bindRechargeCard: fromPromise<RechargeCardBindResult, BindInput>(({ input }) =>
    bindRechargeCard(input.body, input.idempotencyKey, silent),
  ),
}
