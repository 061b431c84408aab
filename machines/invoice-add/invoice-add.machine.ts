// A new invoice header added without leaving the checkout (issue 16 item 4; REFERENCE.md checkout invoice
// "new … → memberInvoice/add → invoiceId"; SPEC.md §3 invoice, §5 rules through src/schemas/invoice.schema.ts,
// the same schema as the member centre's invoice book). Operation: addInvoice. The form checks the schema; the
// machine checks it again before sending, and keeps what was typed and the server's refusal while the dialog
// stays open. A saved header is announced (`announceSaved`, provided by the route) so that the checkout
// selects it.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { Invoice } from '../../src/api/checkout'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { emptyInvoice, invoiceSchema, type InvoiceFormValues } from '../../src/schemas/invoice.schema'
import { invoiceAddActors } from './invoice-add.actors'

export interface InvoiceAddContext {
  values: InvoiceFormValues
  /** the schema's message id or the server's refusal */
  error: ErrorMessage | null
}

export type InvoiceAddEvent =
  | { type: 'invoiceForm.opened' }
  | { type: 'invoiceForm.cancelled' }
  | { type: 'invoiceForm.saved'; values: InvoiceFormValues }

/** The first rule the values break, as a dictionary id; null when they hold. */
export function invoiceRuleProblem(values: InvoiceFormValues): ErrorMessage | null {
  try {
    invoiceSchema.validateSync(values)
    return null
  } catch (error) {
    const message = (error as { message?: unknown }).message
    return { id: typeof message === 'string' ? message : 'validation.invoice.titleRequired' }
  }
}

export const invoiceAddMachine = setup({
  types: {
    context: {} as InvoiceAddContext,
    events: {} as InvoiceAddEvent,
    tags: {} as 'busy',
  },
  actors: invoiceAddActors,
  guards: {
    isValidInvoice: ({ event }) =>
      event.type === 'invoiceForm.saved' && invoiceRuleProblem(event.values) === null,
  },
  actions: {
    resetForm: assign({ values: emptyInvoice, error: null }),
    keepValues: assign(({ context, event }) =>
      event.type === 'invoiceForm.saved' ? { values: event.values, error: null } : { values: context.values },
    ),
    showRuleProblem: assign(({ context, event }) =>
      event.type === 'invoiceForm.saved'
        ? { values: event.values, error: invoiceRuleProblem(event.values) }
        : { error: context.error },
    ),
    storeRefusal: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    /** The route forwards the new header to the checkout (invoice.added). */
    announceSaved: (_, _params: { invoice: Invoice }) => undefined,
  },
}).createMachine({
  id: 'invoiceAdd',
  context: { values: emptyInvoice, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'invoiceForm.opened': { target: 'editing', actions: 'resetForm' } },
    },
    editing: {
      on: {
        'invoiceForm.cancelled': 'closed',
        'invoiceForm.saved': [
          { guard: 'isValidInvoice', target: 'saving', actions: 'keepValues' },
          { actions: 'showRuleProblem' },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'addInvoice',
        src: 'addInvoice',
        input: ({ context }) => context.values,
        onDone: {
          target: 'closed',
          actions: { type: 'announceSaved', params: ({ event }) => ({ invoice: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

// ── readers (issue 25 item 4): the checkout reads the flow through these, never by its state names ──
type InvoiceAddSnapshot = SnapshotFrom<typeof invoiceAddMachine>
/** The new-invoice dialog is open (editing or saving). */
export const invoiceAddOpenOf = (s: InvoiceAddSnapshot) => !s.matches('closed')
export const invoiceAddSavingOf = (s: InvoiceAddSnapshot) => s.hasTag('busy')
export const invoiceAddValuesOf = (s: InvoiceAddSnapshot) => s.context.values
export const invoiceAddErrorOf = (s: InvoiceAddSnapshot) => s.context.error
