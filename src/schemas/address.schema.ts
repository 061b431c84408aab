// Delivery address / contact info (SPEC.md §3, §5): contact 2–50, address 5–500 characters, the mobile rule.
// Shared by the address form (checkout and /member/address/list) and the mock backend (memberAddress/add|edit).
import { boolean, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { mobileRule } from './account.schema'

addMessages(validationPart)

export const CONTACT_MIN = 2
export const CONTACT_MAX = 50
export const ADDRESS_MIN = 5
export const ADDRESS_MAX = 500

export const addressMessages = defineMessages({
  contactRequired: {
    id: 'validation.address.contactRequired',
    defaultMessage: 'Introduzca el nombre del contacto',
  },
  contactLength: {
    id: 'validation.address.contactLength',
    defaultMessage: 'El contacto debe tener entre 2 y 50 caracteres.',
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

/** SPEC.md §5 contact: 2–50 characters (also the recipient of an invoice receiving address). */
export const contactRule = () =>
  string()
    .trim()
    .required(m.contactRequired.id)
    .min(CONTACT_MIN, m.contactLength.id)
    .max(CONTACT_MAX, m.contactLength.id)

/** SPEC.md §5 address: 5–500 characters (also the address of an invoice receiving address). */
export const detailAddressRule = () =>
  string()
    .trim()
    .required(m.addressRequired.id)
    .min(ADDRESS_MIN, m.addressLength.id)
    .max(ADDRESS_MAX, m.addressLength.id)

export const addressSchema = object({
  memberName: contactRule(),
  telMobile: mobileRule(),
  country: string().trim().required(m.countryRequired.id).max(50, m.fieldTooLong.id),
  province: string().trim().required(m.provinceRequired.id).max(50, m.fieldTooLong.id),
  city: string().trim().required(m.cityRequired.id).max(50, m.fieldTooLong.id),
  street: string().trim().default('').max(100, m.streetTooLong.id),
  detailAddress: detailAddressRule(),
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
