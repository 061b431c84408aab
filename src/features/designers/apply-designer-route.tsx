// /applyDesigner (issue 27 item 5): owns the designer-application actor and reads it through its module's readers.
import { useSelector } from '@xstate/react'
import {
  designerApplyErrorOf,
  designerApplyMachine,
  designerApplyProblemsOf,
  designerApplyRecordOf,
  designerApplyStageOf,
  designerApplyValuesOf,
  isDesignerApplyBusy,
  isUploadingPortfolio,
  portfolioErrorOf,
  portfolioImagesOf,
} from '../../../machines/designer-apply/designer-apply.machine'
import { memberOf, session } from '../../api/session'
import { useFlowActor } from '../../lib/flow'
import { PORTFOLIO_MAX_IMAGES } from '../../schemas/designer-apply-rules'
import { ApplyDesignerView } from './apply-designer-view'

export function ApplyDesignerRoute() {
  const member = memberOf(session.getSnapshot())
  const actorRef = useFlowActor(designerApplyMachine, {
    input: { realName: member?.memberTrueName ?? '' },
  })
  return (
    <ApplyDesignerView
      stage={useSelector(actorRef, designerApplyStageOf)}
      record={useSelector(actorRef, designerApplyRecordOf)}
      values={useSelector(actorRef, designerApplyValuesOf)}
      images={useSelector(actorRef, portfolioImagesOf)}
      errors={useSelector(actorRef, designerApplyProblemsOf)}
      imageError={useSelector(actorRef, portfolioErrorOf)}
      error={useSelector(actorRef, designerApplyErrorOf)}
      uploading={useSelector(actorRef, isUploadingPortfolio)}
      busy={useSelector(actorRef, isDesignerApplyBusy)}
      maxImages={PORTFOLIO_MAX_IMAGES}
      onChange={(field, value) => actorRef.send({ type: 'field.changed', field, value })}
      onPick={(files) => actorRef.send({ type: 'images.picked', files })}
      onRemove={(index) => actorRef.send({ type: 'image.removed', index })}
      onSubmit={() => actorRef.send({ type: 'form.submitted' })}
      onReapply={() => actorRef.send({ type: 'reapply.requested' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
