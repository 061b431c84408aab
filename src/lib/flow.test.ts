import { afterEach, describe, expect, it } from 'vitest'
import { createMachine, type InspectionEvent } from 'xstate'
import { createFlowActor, flowInspect, inspectRequested, setFlowInspector } from './flow'

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } },
})

describe('flow actors and the inspector switch', () => {
  afterEach(() => setFlowInspector(null))

  it('runs actors without an inspection observer when no inspector is connected', () => {
    expect(flowInspect()).toBeUndefined()
    const actor = createFlowActor(toggle).start()
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('on')
  })

  it('sends every event and snapshot of a flow to the connected inspector', () => {
    const seen: InspectionEvent[] = []
    setFlowInspector((event) => seen.push(event))
    const actor = createFlowActor(toggle).start()
    actor.send({ type: 'TOGGLE' })
    expect(seen.some((e) => e.type === '@xstate.event' && e.event.type === 'TOGGLE')).toBe(true)
    expect(seen.some((e) => e.type === '@xstate.snapshot')).toBe(true)
  })

  it('turns the inspector on only with the inspect query parameter', () => {
    expect(inspectRequested('?inspect')).toBe(true)
    expect(inspectRequested('?foo=1&inspect=1')).toBe(true)
    expect(inspectRequested('?inspector=1')).toBe(false)
    expect(inspectRequested('')).toBe(false)
  })
})
