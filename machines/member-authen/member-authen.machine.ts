// Member authentication, /member/authen (issue 27 item 4; SPEC.md §2, §5 national ID and images, §6 memberTypes
// 1 and 3). A personal member proves an identity (real name, national ID); an enterprise certifies itself
// (company name, registration number, licence image png/jpg ≤ 1 MB). The platform reviews the submission:
// not submitted → pending → approved, or rejected with a reason, after which the member corrects and resubmits.
// Operations: getMemberAuthen → (readLicenceType → uploadLicence) → submitMemberAuthen.
//
// The form's values live here, so a refused submission or a refused image loses nothing typed, and a rejected
// submission comes back filled in. A picked licence is checked by size and declared type with the shared rule
// (licenceFileSchema), then by its content, before it is uploaded; the mock checks both again.
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import type { MemberAuthen, MemberAuthenInput } from '../../src/api/identity'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { UploadResult } from '../../src/api/payment'
import {
  authenFieldsOf,
  licenceFileProblem,
  memberAuthenErrorsOf,
  type MemberAuthenField,
  type MemberAuthenValues,
} from '../../src/schemas/member-authen.schema'
import { paymentMessages } from '../../src/schemas/payment.schema'
import { memberAuthenActors } from './member-authen.actors'

export type AuthenFieldErrors = Partial<Record<MemberAuthenField, string>>

export interface LicenceImage {
  url: string
  name: string
}

export interface MemberAuthenContext {
  authen: MemberAuthen | null
  loadError: ErrorMessage | null
  values: MemberAuthenValues
  fieldErrors: AuthenFieldErrors
  /** "Enviar" was pressed once: from then on every change is checked at once */
  submitted: boolean
  /** the picked licence while it is checked and uploaded */
  file: File | null
  licence: LicenceImage | null
  licenceError: ErrorMessage | null
  submitError: ErrorMessage | null
}

export type MemberAuthenEvent =
  | { type: 'retry.requested' }
  | { type: 'field.changed'; field: Exclude<MemberAuthenField, 'licencePath'>; value: string }
  | { type: 'licence.picked'; file: File }
  | { type: 'form.submitted' }
  | { type: 'refresh.requested' }

const blank: MemberAuthenValues = {
  authenType: 'personal',
  realName: '',
  idNumber: '',
  companyName: '',
  registrationNumber: '',
  licencePath: '',
}

/** The values a loaded authentication starts the form with: a rejected one comes back as it was sent. */
function valuesOf(authen: MemberAuthen): MemberAuthenValues {
  return {
    authenType: authen.authenType,
    realName: authen.realName ?? '',
    idNumber: authen.idNumber ?? '',
    companyName: authen.companyName ?? '',
    registrationNumber: authen.registrationNumber ?? '',
    licencePath: authen.licencePath ?? '',
  }
}

/** What is sent: the fields of the member's type, trimmed. */
export function authenInputOf(values: MemberAuthenValues): MemberAuthenInput {
  return values.authenType === 'personal'
    ? { authenType: 'personal', realName: values.realName.trim(), idNumber: values.idNumber.trim() }
    : {
        authenType: 'enterprise',
        companyName: values.companyName.trim(),
        registrationNumber: values.registrationNumber.trim(),
        licencePath: values.licencePath,
      }
}

const isEditable = (authen: MemberAuthen) => authen.state === 'notSubmitted' || authen.state === 'rejected'

