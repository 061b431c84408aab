// /shopping/card (issue 12 item 3): owns the card-binding actor and hands the view plain props read through the
// machine's own readers.
import { useSelector } from '@xstate/react'
import {
  cardBindMachine,
  cardFormStatusOf,
  cardListStatusOf,
} from '../../../machines/card-bind/card-bind.machine'
import type { CardPageSize } from '../../api/card-vouchers'
import { useFlowActor } from '../../lib/flow'
import { CardVoucherView } from './card-voucher-view'

const SIZES: readonly CardPageSize[] = [10, 20, 30, 50]
const pageSizeOf = (size: number): CardPageSize => SIZES.find((allowed) => allowed === size) ?? 10

export function CardVoucherRoute() {
  const actorRef = useFlowActor(cardBindMachine)
  const formStatus = useSelector(actorRef, cardFormStatusOf)
  const listStatus = useSelector(actorRef, cardListStatusOf)
  const submitError = useSelector(actorRef, (snapshot) => snapshot.context.submitError)
  const bound = useSelector(actorRef, (snapshot) => snapshot.context.bound)
  const cards = useSelector(actorRef, (snapshot) => snapshot.context.cards)
  const listError = useSelector(actorRef, (snapshot) => snapshot.context.listError)
  const page = useSelector(actorRef, (snapshot) => snapshot.context.page)
  const pageSize = useSelector(actorRef, (snapshot) => snapshot.context.pageSize)
  return (
    <CardVoucherView
      formStatus={formStatus}
      submitError={submitError}
      bound={bound}
      listStatus={listStatus}
      listError={listError}
      cards={cards?.list ?? []}
      page={page}
      pageSize={pageSize}
      total={cards?.pagination.total ?? 0}
      onSubmit={(values) => actorRef.send({ type: 'form.submitted', values })}
      onAnother={() => actorRef.send({ type: 'another.requested' })}
      onPageChange={(next, size) =>
        actorRef.send({ type: 'page.changed', page: next, pageSize: pageSizeOf(size) })
      }
      onRetryList={() => actorRef.send({ type: 'list.retried' })}
      onEdited={() => actorRef.send({ type: 'fields.changed' })}
    />
  )
}
