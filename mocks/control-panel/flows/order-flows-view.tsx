// "Flujos de pedidos" (issue 13 item 2; GLOSSARY.md): the diagram of a lifecycle machine with how many orders
// (refunds) are in each state now and how many took each transition in a period of the mock clock, the orders
// of the chosen state, and the same figures as tables. Plain props: order-flows-section.tsx loads the figures.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { GraphState, MachineGraph } from '../../../machines/diagram/machine-graph'
import type { LifecycleKind } from '../../../machines/order-lifecycle/lifecycle'
import type { components } from '../../../src/api/schema'
import { formatDateTime, formatMoney } from '../../../src/i18n/format'
import { flowMessages as m } from './flow-messages'
import { FlowTables } from './flow-tables'
import { StateDiagram } from './state-diagram'

export type MockFlowCounts = components['schemas']['MockFlowCounts']
export type MockFlowItem = components['schemas']['MockFlowItem']
export type FlowPeriod = MockFlowCounts['period']

export const FLOW_KINDS: readonly LifecycleKind[] = ['regular', 'reservation', 'refund']
export const FLOW_PERIODS: readonly FlowPeriod[] = ['24h', '7d', '30d', 'all']

const KIND_TEXT = { regular: m.kindRegular, reservation: m.kindReservation, refund: m.kindRefund }
const PERIOD_TEXT = { '24h': m.period24h, '7d': m.period7d, '30d': m.period30d, all: m.periodAll }

export interface OrderFlowsViewProps {
  kind: LifecycleKind
  period: FlowPeriod
  graph: MachineGraph
  labelOf: (state: GraphState) => string
  counts: MockFlowCounts | null
  failed: boolean
  selected: string | null
  /** the orders of the selected state; null while loading */
  items: MockFlowItem[] | null
  onKind: (kind: LifecycleKind) => void
  onPeriod: (period: FlowPeriod) => void
  onRefresh: () => void
  onSelect: (state: string) => void
}

export function OrderFlowsView(props: OrderFlowsViewProps) {
  const { kind, period, graph, labelOf, counts, failed, selected, items } = props
  const intl = useIntl()
  const ids = useId()
  const machineName = intl.formatMessage(KIND_TEXT[kind])
  const stateCounts = counts ? new Map(counts.states.map((row) => [row.state, row.count])) : undefined
  const edgeCounts = counts
    ? new Map(counts.transitions.map((row) => [`${row.from}\n${row.to}`, row.count]))
    : undefined
  const selectedState = graph.states.find((state) => state.id === selected) ?? null

  return (
    <div className="flow-view">
      <p className="flow-view__intro">{intl.formatMessage(m.intro)}</p>
      <div className="flow-view__controls">
        <fieldset className="flow-view__kinds">
          <legend>{intl.formatMessage(m.machine)}</legend>
          {FLOW_KINDS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${ids}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => props.onKind(value)}
              />{' '}
              {intl.formatMessage(KIND_TEXT[value])}
            </label>
          ))}
        </fieldset>
        <label>
          {intl.formatMessage(m.period)}{' '}
          <select value={period} onChange={(event) => props.onPeriod(event.target.value as FlowPeriod)}>
            {FLOW_PERIODS.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage(PERIOD_TEXT[value])}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={props.onRefresh}>
          {intl.formatMessage(m.refresh)}
        </button>
      </div>
      <p role="status" className="flow-view__clock">
        {failed ? intl.formatMessage(m.loadFailed) : null}
        {counts ? (
          <>
            {intl.formatMessage(m.clock, {
              now: formatDateTime(counts.now),
              since: counts.since ? formatDateTime(counts.since) : intl.formatMessage(m.sinceAll),
            })}{' '}
            {intl.formatMessage(m.started, { count: counts.started })}
          </>
        ) : null}
      </p>
      {counts ? (
        <StateDiagram
          key={kind}
          graph={graph}
          machineName={machineName}
          labelOf={labelOf}
          stateCounts={stateCounts}
          edgeCounts={edgeCounts}
          unit={kind === 'refund' ? 'refunds' : 'orders'}
          selected={selected}
          onSelect={props.onSelect}
        />
      ) : null}
      <section className="flow-view__items" aria-labelledby={`${ids}-items`}>
        <h3 id={`${ids}-items`}>
          {selectedState
            ? intl.formatMessage(m.itemsTitle, { label: labelOf(selectedState) })
            : intl.formatMessage(m.itemsHint)}
        </h3>
        {selectedState ? <ItemsTable kind={kind} items={items} /> : null}
      </section>
      {counts ? (
        <FlowTables
          graph={graph}
          machineName={machineName}
          labelOf={labelOf}
          stateCounts={stateCounts}
          edgeCounts={edgeCounts}
        />
      ) : null}
    </div>
  )
}

function ItemsTable({ kind, items }: { kind: LifecycleKind; items: MockFlowItem[] | null }) {
  const intl = useIntl()
  if (items === null) return <p role="status">{intl.formatMessage(m.itemsLoading)}</p>
  if (items.length === 0) return <p role="status">{intl.formatMessage(m.itemsEmpty)}</p>
  return (
    <table className="flow-table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.colNumber)}</th>
          <th scope="col">{intl.formatMessage(m.colBuyer)}</th>
          <th scope="col">{intl.formatMessage(m.colAmount)}</th>
          <th scope="col">{intl.formatMessage(m.colEntered)}</th>
          <th scope="col">{intl.formatMessage(m.colCreated)}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.sn}>
            <th scope="row">
              {kind === 'refund'
                ? intl.formatMessage(m.refundOf, { afsSn: item.sn, orderSn: item.orderSn })
                : item.sn}
            </th>
            <td>{item.memberEmail}</td>
            <td>{formatMoney(item.amount)}</td>
            <td>{item.enteredTime ? formatDateTime(item.enteredTime) : ''}</td>
            <td>{formatDateTime(item.createTime)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