export const memberAuthenMachine = setup({
  types: {
    context: {} as MemberAuthenContext,
    events: {} as MemberAuthenEvent,
    tags: {} as 'busy' | 'uploading',
  },
  actors: memberAuthenActors,
  guards: {
    isEditable: (_, { authen }: { authen: MemberAuthen }) => isEditable(authen),
    isApproved: (_, { authen }: { authen: MemberAuthen }) => authen.state === 'approved',
    isLicenceAcceptable: ({ event }) =>
      event.type === 'licence.picked' && licenceFileProblem(event.file) === null,
    isImage: (_, { type }: { type: string | null }) => type !== null,
    isFormValid: ({ context }) => Object.keys(memberAuthenErrorsOf(context.values)).length === 0,
  },
  // named, so that a transition reads as what happens (issue 25 item 4); the event's data comes in as params
  actions: {
    storeAuthen: assign((_, { authen }: { authen: MemberAuthen }) => ({
      authen,
      loadError: null,
      values: valuesOf(authen),
      licence: authen.licenceUrl ? { url: authen.licenceUrl, name: '' } : null,
    })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.changed')
      const values = { ...context.values, [event.field]: event.value }
      return { values, fieldErrors: context.submitted ? memberAuthenErrorsOf(values) : context.fieldErrors }
    }),
    refuseLicence: assign(({ event }) => {
      assertEvent(event, 'licence.picked')
      const problem = licenceFileProblem(event.file)
      return { licenceError: problem ? { id: problem } : null }
    }),
    holdLicence: assign(({ event }) => {
      assertEvent(event, 'licence.picked')
      return { file: event.file, licenceError: null }
    }),
    /** the content is not a PNG or JPEG (SPEC.md §8 «Formato de archivo incorrecto») */
    refuseLicenceFormat: assign({ file: null, licenceError: { id: paymentMessages.fileFormat.id } }),
    storeLicence: assign(({ context }, { upload }: { upload: UploadResult }) => {
      const values = { ...context.values, licencePath: upload.path }
      return {
        values,
        licence: { url: upload.url, name: context.file?.name ?? '' },
        file: null,
        fieldErrors: context.submitted ? memberAuthenErrorsOf(values) : context.fieldErrors,
      }
    }),
    storeLicenceError: assign((_, { error }: { error: unknown }) => ({
      licenceError: errorMessageOf(error),
      file: null,
    })),
    showErrors: assign(({ context }) => ({
      submitted: true,
      fieldErrors: memberAuthenErrorsOf(context.values),
    })),
    startSubmit: assign({ submitError: null, fieldErrors: {} }),
    storeSubmitted: assign((_, { authen }: { authen: MemberAuthen }) => ({ authen })),
    storeSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'memberAuthen',
  context: {
    authen: null,
    loadError: null,
    values: blank,
    fieldErrors: {},
    submitted: false,
    file: null,
    licence: null,
    licenceError: null,
    submitError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getMemberAuthen',
        src: 'getMemberAuthen',
        onDone: [
          {
            guard: { type: 'isEditable', params: ({ event }) => ({ authen: event.output }) },
            target: 'editing',
            actions: { type: 'storeAuthen', params: ({ event }) => ({ authen: event.output }) },
          },
          {
            guard: { type: 'isApproved', params: ({ event }) => ({ authen: event.output }) },
            target: 'approved',
            actions: { type: 'storeAuthen', params: ({ event }) => ({ authen: event.output }) },
          },
          {
            target: 'pending',
            actions: { type: 'storeAuthen', params: ({ event }) => ({ authen: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
    editing: {
      on: {
        'field.changed': { actions: 'changeField' },
        'licence.picked': [
          { guard: 'isLicenceAcceptable', target: 'checkingLicence', actions: 'holdLicence' },
          { actions: 'refuseLicence' },
        ],
        'form.submitted': [
          { guard: 'isFormValid', target: 'submitting', actions: 'startSubmit' },
          { actions: 'showErrors' },
        ],
      },
    },
    checkingLicence: {
      tags: ['busy', 'uploading'],
      invoke: {
        id: 'readLicenceType',
        src: 'readLicenceType',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [
          {
            guard: { type: 'isImage', params: ({ event }) => ({ type: event.output }) },
            target: 'uploadingLicence',
          },
          { target: 'editing', actions: 'refuseLicenceFormat' },
        ],
        onError: { target: 'editing', actions: 'refuseLicenceFormat' },
      },
    },
    uploadingLicence: {
      tags: ['busy', 'uploading'],
      invoke: {
        id: 'uploadLicence',
        src: 'uploadLicence',
        input: ({ context }) => ({ file: context.file! }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeLicence', params: ({ event }) => ({ upload: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeLicenceError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitMemberAuthen',
        src: 'submitMemberAuthen',
        input: ({ context }) => authenInputOf(context.values),
        onDone: {
          target: 'pending',
          actions: { type: 'storeSubmitted', params: ({ event }) => ({ authen: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // the platform reviews it: the member may look again
    pending: {
      on: { 'refresh.requested': 'loading' },
    },
    approved: {},
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type MemberAuthenSnapshot = SnapshotFrom<typeof memberAuthenMachine>
export type MemberAuthenStage = 'loading' | 'loadFailed' | 'editing' | 'pending' | 'approved'
export const memberAuthenStageOf = (s: MemberAuthenSnapshot): MemberAuthenStage => {
  if (s.matches('loading')) return 'loading'
  if (s.matches('loadFailed')) return 'loadFailed'
  if (s.matches('pending')) return 'pending'
  if (s.matches('approved')) return 'approved'
  return 'editing'
}
export const authenRecordOf = (s: MemberAuthenSnapshot) => s.context.authen
export const authenLoadErrorOf = (s: MemberAuthenSnapshot) => s.context.loadError
export const authenValuesOf = (s: MemberAuthenSnapshot) => s.context.values
export const authenFieldErrorsOf = (s: MemberAuthenSnapshot) => s.context.fieldErrors
export const authenLicenceOf = (s: MemberAuthenSnapshot) => s.context.licence
export const authenLicenceErrorOf = (s: MemberAuthenSnapshot) => s.context.licenceError
export const authenSubmitErrorOf = (s: MemberAuthenSnapshot) => s.context.submitError
export const isAuthenBusy = (s: MemberAuthenSnapshot) => s.hasTag('busy')
export const isLicenceUploading = (s: MemberAuthenSnapshot) => s.hasTag('uploading')
export { authenFieldsOf }
