// /member/coupon (login required, router guard; issue 12 item 6): owns the memberCoupons actor and reads it
// through narrow selectors into the plain props of MemberCouponsView. The URL keeps the tab (`?tab=1|2|3`, Sin
// usar by default) and the page: a tab link or the pager changes the URL, and a URL change (also back and
// forward) is sent to the flow. When the server answers another page (the asked one is gone), the URL follows.
import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import { useNavigate, useSearchParams } from 'react-router'
import { liveMemberCouponsMachine } from '../../../machines/member-coupons/member-coupons.actors'
import {
  couponCountsOf,
  couponLoadErrorOf,
  couponQueryOf,
  couponsOf,
  couponTotalOf,
  memberCouponsStatus,
} from '../../../machines/member-coupons/member-coupons.machine'
import { useFlowActor } from '../../lib/flow'
import { couponPageOf, couponTabOf } from '../../schemas/member-coupon.schema'
import { memberCouponHref } from './coupon-use'
import { MemberCouponsView } from './member-coupons-view'

export function MemberCouponsRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const urlTab = couponTabOf(params.get('tab'))
  const urlPage = couponPageOf(params.get('page'))
  const actorRef = useFlowActor(liveMemberCouponsMachine, {
    input: { query: { useState: urlTab, current: urlPage } },
  })
  const status = useSelector(actorRef, memberCouponsStatus)
  const query = useSelector(actorRef, couponQueryOf)
  const coupons = useSelector(actorRef, couponsOf)
  const total = useSelector(actorRef, couponTotalOf)
  const counts = useSelector(actorRef, couponCountsOf)
  const loadError = useSelector(actorRef, couponLoadErrorOf)

  // the address changed (a tab link, the pager, back or forward): the flow follows
  useEffect(() => {
    const current = couponQueryOf(actorRef.getSnapshot())
    if (current.useState !== urlTab)
      actorRef.send({ type: 'filter.changed', filter: { useState: urlTab }, page: urlPage })
    else if (current.current !== urlPage) actorRef.send({ type: 'page.changed', page: urlPage })
  }, [actorRef, urlTab, urlPage])

  // the server answered another page than the address names: the address follows (read from the actor, not
  // from this render, so a change just sent above is not undone)
  useEffect(() => {
    const snapshot = actorRef.getSnapshot()
    const answered = couponQueryOf(snapshot)
    if (
      memberCouponsStatus(snapshot) === 'ready' &&
      answered.useState === urlTab &&
      answered.current !== urlPage
    )
      void navigate(memberCouponHref(answered.useState, answered.current), { replace: true })
  }, [actorRef, navigate, status, query, urlTab, urlPage])

  return (
    <MemberCouponsView
      status={status}
      tab={query.useState}
      page={query.current}
      total={total}
      coupons={coupons}
      counts={counts}
      loadError={loadError}
      tabHref={(tab) => memberCouponHref(tab)}
      onPage={(page) => void navigate(memberCouponHref(query.useState, page))}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}
