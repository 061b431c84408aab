// /member/wallet and /member/balance (SPEC.md §2): the loader reads the filters and both pagers from the URL
// (type, kind, start, end, page, limit; rpage, rlimit for the records) and the figures, the movements and the
// top-up records from the server.
import type { LoaderFunctionArgs } from 'react-router'
import { errorMessageOf } from '../../api/errors'
import { getMemberBalance, listBalanceLog, listRecharges, type BalanceLogQuery } from '../../api/wallet'
import type { WalletLogFilter } from './wallet-log-section'

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
