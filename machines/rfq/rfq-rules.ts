// Rules of the RFQ comparison (issue 28 item 1): what changed between two versions of a quote, for the
// side-by-side screen (quo_info) to show next to each revision. Pure; the machine and the views read it.
import type { QuoteVersion } from '../../src/api/inquiries'
import { addMessages } from '../../src/i18n/dictionary'
import rfqPart from '../../src/i18n/parts/rfq.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'

addMessages(rfqPart)

export const rfqMessages = defineMessages({
  notAcceptable: {
    id: 'rfq.accept.notAcceptable',
    defaultMessage: 'Esta cotización ya no se puede aceptar (caducada, retirada o ya eligió otra).',
  },
})

export type VersionChange =
  | { field: 'price'; productId: number; goodsName: string; before: number; after: number }
  | { field: 'buyNum'; productId: number; goodsName: string; before: number; after: number }
  | { field: 'lineAdded' | 'lineRemoved'; productId: number; goodsName: string }
  | { field: 'chargesAmount' | 'taxRate' | 'totalAmount'; before: number; after: number }
  | {
      field: 'settlement' | 'deliveryPlace' | 'deliveryDate' | 'deliveryTerm' | 'contact' | 'validUntil'
      before: string
      after: string
    }

const contactOf = (version: QuoteVersion) =>
  `${version.contact.name} · ${version.contact.phone} · ${version.contact.email}`

/** Every difference from `before` to `after`, lines first (in `after`'s order), then the terms. */
export function versionChanges(before: QuoteVersion, after: QuoteVersion): VersionChange[] {
  const changes: VersionChange[] = []
  const old = new Map(before.lines.map((line) => [line.productId, line]))
  for (const line of after.lines) {
    const previous = old.get(line.productId)
    if (!previous) {
      changes.push({ field: 'lineAdded', productId: line.productId, goodsName: line.goodsName })
      continue
    }
    if (previous.price !== line.price)
      changes.push({
        field: 'price',
        productId: line.productId,
        goodsName: line.goodsName,
        before: previous.price,
        after: line.price,
      })
    if (previous.buyNum !== line.buyNum)
      changes.push({
        field: 'buyNum',
        productId: line.productId,
        goodsName: line.goodsName,
        before: previous.buyNum,
        after: line.buyNum,
      })
  }
  const current = new Set(after.lines.map((line) => line.productId))
  for (const line of before.lines)
    if (!current.has(line.productId))
      changes.push({ field: 'lineRemoved', productId: line.productId, goodsName: line.goodsName })
  const numbers = ['chargesAmount', 'taxRate', 'totalAmount'] as const
  for (const field of numbers)
    if (before[field] !== after[field]) changes.push({ field, before: before[field], after: after[field] })
  const texts = [
    ['settlement', before.settlement, after.settlement],
    ['deliveryPlace', before.delivery.place, after.delivery.place],
    ['deliveryDate', before.delivery.date, after.delivery.date],
    ['deliveryTerm', before.delivery.term, after.delivery.term],
    ['contact', contactOf(before), contactOf(after)],
    ['validUntil', before.validUntil, after.validUntil],
  ] as const
  for (const [field, was, now] of texts) if (was !== now) changes.push({ field, before: was, after: now })
  return changes
}
