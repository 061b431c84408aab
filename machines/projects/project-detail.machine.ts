// One project, /member/project/detail?projectId= (issue 27 item 6; SPEC.md §2, §4 project states, §5 project name
// 1–50 and the purchase quantities): the project is read, then from `ready` the member
//   - edits its name, description and period (editing.typing → editing.saving → ready, or typing with the
//     refusal and all typed kept);
//   - searches the catalogue (searching → ready with the results) and attaches a SKU with its quantity
//     (addingProduct), or takes one off (removingProduct);
//   - changes a line's quantity in place (changingQuantity), checked first with the purchase rules of §5
//     (src/schemas/quantity-rules.ts; the mock checks them again with quantity.schema.ts);
//   - adds every product to the cart (addingToCart → ready with what was added and, line by line, what the
//     server refused: below the minimum order, not a multiple of it, over the stock, off the shelf);
//   - deletes it after the kit's confirmation (confirmingDelete → deleting → deleted: the route goes back to the
//     list).
// Operations: getProject, editProject, deleteProject, getGoodsList, addProjectProduct, removeProjectProduct,
// batchAddCart. The context changes only through the named actions of setup.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { GoodsCard } from '../../src/api/goods'
import type { PlannedLine, ProjectDetail } from '../../src/api/projects'
import type { BatchAddResult } from '../../src/api/quick-order'
import { session } from '../../src/api/session'
import { addMessages } from '../../src/i18n/dictionary'
import memberPart from '../../src/i18n/parts/member.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'
import type { ProjectValues } from '../../src/schemas/project.schema'
import { quantityRuleMessage } from '../../src/schemas/quantity-rules'
import { projectActors, projectInputOf, type CartLine } from './projects.actors'

addMessages(memberPart)

export const projectDetailNotices = defineMessages({
  saved: { id: 'member.project.notice.saved', defaultMessage: 'Proyecto guardado.' },
  productAdded: { id: 'member.project.notice.productAdded', defaultMessage: 'Producto añadido al proyecto.' },
  productRemoved: {
    id: 'member.project.notice.productRemoved',
    defaultMessage: 'Producto quitado del proyecto.',
  },
  quantityChanged: { id: 'member.project.notice.quantityChanged', defaultMessage: 'Cantidad actualizada.' },
})

/** A line the cart refused, named as the project shows it. */
export interface RefusedLine {
  productId: number
  goodsName: string
  specValues: string
  msg: string
}

export interface CartOutcome {
  added: number
  refused: RefusedLine[]
}

export interface ProjectDetailContext {
  projectId: number
  project: ProjectDetail | null
  loadError: ErrorMessage | null
  actionError: ErrorMessage | null
  notice: string | null
  draft: ProjectValues | null
  formError: ErrorMessage | null
  keyword: string
  results: GoodsCard[] | null
  searchError: ErrorMessage | null
  pendingProductId: number | null
  pendingNumber: number
  cart: CartOutcome | null
  /** a line's quantity the purchase rules refused before it was sent */
  quantityError: { productId: number; error: ErrorMessage } | null
}

export type ProjectDetailEvent =
  | { type: 'retry' }
  | { type: 'edit.opened' }
  | { type: 'edit.cancelled' }
  | { type: 'edit.submitted'; values: ProjectValues }
  | { type: 'search.submitted'; keyword: string }
  | { type: 'product.added'; productId: number; number: number }
  | { type: 'product.removed'; productId: number }
  | { type: 'quantity.saved'; productId: number; number: number }
  | { type: 'cart.requested' }
  | { type: 'delete.requested' }
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' }
  | { type: 'notice.dismissed' }

const projectParams = ({ event }: { event: { output: ProjectDetail } }) => ({ project: event.output })
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

export const valuesOf = (project: ProjectDetail): ProjectValues => ({
  name: project.name,
  description: project.description,
  startDate: project.startDate,
  endDate: project.endDate,
})

/** The project's lines as the cart takes them: every product at its planned quantity. */
export const cartLinesOf = (products: readonly PlannedLine[]): CartLine[] =>
  products.map((line) => ({ productId: line.productId, number: line.number }))

/** What the cart answered, each refused line named by the project's product. */
export function cartOutcomeOf(result: BatchAddResult, products: readonly PlannedLine[]): CartOutcome {
  return {
    added: result.added,
    refused: result.refused.map((line) => {
      const product = products.find((p) => p.productId === line.productId)
      return {
        productId: line.productId,
        goodsName: product?.goodsName ?? '',
        specValues: product?.specValues ?? '',
        msg: line.msg,
      }
    }),
  }
}

/** The purchase rules' problem of a line's new quantity (its SKU's minimum order), or null. */
function lineQuantityProblem(
  context: Pick<ProjectDetailContext, 'project'>,
  productId: number,
  number: number,
): ErrorMessage | null {
  const line = context.project?.products.find((row) => row.productId === productId)
  // a line gone meanwhile: the server answers for it
  return line ? quantityRuleMessage(number, line.minBuyNum) : null
}

