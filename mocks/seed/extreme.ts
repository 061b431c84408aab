// The "extreme data" variant of the seed (issue 24, "Bad input"): the default seed with the records a layout
// must survive laid over it, so that the real screens — not only the kit's stories — are checked with them
// (tests/e2e/layout-extreme.spec.ts, the control panel's "Cargar datos extremos"). Applied on demand through
// /v3/mock/front/extremeData, never at start-up: the default seed stays exactly as it is and the mock starts
// as fast as before. Every change goes through the collections' update/create/delete, so the mock's
// persistence (mocks/persistence.ts) keeps it across reloads like any other change.
import { db, nextId, type MemberMessageRecord } from '../db'
import { adjustTo } from '../lib/ledger'
import { MISSING_IMAGE_SEED } from '../lib/image-url'

/** 50 characters: the contact-name limit of src/schemas/address.schema.ts, with one long compound surname. */
export const EXTREME_CONTACT_NAME = 'Ana María Guadalupe Fernández-Villavicencio Santos'

/** 200 characters, with a model code of 48 characters that has no place to break. */
export const EXTREME_GOODS_NAME = (
  'Panel solar monocristalino bifacial de doble vidrio templado con marco de aluminio anodizado ' +
  'PVMONOHALFCELLBIFACIALTOPCON670WDOUBLEGLASSFRAMEXL ' +
  'para instalaciones comerciales e industriales con certificación IEC 61215 y garantía de veinticinco años de producción'
).slice(0, 200)

/** The store names a Chinese supplier really has: no spaces at all, one short and one long. */
export const EXTREME_STORE_NAME = '义乌市华联日用品有限公司'
export const EXTREME_LONG_STORE_NAME =
  '浙江省义乌市华联日用品进出口贸易有限责任公司国际物流与跨境电子商务分公司'

/** US$ 99.999.999,99: the prepaid balance, the credit limit, an order's total. */
export const EXTREME_MONEY = 99_999_999.99
export const EXTREME_POINTS = 99_999_999
export const EXTREME_UNREAD_MESSAGES = 120

/** The buyer who meets every extreme record, and the member whose wallet history is emptied. */
export const EXTREME_BUYER = 'comprador@example.com'
export const EMPTY_WALLET_MEMBER = 'personal@example.com'

const round2 = (value: number) => Math.round(value * 100) / 100

function memberBy(email: string) {
  const member = db.members.findFirst((q) => q.where({ email }))
  if (!member) throw new Error(`extreme data: no member ${email}`)
  return member
}

/** The buyer's default address gets a 50-character contact name. */
async function longContactName(memberId: number): Promise<void> {
  const addresses = db.addresses.findMany((q) => q.where({ memberId }))
  const address = addresses.find((row) => row.isDefault) ?? addresses[0]
  if (!address) return
  await db.addresses.update(address, { data: (row) => void (row.memberName = EXTREME_CONTACT_NAME) })
}

/**
 * The buyer's cart: its first goods gets the 200-character name, a missing picture and a unit price that
 * makes its line about US$ 99.999.999; its store the short Chinese name and a missing logo; the third
 * line's store the long Chinese name. The goods list, the detail, the store page, the cart and the checkout
 * all show them.
 */
async function extremeCart(memberId: number): Promise<void> {
  const lines = db.cartLines.findMany((q) => q.where({ memberId }))
  const goodsOfLine = lines.map((line) => {
    const product = db.products.findFirst((q) => q.where({ productId: line.productId }))
    const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    return { line, product, goods }
  })
  const [first, , third] = goodsOfLine
  if (first?.product && first.goods) {
    const price = Math.floor((EXTREME_MONEY / first.line.buyNum) * 100) / 100
    await db.goods.update(first.goods, {
      data(goods) {
        goods.goodsName = EXTREME_GOODS_NAME
        goods.imageSeed = MISSING_IMAGE_SEED
        goods.ladder = [{ minQty: goods.minBuyNum, price }]
      },
    })
    await db.products.update(first.product, {
      data(product) {
        product.price = price
        product.marketPrice = round2(price * 1.2)
      },
    })
    const store = db.stores.findFirst((q) => q.where({ storeId: first.goods!.storeId }))
    if (store)
      await db.stores.update(store, {
        data(row) {
          row.storeName = EXTREME_STORE_NAME
          row.logoMissing = true
        },
      })
  }
  if (third?.goods) {
    const store = db.stores.findFirst((q) => q.where({ storeId: third.goods!.storeId }))
    if (store && store.storeName !== EXTREME_STORE_NAME)
      await db.stores.update(store, { data: (row) => void (row.storeName = EXTREME_LONG_STORE_NAME) })
  }
}

