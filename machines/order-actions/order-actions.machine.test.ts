import { createActor, fromPromise, waitFor, type AnyEventObject, type StateValue } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { OrderDetail, Reason } from '../../src/api/orders'
import { session } from '../../src/api/session'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import type { AddedToCart, BuyAgainLine } from './order-actions.actors'
import { NOTHING_ADDED_ID, orderActionsMachine } from './order-actions.machine'

const ORDER_SN = 'P202611201200000001'
const REASONS: Reason[] = [
  { reasonId: 1, content: 'Ya no necesito los productos' },
  { reasonId: 2, content: 'Me equivoqué de cantidad' },
]
const LINES: BuyAgainLine[] = [
  { productId: 5, buyNum: 100, goodsName: 'Panel solar' },
  { productId: 14, buyNum: 50, goodsName: 'Cable solar' },
]
const NOT_CANCELLABLE = new ApiError('state', {
  state: 255,
  serverMessage: 'Este pedido ya no se puede cancelar.',
})
const NOT_WAITING_RECEIPT = new ApiError('state', {
  state: 255,
  serverMessage: 'Este pedido no está pendiente de confirmación de recepción.',
})
const OFF_SHELF = { goodsName: 'Cable solar', message: { text: 'El producto ha sido retirado de la venta.' } }
const EMPTY_CART = {
  storeCartGroupList: [],
  invalidList: [],
  availableCartNum: 0,
  checkedAll: false,
  totalAmount: 0,
  totalCheck: 0,
}

interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

interface FakeOptions {
  reasons?: () => Promise<Reason[]>
  cancel?: () => Promise<OrderDetail>
  receipt?: () => Promise<OrderDetail>
  addCart?: () => Promise<AddedToCart>
}

/** Instant fake actors that record their calls, and spies for the route's actions. */
function fake(options: FakeOptions = {}) {
  const calls = {
    reasons: 0,
    cancel: [] as { orderSn: string; reasonId: number }[],
    receipt: [] as string[],
    addCart: [] as BuyAgainLine[][],
  }
  const orderChanged = vi.fn()
  const goToCart = vi.fn()
  const machine = orderActionsMachine.provide({
    actors: {
      listReasons: fromPromise(() => {
        calls.reasons += 1
        return options.reasons?.() ?? Promise.resolve(REASONS)
      }),
      cancelOrder: fromPromise(({ input }: { input: { orderSn: string; reasonId: number } }) => {
        calls.cancel.push(input)
        return options.cancel?.() ?? Promise.resolve({} as OrderDetail)
      }),
      confirmReceipt: fromPromise(({ input }: { input: { orderSn: string } }) => {
        calls.receipt.push(input.orderSn)
        return options.receipt?.() ?? Promise.resolve({} as OrderDetail)
      }),
      addCart: fromPromise(({ input }: { input: { lines: BuyAgainLine[] } }) => {
        calls.addCart.push(input.lines)
        return options.addCart?.() ?? Promise.resolve({ added: 2, skipped: [], cart: null })
      }),
    },
    actions: { orderChanged, goToCart },
  })
  return { machine, calls, orderChanged, goToCart }
}

const start = (f: ReturnType<typeof fake>) => createActor(f.machine).start()

afterEach(() => {
  vi.restoreAllMocks()
})

