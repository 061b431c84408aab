// Order evaluation (issue 6 item 6; SPEC.md §5, §9): 1 to 5 stars, a text of at most 500 characters, at most
// 5 photos (png/jpg ≤ 1 MB each, checked with imageFileSchema before the upload). Shared by the evaluate form
// and the mock backend (orderComment/addOrderComment).
import { array, number, object, string } from 'yup'
import { MAX_REVIEW_IMAGES } from '../lib/order-constants'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const evaluationMessages = defineMessages({
  scoreRequired: {
    id: 'validation.evaluation.scoreRequired',
    defaultMessage: 'Seleccione de 1 a 5 estrellas.',
  },
  contentLength: {
    id: 'validation.evaluation.contentLength',
    defaultMessage: 'La valoración admite como máximo 500 caracteres.',
  },
  imagesMax: { id: 'validation.evaluation.imagesMax', defaultMessage: 'Como máximo 5 imágenes.' },
})

const m = evaluationMessages

export const evaluationSchema = object({
  score: number()
    .typeError(m.scoreRequired.id)
    .required(m.scoreRequired.id)
    .integer(m.scoreRequired.id)
    .min(1, m.scoreRequired.id)
    .max(5, m.scoreRequired.id),
  content: string().trim().default('').max(500, m.contentLength.id),
  images: array(string().required()).default([]).max(MAX_REVIEW_IMAGES, m.imagesMax.id),
})
