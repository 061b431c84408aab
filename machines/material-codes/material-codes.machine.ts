// The enterprise's material codes, /member/matCode (issue 27 item 3; SPEC.md §2, §5 material-code import, §6
// memberType 3): the codes as a paged list of src/flows (search, add and edit in the list's editor, delete after a
// confirmation), and around it the .xls import:
//   idle → reading (the file parsed in its Web Worker, its codes checked, every row judged)
//        → preview (every bad row flagged, nothing saved yet) → saving (the good rows, one idempotent batch)
//        → done (the list read again) | failed (the file refused, or the batch; a failed batch may be retried
//          with the same key).
// Operations: listMaterialCodes, addMaterialCode, editMaterialCode, deleteMaterialCode, checkMaterialCodes,
// batchSaveMaterialCodes. The context changes only through the named actions of setup (issue 25 item 4).
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { MaterialCode, MaterialCodeQuery } from '../../src/api/material-codes'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import {
  createPagedListMachine,
  isEditing,
  isSaving,
  listActors,
  type ListNotice,
} from '../../src/flows/paged-list.machine'
import { addMessages } from '../../src/i18n/dictionary'
import memberPart from '../../src/i18n/parts/member.json' with { type: 'json' }
import { createAttemptKeys } from '../../src/lib/idempotency'
import { defineMessages } from '../../src/lib/intl'
import type { SheetRefusal } from '../../src/lib/sheet/sheet-worker'
import {
  emptyMaterialCode,
  MATERIAL_IMPORT_MAX_BYTES,
  type MaterialCodeValues,
} from '../../src/schemas/material-code.schema'
import { goodRows, type ImportRow, type RowVerdict } from '../../src/schemas/material-code-rules'
import { materialCodeActors, materialCodeListOperations, type ImportReading } from './material-codes.actors'

addMessages(memberPart)

export const materialCodeNotices = defineMessages({
  saved: { id: 'member.matCode.notice.saved', defaultMessage: 'Código de material guardado.' },
  deleted: { id: 'member.matCode.notice.deleted', defaultMessage: 'Código de material eliminado.' },
})

/** Why a file is refused (SPEC.md §8 wrong file format), in Spanish. */
export const importRefusalMessages = defineMessages({
  type: {
    id: 'member.matCode.import.type',
    defaultMessage:
      'El archivo no es una hoja de cálculo de Excel (.xls o .xlsx). Descargue la plantilla y úsela.',
  },
  size: {
    id: 'member.matCode.import.size',
    defaultMessage: 'El archivo supera el tamaño máximo de {max, number} MB.',
  },
  empty: {
    id: 'member.matCode.import.empty',
    defaultMessage: 'El archivo no tiene filas de códigos debajo del encabezado.',
  },
  corrupt: {
    id: 'member.matCode.import.corrupt',
    defaultMessage: 'No se pudo leer el archivo: está dañado o no es una hoja de Excel válida.',
  },
  rows: {
    id: 'member.matCode.import.rows',
    defaultMessage: 'El archivo tiene más de {max, number} filas. Divídalo en varios archivos.',
  },
  cell: {
    id: 'member.matCode.import.cell',
    defaultMessage: 'La celda {cell} es demasiado larga (más de 1.000 caracteres).',
  },
  timeout: {
    id: 'member.matCode.import.timeout',
    defaultMessage: 'La lectura del archivo tardó demasiado y se canceló.',
  },
})

export function refusalMessage(refusal: SheetRefusal): ErrorMessage {
  const r = importRefusalMessages
  switch (refusal.reason) {
    case 'size':
      return { id: r.size.id, values: { max: MATERIAL_IMPORT_MAX_BYTES / (1024 * 1024) } }
    case 'rows':
      return { id: r.rows.id, values: { max: refusal.max } }
    case 'cell':
      return { id: r.cell.id, values: { cell: refusal.cell } }
    default:
      return { id: r[refusal.reason].id }
  }
}

