// The tender routes (issue 28 item 2; SPEC.md §2 /bid/* and /member/bid without guard, /bid/openBid, winBid,
// terBid and /member/bidInvite behind the router's guards): the lists own a paged-list actor each, with the
// state and the page in the URL; a tender's pages own the tender actor (machines/tenders). /member/bid is the
// member's list, its publish form (?publish=1) and one of its tenders (?tenderSn=).
import { useSelector } from '@xstate/react'
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { todayOf } from '../../../machines/contract-add/contract-add.machine'
import {
  myTenderListMachine,
  tenderInvitationListMachine,
  tenderListErrorOf,
  tenderListMachine,
  tenderListQueryOf,
  tenderListStatusOf,
  tenderPaginationOf,
  tendersOf,
} from '../../../machines/tenders/tender-lists.machine'
import {
  tenderActionErrorOf,
  tenderBusyOf,
  tenderConfirmingTerminationOf,
  tenderDraftOf,
  tenderLoadErrorOf,
  tenderMachine,
  tenderOf,
  tenderPendingOfferOf,
  tenderStageOf,
} from '../../../machines/tenders/tender.machine'
import { memberOf, session } from '../../api/session'
import type { TenderState } from '../../api/tenders'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { useFlowActor } from '../../lib/flow'
import type { Message } from '../../lib/intl'
import { tenderMessages as m } from './messages'
import { TenderDetailView } from './tender-detail-view'
import { TenderListView } from './tender-list-view'
import { TenderPublishView } from './tender-publish-view'
import { tenderPaths } from './tender-parts'

const ALL: TenderState[] = ['open', 'opening', 'won', 'terminated']

type ListMachine = typeof tenderListMachine

interface ListPage {
  machine: ListMachine
  title: Message
  lead?: Message
  states: TenderState[]
  allowAll: boolean
  empty: Message
  linkTo(tenderSn: string): string
  actions?: ReactNode
}

function TenderList(page: ListPage) {
  const [params, setParams] = useSearchParams()
  const asked = params.get('state') as TenderState | null
  const current = Math.max(1, Number(params.get('current')) || 1)
  const state = asked && page.states.includes(asked) ? asked : page.allowAll ? undefined : page.states[0]
  const actorRef = useFlowActor(page.machine, {
    input: { query: { ...(state ? { state } : {}), current, pageSize: 10 } },
  })
  const query = useSelector(actorRef, tenderListQueryOf)
  const write = (next: { state?: TenderState; current: number }) =>
    setParams(
      Object.fromEntries(
        Object.entries(next)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ),
      { replace: true },
    )
  return (
    <TenderListView
      {...page}
      status={useSelector(actorRef, tenderListStatusOf)}
      list={useSelector(actorRef, tendersOf)}
      pagination={useSelector(actorRef, tenderPaginationOf)}
      state={query.state}
      error={useSelector(actorRef, tenderListErrorOf)}
      onState={(next) => {
        actorRef.send({ type: 'filter.changed', filter: { state: next } })
        write({ state: next, current: 1 })
      }}
      onPage={(page, pageSize) => {
        actorRef.send({ type: 'page.changed', page, pageSize })
        write({ state: query.state, current: page })
      }}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}

const publishLink = (
  <Link className="button button--primary" to="/member/bid?publish=1">
    <FormattedMessage {...m.publishCta} />
  </Link>
)

export function TenderHallRoute() {
  return (
    <TenderList
      machine={tenderListMachine}
      title={m.hallTitle}
      lead={m.hallLead}
      states={ALL}
      allowAll
      empty={m.listEmpty}
      linkTo={tenderPaths.detail}
      actions={
        <>
          <Link className="button" to="/bid/more">
            <FormattedMessage {...m.moreOpen} />
          </Link>
          <Link className="button" to="/bid/more_terBid">
            <FormattedMessage {...m.moreFinished} />
          </Link>
          {publishLink}
        </>
      }
    />
  )
}

const publicList = (title: Message, states: TenderState[], linkTo: (sn: string) => string) =>
  function PublicTenderListRoute() {
    return (
      <TenderList
        machine={tenderListMachine}
        title={title}
        states={states}
        allowAll={false}
        empty={m.listEmpty}
        linkTo={linkTo}
        actions={
          <Link className="button" to="/bid/index">
            <FormattedMessage {...m.backToHall} />
          </Link>
        }
      />
    )
  }

export const TenderMoreRoute = publicList(m.moreTitle, ['open', 'opening'], tenderPaths.detail)
export const TenderFinishedRoute = publicList(m.finishedTitle, ['terminated', 'won'], tenderPaths.detail)
export const TenderWonListRoute = publicList(m.winBidTitle, ['won'], tenderPaths.winNotice)
export const TenderTerminatedListRoute = publicList(
  m.terBidTitle,
  ['terminated'],
  tenderPaths.terminationNotice,
)

export function TenderInvitationRoute() {
  return (
    <TenderList
      machine={tenderInvitationListMachine}
      title={m.invitationsTitle}
      lead={m.invitationsLead}
      states={[]}
      allowAll
      empty={m.invitationsEmpty}
      linkTo={tenderPaths.detail}
    />
  )
}

interface TenderPage {
  title: Message
  back: { to: string; label: Message }
  notice?: 'won' | 'terminated'
}

function Tender({ tenderSn, page }: { tenderSn: string | null; page: TenderPage }) {
  const navigate = useNavigate()
  const signedIn =
    memberOf(useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)) !== null
  const actorRef = useFlowActor(tenderMachine, { input: { tenderSn } })
  const stage = useSelector(actorRef, tenderStageOf)
  const tender = useSelector(actorRef, tenderOf)
  const busy = useSelector(actorRef, tenderBusyOf)
  const actionError = useSelector(actorRef, tenderActionErrorOf)
  const draft = useSelector(actorRef, tenderDraftOf)
  const loadError = useSelector(actorRef, tenderLoadErrorOf)
  const pendingOffer = useSelector(actorRef, tenderPendingOfferOf)
  const confirmingTermination = useSelector(actorRef, tenderConfirmingTerminationOf)
  // a tender just published opens as the member's tender (its own address)
  const published = tenderSn === null && stage !== 'drafting' ? tender?.tenderSn : undefined
  useEffect(() => {
    if (published) void navigate(tenderPaths.mine(published), { replace: true })
  }, [published, navigate])
  if (stage === 'drafting')
    return (
      <TenderPublishView
        today={todayOf()}
        draft={draft}
        submitting={busy}
        submitError={actionError}
        onSubmit={(values) => actorRef.send({ type: 'publish.submitted', values })}
        onCancel={() => void navigate('/member/bid')}
      />
    )
  return (
    <TenderDetailView
      {...page}
      status={stage === 'loading' ? 'loading' : stage === 'loadFailed' ? 'loadFailed' : 'ready'}
      tender={tender}
      signedIn={signedIn}
      loadError={loadError}
      actionError={actionError}
      busy={busy}
      pendingOffer={pendingOffer}
      confirmingTermination={confirmingTermination}
      onRetry={() => actorRef.send({ type: 'refresh.requested' })}
      onRefresh={() => actorRef.send({ type: 'refresh.requested' })}
      onAward={(offerSn) => actorRef.send({ type: 'winner.requested', offerSn })}
      onConfirmAward={() => actorRef.send({ type: 'winner.confirmed' })}
      onCancelAward={() => actorRef.send({ type: 'winner.cancelled' })}
      onTerminate={() => actorRef.send({ type: 'terminate.requested' })}
      onConfirmTermination={(reason) => actorRef.send({ type: 'terminate.confirmed', reason })}
      onCancelTermination={() => actorRef.send({ type: 'terminate.cancelled' })}
    />
  )
}

