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
  type Reason,
  type RefundApplyRequest,
  type RefundDetail,
  type RefundReapplyRequest,
  type RefundType,
} from '../../src/api/after-sales'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { getOrder } from '../../src/api/orders'
import { uploadFile } from '../../src/api/payment'
import { amountText, refundReasonType, type RefundFormData, type RefundImage } from './refund-form'
import { refundAllows } from './refund-lifecycle'

const silent = { silent: true } as const

async function reasonsFor(types: readonly RefundType[], orderState: number) {
  const lists = await Promise.all(
    types.map((type) => listReasons(refundReasonType(type, orderState), silent)),
  )
  return Object.fromEntries(types.map((type, index) => [type, lists[index]])) as Partial<
    Record<RefundType, Reason[]>
  >
}

export async function loadApplyForm(orderSn: string): Promise<RefundFormData> {
  const info = await getRefundApplyInfo(orderSn, silent)
  const reasons = await reasonsFor(info.types, info.orderState)
  return {
    mode: 'apply',
    orderSn: info.orderSn,
    afsSn: null,
    storeName: info.storeName,
    productList: info.productList,
    maxAmount: info.maxAmount,
    paymentAccount: info.paymentAccount,
    accounts: info.accounts.some((account) => account.key === info.paymentAccount.key)
      ? info.accounts
      : [info.paymentAccount, ...info.accounts],
    types: info.types,
    reasons,
    initialValues: {
      type: info.types[0] ?? '',
      amount: amountText(info.maxAmount),
      reasonId: '',
      description: '',
      refundAccount: info.paymentAccount.key,
    },
    images: [],
    reapplicable: false,
  }
}

const imageName = (path: string, index: number) => path.split('/').pop() || String(index + 1)

export function reapplyFormOf(
  refund: RefundDetail,
  reasons: Partial<Record<RefundType, Reason[]>>,
): RefundFormData {
  const account = { key: refund.refundAccount, label: refund.refundAccountLabel }
  const reasonKept = (reasons[refund.type] ?? []).some((reason) => reason.reasonId === refund.reasonId)
  return {
    mode: 'reapply',
    orderSn: refund.orderSn,
    afsSn: refund.afsSn,
    storeName: refund.storeName,
    productList: refund.productList,
    maxAmount: refund.maxAmount,
    paymentAccount: account,
    accounts: [account],
    types: [refund.type],
    reasons,
    initialValues: {
      type: refund.type,
      amount: amountText(Math.min(refund.amount, refund.maxAmount)),
      reasonId: reasonKept ? String(refund.reasonId) : '',
      description: refund.description,
      refundAccount: refund.refundAccount,
    },
    images: refund.images.map((path, index) => ({ path, url: path, name: imageName(path, index) })),
    reapplicable: refundAllows(refund, 'buyer.reapplied'),
  }
}

export async function loadReapplyForm(afsSn: string): Promise<RefundFormData> {
  const refund = await getRefund(afsSn, silent)
  if (!refundAllows(refund, 'buyer.reapplied')) return reapplyFormOf(refund, {})
  // refund-only reasons depend on whether the order was received (105 before, 106 after)
  const orderState = refund.type === 'refund' ? (await getOrder(refund.orderSn, silent)).orderState : 0
  return reapplyFormOf(refund, await reasonsFor([refund.type], orderState))
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
  submitRefund: fromPromise<RefundDetail, RefundApplyRequest>(({ input }) => submitRefund(input, silent)),
  reapplyRefund: fromPromise<RefundDetail, RefundReapplyRequest>(({ input }) => reapplyRefund(input, silent)),
}
