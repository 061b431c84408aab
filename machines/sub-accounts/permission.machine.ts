// Who may act for this account, /member/permission (issue 27 item 2; SPEC.md §2, §6 memberTypes 1 and 3): the
// designers the member has authorised to propose selections (listAuthorisedDesigners), and, for an enterprise's
// main account, its sub-accounts with their rights and spending limits — the same list and operation as
// /member/subAccount (listSubAccounts), read only here. A personal member has no sub-accounts: that part is not
// asked for at all (the mock would refuse it).
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { AuthorisedDesigner } from '../../src/api/sub-accounts'
import { subAccountListMachine } from './sub-account-admin.machine'
import { subAccountActors } from './sub-accounts.actors'

export interface PermissionContext {
  isEnterprise: boolean
  designers: AuthorisedDesigner[]
  designersError: ErrorMessage | null
}

export const permissionMachine = setup({
  types: {
    context: {} as PermissionContext,
    events: {} as { type: 'designers.retried' },
    input: {} as { isEnterprise: boolean },
  },
  actors: {
    subAccountList: subAccountListMachine,
    listAuthorisedDesigners: subAccountActors.listAuthorisedDesigners,
  },
  actions: {
    storeDesigners: assign((_, { designers }: { designers: AuthorisedDesigner[] }) => ({
      designers,
      designersError: null,
    })),
    storeDesignersError: assign((_, { error }: { error: unknown }) => ({
      designersError: errorMessageOf(error),
    })),
  },
  guards: { isEnterprise: ({ context }) => context.isEnterprise },
}).createMachine({
  id: 'permission',
  context: ({ input }) => ({ isEnterprise: input.isEnterprise, designers: [], designersError: null }),
  type: 'parallel',
  states: {
    designers: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'listAuthorisedDesigners',
            onDone: {
              target: 'ready',
              actions: { type: 'storeDesigners', params: ({ event }) => ({ designers: event.output }) },
            },
            onError: {
              target: 'loadFailed',
              actions: { type: 'storeDesignersError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loadFailed: { on: { 'designers.retried': 'loading' } },
        ready: {},
      },
    },
    subAccounts: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'isEnterprise', target: 'shown' }, { target: 'none' }] },
        shown: { invoke: { id: 'subAccounts', src: 'subAccountList', input: {} } },
        none: {},
      },
    },
  },
})

type PermissionSnapshot = SnapshotFrom<typeof permissionMachine>
export type DesignersStatus = 'loading' | 'loadFailed' | 'ready'
export const designersStatusOf = (snapshot: PermissionSnapshot): DesignersStatus =>
  snapshot.matches({ designers: 'loading' })
    ? 'loading'
    : snapshot.matches({ designers: 'loadFailed' })
      ? 'loadFailed'
      : 'ready'
export const designersOf = (snapshot: PermissionSnapshot) => snapshot.context.designers
export const designersErrorOf = (snapshot: PermissionSnapshot) => snapshot.context.designersError
export const permissionSubAccountsRefOf = (snapshot: PermissionSnapshot) => snapshot.children.subAccounts