const hall = { to: '/bid/index', label: m.backToHall }

const tenderPage = (page: TenderPage, list?: () => ReactNode) =>
  function TenderPageRoute() {
    const [params] = useSearchParams()
    const tenderSn = params.get('tenderSn')
    if (!tenderSn && list) return list()
    // a new number in the URL is a new page: a new actor
    return <Tender key={tenderSn ?? ''} tenderSn={tenderSn ?? ''} page={page} />
  }

export const TenderDetailRoute = tenderPage({ title: m.detailTitle, back: hall })
export const TenderOpeningRoute = tenderPage({ title: m.openingTitle, back: hall })
export const TenderWinNoticeRoute = tenderPage({ title: m.winNotice, back: hall, notice: 'won' }, () => (
  <TenderWonListRoute />
))
export const TenderTerminationNoticeRoute = tenderPage(
  { title: m.terminationNotice, back: hall, notice: 'terminated' },
  () => <TenderTerminatedListRoute />,
)

const mine = { title: m.myTenders, back: { to: '/member/bid', label: m.backToMine } }

/** /member/bid: no guard (SPEC.md §2), so a visitor is asked to log in here. */
export function MemberTenderRoute() {
  const [params] = useSearchParams()
  const member = memberOf(useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot))
  const tenderSn = params.get('tenderSn')
  if (!member)
    return (
      <div className="page tenders">
        <PageHeader title={<FormattedMessage {...m.myTenders} />} />
        <EmptyState
          title={<FormattedMessage {...m.loginToSee} />}
          action={
            <Link
              className="button button--primary"
              to={`/login?redirectUrl=${encodeURIComponent('/member/bid')}`}
            >
              <FormattedMessage {...m.login} />
            </Link>
          }
        />
      </div>
    )
  if (params.get('publish') === '1') return <Tender key="publish" tenderSn={null} page={mine} />
  if (tenderSn) return <Tender key={tenderSn} tenderSn={tenderSn} page={mine} />
  return (
    <TenderList
      machine={myTenderListMachine}
      title={m.myTenders}
      lead={m.myLead}
      states={ALL}
      allowAll
      empty={m.myEmpty}
      linkTo={tenderPaths.mine}
      actions={publishLink}
    />
  )
}
