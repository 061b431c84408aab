// Every business flow runs as an XState actor created through here, so that one switch can connect them all
// to the Stately inspector (issue 6): with `?inspect` in a dev or mock build, src/main.tsx loads
// @statelyai/inspect and calls setFlowInspector; otherwise nothing of the inspector is loaded and actors run
// without an inspection observer.
import { useActorRef } from '@xstate/react'
import { createActor, type InspectionEvent, type Observer } from 'xstate'

type InspectFn = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

let inspector: InspectFn | null = null

export function setFlowInspector(fn: InspectFn | null): void {
  inspector = fn
}

/** The inspection observer of actors created now (undefined when no inspector is connected). */
export function flowInspect(): InspectFn | undefined {
  return inspector ?? undefined
}

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

/** Reads `?inspect` (dev and mock builds only; main.tsx guards the build). */
export function inspectRequested(search: string): boolean {
  return new URLSearchParams(search).has('inspect')
}
