// The member's projects, /member/project/list (issue 27 item 6; SPEC.md §2, §4 project states, §5 project name
// 1–50): the projects as a paged list of src/flows (a state filter, a delete after the kit's confirmation), and
// around it the creation of a project:
//   idle → creating.typing (the form) → creating.saving (one project per click, through the idempotent submit)
//        → created (the route opens the new project's page) | creating.typing with the refusal, all typed kept.
// Operations: listProjects, deleteProject, addProject. The context changes only through named actions.
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { ProjectDetail, ProjectQuery, ProjectSummary } from '../../src/api/projects'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createPagedListMachine, listActors, type ListNotice } from '../../src/flows/paged-list.machine'
import { addMessages } from '../../src/i18n/dictionary'
import memberPart from '../../src/i18n/parts/member.json' with { type: 'json' }
import { createAttemptKeys } from '../../src/lib/idempotency'
import { defineMessages } from '../../src/lib/intl'
import { emptyProject, type ProjectValues } from '../../src/schemas/project.schema'
import { projectActors, projectInputOf, projectListOperations } from './projects.actors'

addMessages(memberPart)

export const projectNotices = defineMessages({
  deleted: { id: 'member.project.notice.deleted', defaultMessage: 'Proyecto eliminado.' },
})

export const projectListMachine = (() => {
  const machine = createPagedListMachine<ProjectSummary, ProjectQuery, undefined, never, never, never>({
    id: 'projectList',
    rowId: (row) => row.projectId,
    query: { current: 1, pageSize: 10 },
    notices: { deleted: projectNotices.deleted.id },
  })
  return machine.provide({ actors: listActors(machine, projectListOperations) })
})()

export interface ProjectsContext {
  query: Partial<ProjectQuery>
  /** what the creation form held when it was sent, so a refusal keeps every character */
  draft: ProjectValues
  formError: ErrorMessage | null
  createdId: number | null
  createKeys: ReturnType<typeof createAttemptKeys>
}

export type ProjectsEvent =
  | { type: 'create.opened' }
  | { type: 'create.cancelled' }
  | { type: 'create.submitted'; values: ProjectValues }

type Outcome = SubmitOutcome<ProjectDetail>
const outcomeParams = ({ event }: { event: { output: Outcome } }) => ({ outcome: event.output })

export const projectsMachine = setup({
  types: {
    context: {} as ProjectsContext,
    events: {} as ProjectsEvent,
    input: {} as { query?: Partial<ProjectQuery> } | undefined,
    tags: {} as 'busy',
  },
  actors: { projectList: projectListMachine, createProject: projectActors.createProject },
  guards: {
    isAnswered: (_, { outcome }: { outcome: Outcome }) => isAnswered(outcome),
  },
  actions: {
    openForm: assign({ draft: emptyProject, formError: null, createdId: null }),
    keepDraft: assign((_, { values }: { values: ProjectValues }) => ({ draft: values, formError: null })),
    storeCreated: assign((_, { outcome }: { outcome: Outcome }) =>
      isAnswered(outcome) ? { createdId: outcome.answer.projectId, formError: null } : {},
    ),
    storeFormError: assign((_, { outcome }: { outcome: Outcome }) =>
      isFailed(outcome) ? { formError: errorMessageOf(outcome.error) } : {},
    ),
    closeForm: assign({ formError: null }),
    refreshList: sendTo('list', { type: 'refresh.requested' }),
  },
}).createMachine({
  id: 'projects',
  context: ({ input }) => ({
    query: input?.query ?? {},
    draft: emptyProject,
    formError: null,
    createdId: null,
    createKeys: createAttemptKeys(),
  }),
  invoke: { id: 'list', src: 'projectList', input: ({ context }) => ({ query: context.query }) },
  initial: 'idle',
  states: {
    idle: {
      on: { 'create.opened': { target: 'creating', actions: 'openForm' } },
    },
    creating: {
      initial: 'typing',
      states: {
        typing: {
          on: {
            'create.submitted': {
              target: 'saving',
              actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values }) },
            },
            'create.cancelled': { target: '#projects.idle', actions: 'closeForm' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'createProject',
            src: 'createProject',
            input: ({ context }) => ({ body: projectInputOf(context.draft), keys: context.createKeys }),
            onDone: [
              {
                guard: { type: 'isAnswered', params: outcomeParams },
                target: '#projects.created',
                actions: [{ type: 'storeCreated', params: outcomeParams }, 'refreshList'],
              },
              // refused (Spanish message) or no answer: the draft stays; a retry after a lost answer replays
              { target: 'typing', actions: { type: 'storeFormError', params: outcomeParams } },
            ],
          },
        },
      },
    },
    created: {
      on: { 'create.opened': { target: 'creating', actions: 'openForm' } },
    },
  },
})

// ── readers: the route reads the flow through these, never by its state names ──
type ProjectsSnapshot = SnapshotFrom<typeof projectsMachine>
type ListSnapshot = SnapshotFrom<typeof projectListMachine>
export type ProjectListRef = NonNullable<ProjectsSnapshot['children']['list']>

/** The creation form, or null when it is closed: what it holds, whether it is being sent, and its refusal. */
export const createFormOf = (s: ProjectsSnapshot) =>
  s.matches('creating')
    ? { values: s.context.draft, saving: s.hasTag('busy'), error: s.context.formError }
    : null
/** The project just created (the route opens its page), or null. */
export const createdProjectIdOf = (s: ProjectsSnapshot) => (s.matches('created') ? s.context.createdId : null)
export const listRefOf = (s: ProjectsSnapshot) => s.children.list

export { listStatusOf, isChangingRows, confirmingIdOf } from '../../src/flows/paged-list.machine'
export const listRowsOf = (s: ListSnapshot) => s.context.rows
export const listPaginationOf = (s: ListSnapshot) => s.context.pagination
export const listErrorOf = (s: ListSnapshot) => s.context.loadError
export const listNoticeOf = (s: ListSnapshot): ListNotice | null => s.context.notice
export const listPendingIdOf = (s: ListSnapshot) => s.context.pendingId
export const listStateFilterOf = (s: ListSnapshot) => s.context.query.state ?? null
