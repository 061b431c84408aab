// Payment rules (SPEC.md §5, §9): pay password of at least 8 digits, bank card, top-up voucher (card 19 digits,
// PIN 16 digits), payment proof png/jpg under 1 MB. Shared by the payment forms and the mock backend.
import { number, object, string } from 'yup'
import {
  PAY_PASSWORD_PATTERN,
  VOUCHER_CARD_PATTERN,
  VOUCHER_PIN_PATTERN,
  BANK_CARD_PATTERN,
  CARD_EXPIRY_PATTERN,
  CARD_CVV_PATTERN,
  PROOF_MAX_BYTES,
  IMAGE_TYPES,
  paymentMessages,
  luhnValid,
  expiryNotPast,
} from './payment-rules'

export * from './payment-rules'

const m = paymentMessages

export const payPasswordSchema = string()
  .trim()
  .required(m.payPasswordRequired.id)
  .matches(PAY_PASSWORD_PATTERN, m.payPasswordFormat.id)

export const voucherSchema = object({
  cardNumber: string()
    .trim()
    .required(m.voucherCardFormat.id)
    .matches(VOUCHER_CARD_PATTERN, m.voucherCardFormat.id),
  cardPin: string()
    .trim()
    .required(m.voucherPinFormat.id)
    .matches(VOUCHER_PIN_PATTERN, m.voucherPinFormat.id),
})

export function bankCardSchema(now: number) {
  return object({
    cardNumber: string()
      .trim()
      .required(m.cardRequired.id)
      .matches(BANK_CARD_PATTERN, m.cardFormat.id)
      .test({ name: 'luhn', message: m.cardFormat.id, test: (v) => v == null || luhnValid(v) }),
    cardHolder: string()
      .trim()
      .required(m.holderRequired.id)
      .min(2, m.holderLength.id)
      .max(50, m.holderLength.id),
    cardExpiry: string()
      .trim()
      .required(m.expiryFormat.id)
      .matches(CARD_EXPIRY_PATTERN, m.expiryFormat.id)
      .test({ name: 'past', message: m.expiryPast.id, test: (v) => v == null || expiryNotPast(v, now) }),
    cardCvv: string().trim().required(m.cvvFormat.id).matches(CARD_CVV_PATTERN, m.cvvFormat.id),
  })
}

/** What a file must be before it is sent (and what the mock checks again by content). */
export function imageFileSchema(maxBytes: number) {
  const tooBig = maxBytes > PROOF_MAX_BYTES ? m.fileTooBigAvatar.id : m.fileTooBig.id
  return object({
    type: string()
      .required(m.fileFormat.id)
      .oneOf([...IMAGE_TYPES], m.fileFormat.id),
    size: number().required(m.fileFormat.id).max(maxBytes, tooBig),
  })
}

export { sniffImageType } from '../lib/file-type'
