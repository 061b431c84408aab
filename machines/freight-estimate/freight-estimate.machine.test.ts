// The product detail's delivery estimate (issue 16 item 3) with a fake server: one call per pause, the ship-to
// sent as chosen, a failure offered again.
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { ExpressEstimate, ExpressEstimateQuery } from '../../src/api/freight'
import { freightEstimateMachine } from './freight-estimate.machine'

const answer = (query: ExpressEstimateQuery) =>
  ({ productId: query.productId, buyNum: query.buyNum, expressFee: 30 }) as ExpressEstimate

function fake(fail = false) {
  const calls: ExpressEstimateQuery[] = []
  const machine = freightEstimateMachine.provide({
    actors: {
      calculateExpress: fromPromise(({ input }: { input: ExpressEstimateQuery }) => {
        calls.push(input)
        return fail && calls.length === 1
          ? Promise.reject(new Error('network'))
          : Promise.resolve(answer(input))
      }),
    },
  })
  return { actor: createActor(machine).start(), calls }
}

describe('freightEstimateMachine', () => {
  it('asks once after the buyer stops changing the quantity, then again for a new ship-to', async () => {
    vi.useFakeTimers()
    const { actor, calls } = fake()
    actor.send({ type: 'item.changed', productId: 5, buyNum: 100 })
    actor.send({ type: 'item.changed', productId: 5, buyNum: 150 })
    actor.send({ type: 'item.changed', productId: 5, buyNum: 200 })
    await vi.advanceTimersByTimeAsync(350)
    expect(calls).toEqual([{ productId: 5, buyNum: 200 }])
    actor.send({ type: 'shipTo.changed', shipTo: { regionCode: 'cu-oriente' } })
    await vi.advanceTimersByTimeAsync(350)
    expect(calls.at(-1)).toEqual({ productId: 5, buyNum: 200, regionCode: 'cu-oriente' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(actor.getSnapshot().context.estimate?.buyNum).toBe(200)
    vi.useRealTimers()
  })

  it('waits without a product, and offers a failed estimate again', async () => {
    const { actor, calls } = fake(true)
    actor.send({ type: 'item.changed', productId: null, buyNum: 1 })
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send({ type: 'item.changed', productId: 7, buyNum: 10 })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toHaveLength(2)
  })
})
