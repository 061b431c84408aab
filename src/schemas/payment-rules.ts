// The pure payment rules (SPEC.md §5, §9): the patterns, sizes and messages of the payment forms, the funds
// check and the card checks. No yup: the mock's start path reads them (issue 14, docs/decisions/010); the yup
// schemas that apply them are in ./payment.schema.ts.
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const PAY_PASSWORD_PATTERN = /^\d{8,20}$/
export const VOUCHER_CARD_PATTERN = /^\d{19}$/
export const VOUCHER_PIN_PATTERN = /^\d{16}$/
export const BANK_CARD_PATTERN = /^\d{13,19}$/
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/
export const CARD_CVV_PATTERN = /^\d{3,4}$/
/** SPEC.md §9: payment proof and recharge voucher images up to 1 MB; avatar under 4 MB. */
export const PROOF_MAX_BYTES = 1024 * 1024
export const AVATAR_MAX_BYTES = 4 * 1024 * 1024
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const

export const paymentMessages = defineMessages({
  payPasswordRequired: {
    id: 'validation.payment.payPasswordRequired',
    defaultMessage: 'Introduzca la contraseña de pago',
  },
  payPasswordFormat: {
    id: 'validation.payment.payPasswordFormat',
    defaultMessage: 'La contraseña de pago tiene al menos 8 dígitos',
  },
  cardRequired: { id: 'validation.payment.cardRequired', defaultMessage: 'Introduzca el número de tarjeta' },
  cardFormat: { id: 'validation.payment.cardFormat', defaultMessage: 'El número de tarjeta no es válido.' },
  holderRequired: {
    id: 'validation.payment.holderRequired',
    defaultMessage: 'Introduzca el titular de la tarjeta',
  },
  holderLength: {
    id: 'validation.payment.holderLength',
    defaultMessage: 'El titular debe tener entre 2 y 50 caracteres',
  },
  expiryFormat: {
    id: 'validation.payment.expiryFormat',
    defaultMessage: 'Introduzca la fecha de caducidad como MM/AA',
  },
  expiryPast: { id: 'validation.payment.expiryPast', defaultMessage: 'La tarjeta está caducada' },
  cvvFormat: {
    id: 'validation.payment.cvvFormat',
    defaultMessage: 'El código de seguridad tiene 3 o 4 dígitos',
  },
  voucherCardFormat: {
    id: 'validation.payment.voucherCardFormat',
    defaultMessage: 'El número del vale tiene 19 dígitos',
  },
  voucherPinFormat: {
    id: 'validation.payment.voucherPinFormat',
    defaultMessage: 'El PIN del vale tiene 16 dígitos',
  },
  proofRequired: {
    id: 'validation.payment.proofRequired',
    defaultMessage: 'Adjunte el comprobante de pago.',
  },
  fileFormat: { id: 'validation.upload.fileFormat', defaultMessage: 'Formato de archivo incorrecto' },
  fileTooBig: {
    id: 'validation.upload.fileTooBig',
    defaultMessage: 'El archivo supera el tamaño máximo de 1 MB.',
  },
  fileTooBigAvatar: {
    id: 'validation.upload.fileTooBigAvatar',
    defaultMessage: 'El archivo supera el tamaño máximo de 4 MB.',
  },
  balanceShort: { id: 'validation.payment.balanceShort', defaultMessage: 'Saldo prepago insuficiente' },
  creditOverdue: {
    id: 'validation.payment.creditOverdue',
    defaultMessage: 'Las facturas de crédito vencidas bloquean el pago a crédito.',
  },
  creditShort: { id: 'validation.payment.creditShort', defaultMessage: 'Límite de crédito insuficiente' },
  finalPayerOnly: {
    id: 'validation.payment.finalPayerOnly',
    defaultMessage: 'El saldo final debe pagarse desde la misma cuenta que pagó el depósito.',
  },
})

const m = paymentMessages

/** What the payer has to pay with (openapi PayInfo: the viewer's own wallet and credit). */
export interface PayFunds {
  needPay: number
  balanceAvailable: number
  credit: { available: number; hasOverdueBill: boolean }
}

const cents = (amount: number) => Math.round(amount * 100)

/**
 * SPEC.md §5, §8: the prepaid balance must cover the payment; credit is blocked by an overdue bill or an
 * insufficient limit. The message id of why `method` cannot pay, or null. The payment page disables the method
 * and refuses "Pagar" with it (machines/payment); the mock lists the method as disabled and refuses doPay with
 * the same text (mocks/handlers/payment.ts).
 */
export function fundsProblem(method: string, funds: PayFunds): string | null {
  if (method === 'balance' && cents(funds.balanceAvailable) < cents(funds.needPay)) return m.balanceShort.id
  if (method === 'credit') {
    if (funds.credit.hasOverdueBill) return m.creditOverdue.id
    if (cents(funds.credit.available) < cents(funds.needPay)) return m.creditShort.id
  }
  return null
}

/** Luhn check of a bank card number. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** MM/AA not before the month of `now` (mock clock on the server, browser clock in the form). */
export function expiryNotPast(value: string, now: number): boolean {
  const match = CARD_EXPIRY_PATTERN.exec(value)
  if (!match) return false
  const [mm, yy] = value.split('/').map(Number)
  const date = new Date(now)
  const year = 2000 + (yy ?? 0)
  return (
    year > date.getUTCFullYear() || (year === date.getUTCFullYear() && (mm ?? 0) >= date.getUTCMonth() + 1)
  )
}
