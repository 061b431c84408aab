// What the buyer's housekeeping asks the lifecycles (issue 16 item 6): a new address only before anything
// ships (the regular machine's `buyer.addressChanged`, which keeps the state), and deletion only of an order that
// has run its course (meta.buyerMayDelete).
import { describe, expect, it } from 'vitest'
import {
  advance,
  initial,
  isFinalState,
  metaOf,
  offersAddressChange,
  offersDeletion,
  stateNames,
  states,
} from './lifecycle'

describe('changing the address of an order', () => {
  it('is offered while the regular order is unpaid or waiting for shipment, and never on a reservation', () => {
    expect(stateNames('regular').filter((state) => offersAddressChange('regular', state))).toEqual([
      states.regular.pendingPayment,
      states.regular.pendingShipment,
    ])
    expect(stateNames('reservation').some((state) => offersAddressChange('reservation', state))).toBe(false)
    expect(offersAddressChange('regular', 'noSuchState')).toBe(false)
  })

  it('keeps the order where it is, and is refused once a batch has shipped', () => {
    const unpaid = initial('regular', { unitsTotal: 3 })
    expect(advance('regular', unpaid, { type: 'buyer.addressChanged' })).toEqual(unpaid)
    const paid = advance('regular', unpaid, { type: 'payment.paid' })!
    expect(advance('regular', paid, { type: 'buyer.addressChanged' })).toEqual(paid)
    const shipped = advance('regular', paid, { type: 'batch.shipped', units: 1 })!
    expect(advance('regular', shipped, { type: 'buyer.addressChanged' })).toBeNull()
  })
})

describe('deleting an order from the buyer’s list', () => {
  it('is offered only in final states and the completed ones, never while anything is still open', () => {
    for (const kind of ['regular', 'reservation'] as const) {
      for (const state of stateNames(kind)) {
        const meta = metaOf(kind, state)
        const runItsCourse = isFinalState(kind, state) || meta.orderState === 50
        expect(offersDeletion(kind, state), `${kind} ${state}`).toBe(runItsCourse)
      }
    }
    expect(offersDeletion('regular', 'noSuchState')).toBe(false)
  })
})
