// Test and story data of the credit screens (issue 12 item 4): a summary, bills and a bill's detail in the
// contract's shapes (moroso's overdue bill by default).
import type { CreditBill, CreditBillDetail, CreditBillPayResult, CreditSummary } from '../../src/api/credit'
import { ApiError } from '../../src/api/errors'

export const BILL_SN = 'CB000004202511'
export const PAGE_ORIGIN = 'http://localhost:4173'

export const summaryFixture = (overrides: Partial<CreditSummary> = {}): CreditSummary => ({
  creditLimit: 5000,
  creditUsed: 4800,
  creditAvailable: 200,
  hasOverdueBill: true,
  overdueAmount: 4800,
  balanceAvailable: 0,
  hasPayPassword: true,
  ...overrides,
})

export const billFixture = (overrides: Partial<CreditBill> = {}): CreditBill => ({
  billSn: BILL_SN,
  period: '2025-11',
  periodStart: '2025-11-01T00:00:00.000Z',
  periodEnd: '2025-12-01T00:00:00.000Z',
  dueTime: '2025-12-21T00:00:00.000Z',
  amount: 4800,
  paidAmount: 0,
  outstanding: 4800,
  state: 'overdue',
  orderCount: 2,
  paidAt: null,
  ...overrides,
})

export const detailFixture = (overrides: Partial<CreditBillDetail> = {}): CreditBillDetail => ({
  ...billFixture(),
  lines: [
    {
      kind: 'orderPaid',
      amount: 3000,
      time: '2025-11-10T15:30:00.000Z',
      paySn: 'PG20251110153000001',
      orderSnList: ['P20251110153000001', 'P20251110153000002'],
    },
    { kind: 'opening', amount: 1800, time: '2025-11-02T09:00:00.000Z', paySn: null, orderSnList: [] },
  ],
  payments: [],
  ...overrides,
})

export const payResultFixture = (overrides: Partial<CreditBillPayResult> = {}): CreditBillPayResult => ({
  billSn: BILL_SN,
  state: 'paid',
  redirectUrl: null,
  balanceAfter: 1200,
  ...overrides,
})

export const refused = (serverMessage: string) => new ApiError('state', { state: 255, serverMessage })
