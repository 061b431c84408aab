// Model-based testing for machines that invoke actors (STYLE.md, TOOLCHAIN.md gotcha 6), shared by the tests
// of every machine (it began with login's, hence machines/testing/ rather than one flow's folder).
// Test-only: no screen imports it.
//
// 1. The graph utilities of `xstate/graph` walk the machine with supplied events, including the
//    `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events its invoked actors would send (they do not run
//    during a traversal). States are keyed by value only.
// 2. Every edge of the adjacency map becomes a test path: the shortest path to its source state plus that edge.
// 3. Each path is replayed on a real actor whose actors are deferred fakes: a done/error step settles the fake
//    promise, any other step is sent. The actor must reach the state the graph predicted after every step.
//    An invoked child machine (`startSession`) is faked the same way: its done event carries its output.
// 4. The inspection API records every microstep's transitions and states on the real actors, so a test can
//    prove that each state node and each transition of the definition was exercised.
import {
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type StateValue,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getStateNodes, type AdjacencyMap } from 'xstate/graph'

const DONE_PREFIX = 'xstate.done.actor.'
const ERROR_PREFIX = 'xstate.error.actor.'

export interface ModelStep {
  event: AnyEventObject
  /** The state value the graph predicts after the event. */
  value: StateValue
}

export interface ModelPath {
  description: string
  steps: ModelStep[]
}

interface TransitionLike {
  source: { id: string; transitions: Map<string, unknown[]> }
  eventType: string
}

interface NodeLike {
  id: string
}

const serializeState = (snapshot: { value: StateValue }) => JSON.stringify(snapshot.value)

function describe(events: AnyEventObject[]): string {
  return events.length === 0 ? '(initial state)' : events.map((event) => event.type).join(' → ')
}

/** One path per edge of the reachable graph: the shortest way to the edge's source, then the edge. */
export function modelPaths(machine: AnyStateMachine, options: { input?: unknown; events: AnyEventObject[] }) {
  const traversal = {
    input: options.input,
    events: options.events,
    serializeState,
    // explore only events the state reacts to, so a replayed done event always has a pending actor
    filterEvents: (snapshot: unknown, event: AnyEventObject) =>
      machine.getTransitionData(snapshot as never, event).length > 0,
  }
  const shortest = new Map<string, ModelStep[]>()
  for (const path of getShortestPaths(machine, traversal)) {
    // steps[0] is the initial state under `xstate.init`; each later step holds the state after its event
    shortest.set(
      serializeState(path.state),
      path.steps.slice(1).map((step) => ({ event: step.event, value: step.state.value })),
    )
  }
  const paths: ModelPath[] = []
  const adjacency = getAdjacencyMap(machine, traversal) as AdjacencyMap<AnyMachineSnapshot, AnyEventObject>
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(source)
    if (!prefix) throw new Error(`no shortest path to ${source}`)
    const edges = Object.values(transitions) as { event: AnyEventObject; state: AnyMachineSnapshot }[]
    for (const { event, state } of edges) {
      const steps = [...prefix, { event, value: state.value }]
      paths.push({ description: describe(steps.map((step) => step.event)), steps })
    }
  }
  return paths
}

/** Every state node id of the definition (the root excluded), read from the machine, never written by hand. */
export function allStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node: NodeLike) => node.id)
}

function transitionKey(transition: TransitionLike): string {
  const index = (transition.source.transitions.get(transition.eventType) ?? []).indexOf(transition)
  return `${transition.source.id} on ${transition.eventType} #${index}`
}

/** Every transition of the definition (including invoke onDone/onError and state onDone), as stable keys. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) =>
    [...(node.transitions as Map<string, TransitionLike[]>).values()].flat().map(transitionKey),
  )
}

export interface ReplayResult {
  values: StateValue[]
  stateIds: Set<string>
  transitionKeys: Set<string>
}

/**
 * Replays a path on a real actor. `actorNames` are the machine's actor implementations, each replaced by a
 * fake whose promise the path settles (invoke ids equal actor names in these machines).
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: ModelPath,
  options: { input?: unknown; actorNames: string[]; actions?: Record<string, () => void> },
): Promise<ReplayResult> {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>()
  const actors = Object.fromEntries(
    options.actorNames.map((name) => [
      name,
      fromPromise(() => new Promise((resolve, reject) => pending.set(name, { resolve, reject }))),
    ]),
  )
  const result: ReplayResult = { values: [], stateIds: new Set(), transitionKeys: new Set() }
  const record = (snapshot: { _nodes?: NodeLike[] }) => {
    for (const node of snapshot._nodes ?? []) result.stateIds.add(node.id)
  }
  const actor = createActor(machine.provide({ actors, actions: options.actions ?? {} } as never), {
    input: options.input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return
      record(event.snapshot as never)
      for (const transition of event._transitions as unknown as TransitionLike[]) {
        result.transitionKeys.add(transitionKey(transition))
      }
    },
  })
  actor.start()
  record(actor.getSnapshot())
  for (const step of path.steps) {
    const { type } = step.event
    if (type.startsWith(DONE_PREFIX) || type.startsWith(ERROR_PREFIX)) {
      const id = type.slice(type.startsWith(DONE_PREFIX) ? DONE_PREFIX.length : ERROR_PREFIX.length)
      const fake = pending.get(id)
      if (!fake) throw new Error(`${type}: no ${id} actor is running`)
      pending.delete(id)
      if (type.startsWith(DONE_PREFIX)) fake.resolve((step.event as { output?: unknown }).output)
      else fake.reject((step.event as { error?: unknown }).error)
    } else {
      actor.send(step.event)
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
    const snapshot = actor.getSnapshot()
    record(snapshot)
    result.values.push(snapshot.value)
  }
  actor.stop()
  return result
}

/** Replays every path and lists the state nodes and transitions of the definition that none of them reached. */
export async function uncovered(
  machine: AnyStateMachine,
  paths: ModelPath[],
  options: Parameters<typeof replayPath>[2],
): Promise<{ states: string[]; transitions: string[] }> {
  const stateIds = new Set<string>()
  const transitionKeys = new Set<string>()
  for (const path of paths) {
    const result = await replayPath(machine, path, options)
    result.stateIds.forEach((id) => stateIds.add(id))
    result.transitionKeys.forEach((key) => transitionKeys.add(key))
  }
  return {
    states: allStateIds(machine).filter((id) => !stateIds.has(id)),
    transitions: allTransitionKeys(machine).filter((key) => !transitionKeys.has(key)),
  }
}
