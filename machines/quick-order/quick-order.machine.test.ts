import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { BatchAddResult, CodeLookup, QuickOrderLink } from '../../src/api/quick-order'
import { ApiError } from '../../src/api/errors'
import { session, type CartData } from '../../src/api/session'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import { QUICK_ORDER_NOTICE_IDS, quickOrderMachine, type QuickOrderInput } from './quick-order.machine'

const found = (code: string, overrides: Partial<CodeLookup> = {}): CodeLookup => ({
  code,
  found: true,
  productId: 11,
  goodsId: 1,
  goodsName: 'Tornillo',
  specValues: 'M6',
  productCode: code,
  minBuyNum: 10,
  saleUnit: 'caja',
  stock: 500,
  price: 2.5,
  stockType: 'inStock',
  onSale: true,
  ...overrides,
})

const EMPTY_CART: CartData = {
  storeCartGroupList: [],
  invalidList: [],
  availableCartNum: 4,
  checkedAll: false,
  totalAmount: 0,
  totalCheck: 0,
}

function fake(options: { lookup?: CodeLookup[]; batch?: Partial<BatchAddResult>; linkError?: string } = {}) {
  const calls = { lookup: [] as string[][], batch: [] as unknown[], link: [] as unknown[] }
  const machine = quickOrderMachine.provide({
    actors: {
      lookupProductCodes: fromPromise(async ({ input }: { input: { codes: string[] } }) => {
        calls.lookup.push(input.codes)
        return options.lookup ?? []
      }),
      batchAddCart: fromPromise(async ({ input }) => {
        calls.batch.push(input)
        return { added: 1, refused: [], cart: EMPTY_CART, ...options.batch }
      }),
      createQuickOrderLink: fromPromise(async ({ input }) => {
        calls.link.push(input)
        return { linkId: 'qo-1-abc', lines: [], expiresAt: '2026-01-08T00:00:00.000Z' }
      }),
      getQuickOrderLink: fromPromise<QuickOrderLink, { linkId: string }>(async () => {
        if (options.linkError) throw new ApiError('state', { state: 255, serverMessage: options.linkError })
        return {
          linkId: 'qo-1-abc',
          lines: [{ productCode: 'A1', number: 20 }],
          expiresAt: '2026-01-08T00:00:00.000Z',
        }
      }),
    },
  })
  return { machine, calls }
}

