// /point/order/confirm?goodsId&number and /point/pay?orderSn (login required, router guard; issue 12 item 5):
// own the pointRedeem and pointPay actors. A points + cash order goes on to /point/pay once submitted.
import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  pointPayErrorOf,
  pointPayInfoOf,
  pointPayMachine,
  pointPayPasswordErrorOf,
  pointPayStatusOf,
} from '../../../machines/point-redeem/point-pay.machine'
import {
  cashOrderSnOf,
  pointRedeemMachine,
  pointRedeemStatusOf,
  redeemAddressIdOf,
  redeemConfirmOf,
  redeemedOrderSnOf,
  redeemErrorOf,
  redeemNumberOf,
  redeemProblemsOf,
} from '../../../machines/point-redeem/point-redeem.machine'
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
  const status = useSelector(actorRef, pointRedeemStatusOf)
  const cashOrderSn = useSelector(actorRef, cashOrderSnOf)
  const confirm = useSelector(actorRef, redeemConfirmOf)
  const chosenNumber = useSelector(actorRef, redeemNumberOf)
  const addressId = useSelector(actorRef, redeemAddressIdOf)
  const errors = useSelector(actorRef, redeemProblemsOf)
  const error = useSelector(actorRef, redeemErrorOf)
  const orderSn = useSelector(actorRef, redeemedOrderSnOf)
  useEffect(() => {
    if (cashOrderSn) void navigate(`/point/pay?orderSn=${encodeURIComponent(cashOrderSn)}`, { replace: true })
  }, [cashOrderSn, navigate])
  return (
    <PointConfirmView
      status={status}
      confirm={confirm}
      number={chosenNumber}
      addressId={addressId}
      errors={errors}
      error={error}
      orderSn={orderSn}
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
  const status = useSelector(actorRef, pointPayStatusOf)
  const info = useSelector(actorRef, pointPayInfoOf)
  const passwordError = useSelector(actorRef, pointPayPasswordErrorOf)
  const error = useSelector(actorRef, pointPayErrorOf)
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
