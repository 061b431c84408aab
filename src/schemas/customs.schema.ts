// Buyer customs registration (issue 27 item 7; SPEC.md §2 /member/request/info, §3 importer and enterprise
// registration): the importer's name and code and the enterprise's name and tax number (NIT). SPEC.md shows no
// field rules; these are the app's own. One schema for the /member/request/info form and the mock's
// customs/bind, so both refuse the same input with the same Spanish message.
import { object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const CUSTOMS_NAME_MIN = 2
export const CUSTOMS_NAME_MAX = 100
/** An importer's code at customs: 6–20 letters (read as capitals), digits or hyphens. */
export const IMPORTER_CODE_PATTERN = /^[A-Z0-9-]{6,20}$/
/** The enterprise's tax number (NIT): 11 digits. */
export const ENTERPRISE_CODE_PATTERN = /^\d{11}$/

export const customsMessages = defineMessages({
  importerNameRequired: {
    id: 'validation.customs.importerNameRequired',
    defaultMessage: 'Introduzca el nombre del importador',
  },
  importerNameLength: {
    id: 'validation.customs.importerNameLength',
    defaultMessage: 'El nombre del importador debe tener entre 2 y 100 caracteres',
  },
  importerCodeRequired: {
    id: 'validation.customs.importerCodeRequired',
    defaultMessage: 'Introduzca el código de importador',
  },
  importerCodeFormat: {
    id: 'validation.customs.importerCodeFormat',
    defaultMessage: 'El código de importador tiene de 6 a 20 letras mayúsculas, números o guiones',
  },
  enterpriseNameRequired: {
    id: 'validation.customs.enterpriseNameRequired',
    defaultMessage: 'Introduzca el nombre de la empresa',
  },
  enterpriseNameLength: {
    id: 'validation.customs.enterpriseNameLength',
    defaultMessage: 'El nombre de la empresa debe tener entre 2 y 100 caracteres',
  },
  enterpriseCodeRequired: {
    id: 'validation.customs.enterpriseCodeRequired',
    defaultMessage: 'Introduzca el NIT de la empresa',
  },
  enterpriseCodeFormat: {
    id: 'validation.customs.enterpriseCodeFormat',
    defaultMessage: 'El NIT tiene 11 dígitos',
  },
})

const m = customsMessages

const name = (required: string, length: string) =>
  string().trim().required(required).min(CUSTOMS_NAME_MIN, length).max(CUSTOMS_NAME_MAX, length)

export const customsBindSchema = object({
  importerName: name(m.importerNameRequired.id, m.importerNameLength.id),
  importerCode: string()
    .trim()
    .uppercase()
    .required(m.importerCodeRequired.id)
    .matches(IMPORTER_CODE_PATTERN, m.importerCodeFormat.id),
  enterpriseName: name(m.enterpriseNameRequired.id, m.enterpriseNameLength.id),
  enterpriseCode: string()
    .trim()
    .required(m.enterpriseCodeRequired.id)
    .matches(ENTERPRISE_CODE_PATTERN, m.enterpriseCodeFormat.id),
})

export interface CustomsBindValues {
  importerName: string
  importerCode: string
  enterpriseName: string
  enterpriseCode: string
}
