// /member/order/evaluate?orderSn (login, router guard; issue 6 item 6): owns the evaluate machine. Once the
// evaluation is published it says so and goes to "Mis valoraciones" (history replaced, so Back does not show a
// sent form again).
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { evaluateMachine, evaluateStageOf } from '../../../machines/evaluate/evaluate.machine'
import { useFlowActor } from '../../lib/flow'
import { notify } from '../../lib/notify'
import { evaluationsHref } from './evaluation-parts'
import { EvaluateView, type EvaluateStatus } from './evaluate-view'
import { evaluateMessages as m } from './messages'
import { RECORD_SN } from '../../api/record-number'

function EvaluateScreen({ orderSn }: { orderSn: string }) {
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      evaluateMachine.provide({
        actions: {
          goToEvaluations: () => {
            notify.toast('success', { id: m.published.id })
            void navigate(evaluationsHref('mine'), { replace: true })
          },
        },
      }),
    [navigate],
  )
  const actorRef = useFlowActor(machine, { input: { orderSn } })
  const status: EvaluateStatus = useSelector(actorRef, evaluateStageOf)
  const order = useSelector(actorRef, (s) => s.context.order)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const submitError = useSelector(actorRef, (s) => s.context.submitError)
  const photos = useSelector(actorRef, (s) => s.context.photos)
  const photoError = useSelector(actorRef, (s) => s.context.photoError)
  const productPhotos = useSelector(actorRef, (s) => s.context.productPhotos)
  const productPhotoErrors = useSelector(actorRef, (s) => s.context.productPhotoErrors)
  return (
    <EvaluateView
      status={status}
      order={order}
      loadError={loadError}
      submitError={submitError}
      photos={photos}
      photoError={photoError}
      onAddPhotos={(files) => actorRef.send({ type: 'photos.added', files })}
      onRemovePhoto={(index) => actorRef.send({ type: 'photo.removed', index })}
      productPhotos={productPhotos}
      productPhotoErrors={productPhotoErrors}
      onAddProductPhotos={(orderProductId, files) =>
        actorRef.send({ type: 'photos.added', files, orderProductId })
      }
      onRemoveProductPhoto={(orderProductId, index) =>
        actorRef.send({ type: 'photo.removed', index, orderProductId })
      }
      onSubmit={(values) => actorRef.send({ type: 'form.submitted', ...values })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}

export function EvaluateRoute() {
  const [params] = useSearchParams()
  const orderSn = (params.get('orderSn') ?? '').trim()
  if (!RECORD_SN.test(orderSn))
    return (
      <EvaluateView
        status="loadFailed"
        order={null}
        loadError={{ id: m.badOrderSn.id }}
        submitError={null}
        photos={[]}
        photoError={null}
        onAddPhotos={() => undefined}
        onRemovePhoto={() => undefined}
        onSubmit={() => undefined}
      />
    )
  return <EvaluateScreen key={orderSn} orderSn={orderSn} />
}