export const materialCodeListMachine = (() => {
  const machine = createPagedListMachine<
    MaterialCode,
    MaterialCodeQuery,
    undefined,
    never,
    MaterialCodeValues,
    never
  >({
    id: 'materialCodeList',
    rowId: (row) => row.codeId,
    query: { current: 1, pageSize: 20 },
    notices: { saved: materialCodeNotices.saved.id, deleted: materialCodeNotices.deleted.id },
    editor: {
      valuesOf: (row) => ({
        materialCode: row.materialCode,
        productCode: row.productCode,
        description: row.description,
      }),
      blank: emptyMaterialCode,
    },
  })
  return machine.provide({ actors: listActors(machine, materialCodeListOperations) })
})()

export interface MaterialCodesContext {
  query: Partial<MaterialCodeQuery>
  file: Blob | null
  fileName: string
  verdicts: RowVerdict[] | null
  /** the file's row 1 when it was taken as the header */
  importHeader: ImportRow | null
  refusal: ErrorMessage | null
  saved: number
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type MaterialCodesEvent =
  | { type: 'file.picked'; file: Blob; name: string }
  | { type: 'import.confirmed' }
  | { type: 'import.cancelled' }
  | { type: 'import.retried' }
  | { type: 'import.reset' }

type Outcome = SubmitOutcome<{ saved: number }>
const readingParams = ({ event }: { event: { output: ImportReading } }) => ({ reading: event.output })
const outcomeParams = ({ event }: { event: { output: Outcome } }) => ({ outcome: event.output })
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const pickedParams = ({ event }: { event: MaterialCodesEvent }) =>
  event.type === 'file.picked' ? { file: event.file, name: event.name } : { file: null, name: '' }

export const materialCodesMachine = setup({
  types: {
    context: {} as MaterialCodesContext,
    events: {} as MaterialCodesEvent,
    input: {} as { query?: Partial<MaterialCodeQuery> } | undefined,
    tags: {} as 'busy',
  },
  actors: {
    materialCodeList: materialCodeListMachine,
    readImport: materialCodeActors.readImport,
    saveImport: materialCodeActors.saveImport,
  },
  guards: {
    isReadable: (_, { reading }: { reading: ImportReading }) => reading.ok,
    hasGoodRows: ({ context }) => goodRows(context.verdicts ?? []).length > 0,
    isAnswered: (_, { outcome }: { outcome: Outcome }) => isAnswered(outcome),
  },
  actions: {
    storeFile: assign((_, { file, name }: { file: Blob | null; name: string }) => ({
      file,
      fileName: name,
      verdicts: null,
      importHeader: null,
      refusal: null,
      saved: 0,
    })),
    storeReading: assign((_, { reading }: { reading: ImportReading }) =>
      reading.ok
        ? { verdicts: reading.verdicts, importHeader: reading.header, file: null }
        : { refusal: refusalMessage(reading), file: null },
    ),
    storeReadError: assign((_, { error }: { error: unknown }) => ({
      refusal: errorMessageOf(error),
      file: null,
    })),
    storeSaved: assign((_, { outcome }: { outcome: Outcome }) =>
      isAnswered(outcome) ? { saved: outcome.answer.saved, refusal: null } : {},
    ),
    storeSaveError: assign((_, { outcome }: { outcome: Outcome }) =>
      isFailed(outcome) ? { refusal: errorMessageOf(outcome.error) } : {},
    ),
    clearImport: assign({
      file: null,
      fileName: '',
      verdicts: null,
      importHeader: null,
      refusal: null,
      saved: 0,
    }),
    refreshList: sendTo('list', { type: 'refresh.requested' }),
  },
}).createMachine({
  id: 'materialCodes',
  context: ({ input }) => ({
    query: input?.query ?? {},
    file: null,
    fileName: '',
    verdicts: null,
    importHeader: null,
    refusal: null,
    saved: 0,
    attemptKeys: createAttemptKeys(),
  }),
  invoke: { id: 'list', src: 'materialCodeList', input: ({ context }) => ({ query: context.query }) },
  initial: 'idle',
  on: {
    'file.picked': { target: '.reading', actions: { type: 'storeFile', params: pickedParams } },
  },
  states: {
    idle: {},
    reading: {
      tags: 'busy',
      // a file picked while one is read is ignored until this one is judged
      on: { 'file.picked': {} },
      invoke: {
        id: 'readImport',
        src: 'readImport',
        input: ({ context }) => ({ file: context.file ?? new Blob() }),
        onDone: [
          {
            guard: { type: 'isReadable', params: readingParams },
            target: 'preview',
            actions: { type: 'storeReading', params: readingParams },
          },
          { target: 'failed.refused', actions: { type: 'storeReading', params: readingParams } },
        ],
        onError: { target: 'failed.refused', actions: { type: 'storeReadError', params: errorParams } },
      },
    },
    preview: {
      on: {
        'import.confirmed': { guard: 'hasGoodRows', target: 'saving' },
        'import.cancelled': { target: 'idle', actions: 'clearImport' },
      },
    },
    saving: {
      tags: 'busy',
      on: { 'file.picked': {} },
      invoke: {
        id: 'saveImport',
        src: 'saveImport',
        input: ({ context }) => ({ body: goodRows(context.verdicts ?? []), keys: context.attemptKeys }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'done',
            actions: [{ type: 'storeSaved', params: outcomeParams }, 'refreshList'],
          },
          { target: 'failed.unsaved', actions: { type: 'storeSaveError', params: outcomeParams } },
        ],
      },
    },
    done: {
      on: { 'import.reset': { target: 'idle', actions: 'clearImport' } },
    },
    failed: {
      on: { 'import.reset': { target: 'idle', actions: 'clearImport' } },
      initial: 'refused',
      states: {
        /** the file itself was refused (type, size, rows, cell, time) or could not be checked */
        refused: {},
        /** the batch was not saved: sent again with the same rows (and key, until a definitive answer) */
        unsaved: {
          on: { 'import.retried': { guard: 'hasGoodRows', target: '#materialCodes.saving' } },
        },
      },
    },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type MaterialCodesSnapshot = SnapshotFrom<typeof materialCodesMachine>
type ListSnapshot = SnapshotFrom<typeof materialCodeListMachine>
export type MaterialCodeListRef = NonNullable<MaterialCodesSnapshot['children']['list']>

export type ImportStage = 'idle' | 'reading' | 'preview' | 'saving' | 'done' | 'failed'
const STAGES: readonly ImportStage[] = ['reading', 'preview', 'saving', 'done', 'failed']
/** Where the import stands. */
export const importStageOf = (s: MaterialCodesSnapshot): ImportStage =>
  STAGES.find((stage) => s.matches(stage)) ?? 'idle'
export const isImportBusy = (s: MaterialCodesSnapshot) => s.hasTag('busy')
export const importFileNameOf = (s: MaterialCodesSnapshot) => s.context.fileName
/** Every row's verdict while the import is previewed, saved or has failed after reading; else null. */
export const importVerdictsOf = (s: MaterialCodesSnapshot) => s.context.verdicts
/** The file's row 1 when the import took it as the header (shown with the preview), else null. */
export const importHeaderOf = (s: MaterialCodesSnapshot) => s.context.importHeader
export const importRefusalOf = (s: MaterialCodesSnapshot) => s.context.refusal
export const importSavedOf = (s: MaterialCodesSnapshot) => s.context.saved
/** The import may be sent (some good row) — read from the machine, not recomputed by the view. */
export const canConfirmImport = (s: MaterialCodesSnapshot) => s.can({ type: 'import.confirmed' })
/** A batch that failed may be sent again. */
export const canRetryImport = (s: MaterialCodesSnapshot) => s.can({ type: 'import.retried' })
export const listRefOf = (s: MaterialCodesSnapshot) => s.children.list

export { listStatusOf, isChangingRows, confirmingIdOf } from '../../src/flows/paged-list.machine'
export const listRowsOf = (s: ListSnapshot) => s.context.rows
export const listPaginationOf = (s: ListSnapshot) => s.context.pagination
export const listErrorOf = (s: ListSnapshot) => s.context.loadError
export const listNoticeOf = (s: ListSnapshot): ListNotice | null => s.context.notice
export const listPendingIdOf = (s: ListSnapshot) => s.context.pendingId
export const listFormErrorOf = (s: ListSnapshot) => s.context.formError
export const listKeywordOf = (s: ListSnapshot) => s.context.query.keyword ?? ''
/** The code in the editor (its id, null for a new one, and the values as typed), or null. */
export const codeDraftOf = (s: ListSnapshot) => (isEditing(s) ? s.context.draft : null)
export const isDraftSaving = (s: ListSnapshot) => isSaving(s)
