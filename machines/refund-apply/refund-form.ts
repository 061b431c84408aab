// The refund form's rules (SPEC.md §5: amount positive and not above the maximum, a reason, description ≤ 200,
// at most 5 png/jpg proof images ≤ 1 MB, refund account = payment account), pure, through the shared schemas
// of src/schemas/refund.schema.ts (the mock backend checks the same ones). The form (Formik in the view)
// and the machine's guard call the same `refundFormProblems`.
import { ValidationError } from 'yup'
import type {
  Reason,
  RefundAccount,
  RefundApplyRequest,
  RefundReapplyRequest,
  RefundType,
} from '../../src/api/after-sales'
import type { ErrorMessage } from '../../src/api/errors'
import type { OrderLine } from '../../src/api/orders'
import { MAX_REFUND_IMAGES } from '../../src/lib/order-constants'
import { imageFileSchema, PROOF_MAX_BYTES } from '../../src/schemas/payment.schema'
import {
  refundMessages,
  refundSchema,
  refundTypeSchema,
  type RefundRules,
} from '../../src/schemas/refund.schema'

/** What the buyer types; kept by the form across refusals. */
export interface RefundFormValues {
  type: RefundType | ''
  /** as typed: "150,50" or "150.50" */
  amount: string
  /** the reason's id as the select gives it, '' for none */
  reasonId: string
  description: string
  refundAccount: string
}

export type RefundField = keyof RefundFormValues

/** Problems by field, as dictionary ids (the view formats them). */
export type RefundProblems = Partial<Record<RefundField | 'images', string>>

/** An uploaded proof image: `path` goes to the server, `url` is its preview. */
export interface RefundImage {
  path: string
  url: string
  name: string
}

/** Reason lists (system/front/reason/list): refund only before receipt 105, after receipt 106; return 107. */
export const REASON_TYPE = { beforeReceipt: 105, afterReceipt: 106, withReturn: 107 } as const

/** Order states after receipt (pending review, completed): refund-only reasons come from list 106. */
const RECEIVED_ORDER_STATES = new Set([40, 50])

export function refundReasonType(type: RefundType, orderState: number) {
  if (type === 'return') return REASON_TYPE.withReturn
  return RECEIVED_ORDER_STATES.has(orderState) ? REASON_TYPE.afterReceipt : REASON_TYPE.beforeReceipt
}

/** Everything the form needs, from applyInfo (a new request) or from the refused refund (reapplying). */
export interface RefundFormData {
  mode: 'apply' | 'reapply'
  orderSn: string
  /** the refund being reapplied */
  afsSn: string | null
  storeName: string
  productList: OrderLine[]
  maxAmount: number
  paymentAccount: RefundAccount
  accounts: RefundAccount[]
  /** the types the buyer may pick (a reapplication keeps its type) */
  types: RefundType[]
  reasons: Partial<Record<RefundType, Reason[]>>
  initialValues: RefundFormValues
  images: RefundImage[]
  /** reapplying: the refund's machine takes `buyer.reapplied` (it was refused) */
  reapplicable: boolean
}

/** "1.234,56", "1234,56" and "1234.56" are the same amount; anything else is not a number. */
export function parseAmount(value: string): number {
  const compact = value.trim().replace(/\s+/g, '')
  if (compact === '') return Number.NaN
  const normalized = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN
}

/** The maximum as the amount field shows it first (two decimals, decimal comma). */
export const amountText = (amount: number) => amount.toFixed(2).replace('.', ',')

function firstProblems(error: ValidationError): RefundProblems {
  const problems: RefundProblems = {}
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const field = (inner.path ?? '') as keyof RefundProblems
    if (field && !problems[field]) problems[field] = inner.message
  }
  return problems
}

/** The problems of the form's values (+ the uploaded images), by field; {} when it can be sent. */
export function refundFormProblems(
  values: RefundFormValues,
  rules: RefundRules & { types: readonly RefundType[] },
  images: readonly RefundImage[] = [],
): RefundProblems {
  const problems: RefundProblems = {}
  try {
    refundTypeSchema.validateSync(values.type)
    // and one of the types this order admits (a return only once something was shipped)
    if (!rules.types.includes(values.type as RefundType)) problems.type = refundMessages.typeRequired.id
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    problems.type = error.message
  }
  try {
    refundSchema(rules).validateSync(
      {
        amount: parseAmount(values.amount),
        reasonId: values.reasonId === '' ? undefined : Number(values.reasonId),
        description: values.description,
        images: images.map((image) => image.path),
        refundAccount: values.refundAccount,
      },
      { abortEarly: false },
    )
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    Object.assign(problems, firstProblems(error))
  }
  return problems
}

/** The rules of a loaded form. */
export const rulesOf = (form: RefundFormData) => ({
  maxAmount: form.maxAmount,
  paymentAccount: form.paymentAccount.key,
  types: form.types,
})

/**
 * Which picked files may be uploaded: png/jpg of at most 1 MB, while fewer than 5 images are attached. The
 * first refusal is the message shown; the accepted files are uploaded, nothing attached before is lost.
 */
export function checkImageFiles(
  files: readonly File[],
  attached: number,
  max: number = MAX_REFUND_IMAGES,
): { accepted: File[]; problem: ErrorMessage | null } {
  const accepted: File[] = []
  let problem: ErrorMessage | null = null
  for (const file of files) {
    if (attached + accepted.length >= max) {
      problem ??= { id: refundMessages.imagesMax.id }
      continue
    }
    try {
      imageFileSchema(PROOF_MAX_BYTES).validateSync({ type: file.type, size: file.size })
      accepted.push(file)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      problem ??= { id: error.message }
    }
  }
  return { accepted, problem }
}

const bodyFields = (values: RefundFormValues, images: readonly RefundImage[]) => ({
  amount: Math.round(parseAmount(values.amount) * 100) / 100,
  reasonId: Number(values.reasonId),
  description: values.description.trim(),
  images: images.map((image) => image.path),
  refundAccount: values.refundAccount,
})

export function applyBody(
  orderSn: string,
  values: RefundFormValues,
  images: readonly RefundImage[],
): RefundApplyRequest {
  return { orderSn, type: values.type === 'return' ? 'return' : 'refund', ...bodyFields(values, images) }
}

export function reapplyBody(
  afsSn: string,
  values: RefundFormValues,
  images: readonly RefundImage[],
): RefundReapplyRequest {
  return { afsSn, ...bodyFields(values, images) }
}
