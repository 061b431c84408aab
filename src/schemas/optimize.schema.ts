// A designer's optimisation proposal of a product (issue 28 item 4; SPEC.md §2 /prototype/optimize/index, §5
// images png/jpg at most 5, §6 memberType 2). One yup rule set, shared by the form (machines/optimize) and the
// mock's optimize/submit and the control panel's answer, so each refuses the same input with the same Spanish
// message. Images are png/jpg of at most 1 MB, told by their content (imageFileSchema of ./payment.schema, checked
// again by the mock's upload).
import { array, number, object, string, ValidationError } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { PROOF_MAX_BYTES } from './payment-rules'
import { imageFileSchema } from './payment.schema'

addMessages(validationPart)

export const optimizeMessages = defineMessages({
  notes: {
    id: 'validation.optimize.notes',
    defaultMessage: 'Describa la optimización en 10–500 caracteres.',
  },
  imagesTooMany: {
    id: 'validation.optimize.imagesTooMany',
    defaultMessage: 'Puede añadir como máximo 5 imágenes.',
  },
  alternatives: {
    id: 'validation.optimize.alternatives',
    defaultMessage: 'Elija como máximo 5 alternativas distintas del producto.',
  },
  reason: {
    id: 'validation.optimize.reason',
    defaultMessage: 'Indique el motivo (2–200 caracteres).',
  },
})

const m = optimizeMessages

export const OPTIMIZE_NOTES_MIN = 10
export const OPTIMIZE_NOTES_MAX = 500
/** SPEC.md §5: at most 5 images; §9: 1 MB, like a payment proof. */
export const OPTIMIZE_MAX_IMAGES = 5
export const OPTIMIZE_IMAGE_MAX_BYTES = PROOF_MAX_BYTES
export const OPTIMIZE_MAX_ALTERNATIVES = 5
export const ANSWER_REASON_MAX = 200

export const optimizeImageSchema = imageFileSchema(OPTIMIZE_IMAGE_MAX_BYTES)

/** A proposal as the form and the server take it. */
export const optimizeSchema = object({
  productId: number().required().integer().min(1),
  notes: string()
    .trim()
    .required(m.notes.id)
    .min(OPTIMIZE_NOTES_MIN, m.notes.id)
    .max(OPTIMIZE_NOTES_MAX, m.notes.id),
  images: array(string().required()).default([]).max(OPTIMIZE_MAX_IMAGES, m.imagesTooMany.id),
  alternatives: array(number().required().integer().min(1))
    .default([])
    .max(OPTIMIZE_MAX_ALTERNATIVES, m.alternatives.id)
    .test('distinct', m.alternatives.id, function distinct(value) {
      const productId = (this.parent as { productId?: unknown }).productId
      return !value || (new Set(value).size === value.length && !value.includes(Number(productId)))
    }),
})

/** The supplier's answer: a decline's reason of 2–200 characters; an acceptance's words are optional. */
export const answerSchema = object({
  decision: string().required().oneOf(['accept', 'decline']),
  reason: string()
    .trim()
    .default('')
    .max(ANSWER_REASON_MAX, m.reason.id)
    .when('decision', {
      is: 'decline',
      then: (rule) => rule.required(m.reason.id).min(2, m.reason.id),
    }),
})

export interface OptimizeValues {
  productId: number
  notes: string
  images: readonly string[]
  alternatives: readonly number[]
}

export type OptimizeField = 'notes' | 'images' | 'alternatives'
export type RuleProblem = { id: string }

/** The rule's problems of a proposal, by field (empty when it may be sent). */
export function optimizeProblems(values: OptimizeValues): Partial<Record<OptimizeField, RuleProblem>> {
  try {
    optimizeSchema.validateSync(values, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const problems: Partial<Record<OptimizeField, RuleProblem>> = {}
    for (const inner of error.inner) {
      const field = inner.path?.split(/[.[]/)[0] as OptimizeField | undefined
      if (field && !(field in problems)) problems[field] = { id: inner.message }
    }
    return problems
  }
}
