// Order evaluation (issue 6 item 6; SPEC.md §5, §9): 1 to 5 stars, a text of at most 500 characters, at most
// 5 photos (png/jpg ≤ 1 MB each, checked with imageFileSchema before the upload). Shared by the evaluate form
// and the mock backend (orderComment/addOrderComment). Issue 16 item 8: the three store ratings (descripción,
// servicio, rapidez de entrega) and a score per order line (default 5) with its own text and photos.
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
  productUnknown: {
    id: 'validation.evaluation.productUnknown',
    defaultMessage: 'El producto valorado no pertenece al pedido.',
  },
})

const m = evaluationMessages

/** 1 to 5 stars (a store rating, a product's score, the order's score). */
const stars = () =>
  number()
    .typeError(m.scoreRequired.id)
    .required(m.scoreRequired.id)
    .integer(m.scoreRequired.id)
    .min(1, m.scoreRequired.id)
    .max(5, m.scoreRequired.id)

/** The store ratings: description, service, delivery speed (REFERENCE.md §4 Review). */
export const storeScoresSchema = object({
  description: stars(),
  service: stars(),
  delivery: stars(),
})

/** A product's score of the evaluation; `orderProductIds` the order's lines (when known). */
export const productScoreSchema = (orderProductIds?: readonly number[]) =>
  object({
    orderProductId: orderProductIds
      ? number()
          .required(m.productUnknown.id)
          .oneOf([...orderProductIds], m.productUnknown.id)
      : number().required(m.productUnknown.id),
    score: stars(),
    content: string().trim().default('').max(500, m.contentLength.id),
    images: array(string().required()).default([]).max(MAX_REVIEW_IMAGES, m.imagesMax.id),
  })

/** The whole evaluation with the store ratings and product scores (issue 16 item 8). */
export const storeEvaluationSchema = (orderProductIds?: readonly number[]) =>
  object({
    storeScores: storeScoresSchema.default(undefined).optional(),
    productScores: array(productScoreSchema(orderProductIds))
      .default(undefined)
      .optional()
      .test('distinct', m.productUnknown.id, (items) => {
        const ids = (items ?? []).map((item) => item.orderProductId)
        return new Set(ids).size === ids.length
      }),
  })

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
