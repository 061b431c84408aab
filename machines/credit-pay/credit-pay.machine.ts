// Paying a credit bill, /member/credit/pay?billSn=… (issue 12 item 4; SPEC.md §2, §5, §8). Operations:
// getCreditSummary + getCreditBill → payCreditBill (Idempotency-Key). From the prepaid balance with the pay
// password (the shared rule of src/schemas/credit-bill.schema.ts, and the balance must cover the bill), or by
// e-payment: the browser leaves for the gateway (`goToGateway`, provided by the route) and comes back to this page
// with result=success|fail, when the bill is read again.
// The payment is the idempotent submit of src/flows (issue 25 item 3): one key per payload until a definitive
// answer, so a retry after a lost answer reuses the key and the server replays its first answer instead of paying
// twice; a double click does nothing while paying (no `payment.submitted` in `paying`).
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { CreditBillDetail, CreditBillPayResult, CreditSummary } from '../../src/api/credit'
import {
  isAnswered,
  isRedirect,
  isRedirectRefused,
  type SubmitOutcome,
} from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { defineMessages } from '../../src/lib/intl'
import { addMessages } from '../../src/i18n/dictionary'
import creditPart from '../../src/i18n/parts/credit.json' with { type: 'json' }
import {
  billFundsProblem,
  billPaySchema,
  type BillPayMethod,
  type BillPayValues,
} from '../../src/schemas/credit-bill.schema'
import { isPayable } from '../credit-bills/credit-bills.machine'
import { creditPayActors } from './credit-pay.actors'

addMessages(creditPart)

export const creditPayMachineMessages = defineMessages({
  gatewayFailed: {
    id: 'credit.pay.gatewayFailed',
    defaultMessage: 'El pago electrónico no se completó. La factura sigue pendiente.',
  },
  unsafeRedirect: {
    id: 'credit.pay.unsafeRedirect',
    defaultMessage: 'La dirección de la pasarela de pago no es válida.',
  },
})

export type CreditPayEntry = 'pay' | 'gatewaySuccess' | 'gatewayFail'

export interface CreditPayInput {
  billSn: string
  entry?: CreditPayEntry
  /** where a same-origin gateway address (the mock's gateway page) lives */
  pageOrigin: string | null
}

