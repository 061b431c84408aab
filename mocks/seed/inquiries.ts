// Seeded inquiries (RFQ, issue 28 item 1). comprador has one open inquiry with two quotes from two stores: one
// of them revised once (its two versions differ in price and delivery), the other valid for one day only, so
// advancing the mock clock by a day (control panel) shows a quote that can no longer be accepted. Anchored to
// the hour like the order history, so a reseed within the hour gives the same records. proveedor@example.com runs
// the store of the revised quote, so it sees that quote and its versions on /inquiry/supplier/* (SPEC.md §3
// supplierCheck, §6 "Supplier: quotes").
import { clock } from '../clock'
import { db, type MemberRecord, type QuoteVersionRecord } from '../db'
import { dayOf } from '../lib/contracts'
import { HISTORY_BUYER_EMAIL } from './order-history'

const HOUR = 3_600_000
const DAY = 24 * HOUR
export const SUPPLIER_EMAIL = 'proveedor@example.com'

/** The seeded account that also runs a supplier store (its store is set by seedInquiries). */
export function withSupplierAccount(members: MemberRecord[]): MemberRecord[] {
  // the same password and pay password as every seeded account
  const { password, payPassword, country } = members[0]!
  const supplier: MemberRecord = {
    memberId: Math.max(...members.map((member) => member.memberId)) + 1,
    email: SUPPLIER_EMAIL,
    password,
    payPassword,
    country,
    memberName: 'proveedor_liwei01',
    memberTrueName: 'Li Wei',
    memberType: 3,
    dofipayRegisterStatus: 2,
    companyName: 'Suministros Li Wei S.A.',
    mobile: '59012345',
    creditLimit: 0,
    isSubAccount: false,
    invoiceTitle: 'Suministros Li Wei S.A.',
  }
  return [...members, supplier]
}

export async function seedInquiries(): Promise<void> {
  const member = db.members.findFirst((q) => q.where({ email: HISTORY_BUYER_EMAIL }))
  if (!member) return
  const anchor = Math.floor(clock.now() / HOUR) * HOUR
  const suppliers: { storeId: number; productId: number; goodsName: string; specValues: string }[] = []
  for (const store of db.stores.all().filter((row) => row.isOpen)) {
    const goods = db.goods
      .findMany((q) => q.where({ storeId: store.storeId }))
      .find((row) => row.state === 1 && row.stockType === 'inStock')
    const product =
      goods &&
      db.products.findMany((q) => q.where({ goodsId: goods.goodsId })).find((row) => row.stock >= 500)
    if (goods && product)
      suppliers.push({
        storeId: store.storeId,
        productId: product.productId,
        goodsName: goods.goodsName,
        specValues: product.specValues,
      })
    if (suppliers.length === 2) break
  }
  if (suppliers.length < 2) return
  const [a, b] = suppliers as [(typeof suppliers)[0], (typeof suppliers)[0]]
  await db.members.update((q) => q.where({ email: SUPPLIER_EMAIL }), {
    data(row) {
      row.supplierStoreId = a.storeId
    },
  })
  const createdAt = anchor - 2 * DAY
  const inquirySn = 'IQ202600000000000001'
  await db.inquiries.create({
    inquirySn,
    memberId: member.memberId,
    title: 'Materiales para la reforma del almacén de Matanzas',
    description: 'Necesitamos el material antes de fin de mes; se aceptan marcas equivalentes.',
    lines: [
      { productId: a.productId, goodsName: a.goodsName, buyNum: 200, unit: '' },
      { productId: null, goodsName: 'Pintura blanca para exteriores, 20 L', buyNum: 40, unit: 'cubo' },
    ],
    deliveryPlace: 'Calle 83 n.º 2908, Matanzas, Cuba',
    deliveryDate: dayOf(anchor + 30 * DAY),
    deadline: dayOf(anchor + 10 * DAY),
    attachments: [],
    createdAt,
    acceptedQuoteSn: null,
    contractNo: null,
  })
  const version = (
    supplier: (typeof suppliers)[0],
    n: number,
    at: number,
    price: number,
    validDays: number,
    date: string,
    note = '',
  ): QuoteVersionRecord => ({
    version: n,
    createdAt: at,
    lines: [
      {
        productId: supplier.productId,
        goodsName: supplier.goodsName,
        specValues: supplier.specValues,
        buyNum: 200,
        price,
      },
    ],
    charges: [{ name: 'Flete marítimo China–Cuba', amount: 350 }],
    settlement: '30 % de anticipo y 70 % antes del embarque',
    delivery: { place: 'Puerto del Mariel, Artemisa', date, term: 'CIF Mariel' },
    taxRate: 10,
    contact: { name: 'Li Wei', phone: '13800138000', email: 'ventas@example.com' },
    note,
    validUntil: at + validDays * DAY,
  })
  await db.quotes.create({
    quoteSn: 'QT202600000000000001',
    inquirySn,
    memberId: member.memberId,
    storeId: a.storeId,
    state: 'active',
    createdAt: createdAt + 6 * HOUR,
    updatedAt: anchor - 12 * HOUR,
    versions: [
      version(a, 1, createdAt + 6 * HOUR, 4.2, 14, dayOf(anchor + 28 * DAY)),
      version(
        a,
        2,
        anchor - 12 * HOUR,
        3.95,
        14,
        dayOf(anchor + 25 * DAY),
        'Precio rebajado y entrega antes',
      ),
    ],
    contractNo: null,
  })
  await db.quotes.create({
    quoteSn: 'QT202600000000000002',
    inquirySn,
    memberId: member.memberId,
    storeId: b.storeId,
    state: 'active',
    createdAt: anchor - 6 * HOUR,
    updatedAt: anchor - 6 * HOUR,
    versions: [version(b, 1, anchor - 6 * HOUR, 3.8, 1, dayOf(anchor + 27 * DAY))],
    contractNo: null,
  })
}
