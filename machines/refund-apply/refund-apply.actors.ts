// I/O of the refund form (issue 6 item 5): loading what a refund of the order may be (applyInfo) or the refused
// refund being reapplied (+ its order's state for the reason list), the reasons of the allowed types, the proof
// images, and sending the request. Silent: the screen shows the server's message next to the form.
import { fromPromise } from 'xstate'
import {
  getRefund,
  getRefundApplyInfo,
  listReasons,
  reapplyRefund,
  submitRefund,
  type GoodsState,
  type Reason,
  type RefundApplyRequest,
  type RefundDetail,
  type RefundReapplyRequest,
  type RefundType,
} from '../../src/api/after-sales'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { uploadFile } from '../../src/api/payment'
import { refundReasonKey, type RefundReasonKey } from '../../src/schemas/refund.schema'
import {
  amountCapOf,
  amountText,
  impliedGoodsState,
  initialLines,
  refundReasonType,
  type RefundFormData,
  type RefundImage,
} from './refund-form'
import { refundAllows } from './refund-lifecycle'

const silent = { silent: true } as const

/** The reason lists of every type and goods state the form may show (105, 106, 107). */
async function reasonsFor(types: readonly RefundType[], goodsStates: readonly GoodsState[]) {
  const keys = new Map<RefundReasonKey, [RefundType, GoodsState]>()
  for (const type of types)
    for (const goodsState of type === 'return' ? (['received'] as const) : goodsStates)
      keys.set(refundReasonKey(type, goodsState), [type, goodsState])
  const entries = [...keys]
  const lists = await Promise.all(
    entries.map(([, [type, goodsState]]) => listReasons(refundReasonType(type, goodsState), silent)),
  )
  return Object.fromEntries(entries.map(([key], index) => [key, lists[index]])) as Partial<
    Record<RefundReasonKey, Reason[]>
  >
}

export async function loadApplyForm(orderSn: string): Promise<RefundFormData> {
  const info = await getRefundApplyInfo(orderSn, silent)
  const reasons = await reasonsFor(info.types, info.goodsStates)
  const type = info.types[0] ?? ''
  const form: RefundFormData = {
    mode: 'apply',
    orderSn: info.orderSn,
    afsSn: null,
    storeName: info.storeName,
    productList: info.productList,
    lines: info.lines,
    linesFixed: false,
    goodsStates: info.goodsStates,
    maxAmount: info.maxAmount,
    paymentAccount: info.paymentAccount,
    accounts: info.accounts.some((account) => account.key === info.paymentAccount.key)
      ? info.accounts
      : [info.paymentAccount, ...info.accounts],
    types: info.types,
    reasons,
    initialValues: {
      type,
      lines: initialLines(info.lines),
      goodsState: impliedGoodsState(type, info.goodsStates),
      amount: '',
      reasonId: '',
      description: '',
      refundAccount: info.paymentAccount.key,
    },
    images: [],
    reapplicable: false,
  }
  // the amount starts at what every unit left costs, capped by what is left to refund
  form.initialValues.amount = amountText(amountCapOf(form, form.initialValues))
  return form
}

const imageName = (path: string, index: number) => path.split('/').pop() || String(index + 1)

export function reapplyFormOf(
  refund: RefundDetail,
  reasons: Partial<Record<RefundReasonKey, Reason[]>>,
): RefundFormData {
  const account = { key: refund.refundAccount, label: refund.refundAccountLabel }
  const key = refundReasonKey(refund.type, refund.goodsState)
  const reasonKept = (reasons[key] ?? []).some((reason) => reason.reasonId === refund.reasonId)
  // a request of the whole amount made before issue 16 names no lines: all of the order's, at no cap
  const lines =
    refund.lines.length > 0
      ? refund.lines.map((line) => ({
          orderProductId: line.orderProductId,
          refundableNum: line.afsNum,
          price: refund.productList.find((p) => p.orderProductId === line.orderProductId)?.price ?? 0,
        }))
      : []
  const form: RefundFormData = {
    mode: 'reapply',
    orderSn: refund.orderSn,
    afsSn: refund.afsSn,
    storeName: refund.storeName,
    productList: refund.productList,
    lines,
    linesFixed: true,
    goodsStates: [refund.goodsState],
    maxAmount: refund.maxAmount,
    paymentAccount: account,
    accounts: [account],
    types: [refund.type],
    reasons,
    initialValues: {
      type: refund.type,
      lines: initialLines(lines),
      goodsState: refund.goodsState,
      amount: '',
      reasonId: reasonKept ? String(refund.reasonId) : '',
      description: refund.description,
      refundAccount: refund.refundAccount,
    },
    images: refund.images.map((path, index) => ({ path, url: path, name: imageName(path, index) })),
    reapplicable: refundAllows(refund, 'buyer.reapplied'),
  }
  const cap =
    lines.length > 0 ? amountCapOf({ ...form, linesFixed: false }, form.initialValues) : form.maxAmount
  form.initialValues.amount = amountText(Math.min(refund.amount, cap))
  return form
}

export async function loadReapplyForm(afsSn: string): Promise<RefundFormData> {
  const refund = await getRefund(afsSn, silent)
  if (!refundAllows(refund, 'buyer.reapplied')) return reapplyFormOf(refund, {})
  // the refund keeps its type and goods state, and so its reason list (105, 106 or 107)
  return reapplyFormOf(refund, await reasonsFor([refund.type], [refund.goodsState]))
}

export interface UploadOutcome {
  uploaded: RefundImage[]
  /** the server's refusal of a file (e.g. "Formato de archivo incorrecto" for a renamed file) */
  problem: ErrorMessage | null
}

/** One file after the other, so the images keep the order the buyer picked them in. */
export async function uploadImages(files: readonly File[]): Promise<UploadOutcome> {
  const uploaded: RefundImage[] = []
  let problem: ErrorMessage | null = null
  for (const file of files) {
    try {
      const result = await uploadFile(file, 'afterSale', silent)
      uploaded.push({ path: result.path, url: result.url, name: file.name })
    } catch (error) {
      problem ??= errorMessageOf(error)
    }
  }
  return { uploaded, problem }
}

export const refundApplyActors = {
  getRefundApplyInfo: fromPromise<RefundFormData, { orderSn: string }>(({ input }) =>
    loadApplyForm(input.orderSn),
  ),
  getRefund: fromPromise<RefundFormData, { afsSn: string }>(({ input }) => loadReapplyForm(input.afsSn)),
  uploadFile: fromPromise<UploadOutcome, { files: File[] }>(({ input }) => uploadImages(input.files)),
  submitRefund: fromPromise<RefundDetail, { body: RefundApplyRequest; idempotencyKey: string }>(({ input }) =>
    submitRefund(input.body, input.idempotencyKey, silent),
  ),
  reapplyRefund: fromPromise<RefundDetail, { body: RefundReapplyRequest; idempotencyKey: string }>(
    ({ input }) => reapplyRefund(input.body, input.idempotencyKey, silent),
  ),
}
