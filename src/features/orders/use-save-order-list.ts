// The "save an order's lines as a list" flow of an order's page (issue 27 item 6): owns its actor
// (machines/projects/save-order-list.machine.ts) and hands the page plain props.
import { useSelector } from '@xstate/react'
import {
  saveListDialogOf,
  savedListOf,
  saveOrderListMachine,
} from '../../../machines/projects/save-order-list.machine'
import { useFlowActor } from '../../lib/flow'
import type { OrderSaveListProps } from './order-save-list'

export function useSaveOrderList(orderSn: string): OrderSaveListProps {
  const actor = useFlowActor(saveOrderListMachine, { input: { orderSn } })
  const dialog = useSelector(
    actor,
    saveListDialogOf,
    (a, b) =>
      a === b ||
      (a !== null && b !== null && a.name === b.name && a.saving === b.saving && a.error === b.error),
  )
  const saved = useSelector(actor, savedListOf)
  return {
    orderSn,
    dialog,
    saved: saved ? { name: saved.name } : null,
    onOpen: (name) => actor.send({ type: 'save.opened', name }),
    onSave: (name) => actor.send({ type: 'save.submitted', name }),
    onCancel: () => actor.send({ type: 'save.cancelled' }),
    onDismiss: () => actor.send({ type: 'saved.dismissed' }),
  }
}
