// The buyer customs registration, /member/request/info, and the cart's "ready for customs" notice (issue 27
// item 7; SPEC.md §2, §3 importer and enterprise registration, §8 buyer customs info fetch or bind failure).
// Operations: getCustomsRegistration → bindCustomsRegistration.
// A failed read shows the §8 fetch failure with a retry; a refused bind shows the server's words (the mock's
// customs register: an importer already bound to another buyer) or the §8 bind failure, and keeps the values
// sent, so nothing typed is lost.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { ApiError, type ErrorMessage } from '../../src/api/errors'
import type { CustomsBindInput, CustomsRegistration } from '../../src/api/identity'
import type { CustomsBindValues } from '../../src/schemas/customs.schema'
import { customsFailureMessages as failures } from './customs-messages'
import { customsActors } from './customs.actors'

export interface CustomsContext {
  registration: CustomsRegistration | null
  loadError: ErrorMessage | null
  values: CustomsBindValues
  bindError: ErrorMessage | null
  /** the registration was bound in this visit */
  justBound: boolean
}

export type CustomsEvent = { type: 'retry.requested' } | { type: 'form.submitted'; values: CustomsBindValues }

const blank: CustomsBindValues = {
  importerName: '',
  importerCode: '',
  enterpriseName: '',
  enterpriseCode: '',
}

const valuesOf = (registration: CustomsRegistration): CustomsBindValues => ({
  importerName: registration.importerName ?? '',
  importerCode: registration.importerCode ?? '',
  enterpriseName: registration.enterpriseName ?? '',
  enterpriseCode: registration.enterpriseCode ?? '',
})

/** The server's own words when it gave some (a refusal in the envelope), else the §8 bind failure. */
function bindErrorOf(error: unknown): ErrorMessage {
  if (error instanceof ApiError && error.serverMessage) return { text: error.serverMessage }
  return { id: failures.bindFailed.id }
}

export const customsMachine = setup({
  types: {
    context: {} as CustomsContext,
    events: {} as CustomsEvent,
    tags: {} as 'busy',
  },
  actors: customsActors,
  actions: {
    storeRegistration: assign((_, { registration }: { registration: CustomsRegistration }) => ({
      registration,
      loadError: null,
      values: registration.state === 'registered' ? valuesOf(registration) : blank,
    })),
    /** SPEC.md §8 buyer customs info fetch failure, whatever the cause */
    storeLoadError: assign({ loadError: { id: failures.fetchFailed.id } }),
    storeValues: assign((_, { values }: { values: CustomsBindValues }) => ({
      values,
      bindError: null,
      justBound: false,
    })),
    storeBound: assign((_, { registration }: { registration: CustomsRegistration }) => ({
      registration,
      values: valuesOf(registration),
      justBound: true,
    })),
    storeBindError: assign((_, { error }: { error: unknown }) => ({ bindError: bindErrorOf(error) })),
  },
}).createMachine({
  id: 'customsRegistration',
  context: { registration: null, loadError: null, values: blank, bindError: null, justBound: false },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getCustomsRegistration',
        src: 'getCustomsRegistration',
        onDone: {
          target: 'ready',
          actions: { type: 'storeRegistration', params: ({ event }) => ({ registration: event.output }) },
        },
        onError: { target: 'loadFailed', actions: 'storeLoadError' },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
    ready: {
      on: {
        'form.submitted': {
          target: 'binding',
          actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    binding: {
      tags: 'busy',
      invoke: {
        id: 'bindCustomsRegistration',
        src: 'bindCustomsRegistration',
        // what is sent is trimmed, the importer code in capitals, as customsBindSchema casts it (the schema
        // itself stays out of this module: the cart reads the flow and must not load yup)
        input: ({ context }): CustomsBindInput => ({
          importerName: context.values.importerName.trim(),
          importerCode: context.values.importerCode.trim().toUpperCase(),
          enterpriseName: context.values.enterpriseName.trim(),
          enterpriseCode: context.values.enterpriseCode.trim(),
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeBound', params: ({ event }) => ({ registration: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'storeBindError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

// ── readers (issue 25 item 4): the routes read the flow through these, never by its state names ──
type CustomsSnapshot = SnapshotFrom<typeof customsMachine>
export type CustomsStage = 'loading' | 'loadFailed' | 'ready'
export const customsStageOf = (s: CustomsSnapshot): CustomsStage => {
  if (s.matches('loading')) return 'loading'
  if (s.matches('loadFailed')) return 'loadFailed'
  return 'ready'
}
export const customsRegistrationOf = (s: CustomsSnapshot) => s.context.registration
export const customsLoadErrorOf = (s: CustomsSnapshot) => s.context.loadError
export const customsValuesOf = (s: CustomsSnapshot) => s.context.values
export const customsBindErrorOf = (s: CustomsSnapshot) => s.context.bindError
export const customsJustBoundOf = (s: CustomsSnapshot) => s.context.justBound
export const isCustomsBinding = (s: CustomsSnapshot) => s.matches('binding')
/** Whether the buyer is ready for customs; null while unknown (loading, or the read failed). */
export const customsReadyOf = (s: CustomsSnapshot): boolean | null =>
  s.context.registration ? s.context.registration.ready : null
