// The graph of every machine in machines/ holds exactly the machine's states and transitions. The expected
// lists come from an independent walk of the raw config (what the author wrote: `states`, `on`, `always`,
// `after`, `invoke` onDone/onError/onSnapshot, a state's `onDone`, targets as sibling / `.child` / `#id`
// strings), not from the resolved state nodes machine-graph.ts reads.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { allMachines, cataloguedModulePaths } from './all-machines'
import { machineGraph } from './machine-graph'
import { paymentMachine } from '../payment/payment.machine'
import { regularOrderMachine } from '../order-lifecycle/regular-order.machine'

interface ConfigNode {
  id?: string
  type?: string
  initial?: unknown
  states?: Record<string, ConfigNode>
  on?: Record<string, unknown>
  always?: unknown
  after?: Record<string, unknown>
  invoke?: unknown
  onDone?: unknown
}

interface Expected {
  source: string
  event: string
  targets: string[]
  /** a named guard, '*' for an inline or higher-order function guard, null for none */
  guard: string | null
}

const toArray = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T]

function walkConfig(machineId: string, config: ConfigNode) {
  const states: string[] = []
  const byId = new Map<string, string[]>()
  const nodes: [string[], ConfigNode][] = []
  const collect = (path: string[], node: ConfigNode) => {
    nodes.push([path, node])
    byId.set(node.id ?? [machineId, ...path].join('.'), path)
    if (path.length > 0) states.push(path.join('.'))
    for (const [key, child] of Object.entries(node.states ?? {})) collect([...path, key], child)
  }
  collect([], config)

  const resolve = (source: string[], target: string): string => {
    if (target.startsWith('#')) {
      const ref = target.slice(1)
      if (byId.has(ref)) return byId.get(ref)!.join('.')
      const parts = ref.split('.')
      for (let cut = parts.length - 1; cut > 0; cut -= 1) {
        const base = byId.get(parts.slice(0, cut).join('.'))
        if (base) return [...base, ...parts.slice(cut)].join('.')
      }
      throw new Error(`unknown id ${target}`)
    }
    if (target.startsWith('.')) return [...source, ...target.slice(1).split('.')].join('.')
    return [...source.slice(0, -1), ...target.split('.')].join('.')
  }

  const guardOf = (guard: unknown): string | null =>
    guard === undefined
      ? null
      : typeof guard === 'string'
        ? guard
        : typeof guard === 'function'
          ? '*'
          : String((guard as { type: string }).type)

  const expected: Expected[] = []
  for (const [path, node] of nodes) {
    const nodeId = node.id ?? [machineId, ...path].join('.')
    const add = (event: string, transitions: unknown) => {
      for (const item of toArray(transitions as unknown)) {
        const transition = (typeof item === 'string' ? { target: item } : item) as {
          target?: string | string[]
          guard?: unknown
        }
        expected.push({
          source: path.join('.'),
          event,
          targets: toArray(transition.target).map((target) => resolve(path, target)),
          guard: guardOf(transition.guard),
        })
      }
    }
    for (const [event, transitions] of Object.entries(node.on ?? {})) add(event, transitions)
    if (node.onDone) add('done', node.onDone)
    const invokes = toArray(node.invoke) as Record<string, unknown>[]
    invokes.forEach((invoke, index) => {
      const id = (invoke.id as string | undefined) ?? `${index}.${nodeId}`
      if (invoke.onDone) add(`done: ${id}`, invoke.onDone)
      if (invoke.onError) add(`error: ${id}`, invoke.onError)
      if (invoke.onSnapshot) add(`snapshot: ${id}`, invoke.onSnapshot)
    })
    for (const [delay, transitions] of Object.entries(node.after ?? {})) add(`after ${delay}`, transitions)
    if (node.always) add('always', node.always)
  }
  return { states, expected }
}

const machines = allMachines()

