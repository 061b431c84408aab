// The refund form's rules (SPEC.md §5: amount positive and not above the maximum, a reason, description ≤ 200,
// at most 5 png/jpg proof images ≤ 1 MB, refund account = payment account), pure, through the shared schemas
// of src/schemas/refund.schema.ts (the mock backend checks the same ones). The form (Formik in the view)
// and the machine's guard call the same `refundFormProblems`. Issue 16 item 7: the lines and a quantity per
// line (≤ what is left of it), the amount capped by what the chosen units cost, the goods received or not, the
// reason list of the type and goods state.
import { ValidationError } from 'yup'
import type {
  GoodsState,
  Reason,
  RefundAccount,
  RefundApplyRequest,
  RefundableLine,
  RefundReapplyRequest,
  RefundType,
} from '../../src/api/after-sales'
import type { ErrorMessage } from '../../src/api/errors'
import type { OrderLine } from '../../src/api/orders'
import { MAX_REFUND_IMAGES } from '../../src/lib/order-constants'
import { imageFileSchema, PROOF_MAX_BYTES } from '../../src/schemas/payment.schema'
import {
  costOfLines,
  refundMessages,
  refundReasonKey,
  refundSchema,
  refundTypeSchema,
  type RefundReasonKey,
  type RefundRules,
} from '../../src/schemas/refund.schema'

/** One line of the form: chosen or not, and the units typed ("2"). */
export interface RefundLineValue {
  orderProductId: number
  selected: boolean
  quantity: string
}

/** What the buyer types; kept by the form across refusals. */
export interface RefundFormValues {
  type: RefundType | ''
  /** the order's lines in the order of `RefundFormData.lines` */
  lines: RefundLineValue[]
  /** mercancía recibida / no recibida ('' until chosen) */
  goodsState: GoodsState | ''
  /** as typed: "150,50" or "150.50" */
  amount: string
  /** the reason's id as the select gives it, '' for none */
  reasonId: string
  description: string
  refundAccount: string
}

export type RefundField = keyof RefundFormValues

/** Problems by field, as dictionary ids (the view formats them); a line's quantity under `line-<orderProductId>`. */
export type RefundProblems = Partial<Record<RefundField | 'images' | `line-${number}`, string>>

/** An uploaded proof image: `path` goes to the server, `url` is its preview. */
export interface RefundImage {
  path: string
  url: string
  name: string
}

/** Reason lists (system/front/reason/list, REFERENCE.md §5): not received 105, received 106; return 107. */
export const REASON_TYPE = { beforeReceipt: 105, afterReceipt: 106, withReturn: 107 } as const

export function refundReasonType(type: RefundType, goodsState: GoodsState) {
  if (type === 'return') return REASON_TYPE.withReturn
  return goodsState === 'received' ? REASON_TYPE.afterReceipt : REASON_TYPE.beforeReceipt
}

/** The goods state a refund of `type` has without asking: a return was received; one choice is no choice. */
export function impliedGoodsState(
  type: RefundType | '',
  goodsStates: readonly GoodsState[],
): GoodsState | '' {
  if (type === 'return') return 'received'
  return goodsStates.length === 1 ? goodsStates[0]! : ''
}

/** Everything the form needs, from applyInfo (a new request) or from the refused refund (reapplying). */
export interface RefundFormData {
  mode: 'apply' | 'reapply'
  orderSn: string
  /** the refund being reapplied */
  afsSn: string | null
  storeName: string
  productList: OrderLine[]
  /** what is left to refund of each line (reapplying: the refund's own units) */
  lines: RefundableLine[]
  /** reapplying keeps the refund's lines and units */
  linesFixed: boolean
  /** the goods states a refund only may have (a reapplication keeps its own) */
  goodsStates: GoodsState[]
  maxAmount: number
  paymentAccount: RefundAccount
  accounts: RefundAccount[]
  /** the types the buyer may pick (a reapplication keeps its type) */
  types: RefundType[]
  /** by type and goods state (refundReasonKey) */
  reasons: Partial<Record<RefundReasonKey, Reason[]>>
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

/** The chosen lines as the request sends them (orderProductId, afsNum); a quantity not typed as digits is NaN. */
export function chosenLines(values: Pick<RefundFormValues, 'lines'>) {
  return values.lines
    .filter((line) => line.selected)
    .map((line) => ({
      orderProductId: line.orderProductId,
      afsNum: /^\s*\d+\s*$/.test(line.quantity) ? Number(line.quantity) : Number.NaN,
    }))
}

function firstProblems(error: ValidationError, values: RefundFormValues): RefundProblems {
  const chosen = values.lines.filter((line) => line.selected)
  const problems: RefundProblems = {}
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const path = inner.path ?? ''
    const line = /^productList\[(\d+)\]/.exec(path)
    const field = (
      line ? `line-${chosen[Number(line[1])]?.orderProductId ?? 0}` : path === 'productList' ? 'lines' : path
    ) as keyof RefundProblems
    if (field && !problems[field]) problems[field] = inner.message
  }
  return problems
}

