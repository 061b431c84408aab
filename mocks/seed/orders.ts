// Seed of the checkout (issue 5): delivery addresses and invoice headers of the personas (GLOSSARY.md), and
// store coupons the comprador persona has received for the stores of the first in-stock goods, so that the
// checkout and its end-to-end tests always find a usable coupon. Deterministic: no Rng needed, dates relative
// to MOCK_EPOCH (read inside functions only — seed.ts imports this module first, see seed/content.ts).
// No orders yet: the orders issue seeds orders in every status.
import {
  db,
  type AddressRecord,
  type CouponReceiptRecord,
  type CouponRecord,
  type GoodsRecord,
  type InvoiceAddressRecord,
  type InvoiceRecord,
  type ProductRecord,
  type StoreRecord,
} from '../db'
import { unitPrice } from '../lib/pricing'
import { insertMany } from '../lib/bulk-insert'
import type { SeedData } from '../seed'
import { MOCK_EPOCH, XSS_PROBE_GOODS_ID } from './constants'
import type { SiteContent } from './content'

const DAY = 86_400_000
/** memberId of each persona (seed.ts buildMembers order). */
const MEMBER = { comprador: 1, personal: 2, disenador: 3, moroso: 4 } as const
/** How many goods (and their stores) get a coupon of comprador. */
export const COUPON_GOODS_COUNT = 5

export interface OrderSeed {
  addresses: AddressRecord[]
  invoices: InvoiceRecord[]
  invoiceAddresses: InvoiceAddressRecord[]
  coupons: CouponRecord[]
  couponReceipts: CouponReceiptRecord[]
}

/** An in-stock goods the checkout can sell: on sale, open store, a SKU with stock for several minimum orders. */
export interface SellableGoods {
  goods: GoodsRecord
  product: ProductRecord
  store: StoreRecord
}

/** Each goods' SKUs in catalogue order (one pass instead of a scan of every SKU per goods: the start-up). */
export function skusByGoods(products: readonly ProductRecord[]): Map<number, ProductRecord[]> {
  const byGoods = new Map<number, ProductRecord[]>()
  for (const product of products) {
    const list = byGoods.get(product.goodsId)
    if (list) list.push(product)
    else byGoods.set(product.goodsId, [product])
  }
  return byGoods
}

/**
 * The first in-stock goods (goodsId order) on sale in open stores with a SKU holding at least five minimum
 * orders, never the XSS probe nor a goods with a purchase limit: what the checkout tests order.
 */
export function sellableGoods(data: SeedData): SellableGoods[] {
  const stores = new Map(data.stores.map((store) => [store.storeId, store]))
  const skus = skusByGoods(data.products)
  const result: SellableGoods[] = []
  for (const goods of [...data.goods].sort((a, b) => a.goodsId - b.goodsId)) {
    const store = stores.get(goods.storeId)
    if (!store?.isOpen || goods.state !== 1 || goods.stockType !== 'inStock') continue
    if (goods.goodsId === XSS_PROBE_GOODS_ID || goods.purchaseLimit > 0) continue
    const product = (skus.get(goods.goodsId) ?? [])
      .filter((row) => row.stock >= goods.minBuyNum * 5)
      .sort((a, b) => b.stock - a.stock || a.productId - b.productId)[0]
    if (product) result.push({ goods, product, store })
  }
  return result
}

function addresses(): AddressRecord[] {
  const at = (days: number) => MOCK_EPOCH - days * DAY
  type Row = [number, string, string, string, string, string, string, boolean, number]
  // [memberId, contact, phone, province, city, street, detail, isDefault, created days before MOCK_EPOCH]
  const rows: Row[] = [
    [
      MEMBER.comprador,
      'Carlos Manuel Rodríguez Pérez',
      '52345678',
      'La Habana',
      'Plaza de la Revolución',
      'Calle 23',
      'Calle 23 n.º 456, entre L y M, Vedado, oficina 3B',
      true,
      90,
    ],
    [
      MEMBER.comprador,
      'Yusimí Hernández Soto',
      '53456781',
      'Artemisa',
      'Mariel',
      'Zona Especial de Desarrollo Mariel',
      'Almacén 12, Sector A, ZED Mariel, junto a la Terminal de Contenedores del puerto',
      false,
      60,
    ],
    [
      MEMBER.comprador,
      'Orlando Quesada Vidal',
      '54567812',
      'Santiago de Cuba',
      'Santiago de Cuba',
      'Avenida de las Américas',
      'Avenida de las Américas n.º 112, reparto Sueño, nave de Importadora Caribe',
      false,
      30,
    ],
    [
      MEMBER.personal,
      'Ana Laura Martínez Díaz',
      '53456789',
      'La Habana',
      'Centro Habana',
      'Calle San Lázaro',
      'San Lázaro n.º 862, apartamento 4, entre Espada y Hospital',
      true,
      45,
    ],
    [
      MEMBER.disenador,
      'Javier Ernesto Gómez Leyva',
      '54567890',
      'La Habana',
      'Plaza de la Revolución',
      'Calle 17',
      'Calle 17 n.º 1058, entre 12 y 14, Vedado, estudio de diseño',
      true,
      40,
    ],
    [
      MEMBER.moroso,
      'Roberto Luis Fernández Cruz',
      '55678901',
      'Holguín',
      'Holguín',
      'Avenida de los Libertadores',
      'Avenida de los Libertadores n.º 35, almacén de Comercializadora Oriente',
      true,
      120,
    ],
  ]
  return rows.map(
    ([memberId, memberName, telMobile, province, city, street, detailAddress, isDefault, days], i) => ({
      addressId: i + 1,
      memberId,
      memberName,
      telMobile,
      country: 'Cuba',
      province,
      city,
      street,
      detailAddress,
      isDefault,
      createdAt: at(days),
    }),
  )
}

