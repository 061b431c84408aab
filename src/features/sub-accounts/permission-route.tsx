// /member/permission (issue 27 item 2): owns the permission actor (machines/sub-accounts) and, for an enterprise's
// main account, reads its sub-account list child; everything through the machine modules' selectors.
import { useSelector } from '@xstate/react'
import { useSyncExternalStore } from 'react'
import {
  designersErrorOf,
  designersOf,
  designersStatusOf,
  permissionMachine,
  permissionSubAccountsRefOf,
} from '../../../machines/sub-accounts/permission.machine'
import {
  listErrorOf,
  listPaginationOf,
  listRowsOf,
  listStatusOf,
  type SubAccountListRef,
} from '../../../machines/sub-accounts/sub-account-admin.machine'
import { memberOf, session } from '../../api/session'
import { useFlowActor } from '../../lib/flow'
import { PermissionView } from './permission-view'

function SubRights({
  subsRef,
  designers,
}: {
  subsRef: SubAccountListRef
  designers: Parameters<typeof PermissionView>[0]['designers']
}) {
  return (
    <PermissionView
      designers={designers}
      subs={{
        status: useSelector(subsRef, listStatusOf),
        rows: useSelector(subsRef, listRowsOf),
        pagination: useSelector(subsRef, listPaginationOf),
        error: useSelector(subsRef, listErrorOf),
        onPage: (page, size) => subsRef.send({ type: 'page.changed', page, pageSize: size }),
        onRetry: () => subsRef.send({ type: 'retry' }),
      }}
    />
  )
}

export function PermissionRoute() {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const member = memberOf(state)
  const isEnterprise = member?.memberType === 3 && !member.isSubAccount
  const actorRef = useFlowActor(permissionMachine, { input: { isEnterprise } })
  const subsRef = useSelector(actorRef, permissionSubAccountsRefOf) as SubAccountListRef | undefined
  const designers = {
    status: useSelector(actorRef, designersStatusOf),
    rows: useSelector(actorRef, designersOf),
    error: useSelector(actorRef, designersErrorOf),
    onRetry: () => actorRef.send({ type: 'designers.retried' }),
  }
  return subsRef ? (
    <SubRights subsRef={subsRef} designers={designers} />
  ) : (
    <PermissionView designers={designers} subs={null} />
  )
}
