// Projects and frequent-purchase lists of a member (issue 27 item 6; SPEC.md §2 /member/project/list|detail,
// /member/regular/list, §4 project states, §5 project name 1–50). One rule set, shared by the forms and the mock
// backend (v3/member/front/project/*, v3/member/front/regular/*), so both answer the same Spanish messages. A
// project's state is not stored: it follows from its period and today's day (the mock clock's for the mock).
import { object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { contractMessages, isCalendarDay } from './contract.schema'

addMessages(validationPart)

/** SPEC.md §5: a project name has 1–50 characters. A frequent-purchase list's name follows the same rule. */
export const PROJECT_NAME_MAX = 50
export const PROJECT_DESCRIPTION_MAX = 500
/** At most this many products in a project, and lines in a frequent-purchase list. */
export const PROJECT_PRODUCTS_MAX = 100

export const projectMessages = defineMessages({
  nameLength: {
    id: 'validation.project.nameLength',
    defaultMessage: 'El nombre del proyecto debe tener entre 1 y 50 caracteres.',
  },
  descriptionLength: {
    id: 'validation.project.descriptionLength',
    defaultMessage: 'La descripción admite como máximo 500 caracteres.',
  },
  startRequired: {
    id: 'validation.project.startRequired',
    defaultMessage: 'Introduzca la fecha de inicio (AAAA-MM-DD)',
  },
  endRequired: {
    id: 'validation.project.endRequired',
    defaultMessage: 'Introduzca la fecha de fin (AAAA-MM-DD)',
  },
  listNameLength: {
    id: 'validation.regular.nameLength',
    defaultMessage: 'El nombre de la lista debe tener entre 1 y 50 caracteres.',
  },
})

const m = projectMessages

const dayRule = (required: string) =>
  string()
    .trim()
    .required(required)
    .test('day', contractMessages.dateFormat.id, (value) => !value || isCalendarDay(value))

/** A project as the form and the server take it: name, description and period (start and end days). */
export const projectSchema = object({
  name: string().trim().required(m.nameLength.id).max(PROJECT_NAME_MAX, m.nameLength.id),
  description: string().trim().default('').max(PROJECT_DESCRIPTION_MAX, m.descriptionLength.id),
  startDate: dayRule(m.startRequired.id),
  endDate: dayRule(m.endRequired.id).test(
    'after-start',
    contractMessages.endBeforeStart.id,
    function afterStart(value) {
      const start = (this.parent as { startDate?: unknown }).startDate
      return !value || typeof start !== 'string' || !isCalendarDay(start.trim()) || value >= start.trim()
    },
  ),
})

/** The name of a frequent-purchase list (1–50 characters, as a project's). */
export const regularListNameSchema = object({
  name: string().trim().required(m.listNameLength.id).max(PROJECT_NAME_MAX, m.listNameLength.id),
})

export interface ProjectValues {
  name: string
  description: string
  startDate: string
  endDate: string
}

export const emptyProject: ProjectValues = { name: '', description: '', startDate: '', endDate: '' }

export { projectStateOn, type ProjectState } from './project-state'
