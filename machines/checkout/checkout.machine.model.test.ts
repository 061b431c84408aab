// Checkout machine: model-based walk of every state and transition (xstate/graph, machines/testing).
import { type AnyEventObject, type AnyStateMachine } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import { checkoutMachine, type CheckoutInput } from './checkout.machine'
import {
  address,
  ADDRESSES,
  INVOICES,
  CHECKOUT,
  PROMOTION_CHANGED,
  POINTS_PROBLEM,
  asError,
  refused,
  SUBMIT_FAILED,
  MIXED,
  COUPON_REFUSED,
  PAID,
  RESERVED,
  NEW_ADDRESS,
  CART,
} from './checkout.fixtures'

afterEach(() => {
  vi.useRealTimers()
})

describe('checkoutMachine model (xstate/graph)', () => {
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
  const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
  const loaded: AnyEventObject[] = [
    done('listAddresses', ADDRESSES),
    done('listInvoices', INVOICES),
    done('confirmOrder', CHECKOUT),
  ]
  const editing: AnyEventObject[] = [
    { type: 'address.selected', addressId: 3 },
    { type: 'invoice.selected', invoiceId: 5 },
    { type: 'coupon.selected', storeId: 11, couponCode: '901' },
    { type: 'platformCoupon.selected', couponCode: '801' },
    { type: 'platformCoupon.selected', couponCode: '802' },
    { type: 'invoice.added', invoice: { ...INVOICES[0]!, invoiceId: 77 } },
    { type: 'points.changed', value: '200' },
    { type: 'points.applied', value: '0' },
    { type: 'points.applied', value: '200' },
    { type: 'points.applied', value: '150' },
    { type: 'storeInput.changed', storeId: 11, field: 'remark', value: 'Nota' },
    { type: 'agreement.toggled', checked: true },
    { type: 'notice.dismissed' },
    { type: 'address.addRequested' },
    { type: 'address.editRequested', addressId: 1 },
    { type: 'address.saved', values: NEW_ADDRESS },
    { type: 'address.cancelled' },
    done('addAddress', address(4)),
    failed('addAddress', refused('No')),
    done('editAddress', address(1)),
    failed('editAddress', refused('No')),
    failed('listAddresses', new ApiError('network')),
  ]
  const submitOutcomes: AnyEventObject[] = [
    { type: 'order.submitted' },
    done('submitOrder', PAID),
    done('submitOrder', RESERVED),
    failed('submitOrder', asError(PROMOTION_CHANGED)),
    failed('submitOrder', SUBMIT_FAILED),
    failed('submitOrder', refused('Debe aceptar el acuerdo de compra.')),
    failed('submitOrder', new ApiError('network')),
    { type: 'xstate.after.submitFailedRedirect.checkout.submitFailed' },
    { type: 'cartReturn.requested' },
  ]
  // the real 2 s timer must never beat the replayed `after` event
  const base = checkoutMachine.provide({ delays: { submitFailedRedirect: 1e9 } })
  const configurations: {
    name: string
    machine: AnyStateMachine
    input: CheckoutInput
    events: AnyEventObject[]
  }[] = [
    {
      name: 'cart checkout',
      machine: base,
      input: CART,
      events: [
        done('listAddresses', ADDRESSES),
        failed('listAddresses', new ApiError('network')),
        done('listInvoices', INVOICES),
        failed('listInvoices', new ApiError('timeout')),
        done('confirmOrder', CHECKOUT),
        failed('confirmOrder', asError(PROMOTION_CHANGED)),
        failed('confirmOrder', MIXED),
        failed('confirmOrder', new ApiError('http', { status: 500 })),
        { type: 'retry' },
        ...editing,
        { type: 'order.submitted' },
        { type: 'cartReturn.requested' },
        { type: 'pointsReset.accepted' },
      ],
    },
    {
      name: 'broken link',
      machine: base,
      input: { entry: null },
      events: [{ type: 'cartReturn.requested' }],
    },
    {
      name: 'ready to send',
      machine: base.provide({ guards: { hasBlockingInput: () => false, isStale: () => false } }),
      input: { entry: { isCart: false, productId: 101, number: 50 } },
      events: [...loaded, ...submitOutcomes],
    },
    {
      name: 'stale totals',
      machine: base.provide({ guards: { hasBlockingInput: () => false, isStale: () => true } }),
      input: CART,
      events: [...loaded, { type: 'order.submitted' }],
    },
    {
      name: 'points no longer sufficient',
      machine: base,
      input: CART,
      events: [
        done('listAddresses', ADDRESSES),
        done('listInvoices', INVOICES),
        failed('confirmOrder', asError(POINTS_PROBLEM)),
        { type: 'pointsReset.accepted' },
        done('confirmOrder', CHECKOUT),
        failed('confirmOrder', COUPON_REFUSED),
      ],
    },
  ]
  const actorNames = [
    'listAddresses',
    'listInvoices',
    'confirmOrder',
    'addAddress',
    'editAddress',
    'submitOrder',
  ]
  const noop = () => undefined
  const actions = { rememberAddress: noop, notifyReservationSent: noop }
  const runs = configurations.flatMap((config) =>
    modelPaths(config.machine, { input: config.input, events: config.events }).map(
      (path): [string, (typeof configurations)[number], ModelPath] => [
        `${config.name}: ${path.description}`,
        config,
        path,
      ],
    ),
  )

  it.each(runs)('a real actor follows the model: %s', async (_, config, path) => {
    const result = await replayPath(config.machine, path, { input: config.input, actorNames, actions })
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const [, config, path] of runs) {
      const result = await replayPath(config.machine, path, { input: config.input, actorNames, actions })
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    const everyState = allStateIds(checkoutMachine)
    const everyTransition = allTransitionKeys(checkoutMachine)
    expect(everyState).toContain('checkout.editingAddress.reloading')
    // a transient state (`starting`) is never a resting snapshot: it was reached when a transition left it
    const left = (id: string) => [...transitionKeys].some((key) => key.startsWith(`${id} on `))
    expect(everyState.filter((id) => !stateIds.has(id) && !left(id))).toEqual([])
    expect(everyTransition.filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
