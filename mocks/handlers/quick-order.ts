// Quick order (SPEC.md §5, §9): product-code lookup, batch add to the cart with the rules of cart/add, and
// shareable links valid 7 days. Links live in this module's memory (no collection in mocks/db.ts), so they do
// not survive a page reload of the mock backend; open them with in-app navigation.
import type { components } from '../../src/api/schema'
import { mixedStockProblem, QUICK_ORDER_MAX_ROWS } from '../../src/schemas/quick-order.schema'
import { quantitySchema } from '../../src/schemas/quantity.schema'
import { skuGridLinesSchema } from '../../src/schemas/sku-grid.schema'
import { clock } from '../clock'
import { db, type GoodsRecord, type ProductRecord } from '../db'
import { addLine, checkQuantity } from '../lib/cart-records'
import { buildCart } from '../lib/cart-view'
import { fail, ok } from '../lib/envelope'
import { unitPrice } from '../lib/pricing'
import { isRuleError, readBody, ruleFailure, ruleMessage } from '../lib/request'
import { t } from '../lib/i18n'
import { memberOnly, visitorOrMember } from '../lib/member-only'
import { codeByKey, codeOwnerOf, materialCodeRefusal } from '../lib/material-codes'
import { codeKey } from '../../src/schemas/material-code-key'
import type { MemberRecord } from '../db'
import { http } from './http'

type CodeLookup = components['schemas']['CodeLookup']
type QuickOrderLine = components['schemas']['QuickOrderLine']
type QuickOrderLink = components['schemas']['QuickOrderLink']
type BatchAddBody = { lines: { productId: number; number: number }[]; allOrNothing?: boolean }

const BATCH_ADD = '/v3/business/front/cart/batchAdd'
const LINK = '/v3/business/front/quickOrder/link'
/** SPEC.md §9: a quick-order link is valid 7 days. */
export const LINK_VALID_MS = 7 * 24 * 3_600_000

export const QUICK_ORDER_MESSAGES = {
  codesRequired: 'Solicitud no válida: el campo «codes» es obligatorio.',
  tooManyCodes: `Se admiten como máximo ${QUICK_ORDER_MAX_ROWS} códigos.`,
  unknownCode: (code: string) => `El código de producto «${code}» no existe.`,
  linkInvalid: 'Solicitud no válida: el campo «linkId» tiene un formato no válido.',
  linkUnknown: 'El enlace de pedido rápido no existe.',
  linkExpired: 'El enlace de pedido rápido ha caducado.',
} as const

const links = new Map<string, QuickOrderLink & { expiresAtMs: number }>()
let linkCount = 0

interface Sku {
  product: ProductRecord
  goods: GoodsRecord
  onSale: boolean
}

/** The SKU of a product code, matched case-insensitively (SPEC.md §5 quick order). */
function skuByCode(code: string): Sku | null {
  const wanted = code.trim().toLowerCase()
  if (!wanted) return null
  const product = db.products.findMany().find((p) => p.productCode.toLowerCase() === wanted)
  const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
  if (!product || !goods) return null
  const store = db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
  return { product, goods, onSale: goods.state === 1 && Boolean(store?.isOpen) }
}

/** The SKU code an enterprise's material code stands for (issue 27 item 3), or null. */
function skuCodeOfMaterial(member: MemberRecord | null, code: string): string | null {
  if (!member || materialCodeRefusal(member) || code.trim() === '') return null
  const material = codeByKey(codeOwnerOf(member), codeKey(code))
  if (!material) return null
  return db.products.findFirst((q) => q.where({ productId: material.productId }))?.productCode ?? null
}

/** A product code, else (for an enterprise) one of its material codes (issue 27 item 3). */
function lookup(code: string, member: MemberRecord | null): CodeLookup {
  const direct = skuByCode(code)
  const materialSku = direct ? null : skuCodeOfMaterial(member, code)
  const sku = direct ?? (materialSku ? skuByCode(materialSku) : null)
  if (!sku) return { code, found: false }
  const { product, goods, onSale } = sku
  return {
    ...(materialSku ? { materialCode: code.trim() } : {}),
    code,
    found: true,
    productId: product.productId,
    goodsId: goods.goodsId,
    goodsName: goods.goodsName,
    specValues: product.specValues,
    productCode: product.productCode,
    minBuyNum: goods.minBuyNum,
    saleUnit: goods.saleUnit,
    stock: product.stock,
    price: unitPrice(product, goods, goods.minBuyNum),
    stockType: goods.stockType,
    onSale,
  }
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.clone().json()) as { msg?: string }
  return body.msg ?? ''
}

