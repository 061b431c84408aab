// Product page machine: model-based walk of every state and transition (xstate/graph, machines/testing).
import type { AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { GoodsDetail } from '../../src/api/goods-detail'
import type { ContrastItem } from '../../src/api/session'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import { productDetailMachine, type ProductDetailInput } from './product-detail.machine'
import {
  DETAIL,
  CART,
  SAMPLE_CART,
  SAMPLE_CART_USED_UP,
  BUYER,
  DESIGNER,
  refused,
} from './product-detail.fixtures'

describe('productDetailMachine model (xstate/graph)', () => {
  const loadError = (state: number) => new ApiError('state', { state, serverMessage: 'x' })
  const item = (id: number, kind: ContrastItem['kind'] = 'product'): ContrastItem => ({
    kind,
    id,
    categoryId: 12,
    name: '',
    image: '',
  })
  const common: AnyEventObject[] = [
    { type: 'xstate.error.actor.getGoodsDetail', error: loadError(255) },
    { type: 'xstate.error.actor.getGoodsDetail', error: loadError(257) },
    { type: 'xstate.error.actor.getGoodsDetail', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'option.selected', name: 'Medida', value: '3/4"' },
    { type: 'quantity.changed', quantity: 70 },
    { type: 'quantity.changed', quantity: 100 },
    { type: 'quantity.incremented' },
    { type: 'quantity.decremented' },
    { type: 'notice.dismissed' },
    { type: 'cart.added' },
    { type: 'buyNow.requested' },
    { type: 'sample.requested' },
    { type: 'favourite.toggled' },
    { type: 'store.followToggled' },
    { type: 'compare.added', list: [] },
    { type: 'compare.added', list: [item(101)] },
    { type: 'compare.added', list: [1, 2, 3, 4].map((id) => item(id)) },
    { type: 'compare.added', list: [item(1, 'series')] },
    { type: 'optimization.requested' },
    { type: 'session.changed', member: null },
    ...[
      'addCart',
      'getCartList',
      'addSampleCart',
      'getSampleCartList',
      'editFollowProduct',
      'editFollowStore',
    ].flatMap((id) => [
      {
        type: `xstate.done.actor.${id}`,
        output: id === 'getCartList' ? CART : id === 'getSampleCartList' ? SAMPLE_CART : null,
      },
      { type: `xstate.error.actor.${id}`, error: refused('No') },
    ]),
    ...['addCart', 'addSampleCart', 'editFollowProduct', 'editFollowStore'].map((id) => ({
      type: `xstate.error.actor.${id}`,
      error: new ApiError('sessionInvalid', { state: 266 }),
    })),
  ]
  const loaded = (detail: GoodsDetail) => ({ type: 'xstate.done.actor.getGoodsDetail', output: detail })
  // the SKU grid (issue 16 item 2): its own smaller event set, so that the mode region does not multiply the
  // paths of every other action
  const gridEvents: AnyEventObject[] = [
    { type: 'grid.opened' },
    { type: 'grid.closed' },
    { type: 'gridQuantity.changed', productId: 102, quantity: 100 },
    { type: 'gridQuantity.changed', productId: 102, quantity: 70 },
    { type: 'gridQuantity.incremented', productId: 101 },
    { type: 'gridQuantity.decremented', productId: 101 },
    { type: 'buyNow.requested' },
    { type: 'cart.added' },
    { type: 'notice.dismissed' },
    { type: 'session.changed', member: null },
    { type: 'xstate.done.actor.batchAddCart', output: { added: 2, refused: [], cart: CART } },
    {
      type: 'xstate.done.actor.batchAddCart',
      output: {
        added: 0,
        refused: [{ productId: 102, msg: 'Cantidad superior al stock disponible.' }],
        cart: CART,
      },
    },
    { type: 'xstate.error.actor.batchAddCart', error: refused('No') },
    { type: 'xstate.error.actor.batchAddCart', error: new ApiError('sessionInvalid', { state: 266 }) },
  ]
  // The graph keys states by value, so each context that changes a guard's answer is its own configuration.
  // offline (issue 26 item 3), a member's "Añadir al carrito" waits in the outbox instead of being sent
  const offlineMachine = productDetailMachine.provide({ guards: { isOfflineForCart: () => true } })
  const configurations: {
    name: string
    input: ProductDetailInput
    events: AnyEventObject[]
    machine?: typeof productDetailMachine
  }[] = [
    {
      name: 'visitor',
      input: { query: { productId: 101 }, member: null },
      events: [loaded(DETAIL), ...common],
    },
    {
      name: 'buyer',
      input: { query: { productId: 101 }, member: BUYER },
      events: [loaded(DETAIL), ...common],
    },
    {
      name: 'designer',
      input: { query: { productId: 101 }, member: DESIGNER },
      events: [loaded(DETAIL), ...common],
    },
    {
      name: 'favourite goods of a followed store',
      input: { query: { productId: 101 }, member: BUYER },
      events: [
        loaded({ ...DETAIL, isFavourite: true, store: { ...DETAIL.store, isFollowing: true } }),
        ...common,
      ],
    },
    {
      name: 'buyer with the SKU grid',
      input: { query: { productId: 101 }, member: BUYER },
      events: [loaded(DETAIL), ...gridEvents],
    },
    {
      name: 'visitor back from the login with grid quantities',
      input: {
        query: { productId: 101 },
        member: null,
        restore: { lines: [{ productId: 102, number: 100 }], grid: true },
      },
      events: [loaded(DETAIL), ...gridEvents],
    },
    {
      name: 'buyer back with a grid quantity that breaks the minimum order',
      input: {
        query: { productId: 101 },
        member: BUYER,
        restore: { lines: [{ productId: 102, number: 70 }], grid: true },
      },
      events: [loaded(DETAIL), { type: 'buyNow.requested' }, { type: 'cart.added' }],
    },
    {
      // SPEC.md §5: the monthly sample count is used up, so "Solicitar muestra" is refused before it is sent
      name: 'sample quota used up',
      input: { query: { productId: 101 }, member: BUYER, sampleCart: SAMPLE_CART_USED_UP },
      events: [loaded(DETAIL), ...common],
    },
    {
      name: 'buyer offline',
      input: { query: { productId: 101 }, member: BUYER },
      events: [loaded(DETAIL), { type: 'cart.added' }, { type: 'quantity.changed', quantity: 100 }],
      machine: offlineMachine,
    },
    {
      name: 'off-shelf goods',
      input: { query: { productId: 101 }, member: BUYER },
      events: [loaded({ ...DETAIL, state: 0 }), ...common],
    },
  ]
  const actorNames = [
    'getGoodsDetail',
    'addCart',
    'getCartList',
    'batchAddCart',
    'addSampleCart',
    'getSampleCartList',
    'editFollowProduct',
    'editFollowStore',
    'addFootprint',
  ]
  const noop = () => undefined
  const actions = {
    promptLogin: noop,
    storeCartList: noop,
    storeSampleList: noop,
    storeLocalCart: noop,
    storeLocalGridCart: noop,
    promptLoginToBuy: noop,
    openCheckout: noop,
    storeCompareList: noop,
    openOptimization: noop,
    queueCartAdd: noop,
  }
  const runs = configurations.flatMap((config) =>
    modelPaths(config.machine ?? productDetailMachine, { input: config.input, events: config.events }).map(
      (path) => [`${config.name}: ${path.description}`, config, path] as const,
    ),
  )

  // each replay records what it reached, so that the coverage check need not replay every path a second time
  // (the grid's configurations of issue 16 made that take longer than a test may)
  const stateIds = new Set<string>()
  const transitionKeys = new Set<string>()
  let replayed = 0

  it.each(runs)('a real actor follows the model: %s', async (_, config, path) => {
    const result = await replayPath(config.machine ?? productDetailMachine, path, {
      input: config.input,
      actorNames,
      actions,
    })
    expect(result.values).toEqual(path.steps.map((step) => step.value))
    result.stateIds.forEach((id) => stateIds.add(id))
    result.transitionKeys.forEach((key) => transitionKeys.add(key))
    replayed += 1
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    // run alone (a filtered run), the paths are replayed here
    if (replayed < runs.length) {
      for (const [, config, path] of runs) {
        const result = await replayPath(config.machine ?? productDetailMachine, path, {
          input: config.input,
          actorNames,
          actions,
        })
        result.stateIds.forEach((id) => stateIds.add(id))
        result.transitionKeys.forEach((key) => transitionKeys.add(key))
      }
    }
    const everyState = allStateIds(productDetailMachine)
    const everyTransition = allTransitionKeys(productDetailMachine)
    expect(everyState).toContain('productDetail.ready.action.togglingFollow')
    expect(everyTransition.length).toBeGreaterThan(30)
    expect(everyState.filter((id) => !stateIds.has(id))).toEqual([])
    expect(everyTransition.filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
