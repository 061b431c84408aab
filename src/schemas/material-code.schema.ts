// Material codes of an enterprise (issue 27 item 3; SPEC.md §2 /member/matCode, §5 material-code import, §6
// memberType 3): the buyer's own code for a SKU of the catalogue. One rule set, shared by the add/edit form, the
// .xls import's row check (./material-code-rules.ts) and the mock backend (v3/member/front/materialCode/*), so a
// row gets the same Spanish message in the preview, in the form and from the server.
// A material code has the form of a product code (quick order accepts either where it accepts a SKU code).
import { object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { PRODUCT_CODE_MAX } from './quick-order.schema'

addMessages(validationPart)

export const MATERIAL_CODE_MAX = PRODUCT_CODE_MAX
export const MATERIAL_DESCRIPTION_MAX = 100
/** SPEC.md §5: an import of about 200 rows; a file with more data rows than this is refused whole. */
export const MATERIAL_IMPORT_MAX_ROWS = 500
/** The file itself: at most 1 MB (a 500-row BIFF8 sheet is about 60 KB). */
export const MATERIAL_IMPORT_MAX_BYTES = 1024 * 1024
/** A cell longer than this is refused (a 100 KB string is not a code). */
export const MATERIAL_IMPORT_MAX_CELL = 1000
/** The worker has this long to read a file before it is terminated. */
export const MATERIAL_IMPORT_TIME_MS = 5000

export const materialCodeMessages = defineMessages({
  codeRequired: {
    id: 'validation.materialCode.codeRequired',
    defaultMessage: 'Introduzca el código de material',
  },
  codeLength: {
    id: 'validation.materialCode.codeLength',
    defaultMessage: 'El código de material no puede tener más de 40 caracteres',
  },
  codeFormat: {
    id: 'validation.materialCode.codeFormat',
    defaultMessage: 'El código de material no puede contener espacios, comas ni punto y coma',
  },
  skuRequired: {
    id: 'validation.materialCode.skuRequired',
    defaultMessage: 'Introduzca el código de producto (SKU)',
  },
  skuLength: {
    id: 'validation.materialCode.skuLength',
    defaultMessage: 'El código de producto no puede tener más de 40 caracteres',
  },
  skuFormat: {
    id: 'validation.materialCode.skuFormat',
    defaultMessage: 'El código de producto no puede contener espacios, comas ni punto y coma',
  },
  descriptionLength: {
    id: 'validation.materialCode.descriptionLength',
    defaultMessage: 'La descripción tiene como máximo 100 caracteres',
  },
  unknownSku: {
    id: 'validation.materialCode.unknownSku',
    defaultMessage: 'El código de producto «{code}» no existe.',
  },
  duplicateExisting: {
    id: 'validation.materialCode.duplicateExisting',
    defaultMessage: 'El código de material «{code}» ya existe.',
  },
  duplicateInFile: {
    id: 'validation.materialCode.duplicateInFile',
    defaultMessage: 'El código de material «{code}» se repite en la fila {line}.',
  },
})

const m = materialCodeMessages
const CODE_FORM = /^[^\s,;]+$/

export const materialCodeRule = () =>
  string()
    .trim()
    .required(m.codeRequired.id)
    .max(MATERIAL_CODE_MAX, m.codeLength.id)
    .matches(CODE_FORM, m.codeFormat.id)

export const skuCodeRule = () =>
  string()
    .trim()
    .required(m.skuRequired.id)
    .max(MATERIAL_CODE_MAX, m.skuLength.id)
    .matches(CODE_FORM, m.skuFormat.id)

/** One material code as the form, the import and the server take it. */
export const materialCodeSchema = object({
  materialCode: materialCodeRule(),
  productCode: skuCodeRule(),
  description: string().trim().max(MATERIAL_DESCRIPTION_MAX, m.descriptionLength.id).default(''),
})

export interface MaterialCodeValues {
  materialCode: string
  productCode: string
  description: string
}

export const emptyMaterialCode: MaterialCodeValues = { materialCode: '', productCode: '', description: '' }

export { codeKey } from './material-code-key'
