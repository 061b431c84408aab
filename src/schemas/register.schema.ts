// Registration (issue 11, SPEC.md §5): member type, email with its email code, the registration password twice,
// member name and the consent tick. Composed from the §5 field rules of account.schema.ts; used by the
// /register form and by the mock's frontLogin/oauth/register (same schema, same Spanish messages).
import { boolean, number, object } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import {
  confirmPasswordRule,
  emailCodeRule,
  emailRule,
  memberNameRule,
  newPasswordRule,
} from './account.schema'

addMessages(validationPart)

/** SPEC.md §3 member types a buyer registers as; the designer (2) comes by its own application later. */
export const REGISTER_MEMBER_TYPES = [1, 3] as const
export type RegisterMemberType = (typeof REGISTER_MEMBER_TYPES)[number]

export const registerMessages = defineMessages({
  memberTypeRequired: {
    id: 'validation.register.memberTypeRequired',
    defaultMessage: 'Elija si se registra como persona o como empresa',
  },
  agreementRequired: {
    id: 'validation.register.agreementRequired',
    defaultMessage: 'Debe aceptar el Acuerdo de usuario y la Política de privacidad',
  },
})

/** The email alone: what "Enviar código" needs (SPEC.md §5 email rule). */
export const emailOnlySchema = object({ email: emailRule() })

export const registerSchema = object({
  memberType: number()
    .required(registerMessages.memberTypeRequired.id)
    .oneOf([...REGISTER_MEMBER_TYPES], registerMessages.memberTypeRequired.id),
  email: emailRule(),
  emailCode: emailCodeRule(),
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule('password'),
  memberName: memberNameRule(),
  agreement: boolean()
    .required(registerMessages.agreementRequired.id)
    .oneOf([true], registerMessages.agreementRequired.id),
})

export type RegisterValues = {
  memberType: RegisterMemberType
  email: string
  emailCode: string
  password: string
  confirmPassword: string
  memberName: string
  agreement: boolean
}
