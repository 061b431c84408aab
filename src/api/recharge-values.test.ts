// The top-up states are the contract's: the app and the mock read one list (issue 25 item 5).
import { describe, expect, it } from 'vitest'
import document from '../../openapi/marketplace.yaml?data'
import { RECHARGE_STATES, isRechargeState } from './recharge-values'

const schemas = (document as { components: { schemas: Record<string, { enum?: unknown[] }> } }).components
  .schemas

describe('the top-up states', () => {
  it('are the enum of RechargeState, in its order', () => {
    expect([...RECHARGE_STATES]).toEqual(schemas.RechargeState!.enum)
  })

  it('tell a state from anything else', () => {
    expect(isRechargeState('pendingConfirmation')).toBe(true)
    expect(isRechargeState('paid')).toBe(false)
    expect(isRechargeState(null)).toBe(false)
  })
})
