// The switch that connects every flow to the Stately inspector (issue 6), apart from ./flow.ts so that the entry
// (src/main.tsx sets it) loads no xstate: the screens that run flows bring it with their chunks (issue 14).
import type { InspectionEvent, Observer } from 'xstate'

export type InspectFn = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

let inspector: InspectFn | null = null

export function setFlowInspector(fn: InspectFn | null): void {
  inspector = fn
}

/** The inspection observer of actors created now (undefined when no inspector is connected). */
export function flowInspect(): InspectFn | undefined {
  return inspector ?? undefined
}

/** Reads `?inspect` (dev and mock builds only; main.tsx guards the build). */
export function inspectRequested(search: string): boolean {
  return new URLSearchParams(search).has('inspect')
}
