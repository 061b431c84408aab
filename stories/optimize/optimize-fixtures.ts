// Shared rows of the optimisation stories (issue 28 item 4).
import type { Optimize, OptimizeProduct } from '../../src/api/optimize'

export const product = (productId: number, goodsName: string, goodsPrice: number): OptimizeProduct => ({
  productId,
  goodsId: productId * 10,
  goodsName,
  goodsImage: `/mock-images/goods/${productId % 20}.svg?motif=lamp`,
  storeName: 'Guangzhou Hengda Materiales Co., Ltd.',
  goodsPrice,
})

export const PRODUCT = product(101, 'Lámpara colgante de aluminio 40 cm', 38.5)
export const ALTERNATIVES = [
  product(102, 'Lámpara colgante de aluminio mate 40 cm', 41.2),
  product(103, 'Lámpara colgante de latón con difusor de vidrio opalino, acabado envejecido, 45 cm', 56),
]

export const proposal = (optimizeId: number, state: 1 | 2 | 3, answer: string | null = null): Optimize => ({
  optimizeId,
  product: PRODUCT,
  notes:
    'Para hoteles conviene ofrecer el mismo acabado en mate: refleja menos la luz de las lámparas del vestíbulo.',
  images: ['/mock-images/goods/12.svg?motif=lamp', '/mock-images/goods/13.svg?motif=lamp'],
  alternatives: ALTERNATIVES,
  state,
  answer,
  createTime: `2026-11-${String(10 + optimizeId).padStart(2, '0')}T10:00:00.000Z`,
  answerTime: state === 1 ? null : `2026-11-${String(12 + optimizeId).padStart(2, '0')}T09:00:00.000Z`,
})
