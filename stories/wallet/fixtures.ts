// Wallet data shaped by the contract, for the wallet stories (issue 12 item 2).
import type { BalanceLogEntry, MemberBalance, Recharge } from '../../src/api/wallet'

export const RECHARGE_SN = 'RC202603021500000001'

export const figures: MemberBalance = {
  balanceAvailable: 2000,
  creditLimit: 10000,
  creditUsed: 1500,
  creditAvailable: 8500,
  hasOverdueBill: false,
  memberIntegral: 5000,
}

export const recharge = (overrides: Partial<Recharge> = {}): Recharge => ({
  rechargeSn: RECHARGE_SN,
  amount: 100,
  payMethod: 'transfer',
  payState: 'pendingConfirmation',
  createTime: '2026-03-02T15:00:00.000Z',
  voucherUrl: '/mock-uploads/rechargeVoucher/1.png',
  rejectReason: null,
  finishTime: null,
  ...overrides,
})

export const logRows: BalanceLogEntry[] = [
  {
    // a record entry: the deposit was taken when it was paid, the forfeit moves nothing (issue 12 item 1)
    logId: 4,
    createTime: '2026-03-09T16:00:00.000Z',
    changeValue: 0,
    recordedValue: 300,
    afterValue: 2000,
    kind: 'depositForfeited',
    documentSn: null,
    orderSn: 'P202603011000000002',
    paySn: 'PG202603011000000003',
    afsSn: null,
  },
  {
    logId: 3,
    createTime: '2026-03-02T15:05:00.000Z',
    changeValue: 100,
    recordedValue: null,
    afterValue: 2000,
    kind: 'topUp',
    documentSn: RECHARGE_SN,
    orderSn: null,
    paySn: null,
    afsSn: null,
  },
  {
    logId: 2,
    createTime: '2026-03-01T10:00:00.000Z',
    changeValue: -150.5,
    recordedValue: null,
    afterValue: 1900,
    kind: 'orderPaid',
    documentSn: null,
    orderSn: null,
    paySn: 'PG202603011000000001',
    afsSn: null,
  },
  {
    logId: 1,
    createTime: '2025-03-01T10:00:00.000Z',
    changeValue: 2050.5,
    recordedValue: null,
    afterValue: 2050.5,
    kind: 'opening',
    documentSn: null,
    orderSn: null,
    paySn: null,
    afsSn: null,
  },
]
