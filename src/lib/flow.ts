// Every business flow runs as an XState actor created through here, so that one switch can connect them all
// to the Stately inspector (issue 6): with `?inspect` in a dev or mock build, src/main.tsx loads
// @statelyai/inspect and calls setFlowInspector; otherwise nothing of the inspector is loaded and actors run
// without an inspection observer.
// The switch itself is in ./flow-inspector.ts, which loads no xstate.
import { useActorRef } from '@xstate/react'
import { createActor } from 'xstate'
import { flowInspect } from './flow-inspector'

export { flowInspect, inspectRequested, setFlowInspector } from './flow-inspector'

function withInspect<O>(options: O): O {
  const inspect = flowInspect()
  if (!inspect) return options
  return { ...(options ?? {}), inspect } as O
}

/** useActorRef with the inspector attached when `?inspect` is on. */
export const useFlowActor = ((
  logic: Parameters<typeof useActorRef>[0],
  options?: object,
  observer?: unknown,
) =>
  (useActorRef as (...args: unknown[]) => unknown)(
    logic,
    withInspect(options),
    observer,
  )) as typeof useActorRef

/** createActor with the inspector attached when `?inspect` is on. */
export const createFlowActor = ((logic: Parameters<typeof createActor>[0], options?: object) =>
  (createActor as (...args: unknown[]) => unknown)(logic, withInspect(options))) as typeof createActor
