// Places a machine graph (machine-graph.ts) with ELK's layered algorithm: compound and parallel states contain
// their children, each compound state's initial marker is a small node of its own, transitions between the
// same states are drawn as one edge labelled with every event (and guard) that takes it. elkjs is imported
// here on first use, in its bundled form (no worker URL, works offline), so only the code that draws a
// diagram — the mock's flow view and Storybook — ever loads it; nothing of src/ imports this module.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import { isContainer, type GraphState, type GraphTransition, type MachineGraph } from './machine-graph'

export interface Size {
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

/** One drawn arrow: every transition from `source` to `target` (a targetless one loops on its source). */
export interface DrawnEdge {
  id: string
  /** '' for the machine itself (a transition taken in any state) */
  source: string
  target: string
  transitions: GraphTransition[]
  /** one line per transition: `event [guard]` */
  lines: string[]
}

export interface PositionedState extends Size, Point {
  state: GraphState
}

export interface PositionedEdge {
  edge: DrawnEdge
  points: Point[]
  label: (Size & Point) | null
}

export interface PositionedInitial extends Point {
  /** the state entered first */
  target: string
  points: Point[]
}

export interface DiagramLayout extends Size {
  states: PositionedState[]
  edges: PositionedEdge[]
  initials: PositionedInitial[]
  /** the box standing for "any state" when the machine itself has transitions */
  machine: (Size & Point) | null
}

export interface LayoutSizes {
  /** the box of an atomic or final state; a container's width is at least this */
  stateSize: (state: GraphState) => Size
  labelSize: (lines: string[]) => Size
  /** the box of the machine itself, drawn only when it has transitions of its own */
  machineSize: Size
  /** room above a container's children for its name */
  headerHeight: number
}

export const MACHINE_NODE = '__machine'
const INITIAL_SIZE = 12
const initialNodeId = (parent: string) => `__initial:${parent}`

export const transitionLine = (transition: GraphTransition) =>
  transition.guard ? `${transition.event} [${transition.guard}]` : transition.event

/** The transitions grouped into arrows, in definition order. */
export function drawnEdges(graph: MachineGraph): DrawnEdge[] {
  const edges = new Map<string, DrawnEdge>()
  for (const transition of graph.transitions) {
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source]
    for (const target of targets) {
      const key = `${transition.source}->${target}`
      const edge = edges.get(key) ?? {
        id: `edge:${edges.size}`,
        source: transition.source,
        target,
        transitions: [],
        lines: [],
      }
      edge.transitions.push(transition)
      edge.lines.push(transitionLine(transition))
      edges.set(key, edge)
    }
  }
  return [...edges.values()]
}

type ElkInstance = { layout: (graph: ElkNode) => Promise<ElkNode> }
let elk: Promise<ElkInstance> | null = null

function loadElk(): Promise<ElkInstance> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK() as unknown as ElkInstance)
  return elk
}

const nodeId = (stateId: string) => (stateId === '' ? MACHINE_NODE : `state:${stateId}`)

export async function layoutMachine(graph: MachineGraph, sizes: LayoutSizes): Promise<DiagramLayout> {
  const edges = drawnEdges(graph)
  const children = new Map<string | null, GraphState[]>()
  for (const state of graph.states) children.set(state.parent, [...(children.get(state.parent) ?? []), state])
  const initialOf = (parent: string | null) =>
    parent === null ? graph.initial : (children.get(parent) ?? []).find((state) => state.initial)?.id

  const initialNodes = (parent: string | null): ElkNode[] =>
    initialOf(parent) ? [{ id: initialNodeId(parent ?? ''), width: INITIAL_SIZE, height: INITIAL_SIZE }] : []

  const toElk = (state: GraphState): ElkNode => {
    if (!isContainer(state)) return { id: nodeId(state.id), ...sizes.stateSize(state) }
    const { width } = sizes.stateSize(state)
    return {
      id: nodeId(state.id),
      layoutOptions: {
        'elk.padding': `[top=${sizes.headerHeight},left=12,bottom=12,right=12]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, ${sizes.headerHeight + 24})`,
        // a parallel state's regions side by side, a compound state's children as a flow
        ...(state.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
      },
      children: [...initialNodes(state.id), ...(children.get(state.id) ?? []).map(toElk)],
    }
  }

  const elkEdges: ElkExtendedEdge[] = [
    ...edges.map((edge) => {
      const label = sizes.labelSize(edge.lines)
      return {
        id: edge.id,
        sources: [nodeId(edge.source)],
        targets: [nodeId(edge.target)],
        labels: [{ id: `${edge.id}:label`, text: edge.lines.join('\n'), ...label }],
      }
    }),
    ...[null, ...graph.states.filter(isContainer).map((state) => state.id)].flatMap((parent) => {
      const target = initialOf(parent)
      return target
        ? [
            {
              id: `initial:${parent ?? ''}`,
              sources: [initialNodeId(parent ?? '')],
              targets: [nodeId(target)],
            },
          ]
        : []
    }),
  ]

  const hasMachineNode = edges.some((edge) => edge.source === '')
  const root: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.inline': 'false',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [
      ...(hasMachineNode ? [{ id: MACHINE_NODE, ...sizes.machineSize }] : []),
      ...initialNodes(null),
      ...(children.get(null) ?? []).map(toElk),
    ],
    edges: elkEdges,
  }

  const placed = await (await loadElk()).layout(root)

  const boxes = new Map<string, ElkNode>()
  const collect = (node: ElkNode) => {
    boxes.set(node.id, node)
    for (const child of node.children ?? []) collect(child)
  }
  collect(placed)
  const edgesById = new Map<string, ElkExtendedEdge>()
  const collectEdges = (node: ElkNode) => {
    for (const edge of node.edges ?? []) edgesById.set(edge.id, edge)
    for (const child of node.children ?? []) collectEdges(child)
  }
  collectEdges(placed)

  const box = (id: string) => {
    const node = boxes.get(id)!
    return { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 }
  }
  const pointsOf = (id: string): Point[] =>
    (edgesById.get(id)?.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ])

  return {
    width: placed.width ?? 0,
    height: placed.height ?? 0,
    states: graph.states.map((state) => ({ state, ...box(nodeId(state.id)) })),
    edges: edges.map((edge) => {
      const label = edgesById.get(edge.id)?.labels?.[0]
      return {
        edge,
        points: pointsOf(edge.id),
        label: label
          ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 }
          : null,
      }
    }),
    initials: [null, ...graph.states.filter(isContainer).map((state) => state.id)].flatMap((parent) => {
      const target = initialOf(parent)
      if (!target) return []
      const marker = box(initialNodeId(parent ?? ''))
      return [
        {
          target,
          x: marker.x + marker.width / 2,
          y: marker.y + marker.height / 2,
          points: pointsOf(`initial:${parent ?? ''}`),
        },
      ]
    }),
    machine: hasMachineNode ? box(MACHINE_NODE) : null,
  }
}
