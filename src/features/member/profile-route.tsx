// /member/info (issue 11 item 3): owns the profile machine; a saved profile goes into the session (header,
// member home).
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { profileMachine, profileStageOf } from '../../../machines/profile/profile.machine'
import { session, type MemberInfo } from '../../api/session'
import { useFlowActor } from '../../lib/flow'
import { ProfileView, type ProfileStatus } from './profile-view'

export function ProfileRoute() {
  const machine = useMemo(
    () =>
      profileMachine.provide({
        actions: {
          refreshMember: (_, params: { member: MemberInfo }) => session.setMemberInfo(params.member),
        },
      }),
    [],
  )
  const actorRef = useFlowActor(machine)
  const status: ProfileStatus = useSelector(actorRef, profileStageOf)
  const member = useSelector(actorRef, (snapshot) => snapshot.context.member)
  const avatar = useSelector(actorRef, (snapshot) => snapshot.context.avatar)
  const avatarError = useSelector(actorRef, (snapshot) => snapshot.context.avatarError)
  const submitError = useSelector(actorRef, (snapshot) => snapshot.context.submitError)
  const loadError = useSelector(actorRef, (snapshot) => snapshot.context.loadError)
  const saved = useSelector(actorRef, (snapshot) => snapshot.context.saved)
  return (
    <ProfileView
      status={status}
      member={member}
      avatarUrl={avatar?.url ?? null}
      avatarError={avatarError}
      submitError={submitError}
      loadError={loadError}
      saved={saved}
      onPickAvatar={(file) => actorRef.send({ type: 'avatar.picked', file })}
      onSubmit={(memberTrueName) => actorRef.send({ type: 'form.submitted', memberTrueName })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