/** Every line must name a known code with a valid quantity; stock types must not be mixed (SPEC.md §5). */
async function checkLinkLines(lines: QuickOrderLine[]): Promise<Response | null> {
  const stockTypes: string[] = []
  for (const line of lines) {
    const sku = skuByCode(line.productCode)
    if (!sku) return fail(QUICK_ORDER_MESSAGES.unknownCode(line.productCode))
    try {
      await quantitySchema(sku.goods.minBuyNum).validate(line.number)
    } catch (error) {
      if (isRuleError(error)) return fail(`${line.productCode}: ${ruleMessage(error)}`)
      throw error
    }
    stockTypes.push(sku.goods.stockType)
  }
  // the rule the quick-order page applies before it asks for a link
  const mixed = mixedStockProblem(stockTypes)
  return mixed ? fail(t(mixed.id)) : null
}

function randomPart(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 10)
}

export const quickOrderHandlers = [
  http.get(
    '/v3/goods/front/goods/lookupCodes',
    visitorOrMember(({ request, response, member }) => {
      const raw = new URL(request.url).searchParams.get('codes') ?? ''
      const codes = raw
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== '')
      if (codes.length === 0) return response.untyped(fail(QUICK_ORDER_MESSAGES.codesRequired))
      if (codes.length > QUICK_ORDER_MAX_ROWS)
        return response.untyped(fail(QUICK_ORDER_MESSAGES.tooManyCodes))
      return response(200).json(ok(codes.map((code) => lookup(code, member))))
    }),
  ),

  http.post(
    BATCH_ADD,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<BatchAddBody>(request, BATCH_ADD)
      if (!parsed.ok) return response.untyped(parsed.response)
      const { lines, allOrNothing = false } = parsed.body
      // the product page's SKU grid (issue 16): the set of lines follows the shared grid rules
      const broken = allOrNothing ? ruleFailure(() => skuGridLinesSchema.validateSync(lines)) : null
      if (broken) return response.untyped(fail(broken))
      let added = 0
      const refused: { productId: number; msg: string }[] = []
      const accepted: { productId: number; number: number }[] = []
      for (const line of lines) {
        const existing = db.cartLines.findFirst((q) =>
          q.where({ memberId: member.memberId, productId: line.productId }),
        )
        const problem = await checkQuantity(line.productId, (existing?.buyNum ?? 0) + line.number, false)
        if (problem) refused.push({ productId: line.productId, msg: await messageOf(problem) })
        else accepted.push(line)
      }
      if (!allOrNothing || refused.length === 0) {
        for (const line of accepted) {
          await addLine(false, member, line)
          added += 1
        }
      }
      const cart = buildCart(db.cartLines.findMany((q) => q.where({ memberId: member.memberId })))
      return response(200).json(ok({ added, refused, cart }))
    }),
  ),

  http.post(
    LINK,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ lines: QuickOrderLine[] }>(request, LINK)
      if (!parsed.ok) return response.untyped(parsed.response)
      const problem = await checkLinkLines(parsed.body.lines)
      if (problem) return response.untyped(problem)
      linkCount += 1
      const expiresAtMs = clock.now() + LINK_VALID_MS
      const link = {
        linkId: `qo-${linkCount}-${randomPart()}`,
        lines: parsed.body.lines.map((line) => ({
          productCode: line.productCode.trim(),
          number: line.number,
        })),
        expiresAt: new Date(expiresAtMs).toISOString(),
        createdBy: member.memberName,
      }
      links.set(link.linkId, { ...link, expiresAtMs })
      return response(200).json(ok(link))
    }),
  ),

  http.get(LINK, ({ request, response }) => {
    const linkId = new URL(request.url).searchParams.get('linkId') ?? ''
    if (!/^[A-Za-z0-9-]{4,40}$/.test(linkId)) return response.untyped(fail(QUICK_ORDER_MESSAGES.linkInvalid))
    const stored = links.get(linkId)
    if (!stored) return response.untyped(fail(QUICK_ORDER_MESSAGES.linkUnknown))
    if (clock.now() > stored.expiresAtMs) return response.untyped(fail(QUICK_ORDER_MESSAGES.linkExpired))
    const { expiresAtMs: _expiresAtMs, ...link } = stored
    return response(200).json(ok(link))
  }),
]
