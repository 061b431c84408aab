// A state diagram drawn from a machine graph (machines/diagram): ELK places it, this draws it as SVG with a
// title and a description; each state is a focusable button named by its label and count, and the table of
// flow-tables.tsx says the same in text. Used by the analysts' order flows and by the Storybook gallery of
// every machine.
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { isContainer, type GraphState, type MachineGraph } from '../../../machines/diagram/machine-graph'
import {
  layoutMachine,
  type DiagramLayout,
  type LayoutSizes,
  type Point,
} from '../../../machines/diagram/machine-layout'
import { flowMessages as m } from './flow-messages'
import './order-flows.css'

export type CountUnit = 'orders' | 'refunds'

export interface StateDiagramProps {
  graph: MachineGraph
  /** the machine's name for the title */
  machineName: string
  /** the state's Spanish label where the app has one, else its name */
  labelOf: (state: GraphState) => string
  /** how many are in each state now (by state id); without it no counts are shown */
  stateCounts?: ReadonlyMap<string, number>
  /** how many took each move in the period, by `from\nto` */
  edgeCounts?: ReadonlyMap<string, number>
  unit?: CountUnit
  selected?: string | null
  onSelect?: (stateId: string) => void
}

export const edgeKey = (from: string, to: string) => `${from}\n${to}`

const LABEL_CHAR = 7.6
const CODE_CHAR = 6.8
const LINE = 16

function sizesFor(labelOf: (state: GraphState) => string, withCounts: boolean): LayoutSizes {
  return {
    stateSize: (state) => {
      const label = labelOf(state)
      const lines = (label === state.key ? 1 : 2) + (withCounts && !isContainer(state) ? 1 : 0)
      const width = Math.max(label.length * LABEL_CHAR, state.key.length * CODE_CHAR) + 28
      return { width: Math.max(120, Math.ceil(width)), height: 14 + lines * LINE }
    },
    labelSize: (lines) => ({
      width: Math.ceil(Math.max(...lines.map((line) => line.length)) * CODE_CHAR) + 8,
      height: (lines.length + (withCounts ? 1 : 0)) * 14 + 4,
    }),
    machineSize: { width: 150, height: 32 },
    headerHeight: 40,
  }
}

const pathOf = (points: Point[]) =>
  points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ')

