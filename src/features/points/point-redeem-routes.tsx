// /point/order/confirm?goodsId&number and /point/pay?orderSn (login required, router guard; issue 12 item 5):
// own the pointRedeem and pointPay actors. A points + cash order goes on to /point/pay once submitted.
import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import { useNavigate, useSearchParams } from 'react-router'
import { pointPayMachine } from '../../../machines/point-redeem/point-pay.machine'
import { pointRedeemMachine } from '../../../machines/point-redeem/point-redeem.machine'
import { useFlowActor } from '../../lib/flow'
import { PointConfirmView, PointPayView } from './point-redeem-views'

export function PointConfirmRoute() {
  const [params] = useSearchParams()
  const goodsId = Math.floor(Number(params.get('goodsId'))) || 0
  const number = Math.floor(Number(params.get('number'))) || 1
  return <PointConfirm key={`${goodsId}:${number}`} goodsId={goodsId} number={number} />
}

function PointConfirm({ goodsId, number }: { goodsId: number; number: number }) {
  const navigate = useNavigate()
  const actorRef = useFlowActor(pointRedeemMachine, { input: { goodsId, number } })
  const status = useSelector(actorRef, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : s.matches('submitting')
          ? 'submitting'
          : s.matches('redeemed')
            ? 'redeemed'
            : 'editing',
  )
  const awaitingCash = useSelector(actorRef, (s) => s.matches('awaitingCash'))
  const context = useSelector(actorRef, (s) => s.context)
  useEffect(() => {
    if (awaitingCash && context.result)
      void navigate(`/point/pay?orderSn=${encodeURIComponent(context.result.orderSn)}`, { replace: true })
  }, [awaitingCash, context.result, navigate])
  return (
    <PointConfirmView
      status={status}
      confirm={context.confirm}
      number={context.number}
      addressId={context.addressId}
      errors={context.errors}
      error={context.error}
      orderSn={context.result?.orderSn ?? null}
      onNumber={(value) => actorRef.send({ type: 'number.changed', value })}
      onAddress={(addressId) => actorRef.send({ type: 'address.selected', addressId })}
      onSubmit={() => actorRef.send({ type: 'form.submitted' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}

export function PointPayRoute() {
  const [params] = useSearchParams()
  const orderSn = params.get('orderSn') ?? ''
  return <PointPay key={orderSn} orderSn={orderSn} />
}

function PointPay({ orderSn }: { orderSn: string }) {
  const actorRef = useFlowActor(pointPayMachine, { input: { orderSn } })
  const status = useSelector(actorRef, (s) =>
    s.matches('loading') || s.matches('checking')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : s.matches('paying')
          ? 'paying'
          : s.matches('paid')
            ? 'paid'
            : 'ready',
  )
  const info = useSelector(actorRef, (s) => s.context.info)
  const passwordError = useSelector(actorRef, (s) => s.context.passwordError)
  const error = useSelector(actorRef, (s) => s.context.error)
  return (
    <PointPayView
      status={status}
      info={info}
      passwordError={passwordError}
      error={error}
      onPay={(payPwd) => actorRef.send({ type: 'pay.submitted', payPwd })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
