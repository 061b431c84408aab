// The member centre's record books (issue 11 items 4–5; SPEC.md §3 contact info and invoice, §5): delivery
// addresses (/member/address/list), invoice headers (/member/invoice/header, /add) and invoice receiving
// addresses (/member/invoice/address). One flow for the three: load the list; add or edit in an editor that
// keeps what was typed through a refusal; delete after a confirmation; make one the default. Each book supplies
// its operations as the actors listRecords, saveRecord, deleteRecord and makeDefault (record-book.actors.ts),
// each answering the member's list as it is after the change, so the screen never shows a stale default.
import { assign, fromPromise, setup } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { addMessages } from '../../src/i18n/dictionary'
import memberPart from '../../src/i18n/parts/member.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'

addMessages(memberPart)

export interface RecordBookKind<R, V> {
  /** The record's id (addressId, invoiceId, invoiceAddressId). */
  idOf: (record: R) => number
  /** The editor's values of a record. */
  valuesOf: (record: R) => V
  /** The editor's values of a new record. */
  blank: V
}

export interface RecordBookInput {
  /** Open the new-record editor as soon as the list is loaded (/member/invoice/add). */
  openNew?: boolean
}

export interface RecordBookContext<R, V> {
  records: R[]
  draft: { id: number | null; values: V } | null
  formError: ErrorMessage | null
  pendingId: number | null
  notice: { tone: 'success' | 'error'; message: ErrorMessage } | null
  loadError: ErrorMessage | null
  openNew: boolean
}

export type RecordBookEvent<V> =
  | { type: 'retry' }
  | { type: 'record.addRequested' }
  | { type: 'record.editRequested'; id: number }
  | { type: 'editor.saved'; values: V }
  | { type: 'editor.cancelled' }
  | { type: 'record.deleteRequested'; id: number }
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' }
  | { type: 'record.defaultRequested'; id: number }
  | { type: 'notice.dismissed' }

/** The flow's own notices (stored as ids, shown through react-intl). */
export const recordBookMessages = defineMessages({
  saved: { id: 'member.records.notice.saved', defaultMessage: 'Cambios guardados.' },
  deleted: { id: 'member.records.notice.deleted', defaultMessage: 'Eliminado.' },
  defaultChanged: {
    id: 'member.records.notice.defaultChanged',
    defaultMessage: 'Se cambió la opción predeterminada.',
  },
})

export interface SaveInput<V> {
  id: number | null
  values: V
}

const missing = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`record book without ${name}`)))

