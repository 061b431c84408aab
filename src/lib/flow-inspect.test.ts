// Issue 13 item 3: every flow of machines/ reaches a connected inspector — its actor, its snapshots and the
// events sent to it — when created through src/lib/flow.ts (the only way the app creates actors, lint-enforced).
import { afterEach, describe, expect, it } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { allMachines } from '../../machines/diagram/all-machines'
import { createFlowActor, setFlowInspector } from './flow'

describe('the inspector switch', () => {
  afterEach(() => setFlowInspector(null))

  it.each(allMachines().map((entry) => [entry.name, entry.machine] as const))(
    'hands %s to a connected inspector: its actor, snapshots and events',
    (_name, machine) => {
      const seen: InspectionEvent[] = []
      setFlowInspector((event) => seen.push(event))
      const actor = createFlowActor(machine, { input: {} as never })
      actor.subscribe({ error: () => {} })
      actor.start()
      actor.send({ type: 'inspector.probe' })
      actor.stop()
      const own = seen.filter((event) => event.actorRef === actor)
      expect(own.some((event) => event.type === '@xstate.actor')).toBe(true)
      expect(own.some((event) => event.type === '@xstate.snapshot')).toBe(true)
      expect(
        own.some((event) => event.type === '@xstate.event' && event.event.type === 'inspector.probe'),
      ).toBe(true)
    },
  )
})