export function StateDiagram({
  graph,
  machineName,
  labelOf,
  stateCounts,
  edgeCounts,
  unit = 'orders',
  selected = null,
  onSelect,
}: StateDiagramProps) {
  const intl = useIntl()
  const ids = useId()
  const withCounts = stateCounts !== undefined
  const [layout, setLayout] = useState<DiagramLayout | null>(null)
  const [focused, setFocused] = useState<string | null>(null)
  const sizes = useMemo(() => sizesFor(labelOf, withCounts), [labelOf, withCounts])

  useEffect(() => {
    let current = true
    layoutMachine(graph, sizes)
      .then((placed) => {
        if (current) setLayout(placed)
      })
      .catch((error: unknown) => console.error(error))
    return () => {
      current = false
    }
  }, [graph, sizes])

  const highlighted = selected ?? focused
  const countOf = (state: GraphState) => stateCounts?.get(state.id) ?? 0

  const nameOf = (state: GraphState) => {
    const label = labelOf(state)
    const text = label === state.key ? label : `${label} (${state.key})`
    const described = intl.formatMessage(m.stateKinds, {
      label: text,
      initial: String(state.initial || graph.initial === state.id),
      final: String(state.type === 'final'),
    })
    if (!withCounts || isContainer(state)) return intl.formatMessage(m.stateOnly, { label: described })
    return intl.formatMessage(unit === 'refunds' ? m.stateRefunds : m.stateOrders, {
      label: described,
      count: countOf(state),
    })
  }

  const title = intl.formatMessage(m.diagramTitle, { machine: machineName })
  if (!layout) {
    return (
      <p role="status" className="flow-diagram__loading">
        {intl.formatMessage(m.loading)}
      </p>
    )
  }

  const onKey = (state: GraphState) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    onSelect?.(state.id)
  }

  // containers first, so that their children are drawn (and reached with Tab) after them
  const containers = layout.states.filter((box) => isContainer(box.state))
  const leaves = layout.states.filter((box) => !isContainer(box.state))

  return (
    <div className="flow-diagram">
      <svg
        role="group"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-desc`}
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
      >
        <title id={`${ids}-title`}>{title}</title>
        <desc id={`${ids}-desc`}>
          {intl.formatMessage(m.diagramDescription, {
            states: graph.states.length,
            transitions: graph.transitions.length,
          })}
        </desc>
        <defs>
          <marker
            id={`${ids}-arrow`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className="flow-diagram__arrowhead" />
          </marker>
        </defs>
        {layout.machine ? (
          <g aria-hidden="true">
            <rect
              className="flow-diagram__machine"
              x={layout.machine.x}
              y={layout.machine.y}
              width={layout.machine.width}
              height={layout.machine.height}
              rx={16}
            />
            <text
              className="flow-diagram__label"
              x={layout.machine.x + layout.machine.width / 2}
              y={layout.machine.y + 21}
              textAnchor="middle"
            >
              {intl.formatMessage(m.anyState)}
            </text>
          </g>
        ) : null}
        {[...containers, ...leaves].map((box) => {
          const { state } = box
          const label = labelOf(state)
          const container = isContainer(state)
          const active = highlighted === state.id
          return (
            <g
              key={state.id}
              role="button"
              tabIndex={0}
              aria-label={nameOf(state)}
              aria-pressed={onSelect ? selected === state.id : undefined}
              className={`flow-state flow-state--${state.type}${active ? ' flow-state--active' : ''}`}
              data-state={state.id}
              onClick={() => onSelect?.(state.id)}
              onKeyDown={onKey(state)}
              onFocus={() => setFocused(state.id)}
              onBlur={() => setFocused((value) => (value === state.id ? null : value))}
            >
              <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={container ? 10 : 8} />
              {state.type === 'final' ? (
                <rect
                  className="flow-state__inner"
                  x={box.x + 3}
                  y={box.y + 3}
                  width={box.width - 6}
                  height={box.height - 6}
                  rx={6}
                />
              ) : null}
              <text
                className="flow-diagram__label"
                x={box.x + (container ? 12 : box.width / 2)}
                y={box.y + 20}
                textAnchor={container ? 'start' : 'middle'}
              >
                {label}
              </text>
              {label !== state.key ? (
                <text
                  className="flow-diagram__code"
                  x={box.x + (container ? 12 : box.width / 2)}
                  y={box.y + 20 + LINE}
                  textAnchor={container ? 'start' : 'middle'}
                >
                  {state.key}
                </text>
              ) : null}
              {withCounts && !container ? (
                <text
                  className="flow-diagram__count"
                  x={box.x + box.width / 2}
                  y={box.y + box.height - 10}
                  textAnchor="middle"
                >
                  {intl.formatMessage(m.countNow, { count: countOf(state) })}
                </text>
              ) : null}
            </g>
          )
        })}
        <g aria-hidden="true">
          {layout.initials.map((initial) => (
            <g key={`initial:${initial.target}`} className="flow-diagram__initial">
              <circle cx={initial.x} cy={initial.y} r={6} />
              <path d={pathOf(initial.points)} markerEnd={`url(#${ids}-arrow)`} />
            </g>
          ))}
          {layout.edges.map(({ edge, points, label }) => {
            const active =
              highlighted !== null && (edge.source === highlighted || edge.target === highlighted)
            const count = edgeCounts?.get(edgeKey(edge.source, edge.target))
            return (
              <g key={edge.id} className={`flow-edge${active ? ' flow-edge--active' : ''}`}>
                <path d={pathOf(points)} markerEnd={`url(#${ids}-arrow)`} />
                {label ? (
                  <text className="flow-diagram__event" x={label.x + 4} y={label.y + 12}>
                    {edge.lines.map((line, index) => (
                      <tspan key={index} x={label.x + 4} dy={index === 0 ? 0 : 14}>
                        {line}
                      </tspan>
                    ))}
                    {edgeCounts ? (
                      <tspan
                        className="flow-diagram__taken"
                        x={label.x + 4}
                        dy={edge.lines.length > 0 ? 14 : 0}
                      >
                        {intl.formatMessage(m.edgeCount, { count: count ?? 0 })}
                      </tspan>
                    ) : null}
                  </text>
                ) : null}
              </g>
            )
          })}
        </g>
      </svg>
    </div>
  )
}