describe('machineGraph', () => {
  it('finds the machines of machines/, the three lifecycles among them', () => {
    const names = machines.map((entry) => entry.name)
    expect(names.length).toBeGreaterThanOrEqual(30)
    expect(names).toEqual(
      expect.arrayContaining([
        'order-lifecycle/regularOrderMachine',
        'order-lifecycle/reservationOrderMachine',
        'order-lifecycle/refundMachine',
        'checkout/checkoutMachine',
        'payment/paymentMachine',
        'pay-request/payRequestMachine',
        'login/loginMachine',
        'cart/cartMachine',
      ]),
    )
  })

  // the Storybook gallery loads the same modules in the browser, where vitest's expect throws on import
  it('loads no module that imports vitest, and skips none that defines a machine', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..')
    const importsVitest = (path: string) => /from 'vitest'/.test(readFileSync(join(root, path), 'utf8'))
    const loaded = cataloguedModulePaths()
    expect(loaded.filter(importsVitest)).toEqual([])
    const skipped = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'diagram')
      .flatMap((entry) => readdirSync(join(root, entry.name)).map((file) => `${entry.name}/${file}`))
      .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !loaded.includes(path))
    expect(skipped.filter((path) => /createMachine\(/.test(readFileSync(join(root, path), 'utf8')))).toEqual(
      [],
    )
  })

  it.each(machines.map((entry) => [entry.name, entry.machine] as const))(
    'draws %s with exactly its states and transitions',
    (_name, machine) => {
      const graph = machineGraph(machine)
      const { states, expected } = walkConfig(machine.id, machine.config as ConfigNode)
      expect(graph.states.map((state) => state.id)).toEqual(states)

      const remaining = [...graph.transitions]
      for (const want of expected) {
        const index = remaining.findIndex(
          (got) =>
            got.source === want.source &&
            got.event === want.event &&
            got.targets.join() === want.targets.join() &&
            (want.guard === '*' ? got.guard !== null : got.guard === want.guard),
        )
        expect(index, `missing ${JSON.stringify(want)}`).toBeGreaterThanOrEqual(0)
        remaining.splice(index, 1)
      }
      expect(remaining).toEqual([])

      // initial markers: the config's `initial` of each compound state, nothing else
      const initials = graph.states.filter((state) => state.initial).map((state) => state.id)
      const configInitials: string[] = []
      const walkInitial = (path: string[], node: ConfigNode) => {
        if (node.type !== 'parallel' && typeof node.initial === 'string' && node.states) {
          configInitials.push([...path, node.initial].join('.'))
        }
        for (const [key, child] of Object.entries(node.states ?? {})) walkInitial([...path, key], child)
      }
      walkInitial([], machine.config as ConfigNode)
      expect(initials.sort()).toEqual(configInitials.sort())
      const finals = graph.states.filter((state) => state.type === 'final').map((state) => state.id)
      expect(finals).toEqual(
        states.filter((id) => {
          let node = machine.config as ConfigNode
          for (const key of id.split('.')) node = node.states![key]!
          return node.type === 'final'
        }),
      )
    },
  )

  it('names parameterised and higher-order guards and delayed transitions readably', () => {
    const graph = machineGraph(paymentMachine)
    const tick = graph.transitions.filter((transition) => transition.kind === 'after')
    expect(tick.map((transition) => transition.event)).toContain('after tick')
    expect(tick.map((transition) => transition.guard)).toContain(
      'and(isExpiredNow, not(stateIn(#payment.unpaid.form.paying)))',
    )
    const parallel = graph.states.find((state) => state.id === 'unpaid')
    expect(parallel?.type).toBe('parallel')
    expect(graph.states.find((state) => state.id === 'unpaid.form.loadingMethods')).toMatchObject({
      parent: 'unpaid.form',
      depth: 3,
      initial: true,
    })
  })

  it('keeps a targetless transition with no target and a lifecycle state with its meta', () => {
    const graph = machineGraph(regularOrderMachine)
    const partial = graph.transitions.filter(
      (transition) => transition.source === 'partiallyShipped' && transition.event === 'batch.shipped',
    )
    expect(partial.map((transition) => transition.targets)).toEqual([
      ['pendingPickup'],
      ['pendingReceipt'],
      [],
    ])
    expect(graph.initial).toBe('pendingPayment')
    expect(graph.states.find((state) => state.id === 'afterSales')?.meta).toMatchObject({ orderState: 70 })
    const resume = graph.transitions.filter((transition) => transition.source === 'afterSales')
    expect(resume.map((transition) => transition.guard)).toEqual([
      'isRefundOfEverything',
      ...Array(6).fill('isResumingTo'),
    ])
  })
})
