// Delivery address / contact info (SPEC.md §3, §5): contact 2–50, address 5–500 characters, the mobile rule.
// Shared by the checkout address form and the mock backend (memberAddress/add|edit).
import { boolean, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const CONTACT_MIN = 2
export const CONTACT_MAX = 50
export const ADDRESS_MIN = 5
export const ADDRESS_MAX = 500
/** SPEC.md §5: 11-digit mainland mobile (1, then 3–9) or landline (optional 4-digit area code, 6–8 digits). */
export const PHONE_PATTERN = /^(?:1[3-9]\d{9}|(?:\d{4}-?)?\d{6,8})$/

export const addressMessages = defineMessages({
  contactRequired: {
    id: 'validation.address.contactRequired',
    defaultMessage: 'Introduzca el nombre del contacto',
  },
  contactLength: {
    id: 'validation.address.contactLength',
    defaultMessage: 'El contacto debe tener entre 2 y 50 caracteres.',
  },
  phoneRequired: { id: 'validation.address.phoneRequired', defaultMessage: 'Introduzca el teléfono móvil' },
  phoneFormat: {
    id: 'validation.address.phoneFormat',
    defaultMessage:
      'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)',
  },
  countryRequired: { id: 'validation.address.countryRequired', defaultMessage: 'Introduzca el país' },
  provinceRequired: { id: 'validation.address.provinceRequired', defaultMessage: 'Introduzca la provincia' },
  cityRequired: { id: 'validation.address.cityRequired', defaultMessage: 'Introduzca la ciudad' },
  fieldTooLong: { id: 'validation.address.fieldTooLong', defaultMessage: 'Máximo 50 caracteres' },
  streetTooLong: { id: 'validation.address.streetTooLong', defaultMessage: 'Máximo 100 caracteres' },
  addressRequired: {
    id: 'validation.address.addressRequired',
    defaultMessage: 'Introduzca la dirección detallada',
  },
  addressLength: {
    id: 'validation.address.addressLength',
    defaultMessage: 'La dirección debe tener entre 5 y 500 caracteres.',
  },
})

const m = addressMessages

export const addressSchema = object({
  memberName: string()
    .trim()
    .required(m.contactRequired.id)
    .min(CONTACT_MIN, m.contactLength.id)
    .max(CONTACT_MAX, m.contactLength.id),
  telMobile: string().trim().required(m.phoneRequired.id).matches(PHONE_PATTERN, m.phoneFormat.id),
  country: string().trim().required(m.countryRequired.id).max(50, m.fieldTooLong.id),
  province: string().trim().required(m.provinceRequired.id).max(50, m.fieldTooLong.id),
  city: string().trim().required(m.cityRequired.id).max(50, m.fieldTooLong.id),
  street: string().trim().default('').max(100, m.streetTooLong.id),
  detailAddress: string()
    .trim()
    .required(m.addressRequired.id)
    .min(ADDRESS_MIN, m.addressLength.id)
    .max(ADDRESS_MAX, m.addressLength.id),
  isDefault: boolean().default(false),
})

export type AddressFormValues = {
  memberName: string
  telMobile: string
  country: string
  province: string
  city: string
  street: string
  detailAddress: string
  isDefault: boolean
}

export const emptyAddress: AddressFormValues = {
  memberName: '',
  telMobile: '',
  country: 'Cuba',
  province: '',
  city: '',
  street: '',
  detailAddress: '',
  isDefault: false,
}
