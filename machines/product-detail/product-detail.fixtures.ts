// Test data and fakes of the product page machine's tests (test-only: imports vitest; no screen or story
// imports it): goods shaped by the contract and the machine with instant fake actors and spied actions.
import { createActor, fromPromise, waitFor } from 'xstate'
import { vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { GoodsDetail, Sku } from '../../src/api/goods-detail'
import type { CartData, SampleCartData } from '../../src/api/session'
import { productDetailMachine, type ProductDetailMember } from './product-detail.machine'

export const sku = (productId: number, medida: string, overrides: Partial<Sku> = {}): Sku => ({
  productId,
  productCode: `PC-${productId}`,
  specValues: `Acabado: Galvanizado · Medida: ${medida}`,
  options: [
    { name: 'Acabado', value: 'Galvanizado' },
    { name: 'Medida', value: medida },
  ],
  price: 10,
  marketPrice: 12,
  stock: 5000,
  image: `/mock-images/goods/${productId}.svg`,
  ...overrides,
})

export const DETAIL: GoodsDetail = {
  goodsId: 40,
  goodsName: 'Tubo de acero galvanizado',
  brief: 'Tubo para obras.',
  state: 1,
  stockType: 'inStock',
  productionState: 'inStock',
  minBuyNum: 50,
  saleUnit: 'unidad',
  purchaseLimit: 0,
  ladder: [
    { minQty: 50, price: 10 },
    { minQty: 500, price: 9 },
  ],
  detailHtml: '<p>Tubo</p>',
  attributes: [{ name: 'Material', value: 'Acero' }],
  images: ['/a.svg', '/b.svg', '/c.svg'],
  skus: [sku(101, '1/2"'), sku(102, '3/4"', { price: 11 }), sku(103, '1"', { stock: 0 })],
  defaultProductId: 101,
  store: {
    storeId: 9,
    storeName: 'Tianjin Steel',
    storeLogo: '/s.svg',
    isFactory: true,
    isSelf: false,
    province: 'Tianjin',
    city: 'Tianjin',
    mainBusiness: 'Acero',
    score: { description: 4.8, service: 4.7, delivery: 4.6 },
    isOpen: true,
    isFollowing: false,
    servicePhone: '+86 22 0000 0000',
  },
  categoryPath: [
    { categoryId: 1, categoryName: 'Materiales de construcción', grade: 1 },
    { categoryId: 5, categoryName: 'Acero y perfiles', grade: 2 },
    { categoryId: 12, categoryName: 'Tubos de acero', grade: 3 },
  ],
  saleNum: 1200,
  isFavourite: false,
  review: { avgScore: 4.6, total: 8, withPhotos: 2 },
}

export const CART: CartData = {
  storeCartGroupList: [],
  invalidList: [],
  availableCartNum: 0,
  checkedAll: false,
  totalAmount: 0,
  totalCheck: 0,
}
export const SAMPLE_CART: SampleCartData = {
  ...CART,
  availableSampleCartNum: 0,
  quota: { monthlyCount: 10, monthlyAmount: 500, remainingCount: 9, remainingAmount: 400 },
}
/** Every sample of the month asked for (SPEC.md §5 monthly count). */
export const SAMPLE_CART_USED_UP: SampleCartData = {
  ...SAMPLE_CART,
  quota: { monthlyCount: 10, monthlyAmount: 500, remainingCount: 0, remainingAmount: 120 },
}
export const BUYER: ProductDetailMember = { memberType: 3 }
export const DESIGNER: ProductDetailMember = { memberType: 2 }
export const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })

interface FakeOptions {
  detail?: () => Promise<GoodsDetail>
  addCart?: () => Promise<unknown>
  followProduct?: () => Promise<unknown>
}

export function fakeDetail(options: FakeOptions = {}) {
  const calls = {
    addCart: [] as unknown[],
    addSampleCart: [] as unknown[],
    editFollowProduct: [] as unknown[],
    editFollowStore: [] as unknown[],
    addFootprint: [] as unknown[],
  }
  const actions = {
    promptLogin: vi.fn(),
    storeCartList: vi.fn(),
    storeSampleList: vi.fn(),
    storeLocalCart: vi.fn(),
    storeCompareList: vi.fn(),
    openOptimization: vi.fn(),
  }
  const machine = productDetailMachine.provide({
    actors: {
      getGoodsDetail: fromPromise(() => options.detail?.() ?? Promise.resolve(structuredClone(DETAIL))),
      addCart: fromPromise(({ input }) => {
        calls.addCart.push(input)
        return (options.addCart?.() ?? Promise.resolve(null)) as Promise<null>
      }),
      getCartList: fromPromise(() => Promise.resolve(CART)),
      addSampleCart: fromPromise(({ input }) => {
        calls.addSampleCart.push(input)
        return Promise.resolve(null)
      }),
      getSampleCartList: fromPromise(() => Promise.resolve(SAMPLE_CART)),
      editFollowProduct: fromPromise(({ input }) => {
        calls.editFollowProduct.push(input)
        return (options.followProduct?.() ?? Promise.resolve(null)) as Promise<null>
      }),
      editFollowStore: fromPromise(({ input }) => {
        calls.editFollowStore.push(input)
        return Promise.resolve(null)
      }),
      addFootprint: fromPromise(({ input }) => {
        calls.addFootprint.push(input)
        return Promise.resolve(null)
      }),
    },
    actions,
  })
  return { machine, calls, actions }
}

export async function startReady(
  fake: ReturnType<typeof fakeDetail>,
  member: ProductDetailMember | null = BUYER,
) {
  const actor = createActor(fake.machine, { input: { query: { productId: 101 }, member } }).start()
  await waitFor(actor, (s) => s.matches('ready') || s.matches('notFound') || s.matches('failed'))
  return actor
}

export type Snapshot = ReturnType<ReturnType<typeof createActor<typeof productDetailMachine>>['getSnapshot']>
export const idle = (s: Snapshot) => s.matches({ ready: { action: 'idle' } })
