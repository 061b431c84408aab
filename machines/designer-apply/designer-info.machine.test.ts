// A designer's certification (issue 27 item 5): shown when the mock answers, and the mock's refusal to anyone but
// a designer (SPEC.md §8 "Solo los diseñadores pueden usar esta función") is shown with a retry.
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { DesignerApply } from '../../src/api/designers'
import {
  designerInfoErrorOf,
  designerInfoMachine,
  designerInfoOf,
  designerInfoStatusOf,
} from './designer-info.machine'

const INFO: DesignerApply = {
  applyId: 1,
  realName: 'Javier Ernesto Gómez Leyva',
  specialty: 'Interiores comerciales',
  intro: 'Diseño de tiendas.',
  images: [],
  state: 2,
  rejectReason: null,
  createTime: '2026-09-01T10:00:00.000Z',
  reviewTime: '2026-09-03T10:00:00.000Z',
}

describe('designerInfoMachine', () => {
  it('shows the certification', async () => {
    const actor = createActor(
      designerInfoMachine.provide({ actors: { getDesignerInfo: fromPromise(async () => INFO) } }),
    ).start()
    await waitFor(actor, (s) => designerInfoStatusOf(s) === 'ready')
    expect(designerInfoOf(actor.getSnapshot())).toEqual(INFO)
  })

  it('shows the refusal of a member who is not a designer, and reads again on retry', async () => {
    let calls = 0
    const actor = createActor(
      designerInfoMachine.provide({
        actors: {
          getDesignerInfo: fromPromise(async () => {
            calls += 1
            if (calls === 1)
              throw new ApiError('state', {
                state: 255,
                serverMessage: 'Solo los diseñadores pueden usar esta función',
              })
            return INFO
          }),
        },
      }),
    ).start()
    await waitFor(actor, (s) => designerInfoStatusOf(s) === 'loadFailed')
    expect(designerInfoErrorOf(actor.getSnapshot())).toEqual({
      text: 'Solo los diseñadores pueden usar esta función',
    })
    actor.send({ type: 'retry.requested' })
    await waitFor(actor, (s) => designerInfoStatusOf(s) === 'ready')
  })
})