export const projectDetailMachine = setup({
  types: {
    context: {} as ProjectDetailContext,
    events: {} as ProjectDetailEvent,
    input: {} as { projectId: number },
    tags: {} as 'busy',
  },
  actors: {
    getProject: projectActors.getProject,
    editProject: projectActors.editProject,
    deleteProject: projectActors.deleteProject,
    searchProducts: projectActors.searchProducts,
    addProduct: projectActors.addProduct,
    removeProduct: projectActors.removeProduct,
    addToCart: projectActors.addToCart,
  },
  guards: {
    hasProducts: ({ context }) => (context.project?.products.length ?? 0) > 0,
    hasKeyword: (_, { keyword }: { keyword: string }) => keyword.trim() !== '',
    isQuantityValid: ({ context }, { productId, number }: { productId: number; number: number }) =>
      lineQuantityProblem(context, productId, number) === null,
  },
  actions: {
    storeProject: assign((_, { project }: { project: ProjectDetail }) => ({ project, loadError: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    storeActionError: assign((_, { error }: { error: unknown }) => ({ actionError: errorMessageOf(error) })),
    clearMessages: assign({ actionError: null, notice: null, cart: null, quantityError: null }),
    showQuantityProblem: assign(
      ({ context }, { productId, number }: { productId: number; number: number }) => {
        const error = lineQuantityProblem(context, productId, number)
        return { quantityError: error ? { productId, error } : null, notice: null, actionError: null }
      },
    ),
    noticeOf: assign((_, { id }: { id: string }) => ({ notice: id })),
    dismissNotice: assign({ notice: null, actionError: null, cart: null }),
    openEditor: assign(({ context }) => ({
      draft: context.project ? valuesOf(context.project) : null,
      formError: null,
    })),
    keepDraft: assign((_, { values }: { values: ProjectValues }) => ({ draft: values, formError: null })),
    storeFormError: assign((_, { error }: { error: unknown }) => ({ formError: errorMessageOf(error) })),
    closeEditor: assign({ draft: null, formError: null }),
    storeKeyword: assign((_, { keyword }: { keyword: string }) => ({
      keyword: keyword.trim(),
      searchError: null,
    })),
    storeResults: assign((_, { results }: { results: GoodsCard[] }) => ({ results })),
    storeSearchError: assign((_, { error }: { error: unknown }) => ({
      searchError: errorMessageOf(error),
      results: null,
    })),
    markPending: assign((_, { productId, number }: { productId: number; number: number }) => ({
      pendingProductId: productId,
      pendingNumber: number,
    })),
    clearPending: assign({ pendingProductId: null, pendingNumber: 0 }),
    storeCart: assign(({ context }, { result }: { result: BatchAddResult }) => ({
      cart: cartOutcomeOf(result, context.project?.products ?? []),
    })),
    setCartListData: (_, { result }: { result: BatchAddResult }) => session.setCartListData(result.cart),
  },
}).createMachine({
  id: 'projectDetail',
  context: ({ input }) => ({
    projectId: input.projectId,
    project: null,
    loadError: null,
    actionError: null,
    notice: null,
    draft: null,
    formError: null,
    keyword: '',
    results: null,
    searchError: null,
    pendingProductId: null,
    pendingNumber: 0,
    cart: null,
    quantityError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getProject',
        src: 'getProject',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: { target: 'ready', actions: { type: 'storeProject', params: projectParams } },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: errorParams } },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    ready: {
      on: {
        'notice.dismissed': { actions: 'dismissNotice' },
        'edit.opened': { target: 'editing', actions: ['clearMessages', 'openEditor'] },
        'search.submitted': {
          guard: { type: 'hasKeyword', params: ({ event }) => ({ keyword: event.keyword }) },
          target: 'searching',
          actions: { type: 'storeKeyword', params: ({ event }) => ({ keyword: event.keyword }) },
        },
        'product.added': {
          target: 'addingProduct',
          actions: [
            'clearMessages',
            {
              type: 'markPending',
              params: ({ event }) => ({ productId: event.productId, number: event.number }),
            },
          ],
        },
        'quantity.saved': [
          {
            guard: {
              type: 'isQuantityValid',
              params: ({ event }) => ({ productId: event.productId, number: event.number }),
            },
            target: 'changingQuantity',
            actions: [
              'clearMessages',
              {
                type: 'markPending',
                params: ({ event }) => ({ productId: event.productId, number: event.number }),
              },
            ],
          },
          {
            actions: {
              type: 'showQuantityProblem',
              params: ({ event }) => ({ productId: event.productId, number: event.number }),
            },
          },
        ],
        'product.removed': {
          target: 'removingProduct',
          actions: [
            'clearMessages',
            { type: 'markPending', params: ({ event }) => ({ productId: event.productId, number: 0 }) },
          ],
        },
        'cart.requested': { guard: 'hasProducts', target: 'addingToCart', actions: 'clearMessages' },
        'delete.requested': { target: 'confirmingDelete', actions: 'clearMessages' },
      },
    },
    editing: {
      initial: 'typing',
      states: {
        typing: {
          on: {
            'edit.submitted': {
              target: 'saving',
              actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values }) },
            },
            'edit.cancelled': { target: '#projectDetail.ready', actions: 'closeEditor' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'editProject',
            src: 'editProject',
            input: ({ context }) => ({ ...projectInputOf(context.draft!), projectId: context.projectId }),
            onDone: {
              target: '#projectDetail.ready',
              actions: [
                { type: 'storeProject', params: projectParams },
                'closeEditor',
                { type: 'noticeOf', params: { id: projectDetailNotices.saved.id } },
              ],
            },
            onError: { target: 'typing', actions: { type: 'storeFormError', params: errorParams } },
          },
        },
      },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) => ({ keyword: context.keyword }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) },
        },
        onError: { target: 'ready', actions: { type: 'storeSearchError', params: errorParams } },
      },
    },
    addingProduct: {
      tags: 'busy',
      invoke: {
        id: 'addProduct',
        src: 'addProduct',
        input: ({ context }) => ({
          projectId: context.projectId,
          productId: context.pendingProductId!,
          number: context.pendingNumber,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeProject', params: projectParams },
            'clearPending',
            { type: 'noticeOf', params: { id: projectDetailNotices.productAdded.id } },
          ],
        },
        onError: {
          target: 'ready',
          actions: ['clearPending', { type: 'storeActionError', params: errorParams }],
        },
      },
    },
    // the project detail's own addProjectProduct: a SKU already attached gets the new quantity
    changingQuantity: {
      tags: 'busy',
      invoke: {
        id: 'addProduct',
        src: 'addProduct',
        input: ({ context }) => ({
          projectId: context.projectId,
          productId: context.pendingProductId!,
          number: context.pendingNumber,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeProject', params: projectParams },
            'clearPending',
            { type: 'noticeOf', params: { id: projectDetailNotices.quantityChanged.id } },
          ],
        },
        onError: {
          target: 'ready',
          actions: ['clearPending', { type: 'storeActionError', params: errorParams }],
        },
      },
    },
    removingProduct: {
      tags: 'busy',
      invoke: {
        id: 'removeProduct',
        src: 'removeProduct',
        input: ({ context }) => ({ projectId: context.projectId, productId: context.pendingProductId! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeProject', params: projectParams },
            'clearPending',
            { type: 'noticeOf', params: { id: projectDetailNotices.productRemoved.id } },
          ],
        },
        onError: {
          target: 'ready',
          actions: ['clearPending', { type: 'storeActionError', params: errorParams }],
        },
      },
    },
    addingToCart: {
      tags: 'busy',
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({ lines: cartLinesOf(context.project?.products ?? []) }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeCart', params: ({ event }) => ({ result: event.output }) },
            { type: 'setCartListData', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: { target: 'ready', actions: { type: 'storeActionError', params: errorParams } },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirmed': 'deleting',
        'delete.cancelled': 'ready',
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteProject',
        src: 'deleteProject',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: 'deleted',
        onError: { target: 'ready', actions: { type: 'storeActionError', params: errorParams } },
      },
    },
    deleted: { type: 'final' },
  },
})

