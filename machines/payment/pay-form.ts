// The payment form's rules (SPEC.md §5, §9), pure: which fields a method needs, their problems through the
// shared schemas of src/schemas/payment.schema.ts (the mock checks the same ones), and the doPay body.
import type { Message } from '../../src/api/message'
import { ValidationError } from 'yup'
import type { DoPayRequest, PayMethodCode } from '../../src/api/payment'
import {
  bankCardSchema,
  imageFileSchema,
  payPasswordSchema,
  paymentMessages,
  PROOF_MAX_BYTES,
  voucherSchema,
} from '../../src/schemas/payment.schema'

/** What the buyer typed, per field; kept across errors (issue 5 "the form keeps what the user entered"). */
export interface PayFields {
  payPwd: string
  cardNumber: string
  cardHolder: string
  cardExpiry: string
  cardCvv: string
  voucherNumber: string
  voucherPin: string
}

export type PayField = keyof PayFields

export const EMPTY_FIELDS: PayFields = {
  payPwd: '',
  cardNumber: '',
  cardHolder: '',
  cardExpiry: '',
  cardCvv: '',
  voucherNumber: '',
  voucherPin: '',
}

/** Problems by field; `proof` is the transfer's payment proof. */
export type FieldProblems = Partial<Record<PayField | 'proof', Message>>

export interface UploadedProof {
  url: string
  name: string
}

export const METHOD_FIELDS: Record<PayMethodCode, readonly PayField[]> = {
  balance: ['payPwd'],
  credit: ['payPwd'],
  card: ['cardNumber', 'cardHolder', 'cardExpiry', 'cardCvv'],
  voucher: ['voucherNumber', 'voucherPin'],
  transfer: [],
  tropipay: [],
}

/** Card and voucher numbers are often typed in groups: spaces and dashes are not part of the number. */
export const digitsOf = (value: string) => value.replace(/[\s-]+/g, '')

/** A yup error's message as a dictionary id (+ values when the rule passes some, e.g. the size limit). */
export function problemOf(error: ValidationError): Message {
  const raw: unknown = error.errors[0] ?? error.message
  if (typeof raw === 'string') return { id: raw }
  if (raw && typeof raw === 'object' && 'message' in raw) {
    const { message, ...values } = raw as { message: string } & Record<string, string | number>
    return Object.keys(values).length > 0 ? { id: message, values } : { id: message }
  }
  return { id: paymentMessages.fileFormat.id }
}

function collect(run: () => void, fieldOf: (path: string) => PayField): FieldProblems {
  try {
    run()
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const problems: FieldProblems = {}
    const inner = error.inner.length > 0 ? error.inner : [error]
    for (const item of inner) {
      const field = fieldOf(item.path ?? '')
      problems[field] ??= problemOf(item)
    }
    return problems
  }
}

/** Every problem of the form for a method; empty when doPay may be called. `now` checks a card's expiry. */
export function payFormProblems(
  method: PayMethodCode,
  fields: PayFields,
  proof: UploadedProof | null,
  now: number,
): FieldProblems {
  switch (method) {
    case 'balance':
    case 'credit':
      return collect(
        () => payPasswordSchema.validateSync(fields.payPwd),
        () => 'payPwd',
      )
    case 'card':
      return collect(
        () =>
          bankCardSchema(now).validateSync(
            {
              cardNumber: digitsOf(fields.cardNumber),
              cardHolder: fields.cardHolder,
              cardExpiry: fields.cardExpiry,
              cardCvv: fields.cardCvv,
            },
            { abortEarly: false },
          ),
        (path) => path as PayField,
      )
    case 'voucher':
      return collect(
        () =>
          voucherSchema.validateSync(
            { cardNumber: digitsOf(fields.voucherNumber), cardPin: digitsOf(fields.voucherPin) },
            { abortEarly: false },
          ),
        (path) => (path === 'cardPin' ? 'voucherPin' : 'voucherNumber'),
      )
    case 'transfer':
      return proof ? {} : { proof: { id: paymentMessages.proofRequired.id } }
    case 'tropipay':
      return {}
  }
}

/** SPEC.md §5/§9: a payment proof is png/jpg of at most 1 MB — checked before anything is uploaded. */
export function proofProblem(file: { type: string; size: number }): Message | null {
  try {
    imageFileSchema(PROOF_MAX_BYTES).validateSync({ type: file.type, size: file.size })
    return null
  } catch (error) {
    if (error instanceof ValidationError) return problemOf(error)
    throw error
  }
}

/** The doPay body of a method: only that method's fields, trimmed, numbers without separators. */
export function doPayBody(
  paySn: string,
  requestSn: string | null,
  method: PayMethodCode,
  fields: PayFields,
  proof: UploadedProof | null,
): DoPayRequest {
  const base: DoPayRequest = { paySn, payMethod: method, ...(requestSn ? { requestSn } : {}) }
  switch (method) {
    case 'balance':
    case 'credit':
      return { ...base, payPwd: fields.payPwd.trim() }
    case 'card':
      return {
        ...base,
        cardNumber: digitsOf(fields.cardNumber),
        cardHolder: fields.cardHolder.trim(),
        cardExpiry: fields.cardExpiry.trim(),
        cardCvv: fields.cardCvv.trim(),
      }
    case 'voucher':
      return { ...base, cardNumber: digitsOf(fields.voucherNumber), cardPin: digitsOf(fields.voucherPin) }
    case 'transfer':
      return { ...base, proofUrl: proof?.url ?? '' }
    case 'tropipay':
      return base
  }
}
