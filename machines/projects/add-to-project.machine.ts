// «Añadir a un proyecto» on the product page, /goods/detail (issue 27 leftovers item 3; SPEC.md §2
// /member/project/detail, §5 purchase quantities). The dialog's flow: the member's projects are read, the member
// chooses one and a quantity (the SKU's minimum order to start with), and the line is added with the project
// detail's own operation, addProjectProduct (a SKU already in the project gets the new quantity). Whether a project
// is chosen and whether the quantity passes the purchase rules (src/schemas/quantity.schema.ts, which the mock
// checks again) are states, so the model walks both. A refusal keeps the choice; an answer ends the flow with
// the project named, for the dialog's link to it.
import { assign, setup, stateIn, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { ProjectDetail, ProjectSummary } from '../../src/api/projects'
import { validationMessages } from '../../src/schemas/messages'
import { quantityRuleMessage } from '../../src/schemas/quantity-rules'
import { addToProjectActors } from './projects.actors'

export interface AddToProjectInput {
  productId: number
  minBuyNum: number
}

export interface AddToProjectContext extends AddToProjectInput {
  projects: ProjectSummary[]
  projectId: number | null
  quantity: string
  errors: { projectId?: ErrorMessage; quantity?: ErrorMessage }
  error: ErrorMessage | null
  added: ProjectDetail | null
}

export type AddToProjectEvent =
  | { type: 'project.chosen'; projectId: number }
  | { type: 'quantity.changed'; value: string }
  | { type: 'submitted' }
  | { type: 'retry.requested' }

/** The purchase rules' problem of a typed quantity (SPEC.md §5; the mock's quantitySchema), or null. */
export function quantityProblem(value: string, minBuyNum: number): ErrorMessage | null {
  const text = value.trim()
  return quantityRuleMessage(/^\d{1,9}$/.test(text) ? Number(text) : Number.NaN, minBuyNum)
}

export const addToProjectMachine = setup({
  types: {
    context: {} as AddToProjectContext,
    events: {} as AddToProjectEvent,
    input: {} as AddToProjectInput,
    tags: {} as 'busy',
  },
  actors: addToProjectActors,
  guards: {
    hasProjects: (_, { projects }: { projects: ProjectSummary[] }) => projects.length > 0,
    isQuantityValid: ({ context }, { value }: { value: string }) =>
      quantityProblem(value, context.minBuyNum) === null,
  },
  actions: {
    storeProjects: assign((_, { projects }: { projects: ProjectSummary[] }) => ({ projects, error: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    clearError: assign({ error: null }),
    chooseProject: assign(({ context }, { projectId }: { projectId: number }) => {
      const { projectId: _shown, ...errors } = context.errors
      return { projectId, errors, error: null }
    }),
    changeQuantity: assign(({ context }, { value }: { value: string }) => {
      const { quantity: shown, ...errors } = context.errors
      const now = shown ? quantityProblem(value, context.minBuyNum) : null
      return { quantity: value, errors: now ? { ...errors, quantity: now } : errors, error: null }
    }),
    showProblems: assign(({ context }) => {
      const quantity = quantityProblem(context.quantity, context.minBuyNum)
      return {
        errors: {
          ...(context.projectId === null ? { projectId: { id: validationMessages.projectRequired.id } } : {}),
          ...(quantity ? { quantity } : {}),
        },
      }
    }),
    clearProblems: assign({ errors: {}, error: null }),
    storeAdded: assign((_, { project }: { project: ProjectDetail }) => ({ added: project })),
  },
}).createMachine({
  id: 'addToProject',
  context: ({ input }) => ({
    ...input,
    projects: [],
    projectId: null,
    quantity: String(input.minBuyNum),
    errors: {},
    error: null,
    added: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'listProjectChoices',
        src: 'listProjectChoices',
        onDone: [
          {
            guard: { type: 'hasProjects', params: ({ event }) => ({ projects: event.output }) },
            target: 'choosing',
            actions: { type: 'storeProjects', params: ({ event }) => ({ projects: event.output }) },
          },
          // no project yet: the dialog links to Mis proyectos to create one
          { target: 'noProjects' },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': { target: 'loading', actions: 'clearError' } },
    },
    noProjects: {},
    choosing: {
      type: 'parallel',
      states: {
        project: {
          initial: 'none',
          on: {
            'project.chosen': {
              target: '.chosen',
              actions: { type: 'chooseProject', params: ({ event }) => ({ projectId: event.projectId }) },
            },
          },
          states: { none: {}, chosen: {} },
        },
        // the minimum order the field starts with passes the rule
        quantity: {
          initial: 'valid',
          on: {
            'quantity.changed': [
              {
                guard: { type: 'isQuantityValid', params: ({ event }) => ({ value: event.value }) },
                target: '.valid',
                actions: { type: 'changeQuantity', params: ({ event }) => ({ value: event.value }) },
              },
              {
                target: '.invalid',
                actions: { type: 'changeQuantity', params: ({ event }) => ({ value: event.value }) },
              },
            ],
          },
          states: { valid: {}, invalid: {} },
        },
        submit: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                submitted: [
                  {
                    guard: stateIn({ choosing: { project: 'chosen', quantity: 'valid' } }),
                    target: 'adding',
                    actions: 'clearProblems',
                  },
                  { actions: 'showProblems' },
                ],
              },
            },
            adding: {
              tags: 'busy',
              invoke: {
                id: 'addProduct',
                src: 'addProduct',
                input: ({ context }) => ({
                  projectId: context.projectId ?? 0,
                  productId: context.productId,
                  number: Number(context.quantity.trim()),
                }),
                onDone: {
                  target: '#addToProject.added',
                  actions: { type: 'storeAdded', params: ({ event }) => ({ project: event.output }) },
                },
                // refused (the project full, the SKU gone): the choice stays, with the server's word
                onError: {
                  target: 'idle',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    added: { type: 'final' },
  },
})

// What the route reads (a machine's readers go through its module)
type AddToProjectSnapshot = SnapshotFrom<typeof addToProjectMachine>
export type AddToProjectStage = 'loading' | 'loadFailed' | 'noProjects' | 'choosing' | 'added'

export function addToProjectStageOf(snapshot: AddToProjectSnapshot): AddToProjectStage {
  if (snapshot.matches('loading')) return 'loading'
  if (snapshot.matches('loadFailed')) return 'loadFailed'
  if (snapshot.matches('noProjects')) return 'noProjects'
  if (snapshot.matches('added')) return 'added'
  return 'choosing'
}
export const isAddingToProject = (snapshot: AddToProjectSnapshot) =>
  snapshot.matches({ choosing: { submit: 'adding' } })
export const projectChoicesOf = (snapshot: AddToProjectSnapshot) => snapshot.context.projects
export const chosenProjectIdOf = (snapshot: AddToProjectSnapshot) => snapshot.context.projectId
export const projectQuantityOf = (snapshot: AddToProjectSnapshot) => snapshot.context.quantity
export const addToProjectProblemsOf = (snapshot: AddToProjectSnapshot) => snapshot.context.errors
export const addToProjectErrorOf = (snapshot: AddToProjectSnapshot) => snapshot.context.error
export const addedProjectOf = (snapshot: AddToProjectSnapshot) => snapshot.context.added
