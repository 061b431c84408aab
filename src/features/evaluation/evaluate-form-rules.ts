// The evaluate form's values and rules (issue 6 item 6; issue 16 item 8; SPEC.md §5, §9): the order's score and
// text, the three store ratings and a score (default 5) and text per product line. Checked with the same shared
// schemas as the mock (src/schemas/evaluation.schema.ts: evaluationSchema and storeEvaluationSchema); the
// photos are checked by the machine. Errors are keyed by the schema's paths ("storeScores.service",
// "productScores[1].score") and hold the rule's message id.
import { ValidationError } from 'yup'
import type { OrderLine } from '../../api/orders'
import { evaluationSchema, storeEvaluationSchema } from '../../schemas/evaluation.schema'

export type StoreScoreKey = 'description' | 'service' | 'delivery'
export const STORE_SCORE_KEYS: readonly StoreScoreKey[] = ['description', 'service', 'delivery']

/** Most characters of a comment (SPEC.md §9; the schemas' max). */
export const CONTENT_MAX = 500

/** A new product score starts at 5 (REFERENCE.md §4 Review), as do the store ratings. */
export const DEFAULT_SCORE = 5

export interface FormValues {
  score: number | null
  content: string
  storeScores: Record<StoreScoreKey, number | null>
  /** One per order line, in the order's line order. */
  products: { score: number | null; content: string }[]
}

/** What the form sends once every rule holds. */
export interface EvaluateFormValues {
  score: number
  content: string
  storeScores: Record<StoreScoreKey, number>
  productScores: { orderProductId: number; score: number; content: string }[]
}

export interface InitialFormValues {
  score?: number | null
  content?: string
  storeScores?: Partial<Record<StoreScoreKey, number | null>>
  products?: { score?: number | null; content?: string }[]
}

export type FormErrors = Record<string, string>

export const lineIdOf = (line: OrderLine) => line.orderProductId ?? line.productId

export function initialFormValues(lines: readonly OrderLine[], initial: InitialFormValues = {}): FormValues {
  return {
    score: initial.score ?? null,
    content: initial.content ?? '',
    storeScores: {
      description: DEFAULT_SCORE,
      service: DEFAULT_SCORE,
      delivery: DEFAULT_SCORE,
      ...initial.storeScores,
    },
    products: lines.map((_, index) => ({
      score: initial.products?.[index]?.score === undefined ? DEFAULT_SCORE : initial.products[index].score,
      content: initial.products?.[index]?.content ?? '',
    })),
  }
}

function messagesOf(run: () => void): FormErrors {
  try {
    run()
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: FormErrors = {}
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message
    return errors
  }
}

/** The shared rules on stars and texts (the machine checks the photos). */
export function validateEvaluation(lines: readonly OrderLine[], values: FormValues): FormErrors {
  const orderErrors = messagesOf(() =>
    evaluationSchema.validateSync(
      { score: values.score ?? undefined, content: values.content, images: [] },
      { abortEarly: false },
    ),
  )
  const scoreErrors = messagesOf(() =>
    storeEvaluationSchema(lines.map(lineIdOf)).validateSync(
      {
        storeScores: {
          description: values.storeScores.description ?? undefined,
          service: values.storeScores.service ?? undefined,
          delivery: values.storeScores.delivery ?? undefined,
        },
        productScores: lines.map((line, index) => ({
          orderProductId: lineIdOf(line),
          score: values.products[index]?.score ?? undefined,
          content: values.products[index]?.content ?? '',
          images: [],
        })),
      },
      { abortEarly: false },
    ),
  )
  return { ...orderErrors, ...scoreErrors }
}

/** The values to send; only called once validateEvaluation found nothing. */
export function submittedValues(lines: readonly OrderLine[], values: FormValues): EvaluateFormValues {
  return {
    score: values.score ?? 0,
    content: values.content,
    storeScores: {
      description: values.storeScores.description ?? 0,
      service: values.storeScores.service ?? 0,
      delivery: values.storeScores.delivery ?? 0,
    },
    productScores: lines.map((line, index) => ({
      orderProductId: lineIdOf(line),
      score: values.products[index]?.score ?? 0,
      content: values.products[index]?.content ?? '',
    })),
  }
}
