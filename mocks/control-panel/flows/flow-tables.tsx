// The text alternative of a state diagram: its states (with how many are in each now) and its transitions
// (with how many took each in the period), from the same graph the diagram draws.
import { useIntl } from 'react-intl'
import { isContainer, type GraphState, type MachineGraph } from '../../../machines/diagram/machine-graph'
import { drawnEdges } from '../../../machines/diagram/machine-layout'
import { flowMessages as m } from './flow-messages'
import { edgeKey } from './state-diagram'

export interface FlowTablesProps {
  graph: MachineGraph
  machineName: string
  labelOf: (state: GraphState) => string
  stateCounts?: ReadonlyMap<string, number>
  edgeCounts?: ReadonlyMap<string, number>
}

export function FlowTables({ graph, machineName, labelOf, stateCounts, edgeCounts }: FlowTablesProps) {
  const intl = useIntl()
  const byId = new Map(graph.states.map((state) => [state.id, state]))
  const nameOf = (id: string) => {
    if (id === '') return intl.formatMessage(m.anyState)
    const state = byId.get(id)
    return state ? labelOf(state) : id
  }
  const typeOf = (state: GraphState) =>
    [
      state.initial || graph.initial === state.id ? intl.formatMessage(m.typeInitial) : null,
      state.type === 'final' ? intl.formatMessage(m.typeFinal) : null,
      state.type === 'compound' ? intl.formatMessage(m.typeCompound) : null,
      state.type === 'parallel' ? intl.formatMessage(m.typeParallel) : null,
    ]
      .filter(Boolean)
      .join(', ')

  return (
    <div className="flow-tables">
      <table className="flow-table">
        <caption>{intl.formatMessage(m.tableStates, { machine: machineName })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.colState)}</th>
            <th scope="col">{intl.formatMessage(m.colName)}</th>
            <th scope="col">{intl.formatMessage(m.colKind)}</th>
            {stateCounts ? <th scope="col">{intl.formatMessage(m.colNow)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {graph.states.map((state) => (
            <tr key={state.id}>
              <th scope="row">{labelOf(state)}</th>
              <td>
                <code>{state.id}</code>
              </td>
              <td>{typeOf(state)}</td>
              {stateCounts ? <td>{isContainer(state) ? '' : (stateCounts.get(state.id) ?? 0)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="flow-table">
        <caption>{intl.formatMessage(m.tableTransitions, { machine: machineName })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.colFrom)}</th>
            <th scope="col">{intl.formatMessage(m.colTo)}</th>
            <th scope="col">{intl.formatMessage(m.colEvents)}</th>
            {edgeCounts ? <th scope="col">{intl.formatMessage(m.colTaken)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {drawnEdges(graph).map((edge) => (
            <tr key={edge.id}>
              <th scope="row">{nameOf(edge.source)}</th>
              <td>{edge.target === edge.source ? intl.formatMessage(m.sameState) : nameOf(edge.target)}</td>
              <td>
                {edge.lines.map((line, index) => (
                  <code key={index} className="flow-table__event">
                    {line}
                  </code>
                ))}
              </td>
              {edgeCounts ? <td>{edgeCounts.get(edgeKey(edge.source, edge.target)) ?? 0}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
