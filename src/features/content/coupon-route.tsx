// /coupon — the coupon centre. The list is a read (coupon-loader.ts; the URL holds page and limit); receiving
// is the couponReceive machine (machines/coupon-receive), owned here: a visitor gets the login prompt, a
// member receives the coupon and the list is re-read through this route's loader.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useSelector } from '@xstate/react'
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router'
import { fromPromise } from 'xstate'
import { couponReceiveMachine } from '../../../machines/coupon-receive/coupon-receive.machine'
import { memberOf, session } from '../../api/session'
import type { couponLoader } from './coupon-loader'
import { CouponView } from './coupon-view'
import { withPage } from './page-query'
import { useFlowActor } from '../../lib/flow'

export function CouponRoute() {
  const { page } = useLoaderData<Awaited<ReturnType<typeof couponLoader>>>()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const location = useLocation()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const memberId = memberOf(state)?.memberId ?? 0
  const [now] = useState(() => Date.now())

  // react-router keeps `revalidate` stable for the router's lifetime, so the first render's one can be kept
  const { revalidate } = revalidator
  const actor = useFlowActor(
    couponReceiveMachine.provide({
      actors: { refreshCouponList: fromPromise(() => revalidate()) },
    }),
  )
  const pendingId = useSelector(actor, (snapshot) => snapshot.context.pendingId)
  const notices = useSelector(actor, (snapshot) => snapshot.context.notices)

  // a login through the modal (or a logout) changes whose coupons are "received": read the list again
  const seenMember = useRef(memberId)
  useEffect(() => {
    if (seenMember.current === memberId) return
    seenMember.current = memberId
    actor.send({ type: 'session.changed' })
    void revalidator.revalidate()
  }, [memberId, revalidator, actor])

  return (
    <CouponView
      coupons={page.list}
      page={page.pagination.current}
      limit={page.pagination.pageSize}
      total={page.pagination.total}
      now={now}
      pendingId={pendingId}
      notices={notices}
      onReceive={(coupon) =>
        actor.send({ type: 'coupon.receiveRequested', couponId: coupon.couponId, loggedIn: memberId > 0 })
      }
      onPageChange={(next, limit) =>
        navigate(`${location.pathname}?${withPage(location.search, next, limit)}`)
      }
    />
  )
}
