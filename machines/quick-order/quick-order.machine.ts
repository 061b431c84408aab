// Quick order (issue 5 item 3; SPEC.md §2 /prototype/quickOrder, §5 quantity rules, §9 link valid 7 days).
// Rows are edited, pasted, checked against the catalogue (lookupProductCodes), the valid ones added to the
// cart (batchAddCart) or shared as a link (createQuickOrderLink); `?link=` opens one (getQuickOrderLink).
import { assign, setup } from 'xstate'
import type { BatchAddResult, CodeLookup, QuickOrderLink } from '../../src/api/quick-order'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { session } from '../../src/api/session'
import {
  codeProblem,
  mixedStockProblem,
  parseRows,
  quantityProblem,
  quantityValue,
  QUICK_ORDER_MAX_ROWS,
  type RuleProblem,
} from '../../src/schemas/quick-order.schema'
import { quickOrderActors } from './quick-order.actors'

export type RowStatus = 'unchecked' | 'found' | 'notFound' | 'offShelf'

export interface QuickOrderRow {
  key: number
  code: string
  quantity: string
  status: RowStatus
  lookup: CodeLookup | null
  /** A rule of the form (message id), shown next to the row. */
  problem: RuleProblem | null
  /** The server's refusal of the last batch add (Spanish text). */
  refusal: string | null
}

/** Message ids of the machine's own notices (src/features/quick-order/messages.ts holds their text). */
export const QUICK_ORDER_NOTICE_IDS = {
  noValidRows: 'quickOrder.page.noValidRows',
  fixRowsForLink: 'quickOrder.page.fixRowsForLink',
  truncated: 'quickOrder.page.truncated',
} as const

export interface QuickOrderContext {
  rows: QuickOrderRow[]
  nextKey: number
  linkId: string | null
  notice: ErrorMessage | null
  result: { added: number; refused: number } | null
  link: QuickOrderLink | null
  linkError: ErrorMessage | null
}

export interface QuickOrderInput {
  /** The `?link=` of the URL: the rows of a shared quick order are loaded and checked. */
  linkId?: string | null
  /** Rows to start with (stories, tests). */
  rows?: { code: string; quantity: string }[]
}

export type QuickOrderEvent =
  | { type: 'row.added' }
  | { type: 'row.removed'; key: number }
  | { type: 'row.codeChanged'; key: number; value: string }
  | { type: 'row.quantityChanged'; key: number; value: string }
  | { type: 'rows.pasted'; text: string }
  | { type: 'rows.checked' }
  | { type: 'cart.requested' }
  | { type: 'link.requested' }

const emptyRow = (key: number, code = '', quantity = ''): QuickOrderRow => ({
  key,
  code,
  quantity,
  status: 'unchecked',
  lookup: null,
  problem: null,
  refusal: null,
})

const isBlank = (row: QuickOrderRow) => row.code.trim() === '' && row.quantity.trim() === ''

/** The row after a lookup answer: its status and the first rule it breaks. */
function withLookup(row: QuickOrderRow, answers: Map<string, CodeLookup>): QuickOrderRow {
  if (isBlank(row)) return { ...row, status: 'unchecked', lookup: null, problem: null }
  const problem = codeProblem(row.code)
  if (problem) return { ...row, status: 'unchecked', lookup: null, problem, refusal: null }
  const lookup = answers.get(row.code.trim().toLowerCase()) ?? null
  if (!lookup?.found) return { ...row, status: 'notFound', lookup, problem: null, refusal: null }
  if (!lookup.onSale) return { ...row, status: 'offShelf', lookup, problem: null, refusal: null }
  return {
    ...row,
    status: 'found',
    lookup,
    problem: quantityProblem(row.quantity, lookup.minBuyNum ?? 1),
    refusal: null,
  }
}

/** Codes worth asking the server about: non-blank, well formed, each once. */
export function codesToLookUp(rows: QuickOrderRow[]): string[] {
  const codes = new Map<string, string>()
  for (const row of rows) {
    if (isBlank(row) || codeProblem(row.code)) continue
    const code = row.code.trim()
    if (!codes.has(code.toLowerCase())) codes.set(code.toLowerCase(), code)
  }
  return [...codes.values()]
}

export const isValidRow = (row: QuickOrderRow) =>
  row.status === 'found' && row.problem === null && typeof row.lookup?.productId === 'number'

const isShareableRow = (row: QuickOrderRow) => {
  const value = quantityValue(row.quantity)
  return (
    codeProblem(row.code) === null &&
    value !== undefined &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= 99_999
  )
}

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/** In-stock and reserved goods among the link's rows, as the lookup answered them (SPEC.md §5). */
const linkStockProblem = (rows: QuickOrderRow[]) =>
  mixedStockProblem(rows.filter((row) => !isBlank(row)).map((row) => row.lookup?.stockType))

