// /member/apply (issue 27 item 5): owns the designer-join actor and reads it through its module's readers.
import { useSelector } from '@xstate/react'
import {
  chosenEnterpriseOf,
  designerJoinErrorOf,
  designerJoinMachine,
  designerJoinNoticeOf,
  designerJoinProblemsOf,
  designerJoinStageOf,
  enterpriseKeywordOf,
  foundEnterprisesOf,
  isDesignerJoinBusy,
  isSearchingEnterprises,
  isSendingApplication,
  joinMessageOf,
  ownApplicationsOf,
  withdrawingApplicationOf,
} from '../../../machines/designer-join/designer-join.machine'
import { useFlowActor } from '../../lib/flow'
import { MemberApplyView } from './member-apply-view'

export function MemberApplyRoute() {
  const actorRef = useFlowActor(designerJoinMachine)
  return (
    <MemberApplyView
      stage={useSelector(actorRef, designerJoinStageOf)}
      applications={useSelector(actorRef, ownApplicationsOf)}
      keyword={useSelector(actorRef, enterpriseKeywordOf)}
      enterprises={useSelector(actorRef, foundEnterprisesOf)}
      enterprise={useSelector(actorRef, chosenEnterpriseOf)}
      message={useSelector(actorRef, joinMessageOf)}
      errors={useSelector(actorRef, designerJoinProblemsOf)}
      error={useSelector(actorRef, designerJoinErrorOf)}
      notice={useSelector(actorRef, designerJoinNoticeOf)}
      searching={useSelector(actorRef, isSearchingEnterprises)}
      sending={useSelector(actorRef, isSendingApplication)}
      busy={useSelector(actorRef, isDesignerJoinBusy)}
      withdrawing={useSelector(actorRef, withdrawingApplicationOf)}
      onKeyword={(value) => actorRef.send({ type: 'keyword.changed', value })}
      onSearch={() => actorRef.send({ type: 'search.requested' })}
      onChoose={(enterprise) => actorRef.send({ type: 'enterprise.chosen', enterprise })}
      onMessage={(value) => actorRef.send({ type: 'message.changed', value })}
      onSubmit={() => actorRef.send({ type: 'form.submitted' })}
      onWithdraw={(desAppId) => actorRef.send({ type: 'withdraw.requested', desAppId })}
      onWithdrawConfirm={() => actorRef.send({ type: 'withdraw.confirmed' })}
      onWithdrawCancel={() => actorRef.send({ type: 'withdraw.cancelled' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
