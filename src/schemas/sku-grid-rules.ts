// The SKU grid's rules as pure functions (issue 16 items 1–2; SPEC.md §5): the set of lines one action orders —
// at least one, at most 200, each product once, whole positive numbers. The product page checks them here, so
// that it loads no yup (issue 14 item 3); sku-grid.schema.ts is the same rule set as a yup schema for the mock
// backend, and sku-grid-rules.property.test.ts checks that both report the same.
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

/** The first broken rule of a set of lines (a dictionary id with its values), in the schema's order, or null. */
export function skuGridLinesProblem(
  lines: readonly SkuGridLine[],
): { id: string; values?: Record<string, number> } | null {
  if (lines.length < 1) return { id: skuGridMessages.noLine.id }
  if (lines.length > SKU_GRID_MAX_LINES) {
    return { id: skuGridMessages.tooManyLines.id, values: { max: SKU_GRID_MAX_LINES } }
  }
  if (new Set(lines.map((line) => line.productId)).size !== lines.length) {
    return { id: skuGridMessages.duplicate.id }
  }
  const whole = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1
  if (!lines.every((line) => whole(line.productId) && whole(line.number)))
    return { id: skuGridMessages.noLine.id }
  return null
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
