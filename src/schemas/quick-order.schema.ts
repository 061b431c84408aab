// Quick order (SPEC.md §5, §9): the pasted-rows parser and the row rules, shared by the form, the machine and
// the mock backend. Quantity rules are those of quantity.schema.ts once the SKU's minimum order is known.
import { object, string, ValidationError } from 'yup'
import { defineMessages } from '../lib/intl'
import { quantitySchema } from './quantity.schema'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

/** SPEC.md §5/§9: imports of about 200 rows. */
export const QUICK_ORDER_MAX_ROWS = 200
export const PRODUCT_CODE_MAX = 40

export const quickOrderRuleMessages = defineMessages({
  codeRequired: {
    id: 'validation.quickOrder.codeRequired',
    defaultMessage: 'Introduzca el código del producto',
  },
  codeLength: {
    id: 'validation.quickOrder.codeLength',
    defaultMessage: 'El código no puede tener más de 40 caracteres',
  },
  codeFormat: {
    id: 'validation.quickOrder.codeFormat',
    defaultMessage: 'El código no puede contener espacios, comas ni punto y coma',
  },
  mixedStock: {
    id: 'validation.quickOrder.mixedStock',
    defaultMessage: 'No se pueden mezclar productos en stock y de reserva en un mismo enlace.',
  },
})

export interface PastedRow {
  code: string
  quantity: string
}

export interface ParsedPaste {
  rows: PastedRow[]
  /** More than QUICK_ORDER_MAX_ROWS non-blank lines were pasted; the rest were dropped. */
  truncated: boolean
}

/** One row per line: `code<TAB, ; , or spaces>quantity`; blank lines are ignored. */
export function parseRows(text: string): ParsedPaste {
  const rows: PastedRow[] = []
  let truncated = false
  for (const line of text.split(/\r\n|\r|\n/)) {
    const trimmed = line.trim()
    if (trimmed === '') continue
    if (rows.length === QUICK_ORDER_MAX_ROWS) {
      truncated = true
      break
    }
    const [code = '', ...rest] = trimmed.split(/\s*[\t;,]\s*|\s+/)
    const quantity = rest.join(' ').trim()
    // a line of separators only (";", ",,") carries no row
    if (code === '' && quantity === '') continue
    rows.push({ code, quantity })
  }
  return { rows, truncated }
}

export const quickOrderRowSchema = object({
  code: string()
    .trim()
    .required(quickOrderRuleMessages.codeRequired.id)
    .max(PRODUCT_CODE_MAX, quickOrderRuleMessages.codeLength.id)
    .matches(/^[^\s,;]+$/, quickOrderRuleMessages.codeFormat.id),
})

export interface RuleProblem {
  id: string
  values?: Record<string, string | number>
}

function problemOf(error: unknown): RuleProblem {
  if (error instanceof ValidationError) {
    const params = (error.params ?? {}) as Record<string, unknown>
    return typeof params.min === 'number'
      ? { id: error.message, values: { min: params.min } }
      : { id: error.message }
  }
  throw error
}

/** The code's problem, or null when it can be looked up. */
export function codeProblem(code: string): RuleProblem | null {
  try {
    quickOrderRowSchema.validateSync({ code })
    return null
  } catch (error) {
    return problemOf(error)
  }
}

/** The quantity text as the number the rules check (blank → undefined, so "required" answers). */
export function quantityValue(quantity: string): number | undefined {
  const trimmed = quantity.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}

/** The quantity's problem for a SKU of this minimum order, or null when it is valid. */
export function quantityProblem(quantity: string, minBuyNum: number): RuleProblem | null {
  try {
    quantitySchema(minBuyNum).validateSync(quantityValue(quantity))
    return null
  } catch (error) {
    return problemOf(error)
  }
}

/**
 * SPEC.md §5: in-stock and reserved goods cannot be mixed in a quick-order link. The stock types of the link's
 * SKUs (unknown ones are left out); the page refuses before creating the link, the mock's quickOrder/link with
 * the same text.
 */
export function mixedStockProblem(stockTypes: readonly (string | null | undefined)[]): RuleProblem | null {
  const types = new Set(stockTypes.filter((type): type is string => typeof type === 'string'))
  return types.size > 1 ? { id: quickOrderRuleMessages.mixedStock.id } : null
}
