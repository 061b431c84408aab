// Top-up vouchers of the mock (issue 5, SPEC.md §3 bound card: 19-digit number, 16-digit PIN). The README
// lists them for people trying the voucher payment: one worth more than any test order, one too small, one
// already used.
import type { VoucherRecord } from '../db'
import { MOCK_EPOCH } from './constants'

const DAY = 86_400_000

export const SEEDED_VOUCHERS = {
  large: { cardNumber: '1000000000000000001', pin: '1000000000000001', value: 5000 },
  small: { cardNumber: '1000000000000000002', pin: '1000000000000002', value: 10 },
  used: { cardNumber: '1000000000000000003', pin: '1000000000000003', value: 100 },
} as const

export function buildVouchers(): VoucherRecord[] {
  const { large, small, used } = SEEDED_VOUCHERS
  return [
    { ...large, usedAt: null, usedByMemberId: null },
    { ...small, usedAt: null, usedByMemberId: null },
    // used by comprador@example.com (memberId 1) a week before the mock epoch
    { ...used, usedAt: MOCK_EPOCH - 7 * DAY, usedByMemberId: 1 },
  ]
}
