// The flows of projects and frequent-purchase lists (issue 27 item 6), model-based: every edge of each machine's
// graph is replayed on a real actor with its actors faked, and the paths cover every state node and transition
// of the definitions. Beside them, the rules a buyer meets: a refused create keeps every character typed and a
// lost answer is retried with the same Idempotency-Key; the cart's refusals are named by the project's products.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { PlannedLine, ProjectDetail, RegularList } from '../../src/api/projects'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'
import { validationMessages } from '../../src/schemas/messages'
import type { ProjectValues } from '../../src/schemas/project.schema'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import {
  cartOutcomeOf,
  isAddingToCart,
  projectDetailMachine,
  projectNoticeOf,
  projectStatusOf,
  quantityProblemOf,
} from './project-detail.machine'
import { createFormOf, createdProjectIdOf, projectsMachine } from './project-list.machine'
import { regularListsMachine } from './regular-lists.machine'
import { saveOrderListMachine } from './save-order-list.machine'

const VALUES: ProjectValues = {
  name: ' Obra Miramar ',
  description: '',
  startDate: '2026-12-01',
  endDate: '2027-01-31',
}
const line = (productId: number): PlannedLine => ({
  productId,
  goodsId: productId,
  goodsName: `Producto ${productId}`,
  specValues: 'Blanco',
  productCode: `PC-${productId}`,
  productImage: '',
  price: 2,
  minBuyNum: 10,
  saleUnit: 'caja',
  stock: 100,
  onSale: true,
  number: 10,
})
const PROJECT: ProjectDetail = {
  projectId: 7,
  name: 'Obra Miramar',
  description: '',
  startDate: '2026-12-01',
  endDate: '2027-01-31',
  state: 'notStarted',
  productCount: 2,
  createTime: '2026-11-01T00:00:00.000Z',
  products: [line(1), line(2)],
}
const EMPTY: ProjectDetail = { ...PROJECT, products: [], productCount: 0 }
const LIST: RegularList = {
  listId: 3,
  name: 'Reposición',
  sourceOrderSn: 'SO1',
  createTime: '',
  lines: [line(1)],
}
const CART = {
  added: 1,
  refused: [{ productId: 2, msg: 'Cantidad superior al stock disponible.' }],
  cart: {},
}
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output })
const failed = (id: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError('network'),
})
const lost = { kind: 'failed', error: new ApiError('network'), definitive: false }
const NO_CART = { actions: { setCartListData: () => undefined } }

