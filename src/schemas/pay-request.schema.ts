// Third-party payment request (SPEC.md §1, §4): the payer's email, an optional message; a refusal reason.
// Shared by the request forms and the mock backend (payRequest/add|refuse).
import { object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { validationMessages as v } from './messages'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const payRequestMessages = defineMessages({
  messageLength: {
    id: 'validation.payRequest.messageLength',
    defaultMessage: 'El mensaje no puede tener más de 200 caracteres',
  },
  reasonRequired: {
    id: 'validation.payRequest.reasonRequired',
    defaultMessage: 'Indique el motivo del rechazo',
  },
  reasonLength: {
    id: 'validation.payRequest.reasonLength',
    defaultMessage: 'El motivo debe tener entre 2 y 200 caracteres',
  },
})

const m = payRequestMessages

export const payRequestSchema = object({
  payerEmail: string()
    .trim()
    .required(v.emailRequired.id)
    .email(v.emailInvalid.id)
    .max(100, v.emailInvalid.id),
  message: string().trim().default('').max(200, m.messageLength.id),
})

export const refuseReasonSchema = object({
  reason: string().trim().required(m.reasonRequired.id).min(2, m.reasonLength.id).max(200, m.reasonLength.id),
})
