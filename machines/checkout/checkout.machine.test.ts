// Checkout machine: loading, pricing the selection (address, invoice, coupons, points, store inputs), what
// keeps the order from being sent, and the address dialog (SPEC.md §2, §3, §5). Sending is in
// checkout.machine.submit.test.ts, the model walk in checkout.machine.model.test.ts.
import { createActor, waitFor } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckoutData } from '../../src/api/checkout'
import { ApiError } from '../../src/api/errors'
import { checkoutFlowMessages, refusalKindOf } from './checkout-rules'
import {
  ADDRESSES,
  INVOICES,
  checkoutOf,
  CHECKOUT,
  refused,
  MIXED,
  COUPON_REFUSED,
  NEW_ADDRESS,
  CART,
  fakeCheckout,
  startReady,
  deferred,
} from './checkout.fixtures'

afterEach(() => {
  vi.useRealTimers()
})

describe('checkout rules', () => {
  it('tells a "submit order failed" refusal from the rules the buyer can fix', () => {
    expect(refusalKindOf('No se pudo enviar el pedido. Inténtelo de nuevo más tarde.')).toBe('submitFailed')
    expect(refusalKindOf('Debe aceptar el acuerdo de compra.')).toBe('agreement')
    expect(refusalKindOf('Los puntos deben usarse en múltiplos de 100.')).toBe('points')
    expect(refusalKindOf('Los puntos superan el máximo permitido para este pedido (900).')).toBe('points')
    expect(refusalKindOf('Elija una dirección de entrega.')).toBe('address')
    expect(refusalKindOf('El cupón no pertenece a esta tienda.')).toBe('other')
  })
})

