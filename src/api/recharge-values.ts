// The states of a top-up record (openapi RechargeState; SPEC.md §4, §9 payment window; REFERENCE.md §8), as
// values: the app (src/api/wallet.ts) and the mock's wallet handlers read this one list, and
// recharge-values.test.ts checks it against the contract's enum. Pure: no client, so the mock can import it.
import type { components } from './schema'

type RechargeState = components['schemas']['RechargeState']

export const RECHARGE_STATES: readonly RechargeState[] = [
  'unpaid',
  'pendingConfirmation',
  'confirmed',
  'declined',
  'failed',
  'cancelled',
  'expired',
]

export const isRechargeState = (value: unknown): value is RechargeState =>
  (RECHARGE_STATES as readonly unknown[]).includes(value)