export const quickOrderMachine = setup({
  types: {
    context: {} as QuickOrderContext,
    events: {} as QuickOrderEvent,
    input: {} as QuickOrderInput,
  },
  actors: quickOrderActors,
  actions: {
    setCartListData: (_, params: { result: BatchAddResult }) => session.setCartListData(params.result.cart),
    storeLinkRows: assign((_, { link }: { link: QuickOrderLink }) => ({
      rows: link.lines.map((line, index) => emptyRow(index + 1, line.productCode, String(line.number))),
      nextKey: link.lines.length + 1,
    })),
    storeLinkError: assign((_, { error }: { error: unknown }) => ({ linkError: errorMessageOf(error) })),
    storeNotice: assign((_, { error }: { error: unknown }) => ({ notice: errorMessageOf(error) })),
    addRow: assign(({ context }) => ({
      rows: [...context.rows, emptyRow(context.nextKey)],
      nextKey: context.nextKey + 1,
    })),
    removeRow: assign(({ context }, { key }: { key: number }) => ({
      rows: context.rows.filter((row) => row.key !== key),
    })),
    /** A new code is a new row to check: its lookup, problem and refusal are dropped. */
    changeCode: assign(({ context }, { key, value }: { key: number; value: string }) => ({
      rows: context.rows.map((row) =>
        row.key === key ? { ...emptyRow(row.key, value, row.quantity) } : row,
      ),
    })),
    changeQuantity: assign(({ context }, { key, value }: { key: number; value: string }) => ({
      rows: context.rows.map((row) => {
        if (row.key !== key) return row
        const problem =
          row.status === 'found' && row.lookup ? quantityProblem(value, row.lookup.minBuyNum ?? 1) : null
        return { ...row, quantity: value, problem, refusal: null }
      }),
    })),
    /** Pasted rows replace the blank ones, up to the row limit (a notice says when some were left out). */
    pasteRows: assign(({ context }, { text }: { text: string }) => {
      const { rows: pasted } = parseRows(text)
      const kept = context.rows.filter((row) => !isBlank(row))
      const room = Math.max(0, QUICK_ORDER_MAX_ROWS - kept.length)
      const added = pasted
        .slice(0, room)
        .map((row, index) => emptyRow(context.nextKey + index, row.code, row.quantity))
      return {
        rows: [...kept, ...added],
        nextKey: context.nextKey + added.length,
        notice: added.length < pasted.length ? { id: QUICK_ORDER_NOTICE_IDS.truncated } : null,
      }
    }),
    showFixRowsForLink: assign({ notice: { id: QUICK_ORDER_NOTICE_IDS.fixRowsForLink } }),
    /** SPEC.md §5: the shared rule's message; nothing was sent. */
    showMixedStock: assign(({ context }) => ({ notice: linkStockProblem(context.rows) })),
    showNoValidRows: assign({ notice: { id: QUICK_ORDER_NOTICE_IDS.noValidRows } }),
    clearOutcome: assign({ notice: null, result: null }),
    clearLink: assign({ notice: null, link: null }),
    applyLookups: assign(({ context }, { lookups }: { lookups: CodeLookup[] }) => {
      const answers = new Map(lookups.map((entry) => [entry.code.trim().toLowerCase(), entry]))
      return { rows: context.rows.map((row) => withLookup(row, answers)) }
    }),
    /** The server's refusal of a line is shown on its row. */
    storeBatchResult: assign(({ context }, { result }: { result: BatchAddResult }) => {
      const refusals = new Map(result.refused.map((entry) => [entry.productId, entry.msg]))
      return {
        result: { added: result.added, refused: result.refused.length },
        rows: context.rows.map((row) =>
          isValidRow(row) && refusals.has(row.lookup?.productId ?? 0)
            ? { ...row, refusal: refusals.get(row.lookup?.productId ?? 0) ?? null }
            : row,
        ),
      }
    }),
    storeLink: assign((_, { link }: { link: QuickOrderLink }) => ({ link })),
  },
  guards: {
    hasLinkId: ({ context }) => context.linkId !== null,
    hasValidRows: ({ context }) => context.rows.some(isValidRow),
    hasShareableRows: ({ context }) => {
      const rows = context.rows.filter((row) => !isBlank(row))
      return rows.length > 0 && rows.every(isShareableRow)
    },
    canAddRow: ({ context }) => context.rows.length < QUICK_ORDER_MAX_ROWS,
    isMixedStockLink: ({ context }) => linkStockProblem(context.rows) !== null,
  },
}).createMachine({
  id: 'quickOrder',
  context: ({ input }) => {
    const start = input.rows ?? [
      { code: '', quantity: '' },
      { code: '', quantity: '' },
      { code: '', quantity: '' },
    ]
    return {
      rows: start.map((row, index) => emptyRow(index + 1, row.code, row.quantity)),
      nextKey: start.length + 1,
      linkId: input.linkId ?? null,
      notice: null,
      result: null,
      link: null,
      linkError: null,
    }
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasLinkId', target: 'loadingLink' }, { target: 'editing' }],
    },
    loadingLink: {
      tags: ['busy'],
      invoke: {
        id: 'getQuickOrderLink',
        src: 'getQuickOrderLink',
        input: ({ context }) => ({ linkId: context.linkId ?? '' }),
        onDone: {
          target: 'checking',
          actions: { type: 'storeLinkRows', params: ({ event }) => ({ link: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeLinkError', params: errorParams },
        },
      },
    },
    editing: {
      on: {
        'row.added': {
          guard: 'canAddRow',
          actions: 'addRow',
        },
        'row.removed': {
          actions: { type: 'removeRow', params: ({ event }) => ({ key: event.key }) },
        },
        'row.codeChanged': {
          actions: { type: 'changeCode', params: ({ event }) => ({ key: event.key, value: event.value }) },
        },
        'row.quantityChanged': {
          actions: {
            type: 'changeQuantity',
            params: ({ event }) => ({ key: event.key, value: event.value }),
          },
        },
        'rows.pasted': { actions: { type: 'pasteRows', params: ({ event }) => ({ text: event.text }) } },
        'rows.checked': { target: 'checking' },
        'cart.requested': { target: 'addingToCart' },
        'link.requested': [
          { guard: 'hasShareableRows', target: 'creatingLink' },
          { actions: 'showFixRowsForLink' },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      entry: 'clearOutcome',
      invoke: {
        id: 'lookupProductCodes',
        src: 'lookupProductCodes',
        input: ({ context }) => ({ codes: codesToLookUp(context.rows) }),
        onDone: {
          target: 'editing',
          actions: { type: 'applyLookups', params: ({ event }) => ({ lookups: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeNotice', params: errorParams },
        },
      },
    },
    addingToCart: {
      tags: ['busy'],
      entry: 'clearOutcome',
      initial: 'lookingUp',
      states: {
        lookingUp: {
          invoke: {
            id: 'lookupProductCodes',
            src: 'lookupProductCodes',
            input: ({ context }) => ({ codes: codesToLookUp(context.rows) }),
            onDone: {
              target: 'deciding',
              actions: { type: 'applyLookups', params: ({ event }) => ({ lookups: event.output }) },
            },
            onError: {
              target: '#quickOrder.editing',
              actions: { type: 'storeNotice', params: errorParams },
            },
          },
        },
        deciding: {
          always: [
            { guard: 'hasValidRows', target: 'adding' },
            {
              target: '#quickOrder.editing',
              actions: 'showNoValidRows',
            },
          ],
        },
        adding: {
          invoke: {
            id: 'batchAddCart',
            src: 'batchAddCart',
            input: ({ context }) => ({
              lines: context.rows.filter(isValidRow).map((row) => ({
                productId: row.lookup?.productId ?? 0,
                number: Number(quantityValue(row.quantity)),
              })),
            }),
            onDone: {
              target: '#quickOrder.editing',
              actions: [
                { type: 'storeBatchResult', params: ({ event }) => ({ result: event.output }) },
                { type: 'setCartListData', params: ({ event }) => ({ result: event.output }) },
              ],
            },
            onError: {
              target: '#quickOrder.editing',
              actions: { type: 'storeNotice', params: errorParams },
            },
          },
        },
      },
    },
    creatingLink: {
      tags: ['busy'],
      entry: 'clearLink',
      initial: 'lookingUp',
      states: {
        // the rows' SKUs first: their stock types decide whether the link may exist (SPEC.md §5)
        lookingUp: {
          invoke: {
            id: 'lookupProductCodes',
            src: 'lookupProductCodes',
            input: ({ context }) => ({ codes: codesToLookUp(context.rows) }),
            onDone: {
              target: 'deciding',
              actions: { type: 'applyLookups', params: ({ event }) => ({ lookups: event.output }) },
            },
            onError: {
              target: '#quickOrder.editing',
              actions: { type: 'storeNotice', params: errorParams },
            },
          },
        },
        deciding: {
          always: [
            { guard: 'isMixedStockLink', target: '#quickOrder.editing', actions: 'showMixedStock' },
            { target: 'creating' },
          ],
        },
        creating: {
          invoke: {
            id: 'createQuickOrderLink',
            src: 'createQuickOrderLink',
            input: ({ context }) => ({
              lines: context.rows
                .filter((row) => !isBlank(row))
                .map((row) => ({
                  // a material code is the enterprise's own (issue 27 item 3): a shared link names the SKU
                  productCode: (row.lookup?.found ? row.lookup.productCode : undefined) ?? row.code.trim(),
                  number: Number(quantityValue(row.quantity)),
                })),
            }),
            onDone: {
              target: '#quickOrder.editing',
              actions: { type: 'storeLink', params: ({ event }) => ({ link: event.output }) },
            },
            onError: {
              target: '#quickOrder.editing',
              actions: { type: 'storeNotice', params: errorParams },
            },
          },
        },
      },
    },
  },
})