describe('checkoutMachine', () => {
  it('loads the addresses, the invoice headers and the preview, busy all along', async () => {
    const fake = fakeCheckout()
    const actor = createActor(fake.machine, { input: CART }).start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    const { context } = actor.getSnapshot()
    expect(context.addresses).toEqual(ADDRESSES)
    expect(context.invoices).toEqual(INVOICES)
    expect(context.checkout).toEqual(CHECKOUT)
    // no stored choice: the default address is priced first
    expect(fake.calls.confirm[0]).toMatchObject({ isCart: true, addressId: 2, integral: 0 })
    expect(context.addressId).toBe(2)
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(fake.actions.rememberAddress).toHaveBeenCalled()
  })

  it('starts with the address chosen last time when it still exists', async () => {
    const fake = fakeCheckout({
      confirm: (input) =>
        Promise.resolve(checkoutOf({ address: ADDRESSES.find((a) => a.addressId === input.addressId)! })),
    })
    const actor = await startReady(fake, { ...CART, preferredAddressId: 3 })
    expect(fake.calls.confirm[0]?.addressId).toBe(3)
    expect(actor.getSnapshot().context.addressId).toBe(3)
  })

  it('sends the product and quantity of a buy-now checkout', async () => {
    const fake = fakeCheckout()
    await startReady(fake, { entry: { isCart: false, productId: 101, number: 50 } })
    expect(fake.calls.confirm[0]).toMatchObject({
      isCart: false,
      productList: [{ productId: 101, buyNum: 50 }],
    })
  })

  it('is blocked by a URL that is not a checkout and goes back to the cart', () => {
    const fake = fakeCheckout()
    const actor = createActor(fake.machine, { input: { entry: null } }).start()
    expect(actor.getSnapshot().matches('blocked')).toBe(true)
    expect(actor.getSnapshot().context.blocked).toEqual({ id: checkoutFlowMessages.invalidLink.id })
    actor.send({ type: 'cartReturn.requested' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ kind: 'cart' })
  })

  it('shows the refusal of mixed in-stock and reserved goods with the way back to the cart', async () => {
    const fake = fakeCheckout({ confirm: () => Promise.reject(MIXED) })
    const actor = createActor(fake.machine, { input: CART }).start()
    await waitFor(actor, (s) => s.matches('blocked'))
    expect(actor.getSnapshot().context.blocked).toEqual({
      text: 'No se pueden mezclar productos en stock y de reserva en un mismo pedido.',
    })
    actor.send({ type: 'cartReturn.requested' })
    expect(actor.getSnapshot().output).toEqual({ kind: 'cart' })
  })

  it('goes to loadFailed when a list cannot be read and loads again on retry', async () => {
    let attempt = 0
    const fake = fakeCheckout({
      addresses: () =>
        ++attempt === 1 ? Promise.reject(new ApiError('network')) : Promise.resolve(ADDRESSES),
    })
    const actor = createActor(fake.machine, { input: CART }).start()
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.loadError).toEqual({ id: 'api.error.network' })
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  })

  it('prices the whole current selection after each change and never applies a stale answer', async () => {
    const slow = deferred<CheckoutData>()
    const fake = fakeCheckout({
      confirm: (input, call) =>
        call === 2
          ? slow.promise
          : Promise.resolve(checkoutOf({ couponAmount: input.storeInfoList?.[0]?.storeCouponCode ? 10 : 0 })),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'invoice.selected', invoiceId: 5 })
    expect(actor.getSnapshot().matches({ ready: 'recalculating' })).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'coupon.selected', storeId: 11, couponCode: '901' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm[2]).toMatchObject({
      addressId: 2,
      invoiceId: 5,
      integral: 0,
      storeInfoList: [
        { storeId: 11, storeCouponCode: '901', remark: '', purchaseOrderNumber: '' },
        { storeId: 12, remark: '', purchaseOrderNumber: '' },
      ],
    })
    expect(actor.getSnapshot().context.checkout?.couponAmount).toBe(10)
    // the answer to the older selection arrives last: it is ignored
    slow.resolve(checkoutOf({ couponAmount: 999 }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.checkout?.couponAmount).toBe(10)
  })

  it('refuses points that are not a multiple of the unit or above the cap, keeping what was typed', async () => {
    const fake = fakeCheckout({ confirm: (input) => Promise.resolve(checkoutOf({}, input.integral ?? 0)) })
    const actor = await startReady(fake)
    actor.send({ type: 'points.changed', value: '150' })
    actor.send({ type: 'points.applied', value: '150' })
    expect(actor.getSnapshot().context.errors.points).toEqual({
      id: 'validation.checkout.pointsMultiple',
      values: { unit: 100 },
    })
    expect(actor.getSnapshot().context.pointsText).toBe('150')
    actor.send({ type: 'points.applied', value: '6000' })
    // the balance (5.000) is checked before the cap so that a member short of points reads "Puntos insuficientes"
    expect(actor.getSnapshot().context.errors.points).toEqual({
      id: 'validation.checkout.pointsInsufficient',
    })
    expect(fake.calls.confirm).toHaveLength(1)
    actor.send({ type: 'points.applied', value: '300' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm[1]).toMatchObject({ integral: 300 })
    expect(actor.getSnapshot().context.points).toBe(300)
    expect(actor.getSnapshot().context.errors.points).toBeNull()
    // the same value again is not priced twice
    actor.send({ type: 'points.applied', value: '300' })
    expect(fake.calls.confirm).toHaveLength(2)
  })

  it('refuses points above the share of the order amount with the maximum', async () => {
    const small = checkoutOf({ goodsAmount: 40, totalAmount: 40 })
    const fake = fakeCheckout({ confirm: () => Promise.resolve(small) })
    const actor = await startReady(fake)
    actor.send({ type: 'points.applied', value: '500' })
    // 10 % of 40 USD at 100 points per USD: 400 points
    expect(actor.getSnapshot().context.errors.points).toEqual({
      id: 'validation.checkout.pointsCap',
      values: { max: 400 },
    })
  })

  it('shows a coupon refused by the server next to its store and keeps the choice', async () => {
    const fake = fakeCheckout({
      confirm: (_, call) => (call === 1 ? Promise.resolve(CHECKOUT) : Promise.reject(COUPON_REFUSED)),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'coupon.selected', storeId: 12, couponCode: '777' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    const { context } = actor.getSnapshot()
    expect(context.errors.coupons).toEqual({ 12: { text: 'El cupón no pertenece a esta tienda.' } })
    expect(context.storeInputs[12]?.storeCouponCode).toBe('777')
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    expect(fake.calls.submit).toHaveLength(0)
    expect(actor.getSnapshot().context.notice).toEqual({ id: checkoutFlowMessages.fixErrors.id })
  })

  it('checks the purchase-order number and the note of each store as they are typed', async () => {
    const actor = await startReady(fakeCheckout())
    actor.send({ type: 'storeInput.changed', storeId: 11, field: 'purchaseOrderNumber', value: 'OC 2026#1' })
    actor.send({ type: 'storeInput.changed', storeId: 12, field: 'remark', value: 'x'.repeat(201) })
    const { context } = actor.getSnapshot()
    expect(context.storeInputs[11]?.purchaseOrderNumber).toBe('OC 2026#1')
    expect(context.errors.storeInputs[11]).toEqual({
      purchaseOrderNumber: { id: 'validation.checkout.poNumberFormat' },
    })
    expect(context.errors.storeInputs[12]).toEqual({
      remark: { id: 'validation.checkout.remarkLength', values: { max: 200 } },
    })
    actor.send({ type: 'storeInput.changed', storeId: 11, field: 'purchaseOrderNumber', value: 'OC-2026/1' })
    expect(actor.getSnapshot().context.errors.storeInputs[11]).toEqual({})
  })

  it('refuses to send without the shopping agreement ticked', async () => {
    const fake = fakeCheckout()
    const actor = await startReady(fake)
    actor.send({ type: 'order.submitted' })
    expect(actor.getSnapshot().context.errors.agreement).toEqual({
      id: 'validation.checkout.agreementRequired',
    })
    expect(fake.calls.submit).toHaveLength(0)
    actor.send({ type: 'agreement.toggled', checked: true })
    expect(actor.getSnapshot().context.errors.agreement).toBeNull()
  })

  it('refuses to send regular goods without a delivery address', async () => {
    const fake = fakeCheckout({
      addresses: [],
      confirm: () => Promise.resolve(checkoutOf({ address: null })),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    expect(actor.getSnapshot().context.errors.address).toEqual({ id: 'validation.checkout.addressRequired' })
    expect(fake.calls.submit).toHaveLength(0)
  })

  it('adds an address, selects it and prices the checkout with it', async () => {
    const fake = fakeCheckout()
    const actor = await startReady(fake)
    actor.send({ type: 'address.addRequested' })
    expect(actor.getSnapshot().matches({ editingAddress: 'newAddress' })).toBe(true)
    actor.send({ type: 'address.saved', values: NEW_ADDRESS })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.addAddress[0]).toMatchObject({ memberName: 'Ana Pérez', isDefault: 0, city: 'Mariel' })
    expect(actor.getSnapshot().context.addressDraft).toBeNull()
    expect(fake.calls.confirm.at(-1)).toMatchObject({ addressId: 4 })
  })

  it('keeps the typed address and shows the refusal when the server refuses it', async () => {
    const fake = fakeCheckout({
      addAddress: () => Promise.reject(refused('La dirección debe tener entre 5 y 500 caracteres.')),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'address.addRequested' })
    actor.send({ type: 'address.saved', values: NEW_ADDRESS })
    await waitFor(
      actor,
      (s) => s.matches({ editingAddress: 'newAddress' }) && s.context.addressFormError !== null,
    )
    const { context } = actor.getSnapshot()
    expect(context.addressFormError).toEqual({ text: 'La dirección debe tener entre 5 y 500 caracteres.' })
    expect(context.addressDraft?.values).toEqual(NEW_ADDRESS)
    actor.send({ type: 'address.cancelled' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('edits an existing address with its values filled in', async () => {
    const fake = fakeCheckout()
    const actor = await startReady(fake)
    actor.send({ type: 'address.editRequested', addressId: 3 })
    expect(actor.getSnapshot().context.addressDraft?.values.memberName).toBe('Contacto 3')
    actor.send({ type: 'address.saved', values: { ...NEW_ADDRESS, memberName: 'Luis Gómez' } })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.editAddress[0]).toMatchObject({ addressId: 3, memberName: 'Luis Gómez' })
  })
})