describe('quick order machine', () => {
  it('parses pasted rows and keeps the typed ones', () => {
    const actor = createActor(quickOrderMachine, { input: { rows: [{ code: 'X1', quantity: '5' }] } }).start()
    actor.send({ type: 'rows.pasted', text: 'A1\t10\n\nB2;20\n' })
    expect(actor.getSnapshot().context.rows.map((row) => [row.code, row.quantity])).toEqual([
      ['X1', '5'],
      ['A1', '10'],
      ['B2', '20'],
    ])
  })

  it('gives each checked row its status and the rule it breaks', async () => {
    const { machine } = fake({
      lookup: [found('A1'), found('OFF', { productId: 12, onSale: false }), { code: 'NADA', found: false }],
    })
    const actor = createActor(machine, {
      input: {
        rows: [
          { code: 'a1', quantity: '15' },
          { code: 'NADA', quantity: '1' },
          { code: 'OFF', quantity: '10' },
          { code: '', quantity: '3' },
        ],
      },
    }).start()
    actor.send({ type: 'rows.checked' })
    await waitFor(actor, (s) => s.matches('editing'))
    const rows = actor.getSnapshot().context.rows
    expect(rows.map((row) => row.status)).toEqual(['found', 'notFound', 'offShelf', 'unchecked'])
    expect(rows[0]?.problem).toEqual({ id: 'validation.quantity.multiple', values: { min: 10 } })
    expect(rows[3]?.problem?.id).toBe('validation.quickOrder.codeRequired')
    actor.send({ type: 'row.quantityChanged', key: 1, value: '20' })
    expect(actor.getSnapshot().context.rows[0]?.problem).toBeNull()
  })

  it('adds only the valid rows, keeps server refusals and updates the header cart', async () => {
    const setCart = vi.spyOn(session, 'setCartListData')
    const { machine, calls } = fake({
      lookup: [found('A1'), found('B2', { productId: 22 })],
      batch: { added: 1, refused: [{ productId: 22, msg: 'Cantidad superior al stock disponible.' }] },
    })
    const actor = createActor(machine, {
      input: {
        rows: [
          { code: 'A1', quantity: '20' },
          { code: 'B2', quantity: '10' },
          { code: 'A1', quantity: '15' },
        ],
      },
    }).start()
    actor.send({ type: 'cart.requested' })
    actor.send({ type: 'cart.requested' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(calls.batch).toEqual([
      {
        lines: [
          { productId: 11, number: 20 },
          { productId: 22, number: 10 },
        ],
      },
    ])
    const { context } = actor.getSnapshot()
    expect(context.result).toEqual({ added: 1, refused: 1 })
    expect(context.rows[1]?.refusal).toBe('Cantidad superior al stock disponible.')
    expect(context.rows[2]?.problem?.id).toBe('validation.quantity.multiple')
    expect(setCart).toHaveBeenCalledWith(EMPTY_CART)
    vi.restoreAllMocks()
  })

  it('says there is nothing to add when no row is valid', async () => {
    const { machine, calls } = fake({ lookup: [{ code: 'NADA', found: false }] })
    const actor = createActor(machine, { input: { rows: [{ code: 'NADA', quantity: '1' }] } }).start()
    actor.send({ type: 'cart.requested' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(calls.batch).toEqual([])
    expect(actor.getSnapshot().context.notice).toEqual({ id: QUICK_ORDER_NOTICE_IDS.noValidRows })
  })

  it('creates a link from the filled rows only when every quantity is a whole number', async () => {
    const { machine, calls } = fake()
    const actor = createActor(machine, { input: { rows: [{ code: 'A1', quantity: 'diez' }] } }).start()
    actor.send({ type: 'link.requested' })
    expect(actor.getSnapshot().context.notice).toEqual({ id: QUICK_ORDER_NOTICE_IDS.fixRowsForLink })
    actor.send({ type: 'row.quantityChanged', key: 1, value: '10' })
    actor.send({ type: 'row.added' })
    actor.send({ type: 'link.requested' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.link !== null)
    expect(calls.link).toEqual([{ lines: [{ productCode: 'A1', number: 10 }] }])
  })

  it('refuses a link that mixes in-stock and reserved goods before creating it (SPEC.md §5)', async () => {
    const { machine, calls } = fake({
      lookup: [found('A1'), found('B2', { productId: 12, stockType: 'reserved' })],
    })
    const actor = createActor(machine, {
      input: {
        rows: [
          { code: 'A1', quantity: '10' },
          { code: 'B2', quantity: '10' },
        ],
      },
    }).start()
    actor.send({ type: 'link.requested' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null)
    expect(actor.getSnapshot().context.notice).toEqual({ id: 'validation.quickOrder.mixedStock' })
    expect(calls.lookup).toEqual([['A1', 'B2']])
    expect(calls.link).toEqual([])
  })

  it('loads the rows of a shared link and checks them', async () => {
    const { machine, calls } = fake({ lookup: [found('A1')] })
    const actor = createActor(machine, { input: { linkId: 'qo-1-abc' } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    expect(calls.lookup).toEqual([['A1']])
    expect(actor.getSnapshot().context.rows.map((row) => [row.code, row.quantity, row.status])).toEqual([
      ['A1', '20', 'found'],
    ])
  })

  it('shows the server message of an expired link', async () => {
    const { machine } = fake({ linkError: 'El enlace de pedido rápido ha caducado.' })
    const actor = createActor(machine, { input: { linkId: 'qo-1-abc' } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.linkError).toEqual({ text: 'El enlace de pedido rápido ha caducado.' })
  })
})

describe('quick order model', () => {
  const actorNames = ['lookupProductCodes', 'batchAddCart', 'createQuickOrderLink', 'getQuickOrderLink']
  const actions = { setCartListData: () => undefined }
  const failure = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('boom') })
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
  const editEvents: AnyEventObject[] = [
    { type: 'row.added' },
    { type: 'row.removed', key: 1 },
    { type: 'row.codeChanged', key: 1, value: 'A1' },
    { type: 'row.quantityChanged', key: 1, value: '10' },
    { type: 'rows.pasted', text: 'A1\t10' },
    { type: 'rows.checked' },
    { type: 'cart.requested' },
    { type: 'link.requested' },
    done('batchAddCart', { added: 1, refused: [], cart: EMPTY_CART }),
    done('createQuickOrderLink', { linkId: 'qo-1-abc', lines: [], expiresAt: '2026-01-08T00:00:00.000Z' }),
    failure('lookupProductCodes'),
    failure('batchAddCart'),
    failure('createQuickOrderLink'),
  ]
  const configs: { name: string; input: QuickOrderInput; events: AnyEventObject[] }[] = [
    {
      name: 'valid rows',
      input: { rows: [{ code: 'A1', quantity: '10' }] },
      events: [...editEvents, done('lookupProductCodes', [found('A1')])],
    },
    { name: 'blank rows', input: {}, events: [...editEvents, done('lookupProductCodes', [])] },
    {
      name: 'in-stock and reserved rows',
      input: {
        rows: [
          { code: 'A1', quantity: '10' },
          { code: 'B2', quantity: '10' },
        ],
      },
      events: [
        { type: 'link.requested' },
        done('lookupProductCodes', [found('A1'), found('B2', { productId: 12, stockType: 'reserved' })]),
      ],
    },
    {
      name: 'shared link',
      input: { linkId: 'qo-1-abc' },
      events: [
        done('getQuickOrderLink', {
          linkId: 'qo-1-abc',
          lines: [{ productCode: 'A1', number: 10 }],
          expiresAt: 'x',
        }),
        failure('getQuickOrderLink'),
        done('lookupProductCodes', [found('A1')]),
      ],
    },
  ]
  const runs = configs.flatMap((config) =>
    modelPaths(quickOrderMachine, { input: config.input, events: config.events }).map(
      (path) => [`${config.name}: ${path.description}`, config, path] as const,
    ),
  )

  it.each(runs)('a real actor follows the model: %s', async (_, config, path) => {
    const result = await replayPath(quickOrderMachine, path, { input: config.input, actorNames, actions })
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const [, config, path] of runs) {
      const result = await replayPath(quickOrderMachine, path, { input: config.input, actorNames, actions })
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    // `starting` is transient: the actor leaves it while computing its first snapshot, before any microstep
    // is inspected; both of its transitions are still counted below.
    const transient = ['quickOrder.starting']
    expect(
      allStateIds(quickOrderMachine).filter((id) => !stateIds.has(id) && !transient.includes(id)),
    ).toEqual([])
    expect(allTransitionKeys(quickOrderMachine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
