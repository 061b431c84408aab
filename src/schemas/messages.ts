// Message ids of the validation rules of SPEC.md §5. Forms show them through react-intl; the mock
// backend answers them as Spanish `msg` through the same dictionary (src/i18n/es.json).
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const validationMessages = defineMessages({
  emailRequired: { id: 'validation.email.required', defaultMessage: 'Introduzca su correo electrónico' },
  emailInvalid: { id: 'validation.email.invalid', defaultMessage: 'Introduzca un correo electrónico válido' },
  passwordRequired: { id: 'validation.password.required', defaultMessage: 'Introduzca su contraseña' },
  passwordLength: {
    id: 'validation.password.length',
    defaultMessage: 'La contraseña debe tener entre 8 y 30 caracteres',
  },
  passwordChinese: {
    id: 'validation.password.chinese',
    defaultMessage: 'La contraseña no puede contener caracteres chinos',
  },
  passwordSpaces: {
    id: 'validation.password.spaces',
    defaultMessage: 'La contraseña no puede contener espacios',
  },
  captchaRequired: {
    id: 'validation.captcha.required',
    defaultMessage: 'Introduzca el código de verificación',
  },
  captchaFormat: {
    id: 'validation.captcha.format',
    defaultMessage: 'El código de verificación tiene 4 letras o números',
  },
  quantityInteger: { id: 'validation.quantity.integer', defaultMessage: 'Introduzca una cantidad entera' },
  quantityRange: {
    id: 'validation.quantity.range',
    defaultMessage: 'La cantidad debe estar entre 1 y 99.999',
  },
  quantityMinimum: {
    id: 'validation.quantity.minimum',
    defaultMessage: 'La cantidad no puede ser inferior al pedido mínimo ({min})',
  },
  quantityMultiple: {
    id: 'validation.quantity.multiple',
    defaultMessage: 'La cantidad debe ser múltiplo del pedido mínimo ({min})',
  },
  // «Añadir a un proyecto» on the product page (issue 27 leftovers item 3): here, not in project.schema.ts, so
  // that the product page loads no yup
  projectRequired: { id: 'validation.project.required', defaultMessage: 'Elija un proyecto.' },
})

export type ValidationMessageId = (typeof validationMessages)[keyof typeof validationMessages]['id']
