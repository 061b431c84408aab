// Checkout machine: platform coupons beside the store ones and a new invoice header chosen at once (issue 16
// item 4). The rest of the checkout is in checkout.machine.test.ts.
import { waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../src/i18n/format'
import { CART, INVOICES, checkoutOf, fakeCheckout, refused, startReady } from './checkout.fixtures'
import { platformCouponMessages } from './platform-coupon-rules'

describe('checkoutMachine platform coupons', () => {
  it('prices a usable platform coupon and keeps the server’s choice', async () => {
    const fake = fakeCheckout({
      confirm: (input) =>
        Promise.resolve(
          checkoutOf(
            input.platformCouponCode
              ? { platformCouponCode: input.platformCouponCode, platformCouponAmount: 20, totalAmount: 980 }
              : {},
          ),
        ),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'platformCoupon.selected', couponCode: '801' })
    expect(actor.getSnapshot().matches({ ready: 'recalculating' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm.at(-1)).toMatchObject({ platformCouponCode: '801' })
    expect(actor.getSnapshot().context.platformCouponCode).toBe('801')
    expect(actor.getSnapshot().context.checkout?.totalAmount).toBe(980)
    actor.send({ type: 'platformCoupon.selected', couponCode: null })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm.at(-1)).not.toHaveProperty('platformCouponCode')
  })

  it('refuses in the form a coupon whose minimum the order does not reach, without asking the server', async () => {
    const fake = fakeCheckout()
    const actor = await startReady(fake)
    const asked = fake.calls.confirm.length
    actor.send({ type: 'platformCoupon.selected', couponCode: '802' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(fake.calls.confirm).toHaveLength(asked)
    expect(actor.getSnapshot().context.errors.platformCoupon).toEqual({
      id: platformCouponMessages.minimum.id,
      values: { amount: formatMoney(5000) },
    })
  })

  it('shows the server’s refusal of the platform coupon under the cards, the totals marked stale', async () => {
    const minimum = 'El importe del pedido no alcanza el mínimo del cupón (US$ 200,00).'
    const fake = fakeCheckout({
      confirm: (input) =>
        input.platformCouponCode ? Promise.reject(refused(minimum)) : Promise.resolve(checkoutOf()),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'platformCoupon.selected', couponCode: '801' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(actor.getSnapshot().context.errors.platformCoupon).toEqual({ text: minimum })
    expect(actor.getSnapshot().context.stale).toBe(true)
  })
})

describe('checkoutMachine new invoice header', () => {
  it('adds the header saved from its dialog to the list and prices the order with it', async () => {
    const fake = fakeCheckout({
      confirm: (input) => Promise.resolve(checkoutOf({ invoiceId: input.invoiceId ?? null })),
    })
    const actor = await startReady(fake, CART)
    const invoice = { ...INVOICES[0]!, invoiceId: 77, invoiceTitle: 'Nueva S.A.' }
    actor.send({ type: 'invoice.added', invoice })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm.at(-1)).toMatchObject({ invoiceId: 77 })
    const { context } = actor.getSnapshot()
    expect(context.invoiceId).toBe(77)
    expect(context.invoices.at(-1)).toEqual(invoice)
  })
})