/**
 * The buyer's newest order: its first line gets the long name and a missing picture, one unit at
 * US$ 99.999.999,99, and the order's figures follow; so does its payment while unpaid.
 */
async function extremeOrder(memberId: number): Promise<void> {
  const orders = db.orders.findMany((q) => q.where({ memberId }))
  const newest = orders
    .filter((order) => !order.buyerDeleted && order.lines.length > 0)
    .sort((a, b) => b.createdAt - a.createdAt)[0]
  if (!newest) return
  await db.orders.update((q) => q.where({ orderSn: newest.orderSn }), {
    data(order) {
      const [line] = order.lines
      if (!line) return
      line.goodsName = EXTREME_GOODS_NAME
      line.imageSeed = MISSING_IMAGE_SEED
      line.price = EXTREME_MONEY
      line.buyNum = 1
      order.goodsAmount = round2(order.lines.reduce((sum, row) => sum + row.price * row.buyNum, 0))
      order.totalMoney = round2(
        order.goodsAmount - order.couponAmount - order.integralCashAmount + order.expressFee,
      )
    },
  })
  const paySn = newest.paySn
  const payment = paySn ? db.payments.findFirst((q) => q.where({ paySn })) : undefined
  if (!payment || payment.payState !== 'unpaid') return
  const needPay = payment.orderSns.reduce(
    (sum, orderSn) => sum + (db.orders.findFirst((q) => q.where({ orderSn }))?.totalMoney ?? 0),
    0,
  )
  await db.payments.update(payment, { data: (row) => void (row.needPay = round2(needPay)) })
}

/** Every notice of the buyer unread, and copies of them until there are 120 unread. */
async function unreadMessages(memberId: number): Promise<void> {
  const mine = db.memberMessages.findMany((q) => q.where({ memberId }))
  for (const message of mine)
    if (message.isRead) await db.memberMessages.update(message, { data: (row) => void (row.isRead = false) })
  const copies: MemberMessageRecord[] = []
  for (let index = mine.length; index < EXTREME_UNREAD_MESSAGES; index += 1) {
    const source = mine[index % Math.max(1, mine.length)]
    if (!source) break
    copies.push({
      ...source,
      params: { ...source.params },
      link: source.link && { ...source.link },
      messageId: nextId('memberMessages', 'messageId') + copies.length,
      time: source.time - index * 60_000,
      isRead: false,
    })
  }
  for (const copy of copies) await db.memberMessages.create(copy)
}

/** A member whose wallet has never moved: no ledger entry and no top-up. */
async function emptyWallet(memberId: number): Promise<void> {
  for (const entry of db.ledger.findMany((q) => q.where({ memberId }))) db.ledger.delete(entry)
  for (const recharge of db.recharges.findMany((q) => q.where({ memberId }))) db.recharges.delete(recharge)
}

/** Lays the extreme records over the current database (idempotent: a second run changes nothing more). */
export async function loadExtremeData(): Promise<void> {
  const buyer = memberBy(EXTREME_BUYER)
  await longContactName(buyer.memberId)
  await extremeCart(buyer.memberId)
  await extremeOrder(buyer.memberId)
  await unreadMessages(buyer.memberId)
  await db.members.update((q) => q.where({ memberId: buyer.memberId }), {
    data: (member) => void (member.creditLimit = EXTREME_MONEY),
  })
  const balance = await adjustTo(buyer.memberId, 'balance', EXTREME_MONEY)
  const points = await adjustTo(buyer.memberId, 'points', EXTREME_POINTS)
  if (!balance.ok || !points.ok) throw new Error('extreme data: the ledger refused the figures')
  await emptyWallet(memberBy(EMPTY_WALLET_MEMBER).memberId)
}
