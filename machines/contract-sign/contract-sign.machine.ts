// E-signature of contracts (issue 11 item 5; SPEC.md §2 /member/contract/authen and /contract/agreement, §5
// mobile and 6-digit SMS code, §8). One flow for both pages: the member authenticates once (real name and
// national ID, or the company, its tax number and its legal representative; a mobile and the SMS code the mock
// puts in its outbox), then reads the agreement (server HTML, sanitised by the view), accepts it and signs the
// contract. Operations: getContractSignInfo → (sendContractSignCode → authenticateContractSigner) → signContract.
// Without a contract (`/member/contract/authen` alone) the flow ends at `authenticated`.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { ContractDetail, ContractSignInfo } from '../../src/api/contracts'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import {
  contractAuthenSchema,
  contractMessages,
  type ContractAuthenValues,
} from '../../src/schemas/contract.schema'
import { contractSignActors } from './contract-sign.actors'

export type AuthenField = keyof ContractAuthenValues
export type AuthenErrors = Partial<Record<AuthenField, string>>

export interface ContractSignContext {
  contractNo: string | null
  info: ContractSignInfo | null
  loadError: ErrorMessage | null
  values: ContractAuthenValues
  fieldErrors: AuthenErrors
  submitted: boolean
  /** a code was sent; another one can be asked for after this instant (ms) */
  codeResendAt: number | null
  authenError: ErrorMessage | null
  accepted: boolean
  signError: ErrorMessage | null
  signed: ContractDetail | null
  /** the authentication was completed in this flow (the authentication page then leads on to the agreement) */
  justAuthenticated: boolean
}

export type ContractSignEvent =
  | { type: 'retry.requested' }
  | { type: 'field.changed'; field: AuthenField; value: string }
  | { type: 'code.requested' }
  | { type: 'authen.submitted' }
  | { type: 'agreement.toggled'; accepted: boolean }
  | { type: 'sign.submitted' }

const FIELDS: AuthenField[] = [
  'signerType',
  'realName',
  'idNumber',
  'companyName',
  'creditCode',
  'mobile',
  'code',
]

/** Every field's first broken rule (message ids) for the signer type chosen. */
export function authenErrorsOf(values: ContractAuthenValues, fields: AuthenField[] = FIELDS): AuthenErrors {
  const errors: AuthenErrors = {}
  for (const field of fields) {
    try {
      contractAuthenSchema.validateSyncAt(field, values)
    } catch (error) {
      const message = (error as { errors?: unknown[] }).errors?.[0]
      if (typeof message === 'string') errors[field] = message
    }
  }
  return errors
}

/** The fields of the signer type: a personal signer has no company, an enterprise none of the ID number. */
export function signerFields(signerType: ContractAuthenValues['signerType']): AuthenField[] {
  return signerType === 'personal'
    ? ['realName', 'idNumber', 'mobile', 'code']
    : ['companyName', 'creditCode', 'realName', 'mobile', 'code']
}

const emptyAuthen: ContractAuthenValues = {
  signerType: 'personal',
  realName: '',
  idNumber: '',
  companyName: '',
  creditCode: '',
  mobile: '',
  code: '',
}

