// The one idempotent submit (issue 25 item 3; SPEC.md §5 payments, §8 refusals; src/lib/idempotency.ts): a money
// action invokes it once per attempt with the body as the form stands and the flow's attempt keys. The
// Idempotency-Key is made before the first try and is the same for every retry of the same body until a
// definitive answer, so after a lost answer the server replays its first answer instead of charging twice. An
// answer, or a refusal the member must act on (or a dead session), spends the key. Then, when the answer names a
// gateway, its address is followed only if it is safe (safeGatewayUrl: https, or this page's origin).
// It serves credit-pay, recharge, point-redeem and point-pay (and recharge-record's "Continuar pago", whose
// operation takes no key); a new money action builds one with its operation and how its answer names a gateway.
// The invoking flow reads the outcome (its done event's output) and does the leaving itself (goToGateway).
import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '../api/errors'
import { safeGatewayUrl } from '../api/payment'
import type { createAttemptKeys } from '../lib/idempotency'

export type AttemptKeys = ReturnType<typeof createAttemptKeys>

export type SubmitOutcome<Answer> =
  /** the server answered and names no gateway */
  | { kind: 'answered'; answer: Answer }
  /** the server answered with a gateway address that may be followed */
  | { kind: 'redirect'; answer: Answer; url: string }
  /** the server answered with a gateway address that must never be followed (or none where one was due) */
  | { kind: 'redirectRefused'; answer: Answer }
  /** no answer: `definitive` when the member must change something (the key is spent), else a retry reuses it */
  | { kind: 'failed'; error: unknown; definitive: boolean }

export interface SubmitInput<Body> {
  body: Body
  /** the flow's keys (one per body until a definitive answer); none for an operation that takes no key */
  keys?: AttemptKeys | null
  /** the page's origin: a same-origin gateway address (the mock's page) may be followed */
  pageOrigin?: string | null
}

export interface SubmitOptions<Body, Answer> {
  id: string
  /** the operation: the body with its Idempotency-Key (null when the flow gives no keys) */
  send: (body: Body, idempotencyKey: string | null) => Promise<Answer>
  /** the gateway an answer sends the member to (its address, maybe missing), or null when it names none */
  redirectOf?: (answer: Answer) => { url: string | null } | null
}

interface SubmitContext<Body, Answer> {
  body: Body
  key: string | null
  keys: AttemptKeys | null
  pageOrigin: string | null
  outcome: SubmitOutcome<Answer> | null
}

/** A refusal the member must act on (or a dead session): the next attempt is a new one with a new key. */
export const isDefinitiveFailure = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'state' || error.kind === 'sessionInvalid')

export function createIdempotentSubmit<Body, Answer>(options: SubmitOptions<Body, Answer>) {
  type Context = SubmitContext<Body, Answer>
  const redirectOf = options.redirectOf ?? (() => null)
  const answerParams = ({ event }: { event: { output: Answer } }) => ({ answer: event.output })
  const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

  return setup({
    types: {
      context: {} as Context,
      input: {} as SubmitInput<Body>,
      output: {} as SubmitOutcome<Answer>,
    },
    actors: {
      send: fromPromise<Answer, { body: Body; idempotencyKey: string | null }>(({ input }) =>
        options.send(input.body, input.idempotencyKey),
      ),
    },
    actions: {
      settleKey: ({ context }) => context.keys?.settle(),
      storeAnswered: assign((_, { answer }: { answer: Answer }) => ({
        outcome: { kind: 'answered' as const, answer },
      })),
      storeRedirect: assign(({ context }, { answer }: { answer: Answer }) => ({
        outcome: {
          kind: 'redirect' as const,
          answer,
          url: safeGatewayUrl(redirectOf(answer)?.url ?? null, context.pageOrigin) ?? '',
        },
      })),
      storeRedirectRefused: assign((_, { answer }: { answer: Answer }) => ({
        outcome: { kind: 'redirectRefused' as const, answer },
      })),
      storeFailure: assign((_, { error }: { error: unknown }) => ({
        outcome: { kind: 'failed' as const, error, definitive: isDefinitiveFailure(error) },
      })),
    },
    guards: {
      namesNoGateway: (_, { answer }: { answer: Answer }) => redirectOf(answer) === null,
      isSafeGateway: ({ context }, { answer }: { answer: Answer }) =>
        safeGatewayUrl(redirectOf(answer)?.url ?? null, context.pageOrigin) !== null,
      isDefinitive: (_, { error }: { error: unknown }) => isDefinitiveFailure(error),
    },
  }).createMachine({
    id: options.id,
    // the key is made here, before the first try: the same body gets the same key until it is spent
    context: ({ input }) => ({
      body: input.body,
      key: input.keys ? input.keys.keyFor(input.body) : null,
      keys: input.keys ?? null,
      pageOrigin: input.pageOrigin ?? null,
      outcome: null,
    }),
    initial: 'sending',
    states: {
      sending: {
        invoke: {
          id: 'send',
          src: 'send',
          input: ({ context }) => ({ body: context.body, idempotencyKey: context.key }),
          onDone: [
            {
              guard: { type: 'namesNoGateway', params: answerParams },
              target: 'answered',
              actions: ['settleKey', { type: 'storeAnswered', params: answerParams }],
            },
            {
              guard: { type: 'isSafeGateway', params: answerParams },
              target: 'redirecting',
              actions: ['settleKey', { type: 'storeRedirect', params: answerParams }],
            },
            // a gateway address that is not safe (or missing): never follow it
            {
              target: 'redirectRefused',
              actions: ['settleKey', { type: 'storeRedirectRefused', params: answerParams }],
            },
          ],
          onError: [
            {
              guard: { type: 'isDefinitive', params: errorParams },
              target: 'failed',
              actions: ['settleKey', { type: 'storeFailure', params: errorParams }],
            },
            // a lost answer keeps the key: sending again replays the first answer
            { target: 'failed', actions: { type: 'storeFailure', params: errorParams } },
          ],
        },
      },
      answered: { type: 'final' },
      redirecting: { type: 'final' },
      redirectRefused: { type: 'final' },
      failed: { type: 'final' },
    },
    output: ({ context }) => context.outcome!,
  })
}

export type IdempotentSubmitMachine<Body, Answer> = ReturnType<typeof createIdempotentSubmit<Body, Answer>>

// Readers of an outcome for the invoking flow's guards
export const isAnswered = <A>(
  outcome: SubmitOutcome<A>,
): outcome is Extract<SubmitOutcome<A>, { kind: 'answered' }> => outcome.kind === 'answered'
export const isRedirect = <A>(
  outcome: SubmitOutcome<A>,
): outcome is Extract<SubmitOutcome<A>, { kind: 'redirect' }> => outcome.kind === 'redirect'
export const isRedirectRefused = <A>(
  outcome: SubmitOutcome<A>,
): outcome is Extract<SubmitOutcome<A>, { kind: 'redirectRefused' }> => outcome.kind === 'redirectRefused'
export const isFailed = <A>(
  outcome: SubmitOutcome<A>,
): outcome is Extract<SubmitOutcome<A>, { kind: 'failed' }> => outcome.kind === 'failed'
