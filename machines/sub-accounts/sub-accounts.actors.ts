// I/O of the sub-account screens (issue 27 items 1 and 2; SPEC.md §2 /member/subAccount, /member/createSub,
// /member/permission, §6): the operations of v3/member/front/subAccount/* as the paged lists and the flows of
// machines/sub-accounts take them. Lists read silently (a failure is shown in place with a retry).
import { fromPromise } from 'xstate'
import {
  addSubAccount,
  decideOrderApproval,
  disableSubAccount,
  editSubAccount,
  listAuthorisedDesigners,
  listOrderApprovals,
  listSubAccounts,
  resetSubAccountPassword,
  type SubAccount,
  type SubAccountInput,
  type SubAccountQuery,
} from '../../src/api/sub-accounts'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'
import type { CommandInput, SaveRowInput } from '../../src/flows/paged-list.machine'
import type { SubPermission } from '../../src/schemas/sub-account.schema'

export type SubCommand = 'disable' | 'enable'

/** What the rights editor holds: the limit as typed (a yup rule reads it) and the rights ticked. */
export interface SubRightsValues {
  spendingLimit: string
  permissions: SubPermission[]
}

export interface RejectValues {
  reason: string
}

export const subAccountListOperations = {
  listPage: (query: SubAccountQuery) => listSubAccounts(query, { silent: true }),
  runCommand: async ({ command, id }: CommandInput<SubAccountQuery, SubCommand>) => {
    await disableSubAccount({ subMemberId: Number(id), disabled: command === 'disable' }, { silent: true })
  },
  saveRow: async ({ id, values }: SaveRowInput<SubRightsValues>) => {
    await editSubAccount(
      {
        subMemberId: Number(id),
        spendingLimit: Number(values.spendingLimit),
        permissions: values.permissions,
      },
      { silent: true },
    )
  },
}

export const approvalListOperations = {
  listPage: (query: SubAccountQuery) => listOrderApprovals(query, { silent: true }),
  runCommand: async ({ id }: CommandInput<SubAccountQuery, 'approve'>) => {
    await decideOrderApproval({ orderSn: String(id), decision: 'approve' }, { silent: true })
  },
  saveRow: async ({ id, values }: SaveRowInput<RejectValues>) => {
    await decideOrderApproval(
      { orderSn: String(id), decision: 'reject', reason: values.reason.trim() },
      { silent: true },
    )
  },
}

/** Creating a sub-account must not happen twice: one attempt at a time, through the shared submit. */
export const addSubAccountSubmit = (
  send: (body: SubAccountInput) => Promise<SubAccount> = (body) => addSubAccount(body, { silent: true }),
) => createIdempotentSubmit<SubAccountInput, SubAccount>({ id: 'addSubAccount', send: (body) => send(body) })

export const subAccountActors = {
  resetSubAccountPassword: fromPromise(({ input }: { input: { subMemberId: number; password: string } }) =>
    resetSubAccountPassword(input, { silent: true }),
  ),
  listAuthorisedDesigners: fromPromise(() => listAuthorisedDesigners({ silent: true })),
  addSubAccount: addSubAccountSubmit(),
}
