// The order-tools actor of an order screen (list or detail; issue 16 item 6), mapped to the plain props of
// order-tools-parts.tsx. The route says what "the order changed" and "the order is gone" mean for it.
import { useSelector } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { orderToolsMachine, orderToolsStageOf } from '../../../machines/order-tools/order-tools.machine'
import { allowsAddress } from '../../schemas/freight.schema'
import { useFlowActor } from '../../lib/flow'
import type { OrderToolKind } from './order-tools'
import type { AddressOptionView, OrderToolDialogsProps, OrderToolsPhase } from './order-tools-parts'

export function useOrderTools(options: {
  onOrderChanged: () => void
  onOrderDeleted: (orderSn: string) => void
}) {
  const actor = useFlowActor(orderToolsMachine)
  const { onOrderChanged, onOrderDeleted } = options
  useEffect(() => {
    const changed = actor.on('order.changed', () => onOrderChanged())
    const deleted = actor.on('order.deleted', (event) => onOrderDeleted(event.orderSn))
    return () => {
      changed.unsubscribe()
      deleted.unsubscribe()
    }
  }, [actor, onOrderChanged, onOrderDeleted])
  const phase: OrderToolsPhase = useSelector(actor, orderToolsStageOf)
  const orderSn = useSelector(actor, (s) => s.context.orderSn)
  const rules = useSelector(actor, (s) => s.context.rules)
  const loaded = useSelector(actor, (s) => s.context.addresses)
  const currentAddressId = useSelector(actor, (s) => s.context.currentAddressId)
  const choiceError = useSelector(actor, (s) => s.context.choiceError)
  const error = useSelector(actor, (s) => s.context.error)
  const outcome = useSelector(actor, (s) => s.context.outcome)

  const onTool = useCallback(
    (kind: OrderToolKind, sn: string) =>
      actor.send(
        kind === 'changeAddress'
          ? { type: 'address.changeRequested', orderSn: sn }
          : { type: 'delete.requested', orderSn: sn },
      ),
    [actor],
  )

  const addresses: AddressOptionView[] = loaded.map((address) => ({
    addressId: address.addressId,
    memberName: address.memberName,
    place: address.addressAll,
    detailAddress: address.detailAddress,
    current: address.addressId === currentAddressId,
    allowed: rules ? allowsAddress(rules, address) : true,
  }))
  const dialogs: OrderToolDialogsProps = {
    phase,
    orderSn,
    addresses,
    paid: rules?.paid ?? false,
    choiceError,
    error,
    outcome,
    onChooseAddress: (addressId) => actor.send({ type: 'address.chosen', addressId }),
    onConfirmDelete: () => actor.send({ type: 'delete.confirmed' }),
    onDismiss: () => actor.send({ type: 'dismissed' }),
  }
  return { dialogs, onTool }
}
