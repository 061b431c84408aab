// Points mall fixtures of the stories (issue 12 item 5): shaped like the mock's answers.
import type {
  IntegralLogEntry,
  PointCategory,
  PointConfirm,
  PointGoodsDetail,
  PointGoodsSummary,
  PointOrderDetail,
} from '../../src/api/points'

export const categories: PointCategory[] = [
  { categoryId: 1, categoryName: 'Herramientas', goodsCount: 3 },
  { categoryId: 2, categoryName: 'Iluminación y energía', goodsCount: 5 },
]

export const lantern: PointGoodsSummary = {
  goodsId: 1,
  goodsName: 'Linterna LED recargable',
  image: '/mock-images/goods/9000.svg?motif=flashlight&label=Linterna',
  categoryId: 2,
  categoryName: 'Iluminación y energía',
  integralPrice: 500,
  cashPrice: 0,
  stock: 120,
  exchangedCount: 12,
}

export const drill: PointGoodsSummary = {
  ...lantern,
  goodsId: 3,
  goodsName: 'Taladro percutor 650 W',
  image: '/mock-images/goods/9002.svg?motif=drill&label=Taladro',
  categoryId: 1,
  categoryName: 'Herramientas',
  integralPrice: 3000,
  cashPrice: 15,
  stock: 0,
}

export const lanternDetail: PointGoodsDetail = {
  ...lantern,
  brief: 'Linterna de aluminio con batería de litio y tres modos de luz.',
  description: 'Linterna de aluminio con batería de litio.\n\nEl envío a su dirección está incluido.',
  marketPrice: 9.9,
  images: [lantern.image],
  limitPerOrder: 5,
  pointsUnit: 100,
}

export const address = {
  addressId: 7,
  memberName: 'Ana Pérez',
  telMobile: '5355512345',
  country: 'Cuba',
  province: 'La Habana',
  city: 'Plaza',
  street: 'Calle 23',
  detailAddress: 'No. 105',
  addressAll: 'Cuba, La Habana, Plaza, Calle 23',
  isDefault: true,
}

export const confirm: PointConfirm = {
  goods: lantern,
  number: 1,
  maxNumber: 5,
  integral: 500,
  cashAmount: 0,
  memberIntegral: 5000,
  pointsUnit: 100,
  addresses: [address],
}

export const history: IntegralLogEntry[] = [
  {
    logId: 3,
    kind: 'pointsSpent',
    value: -500,
    orderSn: 'PT202611010000000001',
    createTime: '2026-11-01T10:00:00.000Z',
  },
  {
    logId: 2,
    kind: 'pointsEarned',
    value: 1234,
    orderSn: 'P202610200000000001',
    createTime: '2026-10-20T10:00:00.000Z',
  },
  { logId: 1, kind: 'opening', value: 5000, orderSn: null, createTime: '2025-11-01T10:00:00.000Z' },
]

export const order: PointOrderDetail = {
  orderSn: 'PT202611010000000001',
  orderState: 20,
  goodsId: 1,
  goodsName: lantern.goodsName,
  image: lantern.image,
  number: 1,
  integral: 500,
  cashAmount: 0,
  createTime: '2026-11-01T10:00:00.000Z',
  address,
  payTime: '2026-11-01T10:00:00.000Z',
  cashPaid: false,
  log: [{ at: '2026-11-01T10:00:00.000Z', orderState: 20 }],
}
