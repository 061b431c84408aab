// Cart lines as the cart and the quick order write them (SPEC.md §3, §5): the quantity rules of a line and
// adding to a line. Lines belong to the member of the bearer token.
import type { components } from '../../src/api/schema'
import { quantitySchema } from '../../src/schemas/quantity.schema'
import { clock } from '../clock'
import { db, nextId, type MemberRecord } from '../db'
import { fail } from './envelope'
import { isRuleError, ruleMessage } from './request'

type CartAddRequest = components['schemas']['CartAddRequest']

/** SPEC.md §5 rules of a line's resulting quantity `total` (adding, or changing a line's number). */
export async function checkQuantity(
  productId: number,
  total: number,
  sample: boolean,
): Promise<Response | null> {
  const product = db.products.findFirst((q) => q.where({ productId }))
  const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
  const store = goods && db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
  if (!product || !goods || !store) return fail('El producto no existe.')
  if (!store.isOpen) return fail('El proveedor no existe o está cerrado.')
  if (goods.state !== 1) return fail('El producto ha sido retirado de la venta.')
  if (product.stock <= 0) return fail('Producto agotado.')
  if (!sample) {
    try {
      await quantitySchema(goods.minBuyNum).validate(total)
    } catch (error) {
      if (isRuleError(error)) return fail(ruleMessage(error))
      throw error
    }
    if (goods.purchaseLimit > 0 && total > goods.purchaseLimit) {
      return fail(`Supera el límite de compra (${goods.purchaseLimit}).`)
    }
  }
  if (total > product.stock) return fail('Cantidad superior al stock disponible.')
  return null
}

export async function addLine(sample: boolean, member: MemberRecord, body: CartAddRequest) {
  const collection = sample ? db.sampleCartLines : db.cartLines
  const existing = collection.findFirst((q) =>
    q.where({ memberId: member.memberId, productId: body.productId }),
  )
  if (existing) {
    await collection.update(existing, {
      data(record) {
        record.buyNum += body.number
        record.isChecked = 1
      },
    })
    return
  }
  await collection.create({
    cartId: nextId(sample ? 'sampleCartLines' : 'cartLines', 'cartId'),
    memberId: member.memberId,
    productId: body.productId,
    buyNum: body.number,
    isChecked: 1,
    addedAt: clock.now(),
  })
}