describe('projects list machine (create through the idempotent submit)', () => {
  const events: AnyEventObject[] = [
    { type: 'create.opened' },
    { type: 'create.cancelled' },
    { type: 'create.submitted', values: VALUES },
    done('createProject', { kind: 'answered', answer: PROJECT }),
    done('createProject', lost),
  ]
  const options = { actorNames: ['projectList', 'createProject'] }
  const paths = modelPaths(projectsMachine, { events })

  it('every path replays on a real actor, each step landing where the graph says', async () => {
    for (const path of paths) {
      const result = await replayPath(projectsMachine, path, options)
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
  })

  it('the paths cover every state node and every transition', async () => {
    expect(await uncovered(projectsMachine, paths, options)).toEqual({ states: [], transitions: [] })
  })

  it('keeps what was typed after a refusal, retries a lost answer with the same key, and names the new project', async () => {
    const keys: (string | null)[] = []
    let calls = 0
    const machine = projectsMachine.provide({
      actors: {
        projectList: fromPromise(() => new Promise<never>(() => {})) as never,
        createProject: createIdempotentSubmit({
          id: 'createProject',
          send: (_body, key) => {
            keys.push(key)
            calls += 1
            if (calls === 1) return Promise.reject(new ApiError('network'))
            if (calls === 2)
              return Promise.reject(
                new ApiError('state', {
                  state: 255,
                  serverMessage: 'El nombre del proyecto debe tener entre 1 y 50 caracteres.',
                }),
              )
            return Promise.resolve(PROJECT)
          },
        }),
      },
    })
    const actor = createActor(machine, { input: undefined }).start()
    actor.send({ type: 'create.opened' })
    actor.send({ type: 'create.submitted', values: VALUES })
    await waitFor(actor, (s) => createFormOf(s)?.saving === false && createFormOf(s)?.error !== null)
    expect(createFormOf(actor.getSnapshot())?.values).toEqual(VALUES)
    actor.send({ type: 'create.submitted', values: VALUES })
    await waitFor(actor, (s) => createFormOf(s)?.saving === false)
    expect(keys[0]).toBe(keys[1])
    expect(createFormOf(actor.getSnapshot())?.error).toMatchObject({ text: expect.any(String) })
    actor.send({ type: 'create.submitted', values: VALUES })
    await waitFor(actor, (s) => createdProjectIdOf(s) !== null)
    expect(createdProjectIdOf(actor.getSnapshot())).toBe(7)
    expect(keys[2]).not.toBe(keys[1])
  })
})

describe('project detail machine', () => {
  const events: AnyEventObject[] = [
    done('getProject', PROJECT),
    done('getProject', EMPTY),
    failed('getProject'),
    { type: 'retry' },
    { type: 'edit.opened' },
    { type: 'edit.cancelled' },
    { type: 'edit.submitted', values: VALUES },
    done('editProject', PROJECT),
    failed('editProject'),
    { type: 'search.submitted', keyword: 'grifo' },
    { type: 'search.submitted', keyword: '  ' },
    done('searchProducts', []),
    failed('searchProducts'),
    { type: 'product.added', productId: 3, number: 10 },
    done('addProduct', PROJECT),
    failed('addProduct'),
    { type: 'product.removed', productId: 1 },
    // a line's quantity in place: 20 passes the minimum order of 10, 15 is not a multiple of it
    { type: 'quantity.saved', productId: 1, number: 20 },
    { type: 'quantity.saved', productId: 1, number: 15 },
    done('removeProduct', PROJECT),
    failed('removeProduct'),
    { type: 'cart.requested' },
    done('addToCart', CART),
    failed('addToCart'),
    { type: 'delete.requested' },
    { type: 'delete.cancelled' },
    { type: 'delete.confirmed' },
    done('deleteProject', undefined),
    failed('deleteProject'),
    { type: 'notice.dismissed' },
  ]
  const options = {
    input: { projectId: 7 },
    actorNames: [
      'getProject',
      'editProject',
      'deleteProject',
      'searchProducts',
      'addProduct',
      'removeProduct',
      'addToCart',
    ],
    ...NO_CART,
  }
  const paths = modelPaths(projectDetailMachine, { input: { projectId: 7 }, events })

  it('every path replays on a real actor, each step landing where the graph says', async () => {
    for (const path of paths) {
      const result = await replayPath(projectDetailMachine, path, options)
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
  })

  it('the paths cover every state node and every transition', async () => {
    expect(await uncovered(projectDetailMachine, paths, options)).toEqual({ states: [], transitions: [] })
  })

  it('checks a line’s new quantity with the purchase rules before sending it, then sends it', async () => {
    const sent: unknown[] = []
    const machine = projectDetailMachine.provide({
      actors: {
        getProject: fromPromise(() => Promise.resolve(PROJECT)),
        addProduct: fromPromise(({ input }: { input: unknown }) => {
          sent.push(input)
          return Promise.resolve(PROJECT)
        }) as never,
      },
    })
    const actor = createActor(machine, { input: { projectId: 7 } }).start()
    await waitFor(actor, (s) => projectStatusOf(s) === 'ready')
    actor.send({ type: 'quantity.saved', productId: 1, number: 15 })
    expect(quantityProblemOf(actor.getSnapshot())).toEqual({
      productId: 1,
      error: { id: validationMessages.quantityMultiple.id, values: { min: 10 } },
    })
    expect(sent).toEqual([])
    actor.send({ type: 'quantity.saved', productId: 1, number: 30 })
    await waitFor(actor, (s) => projectNoticeOf(s) !== null)
    expect(sent).toEqual([{ projectId: 7, productId: 1, number: 30 }])
    expect(quantityProblemOf(actor.getSnapshot())).toBeNull()
  })

  it('a project without products is not sent to the cart', async () => {
    let sent = 0
    const machine = projectDetailMachine.provide({
      actors: {
        getProject: fromPromise(() => Promise.resolve(EMPTY)),
        addToCart: fromPromise(() => {
          sent += 1
          return Promise.resolve(CART)
        }) as never,
      },
    })
    const actor = createActor(machine, { input: { projectId: 7 } }).start()
    await waitFor(actor, (s) => projectStatusOf(s) === 'ready')
    actor.send({ type: 'cart.requested' })
    expect(isAddingToCart(actor.getSnapshot())).toBe(false)
    expect(sent).toBe(0)
  })

  it('names each line the cart refused by the project’s product', () => {
    expect(cartOutcomeOf(CART as never, PROJECT.products)).toEqual({
      added: 1,
      refused: [
        {
          productId: 2,
          goodsName: 'Producto 2',
          specValues: 'Blanco',
          msg: 'Cantidad superior al stock disponible.',
        },
      ],
    })
  })
})

describe('frequent-purchase lists machine', () => {
  const events: AnyEventObject[] = [
    { type: 'cart.requested', list: LIST },
    { type: 'cart.requested', list: { ...LIST, lines: [] } },
    done('addToCart', CART),
    failed('addToCart'),
    { type: 'cart.dismissed' },
  ]
  const options = { actorNames: ['regularList', 'addToCart'], ...NO_CART }
  const paths = modelPaths(regularListsMachine, { events })

  it('every path replays, and the paths cover every state node and transition', async () => {
    for (const path of paths) {
      const result = await replayPath(regularListsMachine, path, options)
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
    expect(await uncovered(regularListsMachine, paths, options)).toEqual({ states: [], transitions: [] })
  })
})

describe('save an order as a list machine', () => {
  const events: AnyEventObject[] = [
    { type: 'save.opened', name: 'Pedido SO1' },
    { type: 'save.cancelled' },
    { type: 'save.submitted', name: 'Base' },
    done('saveOrderList', { kind: 'answered', answer: LIST }),
    done('saveOrderList', lost),
    { type: 'saved.dismissed' },
  ]
  const options = { input: { orderSn: 'SO1' }, actorNames: ['saveOrderList'] }
  const paths = modelPaths(saveOrderListMachine, { input: { orderSn: 'SO1' }, events })

  it('every path replays, and the paths cover every state node and transition', async () => {
    for (const path of paths) {
      const result = await replayPath(saveOrderListMachine, path, options)
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
    expect(await uncovered(saveOrderListMachine, paths, options)).toEqual({ states: [], transitions: [] })
  })
})