export function createRecordBookMachine<R, V>(kind: RecordBookKind<R, V>) {
  return setup({
    types: {
      context: {} as RecordBookContext<R, V>,
      events: {} as RecordBookEvent<V>,
      input: {} as RecordBookInput,
      tags: {} as 'busy',
    },
    actors: {
      listRecords: missing('listRecords') as unknown as ReturnType<typeof fromPromise<R[]>>,
      saveRecord: missing('saveRecord') as unknown as ReturnType<typeof fromPromise<R[], SaveInput<V>>>,
      deleteRecord: missing('deleteRecord') as unknown as ReturnType<typeof fromPromise<R[], number>>,
      makeDefault: missing('makeDefault') as unknown as ReturnType<typeof fromPromise<R[], number>>,
    },
    actions: {
      /** A book that remembers one of its records elsewhere (the checkout's addressId, §3) forgets it here. */
      recordDeleted: (_, _params: { id: number }) => undefined,
      storeRecords: assign((_, params: { records: R[] }) => ({ records: params.records })),
      storeLoadError: assign((_, params: { error: unknown }) => ({
        loadError: errorMessageOf(params.error),
      })),
      clearLoadError: assign({ loadError: null }),
      openNewDraft: assign({
        draft: () => ({ id: null, values: kind.blank }),
        formError: null,
        notice: null,
        openNew: false,
      }),
      openEditDraft: assign(({ context }, params: { id: number }) => {
        const record = context.records.find((row) => kind.idOf(row) === params.id)
        return record
          ? { draft: { id: params.id, values: kind.valuesOf(record) }, formError: null, notice: null }
          : {}
      }),
      keepTyped: assign(({ context }, params: { values: V }) => ({
        draft: context.draft ? { ...context.draft, values: params.values } : null,
        formError: null,
      })),
      storeFormError: assign((_, params: { error: unknown }) => ({
        formError: errorMessageOf(params.error),
      })),
      closeDraft: assign({ draft: null, formError: null }),
      markPending: assign((_, params: { id: number }) => ({ pendingId: params.id, notice: null })),
      clearPending: assign({ pendingId: null }),
      noticeSuccess: assign((_, params: { id: string }) => ({
        notice: { tone: 'success' as const, message: { id: params.id } },
      })),
      noticeError: assign((_, params: { error: unknown }) => ({
        notice: { tone: 'error' as const, message: errorMessageOf(params.error) },
      })),
      dismissNotice: assign({ notice: null }),
    },
    guards: {
      isOpeningNew: ({ context }) => context.openNew,
      hasRecord: ({ context }, params: { id: number }) =>
        context.records.some((row) => kind.idOf(row) === params.id),
    },
  }).createMachine({
    id: 'recordBook',
    context: ({ input }) => ({
      records: [],
      draft: null,
      formError: null,
      pendingId: null,
      notice: null,
      loadError: null,
      openNew: input.openNew ?? false,
    }),
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        entry: 'clearLoadError',
        invoke: {
          id: 'listRecords',
          src: 'listRecords',
          onDone: [
            {
              guard: 'isOpeningNew',
              target: 'editing',
              actions: [
                { type: 'storeRecords', params: ({ event }) => ({ records: event.output }) },
                'openNewDraft',
              ],
            },
            {
              target: 'ready',
              actions: { type: 'storeRecords', params: ({ event }) => ({ records: event.output }) },
            },
          ],
          onError: {
            target: 'loadFailed',
            actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      loadFailed: {
        on: { retry: 'loading' },
      },
      ready: {
        on: {
          'record.addRequested': { target: 'editing', actions: 'openNewDraft' },
          'record.editRequested': {
            guard: { type: 'hasRecord', params: ({ event }) => ({ id: event.id }) },
            target: 'editing',
            actions: { type: 'openEditDraft', params: ({ event }) => ({ id: event.id }) },
          },
          'record.deleteRequested': {
            guard: { type: 'hasRecord', params: ({ event }) => ({ id: event.id }) },
            target: 'confirmingDelete',
            actions: { type: 'markPending', params: ({ event }) => ({ id: event.id }) },
          },
          'record.defaultRequested': {
            guard: { type: 'hasRecord', params: ({ event }) => ({ id: event.id }) },
            target: 'settingDefault',
            actions: { type: 'markPending', params: ({ event }) => ({ id: event.id }) },
          },
          'notice.dismissed': { actions: 'dismissNotice' },
        },
      },
      editing: {
        initial: 'idle',
        on: { 'editor.cancelled': { target: '#recordBook.ready', actions: 'closeDraft' } },
        states: {
          idle: {
            on: {
              'editor.saved': {
                target: 'saving',
                actions: { type: 'keepTyped', params: ({ event }) => ({ values: event.values }) },
              },
            },
          },
          saving: {
            tags: 'busy',
            // leaving mid-save would hide the answer: the editor closes only after it
            on: { 'editor.cancelled': {} },
            invoke: {
              id: 'saveRecord',
              src: 'saveRecord',
              input: ({ context }) => ({ id: context.draft?.id ?? null, values: context.draft!.values }),
              onDone: {
                target: '#recordBook.ready',
                actions: [
                  { type: 'storeRecords', params: ({ event }) => ({ records: event.output }) },
                  'closeDraft',
                  { type: 'noticeSuccess', params: { id: recordBookMessages.saved.id } },
                ],
              },
              onError: {
                target: 'idle',
                actions: { type: 'storeFormError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
        },
      },
      confirmingDelete: {
        on: {
          'delete.confirmed': 'deleting',
          'delete.cancelled': { target: 'ready', actions: 'clearPending' },
        },
      },
      deleting: {
        tags: 'busy',
        invoke: {
          id: 'deleteRecord',
          src: 'deleteRecord',
          input: ({ context }) => context.pendingId!,
          onDone: {
            target: 'ready',
            actions: [
              { type: 'recordDeleted', params: ({ context }) => ({ id: context.pendingId! }) },
              { type: 'storeRecords', params: ({ event }) => ({ records: event.output }) },
              'clearPending',
              { type: 'noticeSuccess', params: { id: recordBookMessages.deleted.id } },
            ],
          },
          onError: {
            target: 'ready',
            actions: [
              'clearPending',
              { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      settingDefault: {
        tags: 'busy',
        invoke: {
          id: 'makeDefault',
          src: 'makeDefault',
          input: ({ context }) => context.pendingId!,
          onDone: {
            target: 'ready',
            actions: [
              { type: 'storeRecords', params: ({ event }) => ({ records: event.output }) },
              'clearPending',
              { type: 'noticeSuccess', params: { id: recordBookMessages.defaultChanged.id } },
            ],
          },
          onError: {
            target: 'ready',
            actions: [
              'clearPending',
              { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
    },
  })
}

export type RecordBookMachine<R, V> = ReturnType<typeof createRecordBookMachine<R, V>>
