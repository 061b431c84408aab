// Paying a credit bill (issue 12 item 4; SPEC.md §2 /member/credit/pay, §5): from the prepaid balance with the
// pay password (≥ 8 digits, the payment's own rule) or by e-payment, which asks for nothing here. The balance
// must cover the bill (SPEC.md §5 "prepaid balance must cover payment"). Shared by the form (machines/credit-pay)
// and the mock (mocks/handlers/credit.ts).
import { mixed, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { payPasswordSchema, paymentMessages } from './payment.schema'

addMessages(validationPart)

export const BILL_PAY_METHODS = ['balance', 'tropipay'] as const
export type BillPayMethod = (typeof BILL_PAY_METHODS)[number]

export const creditBillMessages = defineMessages({
  methodRequired: {
    id: 'validation.creditBill.methodRequired',
    defaultMessage: 'Elija cómo pagar la factura',
  },
})

export interface BillPayValues {
  payMethod: BillPayMethod | ''
  payPwd: string
}

export const billPaySchema = object({
  payMethod: mixed<BillPayMethod>()
    .required(creditBillMessages.methodRequired.id)
    .oneOf([...BILL_PAY_METHODS], creditBillMessages.methodRequired.id),
  payPwd: string().when('payMethod', {
    is: 'balance',
    then: () => payPasswordSchema,
    otherwise: (schema) => schema.optional(),
  }),
})

const cents = (amount: number) => Math.round(amount * 100)

/** The message id of why the balance cannot pay `outstanding`, or null (the payment's own "Saldo prepago insuficiente"). */
export function billFundsProblem(
  method: string,
  outstanding: number,
  balanceAvailable: number,
): string | null {
  if (method === 'balance' && cents(balanceAvailable) < cents(outstanding))
    return paymentMessages.balanceShort.id
  return null
}