function invoices(): InvoiceRecord[] {
  const none = { taxCode: '', registerAddr: '', registerPhone: '', bankName: '', bankAccount: '' }
  return [
    {
      ...none,
      invoiceId: 1,
      memberId: MEMBER.comprador,
      titleType: 2,
      invoiceTitle: 'Importadora Caribe S.A.',
      taxCode: '01000456123',
      invoiceType: 1,
      receiverEmail: 'facturas@importadoracaribe.example',
      isDefault: true,
    },
    {
      invoiceId: 2,
      memberId: MEMBER.comprador,
      titleType: 2,
      invoiceTitle: 'Importadora Caribe S.A.',
      taxCode: '01000456123',
      invoiceType: 2,
      receiverEmail: 'facturas@importadoracaribe.example',
      registerAddr: 'Calle 23 n.º 456, Vedado, Plaza de la Revolución, La Habana',
      registerPhone: '78301234',
      bankName: 'Banco Metropolitano, sucursal 272 Vedado',
      bankAccount: '0599 2724 1001 2345',
      isDefault: false,
    },
    {
      ...none,
      invoiceId: 3,
      memberId: MEMBER.personal,
      titleType: 1,
      invoiceTitle: 'Ana Laura Martínez Díaz',
      invoiceType: 1,
      receiverEmail: 'personal@example.com',
      isDefault: true,
    },
  ]
}

/** Where comprador receives paper (VAT) invoices: the accounts office in La Habana (default) and Mariel. */
function invoiceAddresses(): InvoiceAddressRecord[] {
  return [
    {
      invoiceAddressId: 1,
      memberId: MEMBER.comprador,
      receiverName: 'Departamento de Contabilidad',
      receiverMobile: '78301234',
      receiverAddress: 'Calle 23 n.º 456, Vedado, Plaza de la Revolución, La Habana, Cuba',
      receiverEmail: 'facturas@importadoracaribe.example',
      isDefault: true,
    },
    {
      invoiceAddressId: 2,
      memberId: MEMBER.comprador,
      receiverName: 'Almacén Mariel',
      receiverMobile: '13912345678',
      receiverAddress: 'Zona Especial de Desarrollo Mariel, sector A, nave 4, Artemisa, Cuba',
      receiverEmail: 'mariel@importadoracaribe.example',
      isDefault: false,
    },
  ]
}

/**
 * One store coupon per store of the first COUPON_GOODS_COUNT sellable goods, received by comprador and
 * unused, usable on one minimum order of that goods (amount off and percentage alternate); plus one coupon
 * of the first store with a minimum far above it, so the checkout shows an unusable coupon too.
 */
function storeCoupons(data: SeedData, site: SiteContent) {
  const start = MOCK_EPOCH - 30 * DAY
  // windows end years after MOCK_EPOCH so that the mock stays usable while the real clock moves on
  const end = MOCK_EPOCH + 1200 * DAY
  let couponId = Math.max(0, ...site.coupons.map((coupon) => coupon.couponId))
  let receiptId = Math.max(0, ...site.couponReceipts.map((receipt) => receipt.receiptId))
  const coupons: CouponRecord[] = []
  const couponReceipts: CouponReceiptRecord[] = []
  const add = (
    store: StoreRecord,
    couponType: 1 | 2,
    value: number,
    minAmount: number,
    description: string,
  ) => {
    couponId += 1
    coupons.push({
      couponId,
      couponName: `Cupón de tienda: ${store.storeName}`,
      couponType,
      value,
      minAmount,
      storeId: store.storeId,
      description,
      effectiveStart: start,
      effectiveEnd: end,
      total: 200,
    })
    receiptId += 1
    couponReceipts.push({
      receiptId,
      couponId,
      memberId: MEMBER.comprador,
      receivedAt: MOCK_EPOCH - 2 * DAY,
      usedAt: 0,
    })
  }
  const seen = new Set<number>()
  sellableGoods(data)
    .slice(0, COUPON_GOODS_COUNT)
    .forEach(({ store }, index) => {
      if (seen.has(store.storeId)) return
      seen.add(store.storeId)
      if (index % 2 === 0)
        add(store, 1, 10, 100, 'US$ 10 de descuento en pedidos desde US$ 100 en esta tienda.')
      else add(store, 2, 5, 150, '5 % de descuento en pedidos desde US$ 150 en esta tienda.')
    })
  const first = sellableGoods(data)[0]
  if (first)
    add(first.store, 1, 200, 20_000, 'US$ 200 de descuento en pedidos desde US$ 20.000 en esta tienda.')
  return { coupons, couponReceipts }
}

/** Every record of the checkout seed (pure and deterministic). */
export function buildOrderSeed(data: SeedData, site: SiteContent): OrderSeed {
  return {
    addresses: addresses(),
    invoices: invoices(),
    invoiceAddresses: invoiceAddresses(),
    ...storeCoupons(data, site),
  }
}

/** The amount of one minimum order of a sellable goods (what a coupon's minimum is compared with). */
export const minimumOrderAmount = ({ goods, product }: SellableGoods): number =>
  unitPrice(product, goods, goods.minBuyNum) * goods.minBuyNum

/** Inserts the checkout seed (after the site content, whose coupon and receipt ids it continues). */
export async function seedOrders(data: SeedData, site: SiteContent): Promise<void> {
  const seed = buildOrderSeed(data, site)
  await insertMany(db.addresses, seed.addresses)
  await insertMany(db.invoices, seed.invoices)
  await insertMany(db.invoiceAddresses, seed.invoiceAddresses)
  await insertMany(db.coupons, seed.coupons)
  await insertMany(db.couponReceipts, seed.couponReceipts)
}