export const contractSignMachine = setup({
  types: {
    context: {} as ContractSignContext,
    events: {} as ContractSignEvent,
    input: {} as { contractNo: string | null },
    tags: {} as 'busy',
  },
  actors: contractSignActors,
  guards: {
    isAuthenticatedWithContract: ({ event }) =>
      'output' in event &&
      (event.output as ContractSignInfo).signer.authenticated &&
      !!(event.output as ContractSignInfo).contract,
    isAuthenticated: ({ event }) =>
      'output' in event && (event.output as ContractSignInfo).signer.authenticated,
    hasContract: ({ context }) => context.contractNo !== null,
    isMobileValid: ({ context }) => !authenErrorsOf(context.values, ['mobile']).mobile,
    isAuthenValid: ({ context }) =>
      Object.keys(authenErrorsOf(context.values, signerFields(context.values.signerType))).length === 0,
    isAccepted: ({ context }) => context.accepted,
  },
  // named, so that a transition reads as what happens (issue 25 item 4); the event's data comes in as params
  actions: {
    storeInfo: assign((_, { info }: { info: ContractSignInfo }) => ({ info })),
    /** an enterprise member signs for the company by default (SPEC.md §3 memberType 3) */
    storeInfoToAuthenticate: assign(({ context }, { info }: { info: ContractSignInfo }) => ({
      info,
      values: { ...context.values, signerType: info.memberType === 3 ? 'enterprise' : 'personal' },
    })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    changeField: assign(({ context }, { field, value }: { field: AuthenField; value: string }) => {
      const values = { ...context.values, [field]: value } as ContractAuthenValues
      return {
        values,
        fieldErrors: context.submitted ? authenErrorsOf(values, signerFields(values.signerType)) : {},
      }
    }),
    clearAuthenError: assign({ authenError: null }),
    showMobileError: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, ...authenErrorsOf(context.values, ['mobile']) },
    })),
    showAuthenErrors: assign(({ context }) => ({
      submitted: true,
      fieldErrors: authenErrorsOf(context.values, signerFields(context.values.signerType)),
    })),
    startResendWait: assign((_, { cooldownSeconds }: { cooldownSeconds: number }) => ({
      codeResendAt: Date.now() + cooldownSeconds * 1000,
    })),
    storeAuthenError: assign((_, { error }: { error: unknown }) => ({ authenError: errorMessageOf(error) })),
    storeSigner: assign(({ context }, { signer }: { signer: ContractSignInfo['signer'] }) => ({
      info: { ...context.info!, signer },
      justAuthenticated: true,
    })),
    toggleAgreement: assign((_, { accepted }: { accepted: boolean }) => ({ accepted, signError: null })),
    clearSignError: assign({ signError: null }),
    askForAgreement: assign({ signError: { id: contractMessages.agreementRequired.id } }),
    storeSigned: assign((_, { signed }: { signed: ContractDetail }) => ({ signed })),
    storeSignError: assign((_, { error }: { error: unknown }) => ({ signError: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'contractSign',
  context: ({ input }) => ({
    contractNo: input.contractNo,
    info: null,
    loadError: null,
    values: emptyAuthen,
    fieldErrors: {},
    submitted: false,
    codeResendAt: null,
    authenError: null,
    accepted: false,
    signError: null,
    signed: null,
    justAuthenticated: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getContractSignInfo',
        src: 'getContractSignInfo',
        input: ({ context }) => ({ contractNo: context.contractNo }),
        onDone: [
          {
            guard: 'isAuthenticatedWithContract',
            target: 'reviewing',
            actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
          },
          {
            guard: 'isAuthenticated',
            target: 'authenticated',
            actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
          },
          {
            target: 'authenticating',
            actions: { type: 'storeInfoToAuthenticate', params: ({ event }) => ({ info: event.output }) },
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
    authenticating: {
      on: {
        'field.changed': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'code.requested': [
          { guard: 'isMobileValid', target: 'sendingCode', actions: 'clearAuthenError' },
          { actions: 'showMobileError' },
        ],
        'authen.submitted': [
          { guard: 'isAuthenValid', target: 'submittingAuthen', actions: 'clearAuthenError' },
          { actions: 'showAuthenErrors' },
        ],
      },
    },
    sendingCode: {
      tags: 'busy',
      invoke: {
        id: 'sendContractSignCode',
        src: 'sendContractSignCode',
        input: ({ context }) => ({ mobile: context.values.mobile.trim() }),
        onDone: {
          target: 'authenticating',
          actions: {
            type: 'startResendWait',
            params: ({ event }) => ({ cooldownSeconds: event.output.cooldownSeconds }),
          },
        },
        onError: {
          target: 'authenticating',
          actions: { type: 'storeAuthenError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submittingAuthen: {
      tags: 'busy',
      invoke: {
        id: 'authenticateContractSigner',
        src: 'authenticateContractSigner',
        input: ({ context }) => {
          const { values } = context
          const common = {
            realName: values.realName.trim(),
            mobile: values.mobile.trim(),
            code: values.code.trim(),
          }
          return values.signerType === 'personal'
            ? { signerType: 'personal' as const, ...common, idNumber: values.idNumber.trim() }
            : {
                signerType: 'enterprise' as const,
                ...common,
                companyName: values.companyName.trim(),
                creditCode: values.creditCode.trim(),
              }
        },
        onDone: [
          {
            guard: 'hasContract',
            target: 'reviewing',
            actions: { type: 'storeSigner', params: ({ event }) => ({ signer: event.output }) },
          },
          {
            target: 'authenticated',
            actions: { type: 'storeSigner', params: ({ event }) => ({ signer: event.output }) },
          },
        ],
        onError: {
          target: 'authenticating',
          actions: { type: 'storeAuthenError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    authenticated: {},
    reviewing: {
      on: {
        'agreement.toggled': {
          actions: { type: 'toggleAgreement', params: ({ event }) => ({ accepted: event.accepted }) },
        },
        'sign.submitted': [
          { guard: 'isAccepted', target: 'signing', actions: 'clearSignError' },
          { actions: 'askForAgreement' },
        ],
      },
    },
    signing: {
      tags: 'busy',
      invoke: {
        id: 'signContract',
        src: 'signContract',
        input: ({ context }) => ({ contractNo: context.contractNo! }),
        onDone: {
          target: 'signed',
          actions: { type: 'storeSigned', params: ({ event }) => ({ signed: event.output }) },
        },
        onError: {
          target: 'reviewing',
          actions: { type: 'storeSignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signed: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type ContractSignSnapshot = SnapshotFrom<typeof contractSignMachine>
export type ContractSignStage =
  'loading' | 'loadFailed' | 'authenticating' | 'authenticated' | 'reviewing' | 'signed'
export const contractSignStageOf = (s: ContractSignSnapshot): ContractSignStage => {
  if (s.matches('loading')) return 'loading'
  if (s.matches('loadFailed')) return 'loadFailed'
  if (s.matches('authenticated')) return 'authenticated'
  if (s.matches('reviewing') || s.matches('signing')) return 'reviewing'
  if (s.matches('signed')) return 'signed'
  return 'authenticating'
}