// ── readers: the route reads the flow through these, never by its state names ──
type Snapshot = SnapshotFrom<typeof projectDetailMachine>

export type ProjectDetailStatus = 'loading' | 'loadFailed' | 'ready' | 'deleted'
export const projectStatusOf = (s: Snapshot): ProjectDetailStatus =>
  s.matches('loading')
    ? 'loading'
    : s.matches('loadFailed')
      ? 'loadFailed'
      : s.matches('deleted')
        ? 'deleted'
        : 'ready'
export const projectOf = (s: Snapshot) => s.context.project
export const projectLoadErrorOf = (s: Snapshot) => s.context.loadError
export const isProjectBusy = (s: Snapshot) => s.hasTag('busy')
export const projectNoticeOf = (s: Snapshot) => s.context.notice
export const projectActionErrorOf = (s: Snapshot) => s.context.actionError
/** The edit form, or null when it is closed. */
export const projectEditorOf = (s: Snapshot) =>
  s.matches('editing') && s.context.draft
    ? { values: s.context.draft, saving: s.hasTag('busy'), error: s.context.formError }
    : null
export const projectSearchOf = (s: Snapshot) => ({
  keyword: s.context.keyword,
  results: s.context.results,
  error: s.context.searchError,
  searching: s.matches('searching'),
})
/** The product being attached or taken off, or null. */
export const pendingProductOf = (s: Snapshot) => s.context.pendingProductId
export const isAddingToCart = (s: Snapshot) => s.matches('addingToCart')
export const projectCartOutcomeOf = (s: Snapshot) => s.context.cart
export const isConfirmingDelete = (s: Snapshot) => s.matches('confirmingDelete') || s.matches('deleting')
export const isDeleting = (s: Snapshot) => s.matches('deleting')
/** A line's quantity refused by the purchase rules before it was sent, or null. */
export const quantityProblemOf = (s: Snapshot) => s.context.quantityError
/** The line whose quantity is being saved, or null. */
export const changingQuantityOf = (s: Snapshot) =>
  s.matches('changingQuantity') ? s.context.pendingProductId : null