describe('orderActionsMachine: cancelling an order', () => {
  it('reads the cancel reasons, then cancels with the chosen one and asks the screen to read the order again', async () => {
    const f = fake()
    const actor = start(f)
    actor.send({ type: 'cancel.requested', orderSn: ORDER_SN })
    expect(actor.getSnapshot().matches('loadingReasons')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('choosingReason'))
    expect(actor.getSnapshot().context.reasons).toEqual(REASONS)
    actor.send({ type: 'cancel.submitted', reasonId: 2 })
    expect(actor.getSnapshot().matches('cancelling')).toBe(true)
    await waitFor(actor, (s) => s.matches('done'))
    expect(f.calls.cancel).toEqual([{ orderSn: ORDER_SN, reasonId: 2 }])
    expect(actor.getSnapshot().context.outcome).toEqual({ kind: 'cancelled', orderSn: ORDER_SN })
    expect(f.orderChanged).toHaveBeenCalledTimes(1)
  })

  it('requires a reason of the list (the shared cancelOrderSchema rule) before cancelling', async () => {
    const f = fake()
    const actor = start(f)
    actor.send({ type: 'cancel.requested', orderSn: ORDER_SN })
    await waitFor(actor, (s) => s.matches('choosingReason'))
    for (const reasonId of [null, 0, 99]) {
      actor.send({ type: 'cancel.submitted', reasonId })
      expect(actor.getSnapshot().matches('choosingReason')).toBe(true)
      expect(actor.getSnapshot().context.reasonError).toEqual({ id: 'validation.order.cancelReasonRequired' })
    }
    expect(f.calls.cancel).toEqual([])
    actor.send({ type: 'cancel.dismissed' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send({ type: 'cancel.requested', orderSn: ORDER_SN })
    expect(actor.getSnapshot().context.reasonError).toBeNull()
  })

  it('sends one cancellation however often the buyer submits while it is in flight', async () => {
    const pending = deferred<OrderDetail>()
    const f = fake({ cancel: () => pending.promise })
    const actor = start(f)
    actor.send({ type: 'cancel.requested', orderSn: ORDER_SN })
    await waitFor(actor, (s) => s.matches('choosingReason'))
    actor.send({ type: 'cancel.submitted', reasonId: 1 })
    actor.send({ type: 'cancel.submitted', reasonId: 1 })
    actor.send({ type: 'cancel.dismissed' })
    actor.send({ type: 'receipt.confirmRequested', orderSn: ORDER_SN })
    expect(actor.getSnapshot().matches('cancelling')).toBe(true)
    pending.resolve({} as OrderDetail)
    await waitFor(actor, (s) => s.matches('done'))
    expect(f.calls.cancel).toHaveLength(1)
  })

  it('shows the server’s refusal and reads the order again when the order can no longer be cancelled', async () => {
    const f = fake({ cancel: () => Promise.reject(NOT_CANCELLABLE) })
    const actor = start(f)
    actor.send({ type: 'cancel.requested', orderSn: ORDER_SN })
    await waitFor(actor, (s) => s.matches('choosingReason'))
    actor.send({ type: 'cancel.submitted', reasonId: 1 })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({
      failedAction: 'cancel',
      error: { text: 'Este pedido ya no se puede cancelar.' },
      outcome: null,
    })
    expect(f.orderChanged).toHaveBeenCalledTimes(1)
    actor.send({ type: 'result.dismissed' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })

  it('fails with the request layer’s message when the reasons cannot be read, and can be closed while loading', async () => {
    const f = fake({ reasons: () => Promise.reject(new ApiError('network')) })
    const actor = start(f)
    actor.send({ type: 'cancel.requested', orderSn: ORDER_SN })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toEqual({ id: 'api.error.network' })
    expect(f.orderChanged).not.toHaveBeenCalled()

    const slow = fake({ reasons: () => new Promise(() => undefined) })
    const other = start(slow)
    other.send({ type: 'cancel.requested', orderSn: ORDER_SN })
    other.send({ type: 'cancel.dismissed' })
    expect(other.getSnapshot().matches('idle')).toBe(true)
  })
})

describe('orderActionsMachine: confirming receipt', () => {
  it('asks for confirmation first; dismissing sends nothing', async () => {
    const f = fake()
    const actor = start(f)
    actor.send({ type: 'receipt.confirmRequested', orderSn: ORDER_SN })
    expect(actor.getSnapshot().matches('confirmingReceipt')).toBe(true)
    actor.send({ type: 'receipt.dismissed' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(f.calls.receipt).toEqual([])
  })

  it('confirms once even when "Confirmar recepción" is clicked twice while the first is in flight', async () => {
    const pending = deferred<OrderDetail>()
    const f = fake({ receipt: () => pending.promise })
    const actor = start(f)
    actor.send({ type: 'receipt.confirmRequested', orderSn: ORDER_SN })
    actor.send({ type: 'receipt.confirmed' })
    actor.send({ type: 'receipt.confirmed' })
    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    pending.resolve({} as OrderDetail)
    await waitFor(actor, (s) => s.matches('done'))
    expect(f.calls.receipt).toEqual([ORDER_SN])
    expect(actor.getSnapshot().context.outcome).toEqual({ kind: 'received', orderSn: ORDER_SN })
    expect(f.orderChanged).toHaveBeenCalledTimes(1)
  })

  it('shows the server’s refusal of a second confirmation', async () => {
    const f = fake({ receipt: () => Promise.reject(NOT_WAITING_RECEIPT) })
    const actor = start(f)
    actor.send({ type: 'receipt.confirmRequested', orderSn: ORDER_SN })
    actor.send({ type: 'receipt.confirmed' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({
      failedAction: 'receipt',
      error: { text: 'Este pedido no está pendiente de confirmación de recepción.' },
    })
    expect(f.orderChanged).toHaveBeenCalledTimes(1)
  })
})

describe('orderActionsMachine: buying again', () => {
  it('adds every line and goes to the cart, keeping the header’s cart count', async () => {
    const setCart = vi.spyOn(session, 'setCartListData').mockImplementation(() => undefined)
    const f = fake({ addCart: () => Promise.resolve({ added: 2, skipped: [], cart: EMPTY_CART }) })
    const actor = start(f)
    actor.send({ type: 'buyAgain.requested', orderSn: ORDER_SN, lines: LINES })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('done'))
    expect(f.calls.addCart).toEqual([LINES])
    expect(f.goToCart).toHaveBeenCalledTimes(1)
    expect(setCart).toHaveBeenCalledWith(EMPTY_CART)
    expect(actor.getSnapshot().context.outcome).toEqual({
      kind: 'addedToCart',
      orderSn: ORDER_SN,
      added: 2,
      skipped: [],
    })
  })

  it('reports the lines the cart refused and stays, so the buyer reads why before going to the cart', async () => {
    vi.spyOn(session, 'setCartListData').mockImplementation(() => undefined)
    const f = fake({ addCart: () => Promise.resolve({ added: 1, skipped: [OFF_SHELF], cart: null }) })
    const actor = start(f)
    actor.send({ type: 'buyAgain.requested', orderSn: ORDER_SN, lines: LINES })
    await waitFor(actor, (s) => s.matches('done'))
    expect(f.goToCart).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.outcome).toMatchObject({ added: 1, skipped: [OFF_SHELF] })
  })

  it('fails when no line could be added, with every line’s reason', async () => {
    const f = fake({ addCart: () => Promise.resolve({ added: 0, skipped: [OFF_SHELF], cart: null }) })
    const actor = start(f)
    actor.send({ type: 'buyAgain.requested', orderSn: ORDER_SN, lines: LINES.slice(1) })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({
      failedAction: 'buyAgain',
      error: { id: NOTHING_ADDED_ID },
      skipped: [OFF_SHELF],
    })
    expect(f.goToCart).not.toHaveBeenCalled()
  })

  it('starts another action straight from a finished one, forgetting the last result', async () => {
    const f = fake({ addCart: () => Promise.resolve({ added: 0, skipped: [OFF_SHELF], cart: null }) })
    const actor = start(f)
    actor.send({ type: 'buyAgain.requested', orderSn: ORDER_SN, lines: LINES })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'receipt.confirmRequested', orderSn: 'P202611201200000002' })
    expect(actor.getSnapshot().matches('confirmingReceipt')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      orderSn: 'P202611201200000002',
      error: null,
      failedAction: null,
      skipped: [],
      lines: [],
    })
  })
})

describe('orderActionsMachine events for the screen', () => {
  it('emits order.changed after a cancel or a confirmation (even a refused one) and cart.requested when everything is in the cart', async () => {
    vi.spyOn(session, 'setCartListData').mockImplementation(() => undefined)
    const machine = orderActionsMachine.provide({
      actors: {
        listReasons: fromPromise(() => Promise.resolve(REASONS)),
        cancelOrder: fromPromise(() => Promise.resolve({} as OrderDetail)),
        confirmReceipt: fromPromise(() => Promise.reject(NOT_WAITING_RECEIPT)),
        addCart: fromPromise<AddedToCart, { lines: BuyAgainLine[] }>(() =>
          Promise.resolve({ added: 2, skipped: [], cart: null }),
        ),
      },
    })
    const actor = createActor(machine).start()
    const emitted: string[] = []
    actor.on('*', (event) => emitted.push(event.type))
    actor.send({ type: 'cancel.requested', orderSn: ORDER_SN })
    await waitFor(actor, (s) => s.matches('choosingReason'))
    actor.send({ type: 'cancel.submitted', reasonId: 1 })
    await waitFor(actor, (s) => s.matches('done'))
    actor.send({ type: 'receipt.confirmRequested', orderSn: ORDER_SN })
    actor.send({ type: 'receipt.confirmed' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'buyAgain.requested', orderSn: ORDER_SN, lines: LINES })
    await waitFor(actor, (s) => s.matches('done'))
    expect(emitted).toEqual(['order.changed', 'order.changed', 'cart.requested'])
  })
})

describe('orderActionsMachine model', () => {
  const added = (result: AddedToCart) => ({ type: 'xstate.done.actor.addCart', output: result })
  const events: AnyEventObject[] = [
    { type: 'cancel.requested', orderSn: ORDER_SN },
    { type: 'xstate.done.actor.listReasons', output: REASONS },
    { type: 'xstate.error.actor.listReasons', error: new ApiError('timeout') },
    { type: 'cancel.submitted', reasonId: null },
    { type: 'cancel.submitted', reasonId: 1 },
    { type: 'cancel.dismissed' },
    { type: 'xstate.done.actor.cancelOrder', output: {} },
    { type: 'xstate.error.actor.cancelOrder', error: NOT_CANCELLABLE },
    { type: 'receipt.confirmRequested', orderSn: ORDER_SN },
    { type: 'receipt.dismissed' },
    { type: 'receipt.confirmed' },
    { type: 'xstate.done.actor.confirmReceipt', output: {} },
    { type: 'xstate.error.actor.confirmReceipt', error: NOT_WAITING_RECEIPT },
    { type: 'buyAgain.requested', orderSn: ORDER_SN, lines: LINES },
    added({ added: 0, skipped: [OFF_SHELF], cart: null }),
    added({ added: 1, skipped: [OFF_SHELF], cart: null }),
    added({ added: 2, skipped: [], cart: null }),
    { type: 'xstate.error.actor.addCart', error: new ApiError('network') },
    { type: 'result.dismissed' },
  ]
  const paths = modelPaths(orderActionsMachine, { events })
  const actorNames = ['listReasons', 'cancelOrder', 'confirmReceipt', 'addCart']
  const replay = { actorNames, actions: { orderChanged: () => undefined, goToCart: () => undefined } }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(orderActionsMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value as StateValue))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    // the definition is read, not listed: make sure the reading sees the whole machine
    expect(allStateIds(orderActionsMachine)).toContain('orderActions.confirming')
    expect(allTransitionKeys(orderActionsMachine)).toContain(
      'orderActions.addingToCart on xstate.done.actor.addCart #2',
    )
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const path of paths) {
      const result = await replayPath(orderActionsMachine, path, replay)
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    expect({
      states: allStateIds(orderActionsMachine).filter((id) => !stateIds.has(id)),
      transitions: allTransitionKeys(orderActionsMachine).filter((key) => !transitionKeys.has(key)),
    }).toEqual({ states: [], transitions: [] })
  })
})