export interface CreditPayContext {
  billSn: string
  entry: CreditPayEntry
  pageOrigin: string | null
  summary: CreditSummary | null
  bill: CreditBillDetail | null
  values: BillPayValues
  touched: boolean
  /** message id of the pay password field's broken rule */
  fieldError: string | null
  formError: ErrorMessage | null
  loadError: ErrorMessage | null
  result: CreditBillPayResult | null
  redirectUrl: string | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type CreditPayEvent =
  | { type: 'method.selected'; method: BillPayMethod }
  | { type: 'field.changed'; value: string }
  | { type: 'field.blurred' }
  | { type: 'payment.submitted' }
  | { type: 'retry' }

type Loaded = { summary: CreditSummary; bill: CreditBillDetail }

/** The message id of the first broken rule of the form, or null. */
export function formProblemOf(values: BillPayValues): string | null {
  try {
    billPaySchema.validateSync(values)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : null
  }
}

/**
 * Why a method cannot pay this bill now, by method (SPEC.md §5 "prepaid balance must cover payment"): the
 * balance is offered only when it covers what the bill still owes, as order payment does
 * (machines/payment/payment-rules.ts). The view shows the option disabled with this reason.
 */
export function creditMethodProblems(
  context: Pick<CreditPayContext, 'bill' | 'summary'>,
): Partial<Record<BillPayMethod, string>> {
  if (!context.bill || !context.summary) return {}
  const short = billFundsProblem('balance', context.bill.outstanding, context.summary.balanceAvailable)
  return short ? { balance: short } : {}
}

const loadedParams = ({ event }: { event: { output: Loaded } }) => event.output
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const outcomeParams = ({ event }: { event: { output: SubmitOutcome<CreditBillPayResult> } }) => ({
  outcome: event.output,
})

/** The body of the payment as the form stands. */
const bodyOf = (context: CreditPayContext) =>
  context.values.payMethod === 'balance'
    ? { billSn: context.billSn, payMethod: 'balance' as const, payPwd: context.values.payPwd.trim() }
    : { billSn: context.billSn, payMethod: 'tropipay' as const }

export const creditPayMachine = setup({
  types: {
    context: {} as CreditPayContext,
    events: {} as CreditPayEvent,
    input: {} as CreditPayInput,
    tags: {} as 'busy',
  },
  actors: creditPayActors,
  actions: {
    /** e-payment: the browser leaves for the gateway (a URL isSafeRedirect passed); a no-op by default. */
    goToGateway: (_, _params: { url: string }) => undefined,
    storeLoaded: assign((_, { summary, bill }: Loaded) => ({ summary, bill, loadError: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    /** The balance when it covers the bill, else e-payment. */
    preselectMethod: assign(({ context }) => {
      const covers =
        context.summary && context.bill
          ? billFundsProblem('balance', context.bill.outstanding, context.summary.balanceAvailable) === null
          : false
      return { values: { ...context.values, payMethod: covers ? 'balance' : 'tropipay' } as BillPayValues }
    }),
    noteGatewayFailure: assign({ formError: { id: creditPayMachineMessages.gatewayFailed.id } }),
    selectMethod: assign(({ context, event }) => {
      assertEvent(event, 'method.selected')
      return { values: { ...context.values, payMethod: event.method }, fieldError: null, formError: null }
    }),
    changePassword: assign(({ context, event }) => {
      assertEvent(event, 'field.changed')
      const values = { ...context.values, payPwd: event.value }
      return { values, fieldError: context.touched ? formProblemOf(values) : null }
    }),
    touchPassword: assign(({ context }) => ({ touched: true, fieldError: formProblemOf(context.values) })),
    showFormProblem: assign(({ context }) => ({ touched: true, fieldError: formProblemOf(context.values) })),
    clearFormError: assign({ formError: null }),
    storeResult: assign((_, { outcome }: { outcome: SubmitOutcome<CreditBillPayResult> }) =>
      isAnswered(outcome) ? { result: outcome.answer } : {},
    ),
    storeRedirectUrl: assign((_, { outcome }: { outcome: SubmitOutcome<CreditBillPayResult> }) =>
      isRedirect(outcome) ? { redirectUrl: outcome.url } : {},
    ),
    refuseRedirect: assign({ formError: { id: creditPayMachineMessages.unsafeRedirect.id } }),
    storePayError: assign((_, { outcome }: { outcome: SubmitOutcome<CreditBillPayResult> }) =>
      outcome.kind === 'failed' ? { formError: errorMessageOf(outcome.error) } : {},
    ),
  },
  guards: {
    isBillPaid: (_, { bill }: Loaded) => bill.state === 'paid',
    isBillPayable: (_, { bill }: Loaded) => isPayable(bill),
    cameBackFailed: ({ context }) => context.entry === 'gatewayFail',
    formInvalid: ({ context }) => formProblemOf(context.values) !== null,
    /** a method with a problem (the balance that does not cover) cannot be chosen */
    isMethodOffered: ({ context, event }) => {
      assertEvent(event, 'method.selected')
      return creditMethodProblems(context)[event.method] === undefined
    },
    isPaid: (_, { outcome }: { outcome: SubmitOutcome<CreditBillPayResult> }) => isAnswered(outcome),
    isRedirect: (_, { outcome }: { outcome: SubmitOutcome<CreditBillPayResult> }) => isRedirect(outcome),
    isRedirectRefused: (_, { outcome }: { outcome: SubmitOutcome<CreditBillPayResult> }) =>
      isRedirectRefused(outcome),
  },
}).createMachine({
  id: 'creditPay',
  context: ({ input }) => ({
    billSn: input.billSn,
    entry: input.entry ?? 'pay',
    pageOrigin: input.pageOrigin,
    summary: null,
    bill: null,
    values: { payMethod: '', payPwd: '' },
    touched: false,
    fieldError: null,
    formError: null,
    loadError: null,
    result: null,
    redirectUrl: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadBill',
        src: 'loadBill',
        input: ({ context }) => ({ billSn: context.billSn }),
        onDone: [
          {
            guard: { type: 'isBillPaid', params: loadedParams },
            target: 'paid',
            actions: { type: 'storeLoaded', params: loadedParams },
          },
          {
            guard: { type: 'isBillPayable', params: loadedParams },
            target: 'form',
            actions: [{ type: 'storeLoaded', params: loadedParams }, 'preselectMethod'],
          },
          { target: 'notPayable', actions: { type: 'storeLoaded', params: loadedParams } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: errorParams } },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    /** still open (its period runs): nothing to pay yet */
    notPayable: {},
    form: {
      initial: 'checkingReturn',
      states: {
        checkingReturn: {
          always: [{ guard: 'cameBackFailed', target: 'editing', actions: 'noteGatewayFailure' }, 'editing'],
        },
        editing: {
          on: {
            'method.selected': { guard: 'isMethodOffered', actions: 'selectMethod' },
            'field.changed': { actions: 'changePassword' },
            'field.blurred': { actions: 'touchPassword' },
            'payment.submitted': [{ guard: 'formInvalid', actions: 'showFormProblem' }, { target: 'paying' }],
          },
        },
        // no `payment.submitted` here: a second click while paying does nothing
        paying: {
          tags: 'busy',
          entry: 'clearFormError',
          invoke: {
            id: 'payCreditBill',
            src: 'payCreditBill',
            input: ({ context }) => ({
              body: bodyOf(context),
              keys: context.attemptKeys,
              pageOrigin: context.pageOrigin,
            }),
            onDone: [
              {
                guard: { type: 'isPaid', params: outcomeParams },
                target: '#creditPay.paid',
                actions: { type: 'storeResult', params: outcomeParams },
              },
              {
                guard: { type: 'isRedirect', params: outcomeParams },
                target: '#creditPay.redirecting',
                actions: { type: 'storeRedirectUrl', params: outcomeParams },
              },
              {
                guard: { type: 'isRedirectRefused', params: outcomeParams },
                target: 'editing',
                actions: 'refuseRedirect',
              },
              { target: 'editing', actions: { type: 'storePayError', params: outcomeParams } },
            ],
          },
        },
      },
    },
    paid: {},
    redirecting: {
      type: 'final',
      entry: { type: 'goToGateway', params: ({ context }) => ({ url: context.redirectUrl ?? '' }) },
    },
  },
})

// What the route reads (a machine's readers go through its module: no list of state names in the route)
type CreditPaySnapshot = SnapshotFrom<typeof creditPayMachine>
export type CreditPayStage =
  'loading' | 'loadFailed' | 'form' | 'paying' | 'paid' | 'notPayable' | 'redirecting'

/** The screen to show; `paying` is the form with the payment under way. */
export const creditPayStageOf = (snapshot: CreditPaySnapshot): CreditPayStage => {
  if (snapshot.matches({ form: 'paying' })) return 'paying'
  const value = snapshot.value
  return typeof value === 'string' ? value : 'form'
}
export const creditSummaryOf = (snapshot: CreditPaySnapshot) => snapshot.context.summary
export const creditBillOf = (snapshot: CreditPaySnapshot) => snapshot.context.bill
export const creditPayValuesOf = (snapshot: CreditPaySnapshot) => snapshot.context.values
export const creditPayFieldErrorOf = (snapshot: CreditPaySnapshot) => snapshot.context.fieldError
export const creditPayFormErrorOf = (snapshot: CreditPaySnapshot) => snapshot.context.formError
export const creditPayLoadErrorOf = (snapshot: CreditPaySnapshot) => snapshot.context.loadError
