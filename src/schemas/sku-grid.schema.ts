// The SKU grid of the product page (issue 16 items 1–2; SPEC.md §5): the lines a buyer orders in one action —
// added to the cart (cart/batchAdd with allOrNothing) or bought now (/buy/confirm, orderOperate/confirm). Each
// line's quantity follows quantity.schema.ts once the goods' minimum order is known; the set of lines follows
// this schema. The product page, the checkout link and the mock backend all use it.
import { array, number, object } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

/** One action holds at most this many lines (the contract's maxItems of batchAdd and checkout). */
export const SKU_GRID_MAX_LINES = 200

export const skuGridMessages = defineMessages({
  noLine: {
    id: 'validation.skuGrid.noLine',
    defaultMessage: 'Indique la cantidad de al menos una variante.',
  },
  tooManyLines: {
    id: 'validation.skuGrid.tooManyLines',
    defaultMessage: 'Se admiten como máximo {max} variantes por pedido.',
  },
  duplicate: {
    id: 'validation.skuGrid.duplicate',
    defaultMessage: 'Cada variante solo puede figurar una vez.',
  },
})

export interface SkuGridLine {
  productId: number
  number: number
}

/** The lines of one grid action: at least one, at most 200, each product once. */
export const skuGridLinesSchema = array()
  .of(
    object({
      productId: number().required().integer().min(1),
      number: number().required().integer().min(1),
    }),
  )
  .required(skuGridMessages.noLine.id)
  .min(1, skuGridMessages.noLine.id)
  .max(SKU_GRID_MAX_LINES, skuGridMessages.tooManyLines.id)
  .test({
    name: 'distinct',
    message: skuGridMessages.duplicate.id,
    test: (lines) => new Set((lines ?? []).map((line) => line.productId)).size === (lines ?? []).length,
  })

/** The first broken rule of a set of lines (a dictionary id with its values), or null. */
export function skuGridLinesProblem(
  lines: readonly SkuGridLine[],
): { id: string; values?: Record<string, number> } | null {
  try {
    skuGridLinesSchema.validateSync(lines)
    return null
  } catch (error) {
    const message = (error as { message?: unknown }).message
    if (message === skuGridMessages.tooManyLines.id)
      return { id: skuGridMessages.tooManyLines.id, values: { max: SKU_GRID_MAX_LINES } }
    if (typeof message === 'string' && message.startsWith('validation.')) return { id: message }
    return { id: skuGridMessages.noLine.id }
  }
}

/** "pid-num,…" (REFERENCE.md §6 variant productSets): how the lines travel in a link, e.g. back after login. */
export const linesParam = (lines: readonly SkuGridLine[]): string =>
  lines.map((line) => `${line.productId}-${line.number}`).join(',')

/** The lines of a "pid-num,…" parameter, or null when it is not one (the rules are checked apart). */
export function parseLinesParam(value: string | null): SkuGridLine[] | null {
  if (!value || value.length > 4_000) return null
  const lines: SkuGridLine[] = []
  for (const part of value.split(',')) {
    const match = /^([1-9]\d{0,8})-([1-9]\d{0,4})$/.exec(part)
    if (!match) return null
    lines.push({ productId: Number(match[1]), number: Number(match[2]) })
  }
  return lines
}
