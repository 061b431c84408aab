// Replacement search (tag `catalogue`; issue 28 item 5; SPEC.md §2 /prototype/replacement/search, list): anyone
// may ask for a product's substitutes, ranked by the attributes they share with it (mocks/lib/replacements.ts).
import { db } from '../db'
import { listedGoods } from '../lib/catalogue-index'
import { fail, invalid, ok } from '../lib/envelope'
import { paginate } from '../lib/paginate'
import { rankReplacements } from '../lib/replacements'
import { http } from './http'

export const REPLACEMENT_LIST = '/v3/goods/front/goods/replacementList'
export const REPLACEMENT_MESSAGES = { unknownProduct: 'El producto no existe.' } as const

export const replacementHandlers = [
  http.get(REPLACEMENT_LIST, ({ request, response }) => {
    const params = new URL(request.url).searchParams
    const productId = Number(params.get('productId'))
    if (!Number.isInteger(productId) || productId < 1) return response.untyped(invalid('productId'))
    const product = db.products.findFirst((q) => q.where({ productId }))
    const listed = listedGoods()
    const target = product && listed.find((entry) => entry.goods.goodsId === product.goodsId)
    if (!product || !target) return response.untyped(fail(REPLACEMENT_MESSAGES.unknownProduct))
    const category = db.categories.findFirst((q) => q.where({ categoryId: target.goods.categoryId }))
    const page = paginate(
      rankReplacements(target, listed),
      Number(params.get('current') ?? 1),
      Number(params.get('pageSize') ?? 20),
    )
    return response(200).json(
      ok({
        target: {
          goodsId: target.goods.goodsId,
          productId: product.productId,
          goodsName: target.goods.goodsName,
          categoryName: category?.categoryName ?? '',
          attributes: target.goods.attributes,
        },
        ...page,
      }),
    )
  }),
]
