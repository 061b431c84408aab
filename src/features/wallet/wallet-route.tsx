// /member/wallet and /member/balance, login needed (SPEC.md §2): the loader (wallet-loader.ts) reads the
// filters and both pagers from the URL (type, kind, start, end, page, limit; rpage, rlimit for the records)
// and the figures, the movements and the top-up records from the server.
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router'
import type { walletLoader } from './wallet-loader'
import { WalletView } from './wallet-view'

export function WalletRoute() {
  const { query, figures, log, records, error } = useLoaderData<Awaited<ReturnType<typeof walletLoader>>>()
  const navigate = useNavigate()
  const location = useLocation()
  const revalidator = useRevalidator()
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
    />
  )
}
