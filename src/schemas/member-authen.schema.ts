// Member authentication (issue 27 item 4; SPEC.md §2 /member/authen, §5 national ID and images, §6 memberTypes 1
// and 3): a personal member's real name and national ID, an enterprise's company name, registration number and
// licence image. One schema for the /member/authen form and the mock's memberAuthen/submit, so both refuse the
// same input with the same Spanish message. The licence image itself is checked by content and size with the
// shared upload rule (imageFileSchema(PROOF_MAX_BYTES): png/jpg, at most 1 MB) by the form and by the mock.
import { object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { nationalIdRule } from './account.schema'
import { imageFileSchema, PROOF_MAX_BYTES } from './payment.schema'

addMessages(validationPart)

export const AUTHEN_NAME_MIN = 2
export const AUTHEN_NAME_MAX = 50
export const AUTHEN_COMPANY_MAX = 100
/** SPEC.md does not show the registration number's form: 5–30 letters, digits or hyphens. */
export const REGISTRATION_NUMBER_PATTERN = /^[A-Za-z0-9-]{5,30}$/
/** The licence image: png/jpg of at most 1 MB (issue 27 item 4), the payment proof's rule. */
export const LICENCE_MAX_BYTES = PROOF_MAX_BYTES
export const licenceFileSchema = imageFileSchema(LICENCE_MAX_BYTES)

export type AuthenType = 'personal' | 'enterprise'

export const memberAuthenMessages = defineMessages({
  realNameRequired: {
    id: 'validation.authen.realNameRequired',
    defaultMessage: 'Introduzca su nombre completo',
  },
  realNameLength: {
    id: 'validation.authen.realNameLength',
    defaultMessage: 'El nombre debe tener entre 2 y 50 caracteres',
  },
  companyRequired: {
    id: 'validation.authen.companyRequired',
    defaultMessage: 'Introduzca el nombre de la empresa',
  },
  companyLength: {
    id: 'validation.authen.companyLength',
    defaultMessage: 'El nombre de la empresa debe tener entre 2 y 100 caracteres',
  },
  registrationRequired: {
    id: 'validation.authen.registrationRequired',
    defaultMessage: 'Introduzca el número de registro mercantil',
  },
  registrationFormat: {
    id: 'validation.authen.registrationFormat',
    defaultMessage: 'El número de registro tiene de 5 a 30 letras, números o guiones',
  },
  licenceRequired: {
    id: 'validation.authen.licenceRequired',
    defaultMessage: 'Suba la imagen de la licencia',
  },
})

const m = memberAuthenMessages

const name = (required: string, length: string, max: number) =>
  string().trim().required(required).min(AUTHEN_NAME_MIN, length).max(max, length)

/** Only the fields of the authentication's type are checked; the others are dropped. */
export const memberAuthenSchema = object({
  authenType: string<AuthenType>().required().oneOf(['personal', 'enterprise']),
  realName: string().when('authenType', {
    is: 'personal',
    then: () => name(m.realNameRequired.id, m.realNameLength.id, AUTHEN_NAME_MAX),
    otherwise: (schema) => schema.strip(),
  }),
  idNumber: string().when('authenType', {
    is: 'personal',
    then: () => nationalIdRule(),
    otherwise: (schema) => schema.strip(),
  }),
  companyName: string().when('authenType', {
    is: 'enterprise',
    then: () => name(m.companyRequired.id, m.companyLength.id, AUTHEN_COMPANY_MAX),
    otherwise: (schema) => schema.strip(),
  }),
  registrationNumber: string().when('authenType', {
    is: 'enterprise',
    then: () =>
      string()
        .trim()
        .required(m.registrationRequired.id)
        .matches(REGISTRATION_NUMBER_PATTERN, m.registrationFormat.id),
    otherwise: (schema) => schema.strip(),
  }),
  licencePath: string().when('authenType', {
    is: 'enterprise',
    then: () => string().trim().required(m.licenceRequired.id),
    otherwise: (schema) => schema.strip(),
  }),
})

export interface MemberAuthenValues {
  authenType: AuthenType
  realName: string
  idNumber: string
  companyName: string
  registrationNumber: string
  licencePath: string
}

export type MemberAuthenField = Exclude<keyof MemberAuthenValues, 'authenType'>

/** The fields a member of this type fills in, in the form's order. */
export const authenFieldsOf = (type: AuthenType): MemberAuthenField[] =>
  type === 'personal' ? ['realName', 'idNumber'] : ['companyName', 'registrationNumber', 'licencePath']

/** Every field's first broken rule (message ids) for the authentication's type. */
export function memberAuthenErrorsOf(values: MemberAuthenValues): Partial<Record<MemberAuthenField, string>> {
  const errors: Partial<Record<MemberAuthenField, string>> = {}
  for (const field of authenFieldsOf(values.authenType)) {
    try {
      memberAuthenSchema.validateSyncAt(field, values)
    } catch (error) {
      const message = (error as { errors?: unknown[] }).errors?.[0]
      if (typeof message === 'string') errors[field] = message
    }
  }
  return errors
}

/** The problem of a picked licence image by size and declared type (its content is read after), or null. */
export function licenceFileProblem(file: { type: string; size: number }): string | null {
  try {
    licenceFileSchema.validateSync({ type: file.type, size: file.size })
    return null
  } catch (error) {
    const message = (error as { errors?: unknown[] }).errors?.[0]
    return typeof message === 'string' ? message : 'validation.upload.fileFormat'
  }
}
