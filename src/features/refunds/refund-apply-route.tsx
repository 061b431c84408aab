// /member/order/refund/apply?orderSn (a new request) or ?afsSn ("Volver a solicitar" after a refusal), login
// needed (SPEC.md §2): owns the refund-apply machine; once the request is accepted it goes to the refund's
// detail (history replaced, so Back does not show a sent form again).
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  refundApplyMachine,
  refundApplyStageOf,
  type RefundApplyInput,
} from '../../../machines/refund-apply/refund-apply.machine'
import {
  amountCapOf,
  refundFormProblems,
  rulesOf,
  type RefundFormValues,
} from '../../../machines/refund-apply/refund-form'
import { useFlowActor } from '../../lib/flow'
import { refundApplyMessages } from './messages'
import { RefundApplyView, type RefundApplyStatus } from './refund-apply-view'
import { RECORD_SN } from '../../api/record-number'

export const refundDetailPath = (afsSn: string) =>
  `/member/order/refund/detail?afsSn=${encodeURIComponent(afsSn)}`

function RefundApplyScreen({ input }: { input: RefundApplyInput }) {
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      refundApplyMachine.provide({
        actions: {
          goToDetail: (_, params: { afsSn: string }) =>
            void navigate(refundDetailPath(params.afsSn), { replace: true }),
        },
      }),
    [navigate],
  )
  const actorRef = useFlowActor(machine, { input })
  const status: RefundApplyStatus = useSelector(actorRef, refundApplyStageOf)
  const form = useSelector(actorRef, (s) => s.context.form)
  const images = useSelector(actorRef, (s) => s.context.images)
  const imageError = useSelector(actorRef, (s) => s.context.imageError)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const error = useSelector(actorRef, (s) => s.context.error)
  const validate = useMemo(
    () => (values: RefundFormValues) => (form ? refundFormProblems(values, rulesOf(form)) : {}),
    [form],
  )
  const amountCap = useMemo(
    () => (values: Pick<RefundFormValues, 'lines'>) => (form ? amountCapOf(form, values) : 0),
    [form],
  )
  return (
    <RefundApplyView
      mode={'afsSn' in input ? 'reapply' : 'apply'}
      status={status}
      form={form}
      images={images}
      validate={validate}
      amountCap={amountCap}
      imageError={imageError}
      loadError={loadError}
      error={error}
      afsSn={'afsSn' in input ? input.afsSn : null}
      onImagesAdded={(files) => actorRef.send({ type: 'images.added', files })}
      onImageRemoved={(index) => actorRef.send({ type: 'image.removed', index })}
      onSubmit={(values) => actorRef.send({ type: 'form.submitted', values })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}

export function RefundApplyRoute() {
  const [params] = useSearchParams()
  const afsSn = (params.get('afsSn') ?? '').trim()
  const orderSn = (params.get('orderSn') ?? '').trim()
  const input: RefundApplyInput | null = RECORD_SN.test(afsSn)
    ? { afsSn }
    : RECORD_SN.test(orderSn)
      ? { orderSn }
      : null
  if (!input)
    return (
      <RefundApplyView
        mode={afsSn ? 'reapply' : 'apply'}
        status="loadFailed"
        form={null}
        images={[]}
        validate={() => ({})}
        amountCap={() => 0}
        imageError={null}
        loadError={{ id: refundApplyMessages.missingOrder.id }}
        error={null}
        onImagesAdded={() => undefined}
        onImageRemoved={() => undefined}
        onSubmit={() => undefined}
      />
    )
  const key = 'afsSn' in input ? `afs:${input.afsSn}` : `order:${input.orderSn}`
  return <RefundApplyScreen key={key} input={input} />
}
