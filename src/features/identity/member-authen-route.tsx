// /member/authen (issue 27 item 4; personal and enterprise main accounts, router guard): owns the member-authen
// actor (machines/member-authen) and reads it through the machine module's readers.
import { useSelector } from '@xstate/react'
import {
  authenFieldErrorsOf,
  authenLicenceErrorOf,
  authenLicenceOf,
  authenLoadErrorOf,
  authenRecordOf,
  authenSubmitErrorOf,
  authenValuesOf,
  isAuthenBusy,
  isLicenceUploading,
  memberAuthenMachine,
  memberAuthenStageOf,
} from '../../../machines/member-authen/member-authen.machine'
import { useFlowActor } from '../../lib/flow'
import { MemberAuthenView } from './member-authen-view'

export function MemberAuthenRoute() {
  const actorRef = useFlowActor(memberAuthenMachine)
  return (
    <MemberAuthenView
      stage={useSelector(actorRef, memberAuthenStageOf)}
      authen={useSelector(actorRef, authenRecordOf)}
      loadError={useSelector(actorRef, authenLoadErrorOf)}
      values={useSelector(actorRef, authenValuesOf)}
      fieldErrors={useSelector(actorRef, authenFieldErrorsOf)}
      licence={useSelector(actorRef, authenLicenceOf)}
      licenceError={useSelector(actorRef, authenLicenceErrorOf)}
      submitError={useSelector(actorRef, authenSubmitErrorOf)}
      busy={useSelector(actorRef, isAuthenBusy)}
      uploading={useSelector(actorRef, isLicenceUploading)}
      onChange={(field, value) => actorRef.send({ type: 'field.changed', field, value })}
      onPickLicence={(file) => actorRef.send({ type: 'licence.picked', file })}
      onSubmit={() => actorRef.send({ type: 'form.submitted' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
      onRefresh={() => actorRef.send({ type: 'refresh.requested' })}
    />
  )
}
