// /inquiry/purchaser/init_inquiry (issue 28 item 1; no router guard, SPEC.md §2: a visitor sees the form and the
// publish asks for the login): owns the inquiryPublish actor.
import { useSelector } from '@xstate/react'
import {
  inquiryPublishMachine,
  publishAttachmentsOf,
  publishedOf,
  publishErrorOf,
  publishFileRefusalOf,
  publishFilesBusyOf,
  publishResultsOf,
  publishSearchedOf,
  publishSearchingOf,
  publishSubmittingOf,
  todayOf,
} from '../../../machines/rfq/inquiry-publish.machine'
import { useFlowActor } from '../../lib/flow'
import { InquiryPublishView } from './inquiry-publish-view'

export function InquiryPublishRoute() {
  const actorRef = useFlowActor(inquiryPublishMachine)
  return (
    <InquiryPublishView
      today={todayOf()}
      results={useSelector(actorRef, publishResultsOf)}
      searching={useSelector(actorRef, publishSearchingOf)}
      searched={useSelector(actorRef, publishSearchedOf)}
      attachments={useSelector(actorRef, publishAttachmentsOf)}
      fileRefusal={useSelector(actorRef, publishFileRefusalOf)}
      filesBusy={useSelector(actorRef, publishFilesBusyOf)}
      submitting={useSelector(actorRef, publishSubmittingOf)}
      submitError={useSelector(actorRef, publishErrorOf)}
      published={useSelector(actorRef, publishedOf)}
      onSearch={(keyword) => actorRef.send({ type: 'catalogue.searched', keyword })}
      onPickFiles={(files) => actorRef.send({ type: 'files.picked', files })}
      onRemoveFile={(index) => actorRef.send({ type: 'attachment.removed', index })}
      onSubmit={(values) => actorRef.send({ type: 'form.submitted', values })}
    />
  )
}
