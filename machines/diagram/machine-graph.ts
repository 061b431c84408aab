// Any XState v5 machine as a plain graph (issue 13 item 2): every state node — nested, parallel, final — and
// every transition — events, `always`, `after`, invoke onDone/onError/onSnapshot and a state's onDone — read
// from the machine's own resolved definition, so a diagram drawn from it cannot drift from the code. Pure: no
// layout, no React; machine-layout.ts places it, the flow view and the Storybook gallery draw it.
import type { AnyStateMachine, AnyStateNode } from 'xstate'

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export type TransitionKind =
  'event' | 'always' | 'after' | 'invokeDone' | 'invokeError' | 'snapshot' | 'stateDone'

export interface GraphState {
  /** the state's path joined by dots (`unpaid.form.choosing`); unique within the machine */
  id: string
  key: string
  /** the id of the parent state, null for a top-level state */
  parent: string | null
  depth: number
  type: StateType
  /** the state its parent enters first (the initial marker) */
  initial: boolean
  meta: Record<string, unknown> | null
  tags: string[]
}

export interface GraphTransition {
  /** unique within the graph, stable for a given definition */
  id: string
  /** the source state's id; '' for a transition of the machine itself (its root) */
  source: string
  /** the target states' ids: empty for a targetless transition (actions only, no state change) */
  targets: string[]
  kind: TransitionKind
  /** the event type as the machine receives it (`xstate.after.…`, `xstate.done.actor.…` included) */
  eventType: string
  /** what a reader recognises: the event type, `after 500` / `after tick`, `done: getPayInfo`, `always` */
  event: string
  /** the guard's name (`isSamePayer`, `and(isExpiredNow, not(stateIn(#payment.unpaid.form.paying)))`) */
  guard: string | null
  reenter: boolean
}

export interface MachineGraph {
  id: string
  /** the top-level state the machine starts in (null for a parallel root) */
  initial: string | null
  /** every state node but the root, in definition order (a parent before its children) */
  states: GraphState[]
  /** every transition, in definition order (state by state) */
  transitions: GraphTransition[]
}

const stateIdOf = (node: AnyStateNode) => node.path.join('.')

/** A guard's readable name: a named guard, a parameterised one, a higher-order one (and/or/not/stateIn). */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const fn = guard as { check?: unknown; guards?: unknown[]; stateValue?: unknown; name?: string }
    if (Array.isArray(fn.guards)) {
      const name = fn.name === 'not' || fn.name === 'and' || fn.name === 'or' ? fn.name : 'guard'
      return `${name}(${fn.guards.map((inner) => guardName(inner) ?? '?').join(', ')})`
    }
    if (fn.stateValue !== undefined) {
      const value = fn.stateValue
      return `stateIn(${typeof value === 'string' ? value : JSON.stringify(value)})`
    }
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline'
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type)
  return 'inline'
}

function kindOf(eventType: string, node: AnyStateNode): TransitionKind {
  if (eventType.startsWith('xstate.after.')) return 'after'
  if (eventType === `xstate.done.state.${node.id}`) return 'stateDone'
  if (eventType.startsWith('xstate.done.actor.')) return 'invokeDone'
  if (eventType.startsWith('xstate.error.actor.')) return 'invokeError'
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot'
  return 'event'
}

function eventLabel(kind: TransitionKind, eventType: string, delay: unknown): string {
  switch (kind) {
    case 'after':
      return `after ${String(delay)}`
    case 'always':
      return 'always'
    case 'stateDone':
      return 'done'
    case 'invokeDone':
      return `done: ${eventType.slice('xstate.done.actor.'.length)}`
    case 'invokeError':
      return `error: ${eventType.slice('xstate.error.actor.'.length)}`
    case 'snapshot':
      return `snapshot: ${eventType.slice('xstate.snapshot.'.length)}`
    default:
      return eventType
  }
}

interface TransitionDefinition {
  eventType: string
  target?: readonly AnyStateNode[] | undefined
  guard?: unknown
  reenter?: boolean
  delay?: unknown
}

/** The graph of a machine, from its resolved state nodes (`machine.root`). */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const states: GraphState[] = []
  const transitions: GraphTransition[] = []

  const addTransitions = (node: AnyStateNode) => {
    const source = stateIdOf(node)
    const definitions: [TransitionKind | null, TransitionDefinition][] = [
      ...[...(node.transitions as Map<string, TransitionDefinition[]>).values()]
        .flat()
        .map((definition): [null, TransitionDefinition] => [null, definition]),
      ...((node.always ?? []) as TransitionDefinition[]).map(
        (definition): ['always', TransitionDefinition] => ['always', definition],
      ),
    ]
    for (const [forced, definition] of definitions) {
      const kind = forced ?? kindOf(definition.eventType, node)
      transitions.push({
        id: `${source}#${transitions.length}`,
        source,
        targets: (definition.target ?? []).map(stateIdOf),
        kind,
        eventType: kind === 'always' ? '' : definition.eventType,
        event: eventLabel(kind, definition.eventType, definition.delay),
        guard: guardName(definition.guard),
        reenter: definition.reenter === true,
      })
    }
  }

  const visit = (node: AnyStateNode, parent: AnyStateNode) => {
    const initialTarget = parent.type === 'compound' ? parent.initial?.target?.[0] : undefined
    states.push({
      id: stateIdOf(node),
      key: node.key,
      parent: parent === machine.root ? null : stateIdOf(parent),
      depth: node.path.length,
      type: node.type as StateType,
      initial: initialTarget === node,
      meta: (node.meta as Record<string, unknown> | undefined) ?? null,
      tags: [...(node.tags ?? [])],
    })
    addTransitions(node)
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child, node)
  }

  addTransitions(machine.root)
  for (const child of Object.values(machine.root.states) as AnyStateNode[]) visit(child, machine.root)
  const rootInitial = machine.root.type === 'compound' ? machine.root.initial?.target?.[0] : undefined
  return { id: machine.id, initial: rootInitial ? stateIdOf(rootInitial) : null, states, transitions }
}

/** The states whose children are drawn inside them. */
export const isContainer = (state: GraphState) => state.type === 'compound' || state.type === 'parallel'
