// Designer rules (issue 27 item 5; SPEC.md §5 images png/jpg, at most 5; §6 memberType 2). Shared by the
// application form (machines/designer-apply), the enterprise's decline (machines/designer-applications) and the
// mock's designerApply/submit, desApp/decide and the control panel's review, so each refuses the same input with
// the same Spanish message. Portfolio images are png/jpg of at most 1 MB, told by their content
// (imageFileSchema of ./payment.schema, checked again by the mock's upload).
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { PROOF_MAX_BYTES } from './payment-rules'
import { imageFileSchema } from './payment.schema'

addMessages(validationPart)

export const designerApplyMessages = defineMessages({
  realName: {
    id: 'validation.designerApply.realName',
    defaultMessage: 'Indique su nombre completo (2–50 caracteres).',
  },
  specialty: {
    id: 'validation.designerApply.specialty',
    defaultMessage: 'Indique su especialidad (2–50 caracteres).',
  },
  intro: {
    id: 'validation.designerApply.intro',
    defaultMessage: 'Presente su trabajo en 10–500 caracteres.',
  },
  imagesRequired: {
    id: 'validation.designerApply.imagesRequired',
    defaultMessage: 'Añada al menos una imagen de su portafolio.',
  },
  imagesTooMany: {
    id: 'validation.designerApply.imagesTooMany',
    defaultMessage: 'Puede añadir como máximo {max, number} imágenes.',
  },
  reason: {
    id: 'validation.designerApply.reason',
    defaultMessage: 'Indique el motivo del rechazo (2–200 caracteres).',
  },
})

const m = designerApplyMessages

/** SPEC.md §5: at most 5 images; §9: 1 MB, like a payment proof. */
export const PORTFOLIO_MAX_IMAGES = 5
export const PORTFOLIO_MAX_BYTES = PROOF_MAX_BYTES
export const portfolioImageSchema = imageFileSchema(PORTFOLIO_MAX_BYTES)

export interface DesignerApplyValues {
  realName: string
  specialty: string
  intro: string
  images: readonly string[]
}

export type DesignerApplyField = keyof DesignerApplyValues
export type RuleProblem = { id: string; values?: Record<string, number> }

const within = (value: string, min: number, max: number) => {
  const length = [...value.trim()].length
  return length >= min && length <= max
}

/** The rule's problems of an application, by field (empty when it may be sent). */
export function designerApplyProblems(
  values: DesignerApplyValues,
): Partial<Record<DesignerApplyField, RuleProblem>> {
  const problems: Partial<Record<DesignerApplyField, RuleProblem>> = {}
  if (!within(values.realName, 2, 50)) problems.realName = { id: m.realName.id }
  if (!within(values.specialty, 2, 50)) problems.specialty = { id: m.specialty.id }
  if (!within(values.intro, 10, 500)) problems.intro = { id: m.intro.id }
  if (values.images.length === 0) problems.images = { id: m.imagesRequired.id }
  else if (values.images.length > PORTFOLIO_MAX_IMAGES)
    problems.images = { id: m.imagesTooMany.id, values: { max: PORTFOLIO_MAX_IMAGES } }
  return problems
}

/** A rejection's or a decline's reason: 2–200 characters; the problem, or null. */
export const reasonProblem = (reason: string): RuleProblem | null =>
  within(reason, 2, 200) ? null : { id: m.reason.id }
