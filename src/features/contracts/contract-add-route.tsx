// /member/contract/add (login required, router guard; issue 11 item 5): owns the contract-add actor; `orderSn`
// and `storeId` in the URL prefill the form (from an order's page). A created contract opens its detail page.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  contractAddMachine,
  contractFilesBusyOf,
  contractSubmittingOf,
} from '../../../machines/contract-add/contract-add.machine'
import { useFlowActor } from '../../lib/flow'
import { ContractAddView } from './contract-add-view'

export function ContractAddRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const actorRef = useFlowActor(contractAddMachine, {
    input: { orderSn: params.get('orderSn') ?? '', storeId: params.get('storeId') ?? '' },
  })
  const values = useSelector(actorRef, (s) => s.context.values)
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors)
  const stores = useSelector(actorRef, (s) => s.context.stores)
  const attachments = useSelector(actorRef, (s) => s.context.attachments)
  const fileRefusal = useSelector(actorRef, (s) => s.context.fileRefusal)
  const filesBusy = useSelector(actorRef, contractFilesBusyOf)
  const submitting = useSelector(actorRef, contractSubmittingOf)
  const submitError = useSelector(actorRef, (s) => s.context.submitError)
  const created = useSelector(actorRef, (s) => s.context.created)
  useEffect(() => {
    if (created)
      void navigate(`/member/contract/detail?contractNo=${encodeURIComponent(created.contractNo)}`, {
        replace: true,
      })
  }, [created, navigate])
  return (
    <ContractAddView
      values={values}
      fieldErrors={fieldErrors}
      stores={stores}
      attachments={attachments}
      fileRefusal={fileRefusal}
      filesBusy={filesBusy}
      submitting={submitting}
      submitError={submitError}
      onChange={(field, value) => actorRef.send({ type: 'field.changed', field, value })}
      onSearchStores={(keyword) => actorRef.send({ type: 'stores.searched', keyword })}
      onPickFiles={(files) => actorRef.send({ type: 'files.picked', files })}
      onRemoveFile={(index) => actorRef.send({ type: 'attachment.removed', index })}
      onSubmit={() => actorRef.send({ type: 'form.submitted' })}
    />
  )
}