/** The rules of a loaded form, with the reasons of the chosen type and goods state. */
export type RefundFormRules = RefundRules & {
  types: readonly RefundType[]
  reasons?: RefundFormData['reasons']
}

/** The problems of the form's values (+ the uploaded images), by field; {} when it can be sent. */
export function refundFormProblems(
  values: RefundFormValues,
  rules: RefundFormRules,
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
  const type = values.type === '' ? 'refund' : values.type
  const goodsState = values.goodsState || impliedGoodsState(values.type, rules.goodsStates ?? [])
  const reasons = goodsState === '' ? undefined : rules.reasons?.[refundReasonKey(type, goodsState)]
  try {
    refundSchema({
      ...rules,
      goodsStates: rules.goodsStates && type === 'return' ? ['received'] : rules.goodsStates,
      reasonIds: reasons?.map((reason) => reason.reasonId),
    }).validateSync(
      {
        productList: chosenLines(values),
        goodsState: goodsState === '' ? undefined : goodsState,
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
    Object.assign(problems, firstProblems(error, values))
  }
  return problems
}

/** The rules of a loaded form: a new request checks its lines and goods state, a reapplication its amount. */
export const rulesOf = (form: RefundFormData): RefundFormRules =>
  form.linesFixed
    ? {
        maxAmount: Math.min(form.maxAmount, costOfLines(form.lines, linesOfData(form))),
        paymentAccount: form.paymentAccount.key,
        types: form.types,
        reasons: form.reasons,
      }
    : {
        maxAmount: form.maxAmount,
        paymentAccount: form.paymentAccount.key,
        types: form.types,
        reasons: form.reasons,
        lines: form.lines,
        goodsStates: form.goodsStates,
      }

const linesOfData = (form: RefundFormData) =>
  form.lines.map((line) => ({ orderProductId: line.orderProductId, afsNum: line.refundableNum }))

/**
 * What the amount may be for these values: what the chosen units cost, capped by what is left to refund; the
 * form fills the amount with it when the lines change.
 */
export function amountCapOf(form: RefundFormData, values: Pick<RefundFormValues, 'lines'>): number {
  const rules = rulesOf(form)
  if (!rules.lines) return rules.maxAmount
  const chosen = chosenLines(values).filter((line) => Number.isFinite(line.afsNum))
  return Math.min(form.maxAmount, costOfLines(rules.lines, chosen))
}

/** The form's first values of the lines: every line with units left, all of them (a reapplication: its own). */
export const initialLines = (lines: readonly RefundableLine[]): RefundLineValue[] =>
  lines.map((line) => ({
    orderProductId: line.orderProductId,
    selected: line.refundableNum > 0,
    quantity: String(line.refundableNum),
  }))

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
  const type = values.type === 'return' ? 'return' : 'refund'
  return {
    orderSn,
    type,
    productList: chosenLines(values),
    goodsState: type === 'return' ? 'received' : values.goodsState || 'notReceived',
    ...bodyFields(values, images),
  }
}

export function reapplyBody(
  afsSn: string,
  values: RefundFormValues,
  images: readonly RefundImage[],
): RefundReapplyRequest {
  return { afsSn, ...bodyFields(values, images) }
}
