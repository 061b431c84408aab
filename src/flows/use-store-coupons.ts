// A store's coupons, on the product detail and in the cart store header popover (issue 16 item 4), as the plain
// props of src/components/store-coupons.tsx: the list is the storeCouponList machine and
// receiving is the couponReceive machine (machines/coupon-receive), whose refreshCouponList reads the list
// again. A login or logout changes whose coupons are received: the list is read again, the notices cleared.
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { couponReceiveMachine } from '../../machines/coupon-receive/coupon-receive.machine'
import {
  reloadStoreCoupons,
  storeCouponListMachine,
  storeCouponsFailedOf,
} from '../../machines/coupon-receive/store-coupon-list.machine'
import type { StoreCouponListProps } from '../components/store-coupons'
import { useFlowActor } from '../lib/flow'

export function useStoreCoupons(storeId: number | null, loggedIn: boolean): StoreCouponListProps {
  const [now] = useState(() => Date.now())
  const list = useFlowActor(storeCouponListMachine)
  const receiver = useFlowActor(
    couponReceiveMachine.provide({
      actors: { refreshCouponList: fromPromise(() => reloadStoreCoupons(list)) },
    }),
  )
  const coupons = useSelector(list, (snapshot) => snapshot.context.coupons)
  const failed = useSelector(list, storeCouponsFailedOf)
  const pendingId = useSelector(receiver, (snapshot) => snapshot.context.pendingId)
  const notices = useSelector(receiver, (snapshot) => snapshot.context.notices)

  useEffect(() => {
    list.send({ type: 'store.selected', storeId })
  }, [list, storeId, loggedIn])
  useEffect(() => {
    receiver.send({ type: 'session.changed' })
  }, [receiver, loggedIn])

  return {
    coupons,
    failed,
    now,
    pendingId,
    notices,
    onReceive: (couponId) => receiver.send({ type: 'coupon.receiveRequested', couponId, loggedIn }),
    onRetry: () => list.send({ type: 'list.reloadRequested' }),
  }
}
