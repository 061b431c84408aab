// Binding a top-up card (issue 12 item 3; SPEC.md §2 /shopping/card, §5 "Card binding: 19-digit card number,
// 16-digit PIN", §9): the one rule set of the /shopping/card form and of the mock's rechargeCard/bind.
import { object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

/** SPEC.md §9: card 19 digits, PIN 16. */
export const CARD_NUMBER_LENGTH = 19
export const CARD_PIN_LENGTH = 16
export const CARD_NUMBER_PATTERN = /^\d{19}$/
export const CARD_PIN_PATTERN = /^\d{16}$/

export const cardBindMessages = defineMessages({
  numberRequired: {
    id: 'validation.cardBind.numberRequired',
    defaultMessage: 'Introduzca el número de la tarjeta',
  },
  numberFormat: {
    id: 'validation.cardBind.numberFormat',
    defaultMessage: 'El número de la tarjeta tiene 19 dígitos',
  },
  pinRequired: { id: 'validation.cardBind.pinRequired', defaultMessage: 'Introduzca el PIN de la tarjeta' },
  pinFormat: { id: 'validation.cardBind.pinFormat', defaultMessage: 'El PIN tiene 16 dígitos' },
})

const m = cardBindMessages

/** Spaces a buyer types to group the digits are not part of the number. */
const withoutSpaces = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value)

export const cardBindSchema = object({
  cardNumber: string()
    .transform(withoutSpaces)
    .required(m.numberRequired.id)
    .matches(CARD_NUMBER_PATTERN, m.numberFormat.id),
  cardPin: string()
    .transform(withoutSpaces)
    .required(m.pinRequired.id)
    .matches(CARD_PIN_PATTERN, m.pinFormat.id),
})

export interface CardBindValues {
  cardNumber: string
  cardPin: string
}

/** What is sent: the digits only (the form may show them grouped). */
export function cardBindBody(values: CardBindValues): CardBindValues {
  return { cardNumber: values.cardNumber.replace(/\s+/g, ''), cardPin: values.cardPin.replace(/\s+/g, '') }
}

/** "**** 6789": only the last four digits of a card number are ever shown or logged. */
export function maskCardNumber(cardNumber: string): string {
  return `**** ${cardNumber.replace(/\s+/g, '').slice(-4)}`
}
