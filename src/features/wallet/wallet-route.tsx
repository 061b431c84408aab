// /member/wallet and /member/balance, login needed (SPEC.md §2): the loader (wallet-loader.ts) reads the
// filters and both pagers from the URL (type, kind, start, end, page, limit; rpage, rlimit for the records)
// and the figures, the movements and the top-up records from the server.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router'
import {
  cancelledSnOf,
  confirmingRecordOf,
  isResumable,
  rechargeRecordMachine,
  recordActionBusyOf,
  recordActionErrorOf,
  recordChangesOf,
} from '../../../machines/recharge-record/recharge-record.machine'
import { useFlowActor } from '../../lib/flow'
import type { RechargeRecordActions } from './recharge-records-section'
import type { walletLoader } from './wallet-loader'
import { WalletView } from './wallet-view'

export function WalletRoute() {
  const { query, figures, log, records, error } = useLoaderData<Awaited<ReturnType<typeof walletLoader>>>()
  const navigate = useNavigate()
  const location = useLocation()
  const revalidator = useRevalidator()
  const recordActions = useRecordActions(() => void revalidator.revalidate())
  const go = (changes: Record<string, number>) => {
    const params = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(changes)) params.set(key, String(value))
    navigate(`${location.pathname}?${params.toString()}`)
  }
  return (
    <WalletView
      figures={figures}
      log={{
        list: log?.list ?? [],
        page: log?.pagination.current ?? query.log.current ?? 1,
        limit: log?.pagination.pageSize ?? query.log.pageSize ?? 20,
        total: log?.pagination.total ?? 0,
      }}
      records={{
        list: records?.list ?? [],
        page: records?.pagination.current ?? query.records.current,
        limit: records?.pagination.pageSize ?? query.records.pageSize,
        total: records?.pagination.total ?? 0,
      }}
      filter={query.filter}
      error={error}
      path={location.pathname}
      onFilter={(filter) => {
        const params = new URLSearchParams()
        if (filter.type !== 'all') params.set('type', filter.type)
        if (filter.kind) params.set('kind', filter.kind)
        if (filter.startDate) params.set('start', filter.startDate)
        if (filter.endDate) params.set('end', filter.endDate)
        const search = params.toString()
        navigate(search ? `${location.pathname}?${search}` : location.pathname)
      }}
      onLogPageChange={(page, limit) => go({ page, limit })}
      onRecordsPageChange={(rpage, rlimit) => go({ rpage, rlimit })}
      onRetry={() => void revalidator.revalidate()}
      recordActions={recordActions}
    />
  )
}

const browserRecordMachine = rechargeRecordMachine.provide({
  actions: { goToGateway: (_, { url }) => window.location.assign(url) },
})

/**
 * The record actions' actor (machines/recharge-record): what only a page can do — leave for the gateway (a full
 * page load; the machine checked the URL) and read the records again after a cancel or a refusal.
 */
function useRecordActions(reload: () => void): RechargeRecordActions {
  const actorRef = useFlowActor(browserRecordMachine, { input: { pageOrigin: window.location.origin } })
  const changes = useSelector(actorRef, recordChangesOf)
  useEffect(() => {
    if (changes > 0) reload()
    // reload only when the records changed, not when the route renders a new callback
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes])
  const confirming = useSelector(actorRef, confirmingRecordOf)
  const busy = useSelector(actorRef, recordActionBusyOf)
  const error = useSelector(actorRef, recordActionErrorOf)
  const cancelledSn = useSelector(actorRef, cancelledSnOf)
  return {
    isResumable,
    confirming,
    busy,
    error,
    cancelledSn,
    onContinue: (record) => actorRef.send({ type: 'continue', record }),
    onCancel: (record) => actorRef.send({ type: 'cancel.asked', record }),
    onCancelConfirm: () => actorRef.send({ type: 'cancel.confirmed' }),
    onCancelDismiss: () => actorRef.send({ type: 'cancel.dismissed' }),
  }
}
