// Supplementary information (issue 11, SPEC.md §2 /replenish, §4 status 0, §5): a personal member gives a
// real name and the national ID (18/15 digits), an enterprise its company name and contact person; both the
// mobile rule. Used by the /replenish form and by the mock's frontLogin/oauth/replenish.
import { number, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { mobileRule, nationalIdRule } from './account.schema'
import { REGISTER_MEMBER_TYPES, registerMessages, type RegisterMemberType } from './register.schema'

addMessages(validationPart)

export const NAME_MIN = 2
export const NAME_MAX = 50
export const COMPANY_MAX = 100

export const replenishMessages = defineMessages({
  trueNameRequired: {
    id: 'validation.replenish.trueNameRequired',
    defaultMessage: 'Introduzca su nombre completo',
  },
  trueNameLength: {
    id: 'validation.replenish.trueNameLength',
    defaultMessage: 'El nombre debe tener entre 2 y 50 caracteres',
  },
  companyRequired: {
    id: 'validation.replenish.companyRequired',
    defaultMessage: 'Introduzca el nombre de la empresa',
  },
  companyLength: {
    id: 'validation.replenish.companyLength',
    defaultMessage: 'El nombre de la empresa debe tener entre 2 y 100 caracteres',
  },
  contactRequired: {
    id: 'validation.replenish.contactRequired',
    defaultMessage: 'Introduzca la persona de contacto',
  },
  contactLength: {
    id: 'validation.replenish.contactLength',
    defaultMessage: 'La persona de contacto debe tener entre 2 y 50 caracteres',
  },
})

const m = replenishMessages
const PERSONAL = 1
const ENTERPRISE = 3

const name = (required: string, length: string, max = NAME_MAX) =>
  string().trim().required(required).min(NAME_MIN, length).max(max, length)

/** Only the fields of the chosen member type are checked; the others are ignored by the form and the mock. */
export const replenishSchema = object({
  memberType: number()
    .required(registerMessages.memberTypeRequired.id)
    .oneOf([...REGISTER_MEMBER_TYPES], registerMessages.memberTypeRequired.id),
  memberTrueName: string().when('memberType', {
    is: PERSONAL,
    then: () => name(m.trueNameRequired.id, m.trueNameLength.id),
    otherwise: (schema) => schema.strip(),
  }),
  nationalId: string().when('memberType', {
    is: PERSONAL,
    then: () => nationalIdRule(),
    otherwise: (schema) => schema.strip(),
  }),
  companyName: string().when('memberType', {
    is: ENTERPRISE,
    then: () => name(m.companyRequired.id, m.companyLength.id, COMPANY_MAX),
    otherwise: (schema) => schema.strip(),
  }),
  contactName: string().when('memberType', {
    is: ENTERPRISE,
    then: () => name(m.contactRequired.id, m.contactLength.id),
    otherwise: (schema) => schema.strip(),
  }),
  mobile: mobileRule(),
})

export interface ReplenishValues {
  memberType: RegisterMemberType
  memberTrueName: string
  nationalId: string
  companyName: string
  contactName: string
  mobile: string
}
