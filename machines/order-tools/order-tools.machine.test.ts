// The buyer's housekeeping flow (issue 16 item 6) with instant fake actors: a new address checked with the
// shared rule before the server is asked, one deletion after a confirmation, and the server's refusals shown.
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { Address } from '../../src/api/checkout'
import { ApiError } from '../../src/api/errors'
import type { OrderDetail } from '../../src/api/orders'
import type { AddressChoice } from './order-tools.actors'
import { orderToolsMachine } from './order-tools.machine'

const ORDER_SN = 'P202611201200000001'
const address = (addressId: number, province: string): Address => ({
  addressId,
  memberName: 'Carlos Manuel Rodríguez Pérez',
  telMobile: '52345678',
  country: 'Cuba',
  province,
  city: province,
  street: 'Calle 23',
  detailAddress: 'Calle 23 n.º 456, Vedado',
  addressAll: `Cuba, ${province}`,
  isDefault: addressId === 1,
})
const ADDRESSES = [address(1, 'La Habana'), address(2, 'Artemisa'), address(3, 'Santiago de Cuba')]
const choice = (payState: OrderDetail['payState']): AddressChoice => ({
  addresses: ADDRESSES,
  order: { orderSn: ORDER_SN, payState, address: ADDRESSES[0]! } as OrderDetail,
})

function fake(
  options: {
    payState?: OrderDetail['payState']
    update?: () => Promise<OrderDetail>
    del?: () => Promise<unknown>
  } = {},
) {
  const calls = { update: [] as { orderSn: string; addressId: number }[], del: [] as string[] }
  const orderChanged = vi.fn()
  const orderDeleted = vi.fn()
  const machine = orderToolsMachine.provide({
    actors: {
      loadAddressChoice: fromPromise(() => Promise.resolve(choice(options.payState ?? 'unpaid'))),
      updateOrderAddress: fromPromise(({ input }: { input: { orderSn: string; addressId: number } }) => {
        calls.update.push(input)
        return options.update?.() ?? Promise.resolve({} as OrderDetail)
      }),
      deleteOrder: fromPromise(({ input }: { input: { orderSn: string } }) => {
        calls.del.push(input.orderSn)
        return options.del?.() ?? Promise.resolve(null)
      }),
    },
    actions: { orderChanged, orderDeleted },
  })
  return { actor: createActor(machine).start(), calls, orderChanged, orderDeleted }
}

describe('orderToolsMachine: changing the address', () => {
  it('loads the addresses, saves the one chosen and asks the screen to read the order again', async () => {
    const f = fake()
    f.actor.send({ type: 'address.changeRequested', orderSn: ORDER_SN })
    expect(f.actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(f.actor, (s) => s.matches('choosingAddress'))
    expect(f.actor.getSnapshot().context.currentAddressId).toBe(1)
    f.actor.send({ type: 'address.chosen', addressId: 3 })
    await waitFor(f.actor, (s) => s.matches('done'))
    expect(f.calls.update).toEqual([{ orderSn: ORDER_SN, addressId: 3 }])
    expect(f.actor.getSnapshot().context.outcome).toEqual({ kind: 'addressChanged', orderSn: ORDER_SN })
    expect(f.orderChanged).toHaveBeenCalledTimes(1)
  })

  it('keeps a paid order in its freight region before asking the server (the shared rule)', async () => {
    const f = fake({ payState: 'paid' })
    f.actor.send({ type: 'address.changeRequested', orderSn: ORDER_SN })
    await waitFor(f.actor, (s) => s.matches('choosingAddress'))
    f.actor.send({ type: 'address.chosen', addressId: 3 })
    expect(f.actor.getSnapshot().matches('choosingAddress')).toBe(true)
    expect(f.actor.getSnapshot().context.choiceError).toEqual({ id: 'validation.freight.sameRegionWhenPaid' })
    f.actor.send({ type: 'address.chosen', addressId: null })
    expect(f.actor.getSnapshot().context.choiceError).toEqual({ id: 'validation.freight.addressRequired' })
    f.actor.send({ type: 'address.chosen', addressId: 2 })
    await waitFor(f.actor, (s) => s.matches('done'))
    expect(f.calls.update).toEqual([{ orderSn: ORDER_SN, addressId: 2 }])
  })

  it('leaves without a call when the buyer keeps the same address, and shows a refusal of the server', async () => {
    const refusal = new ApiError('state', {
      state: 255,
      serverMessage: 'La dirección de este pedido ya no se puede cambiar.',
    })
    const f = fake({ update: () => Promise.reject(refusal) })
    f.actor.send({ type: 'address.changeRequested', orderSn: ORDER_SN })
    await waitFor(f.actor, (s) => s.matches('choosingAddress'))
    f.actor.send({ type: 'address.chosen', addressId: 1 })
    expect(f.actor.getSnapshot().matches('idle')).toBe(true)
    f.actor.send({ type: 'address.changeRequested', orderSn: ORDER_SN })
    await waitFor(f.actor, (s) => s.matches('choosingAddress'))
    f.actor.send({ type: 'address.chosen', addressId: 2 })
    await waitFor(f.actor, (s) => s.matches('failed'))
    expect(f.actor.getSnapshot().context.error).toEqual({
      text: 'La dirección de este pedido ya no se puede cambiar.',
    })
    expect(f.orderChanged).toHaveBeenCalledTimes(1)
    f.actor.send({ type: 'dismissed' })
    expect(f.actor.getSnapshot().matches('idle')).toBe(true)
  })
})

describe('orderToolsMachine: deleting an order', () => {
  it('deletes only after the confirmation, once, and tells the screen the order is gone', async () => {
    const f = fake()
    f.actor.send({ type: 'delete.requested', orderSn: ORDER_SN })
    expect(f.actor.getSnapshot().matches('confirmingDelete')).toBe(true)
    expect(f.calls.del).toEqual([])
    f.actor.send({ type: 'delete.confirmed' })
    f.actor.send({ type: 'delete.confirmed' })
    await waitFor(f.actor, (s) => s.matches('done'))
    expect(f.calls.del).toEqual([ORDER_SN])
    expect(f.orderDeleted).toHaveBeenCalledTimes(1)
  })

  it('does nothing when the buyer cancels the confirmation, and shows the refusal of an open order', async () => {
    const refusal = new ApiError('state', {
      state: 255,
      serverMessage: 'Solo se pueden eliminar pedidos finalizados o cancelados.',
    })
    const f = fake({ del: () => Promise.reject(refusal) })
    f.actor.send({ type: 'delete.requested', orderSn: ORDER_SN })
    f.actor.send({ type: 'dismissed' })
    expect(f.actor.getSnapshot().matches('idle')).toBe(true)
    f.actor.send({ type: 'delete.requested', orderSn: ORDER_SN })
    f.actor.send({ type: 'delete.confirmed' })
    await waitFor(f.actor, (s) => s.matches('failed'))
    expect(f.actor.getSnapshot().context.error).toEqual({
      text: 'Solo se pueden eliminar pedidos finalizados o cancelados.',
    })
    expect(f.orderDeleted).not.toHaveBeenCalled()
  })
})
