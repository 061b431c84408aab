// /member/subAccount (issue 27 items 1 and 2): owns the sub-account admin actor (machines/sub-accounts) and its two
// list children, and reads them through the machine module's selectors. The sub-accounts' page lives in the URL.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import { approvalNoticeOf } from '../../../machines/order-approval/order-approval.machine'
import {
  adminNoticeOf,
  approvalsRefOf,
  awaitsDecision,
  isChangingRows,
  isDraftSaving,
  isPasswordSending,
  listErrorOf,
  listFormErrorOf,
  listNoticeOf,
  listPaginationOf,
  listPendingIdOf,
  listRowsOf,
  listStatusOf,
  passwordResetErrorOf,
  passwordResetOf,
  rejectDraftOf,
  subAccountAdminMachine,
  subAccountsRefOf,
  subDraftOf,
  toggleAskedOf,
  type ApprovalListRef,
  type SubAccountListRef,
} from '../../../machines/sub-accounts/sub-account-admin.machine'
import type { OrderApproval } from '../../api/sub-accounts'
import { useFlowActor } from '../../lib/flow'
import { SubAccountListView } from './sub-account-list-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

const labelOf = (approval: OrderApproval) => approvalNoticeOf(approval)!.label

export function SubAccountListRoute() {
  const [params, setParams] = useSearchParams()
  const current = Number(params.get('current'))
  const pageSize = Number(params.get('pageSize')) as Size
  const admin = useFlowActor(subAccountAdminMachine, {
    input: {
      query: {
        current: Number.isInteger(current) && current > 0 ? current : 1,
        pageSize: SIZES.includes(pageSize) ? pageSize : 10,
      },
    },
  })
  const subsRef = useSelector(admin, subAccountsRefOf) as SubAccountListRef
  const approvalsRef = useSelector(admin, approvalsRefOf) as ApprovalListRef

  const subs = {
    status: useSelector(subsRef, listStatusOf),
    rows: useSelector(subsRef, listRowsOf),
    pagination: useSelector(subsRef, listPaginationOf),
    error: useSelector(subsRef, listErrorOf),
    changing: useSelector(subsRef, isChangingRows),
    pendingId: useSelector(subsRef, listPendingIdOf),
    notice: useSelector(subsRef, listNoticeOf),
    draft: useSelector(subsRef, subDraftOf),
    saving: useSelector(subsRef, isDraftSaving),
    formError: useSelector(subsRef, listFormErrorOf),
  }
  const approvals = {
    status: useSelector(approvalsRef, listStatusOf),
    rows: useSelector(approvalsRef, listRowsOf),
    pagination: useSelector(approvalsRef, listPaginationOf),
    error: useSelector(approvalsRef, listErrorOf),
    changing: useSelector(approvalsRef, isChangingRows),
    pendingId: useSelector(approvalsRef, listPendingIdOf),
    notice: useSelector(approvalsRef, listNoticeOf),
    draft: useSelector(approvalsRef, rejectDraftOf),
    saving: useSelector(approvalsRef, isDraftSaving),
    formError: useSelector(approvalsRef, listFormErrorOf),
  }
  const confirm = useSelector(admin, toggleAskedOf)
  const reset = useSelector(admin, passwordResetOf)
  const resetError = useSelector(admin, passwordResetErrorOf)
  const resetSending = useSelector(admin, isPasswordSending)
  const adminNotice = useSelector(admin, adminNoticeOf)

  const subById = (id: number | string | null | undefined) => subs.rows.find((sub) => sub.subMemberId === id)
  const confirmSub = subById(confirm?.id)
  const resetSub = subById(reset?.id)
  const rightsSub = subById(subs.draft?.id)
  const notice = adminNotice ?? approvals.notice ?? subs.notice

  return (
    <SubAccountListView
      subs={{
        status: subs.status,
        rows: subs.rows,
        pagination: subs.pagination,
        error: subs.error,
        busyId: subs.changing ? subs.pendingId : null,
        onPage: (page, size) => {
          subsRef.send({ type: 'page.changed', page, pageSize: size })
          setParams({ current: String(page), pageSize: String(size) }, { replace: true })
        },
        onRetry: () => subsRef.send({ type: 'retry' }),
        onToggle: (id, command) => admin.send({ type: 'toggle.requested', id, command }),
        onEdit: (id) => subsRef.send({ type: 'editor.opened', id }),
        onResetPassword: (id) => admin.send({ type: 'password.requested', id }),
      }}
      approvals={{
        status: approvals.status,
        rows: approvals.rows,
        pagination: approvals.pagination,
        error: approvals.error,
        busyId: approvals.changing ? approvals.pendingId : null,
        labelOf,
        canDecide: awaitsDecision,
        onPage: (page, size) => approvalsRef.send({ type: 'page.changed', page, pageSize: size }),
        onRetry: () => approvalsRef.send({ type: 'retry' }),
        onApprove: (orderSn) =>
          approvalsRef.send({ type: 'command.requested', command: 'approve', id: orderSn }),
        onReject: (orderSn) => approvalsRef.send({ type: 'editor.opened', id: orderSn }),
      }}
      notice={notice}
      onDismissNotice={() => {
        admin.send({ type: 'notice.dismissed' })
        subsRef.send({ type: 'notice.dismissed' })
        approvalsRef.send({ type: 'notice.dismissed' })
      }}
      confirm={confirm && confirmSub ? { sub: confirmSub, command: confirm.command } : null}
      onConfirm={() => admin.send({ type: 'toggle.confirmed' })}
      onCancelConfirm={() => admin.send({ type: 'toggle.cancelled' })}
      rights={
        subs.draft && rightsSub
          ? { sub: rightsSub, values: subs.draft.values, saving: subs.saving, error: subs.formError }
          : null
      }
      onSaveRights={(values) => subsRef.send({ type: 'editor.saved', values })}
      onCancelRights={() => subsRef.send({ type: 'editor.cancelled' })}
      reset={
        reset && resetSub
          ? { sub: resetSub, password: reset.password, saving: resetSending, error: resetError }
          : null
      }
      onSavePassword={(password) => admin.send({ type: 'password.submitted', password })}
      onCancelPassword={() => admin.send({ type: 'password.cancelled' })}
      reject={
        approvals.draft
          ? {
              orderSn: String(approvals.draft.id),
              reason: approvals.draft.values.reason,
              saving: approvals.saving,
              error: approvals.formError,
            }
          : null
      }
      onSaveReject={(reason) => approvalsRef.send({ type: 'editor.saved', values: { reason } })}
      onCancelReject={() => approvalsRef.send({ type: 'editor.cancelled' })}
    />
  )
}
