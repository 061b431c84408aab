// A designer applying to join an enterprise, /member/apply (issue 27 item 5; SPEC.md §2, §6 memberType 2). One
// rule set, shared by the form (machines/designer-join) and the mock's desApp/apply, so both refuse the same input
// with the same Spanish message: an enterprise chosen, and a message of 10–500 characters.
import { number, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const DESIGNER_JOIN_MESSAGE_MIN = 10
export const DESIGNER_JOIN_MESSAGE_MAX = 500

export const designerJoinMessages = defineMessages({
  enterprise: {
    id: 'validation.designerJoin.enterprise',
    defaultMessage: 'Elija la empresa a la que se presenta.',
  },
  message: {
    id: 'validation.designerJoin.message',
    defaultMessage: 'Explique su propuesta en 10–500 caracteres.',
  },
})

const m = designerJoinMessages

export const designerJoinSchema = object({
  enterpriseId: number()
    .typeError(m.enterprise.id)
    .required(m.enterprise.id)
    .integer(m.enterprise.id)
    .positive(m.enterprise.id),
  message: string()
    .trim()
    .required(m.message.id)
    .min(DESIGNER_JOIN_MESSAGE_MIN, m.message.id)
    .max(DESIGNER_JOIN_MESSAGE_MAX, m.message.id),
})

export interface DesignerJoinValues {
  enterpriseId: number | null
  message: string
}

export type DesignerJoinField = keyof DesignerJoinValues

/** The rule's first problem of each field (message ids), empty when the application may be sent. */
export function designerJoinProblems(
  values: DesignerJoinValues,
): Partial<Record<DesignerJoinField, { id: string }>> {
  try {
    designerJoinSchema.validateSync(values, { abortEarly: false })
    return {}
  } catch (error) {
    const problems: Partial<Record<DesignerJoinField, { id: string }>> = {}
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? []
    for (const item of inner) {
      const path = item.path as DesignerJoinField | undefined
      if (path && !problems[path]) problems[path] = { id: item.message }
    }
    return problems
  }
}

/** The message's problem alone (its message id), or null when it passes the rule. */
export function joinMessageProblem(message: string): { id: string } | null {
  try {
    designerJoinSchema.validateSyncAt('message', { message })
    return null
  } catch (error) {
    return { id: (error as Error).message }
  }
}
