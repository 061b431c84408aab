// /member/wallet and /member/balance, login needed (SPEC.md §2): the loader reads the filters and both pagers
// from the URL (type, kind, start, end, page, limit; rpage, rlimit for the records) and the figures, the
// movements and the top-up records from the server.
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router'
import { errorMessageOf } from '../../api/errors'
import { getMemberBalance, listBalanceLog, listRecharges, type BalanceLogQuery } from '../../api/wallet'
import type { WalletLogFilter } from './wallet-log-section'
import { WalletView } from './wallet-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]
const DAY = /^\d{4}-\d{2}-\d{2}$/
const KIND = /^[A-Za-z]{1,30}$/

const pageOf = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1)
const sizeOf = (value: string | null, fallback: Size): Size =>
  (SIZES as readonly number[]).includes(Number(value)) ? (Number(value) as Size) : fallback

export function walletQuery(url: URL) {
  const params = url.searchParams
  const type = params.get('type')
  const filter: WalletLogFilter = {
    type: type === 'income' || type === 'expense' ? type : 'all',
    kind: KIND.test(params.get('kind') ?? '') ? params.get('kind')! : '',
    startDate: DAY.test(params.get('start') ?? '') ? params.get('start')! : '',
    endDate: DAY.test(params.get('end') ?? '') ? params.get('end')! : '',
  }
  const log: BalanceLogQuery = {
    type: filter.type,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.startDate ? { startDate: filter.startDate } : {}),
    ...(filter.endDate ? { endDate: filter.endDate } : {}),
    current: pageOf(params.get('page')),
    pageSize: sizeOf(params.get('limit'), 20),
  }
  const records = { current: pageOf(params.get('rpage')), pageSize: sizeOf(params.get('rlimit'), 10) }
  return { filter, log, records }
}

export async function walletLoader({ request }: LoaderFunctionArgs) {
  const query = walletQuery(new URL(request.url))
  const silent = { silent: true }
  try {
    const [figures, log, records] = await Promise.all([
      getMemberBalance(silent),
      listBalanceLog(query.log, silent),
      listRecharges(query.records, silent),
    ])
    return { query, figures, log, records, error: null }
  } catch (error) {
    return { query, figures: null, log: null, records: null, error: errorMessageOf(error) }
  }
}

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
