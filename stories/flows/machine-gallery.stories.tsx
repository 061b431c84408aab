// The state diagrams of every machine in machines/ (issue 13 item 2), generated from the machine definitions
// (machines/diagram): the gallery finds the machines itself (machines/diagram/all-machines.ts), so a new flow
// appears here without a new story. The lifecycles also with fixture counts, as the mock's "Flujos de pedidos"
// shows them.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import type { AnyStateMachine } from 'xstate'
import { allMachines } from '../../machines/diagram/all-machines'
import { machineGraph } from '../../machines/diagram/machine-graph'
import { lifecycles, type LifecycleKind } from '../../machines/order-lifecycle/lifecycle'
import { FlowTables } from '../../mocks/control-panel/flows/flow-tables'
import { FlowsIntl } from '../../mocks/control-panel/flows/flows-intl'
import { edgeKey, StateDiagram } from '../../mocks/control-panel/flows/state-diagram'
import { stateLabeller } from '../../mocks/control-panel/flows/state-labels'

function MachineDiagram({
  name,
  machine,
  counts,
}: {
  name: string
  machine: AnyStateMachine
  counts?: { states: Record<string, number>; moves: [string, string, number][] }
}) {
  const intl = useIntl()
  const graph = useMemo(() => machineGraph(machine), [machine])
  const labelOf = useMemo(() => stateLabeller(intl), [intl])
  const [selected, setSelected] = useState<string | null>(null)
  const stateCounts = counts ? new Map(Object.entries(counts.states)) : undefined
  const edgeCounts = counts
    ? new Map(counts.moves.map(([from, to, count]) => [edgeKey(from, to), count]))
    : undefined
  return (
    <section aria-label={name} style={{ marginBottom: 32 }}>
      <h2 style={{ fontSize: 16 }}>
        <code>{name}</code>
      </h2>
      <StateDiagram
        graph={graph}
        machineName={name}
        labelOf={labelOf}
        stateCounts={stateCounts}
        edgeCounts={edgeCounts}
        unit={machine === lifecycles.refund ? 'refunds' : 'orders'}
        selected={selected}
        onSelect={setSelected}
      />
      <details>
        <summary>
          <code>{name}</code>
        </summary>
        <FlowTables
          graph={graph}
          machineName={name}
          labelOf={labelOf}
          stateCounts={stateCounts}
          edgeCounts={edgeCounts}
        />
      </details>
    </section>
  )
}

function Gallery() {
  return (
    <FlowsIntl>
      {allMachines().map(({ name, machine }) => (
        <MachineDiagram key={name} name={name} machine={machine} />
      ))}
    </FlowsIntl>
  )
}

/** Fixture figures, shaped like the mock's: orders in each state now, moves in the period. */
const FIXTURE_COUNTS: Record<
  LifecycleKind,
  { states: Record<string, number>; moves: [string, string, number][] }
> = {
  regular: {
    states: {
      pendingPayment: 4,
      pendingShipment: 3,
      partiallyShipped: 1,
      pendingReceipt: 2,
      afterSales: 1,
      cancelled: 5,
    },
    moves: [
      ['pendingPayment', 'pendingShipment', 6],
      ['pendingPayment', 'cancelled', 3],
      ['pendingShipment', 'partiallyShipped', 2],
      ['partiallyShipped', 'pendingReceipt', 1],
      ['pendingReceipt', 'afterSales', 1],
    ],
  },
  reservation: {
    states: {
      waitingReview: 2,
      waitingQuote: 1,
      waitingDeposit: 3,
      preparing: 1,
      waitingFinalPayment: 1,
      finished: 2,
    },
    moves: [
      ['waitingReview', 'waitingQuote', 3],
      ['waitingQuote', 'waitingDeposit', 3],
      ['waitingDeposit', 'preparing', 1],
      ['shipping', 'shipping', 2],
    ],
  },
  refund: {
    states: { applied: 2, refused: 1, waitingReturn: 1, refunded: 3 },
    moves: [
      ['applied', 'refunded', 2],
      ['applied', 'refused', 1],
      ['refused', 'applied', 1],
    ],
  },
}

function Lifecycle({ kind }: { kind: LifecycleKind }) {
  return (
    <FlowsIntl>
      <MachineDiagram
        name={`order-lifecycle/${kind}`}
        machine={lifecycles[kind]}
        counts={FIXTURE_COUNTS[kind]}
      />
    </FlowsIntl>
  )
}

const meta = {
  title: 'Flujos/Máquinas de estados',
  component: Gallery,
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

/** Every machine of machines/, without counts. */
export const Galeria: Story = {}

export const PedidoNormalConCifras: Story = { render: () => <Lifecycle kind="regular" /> }
export const PedidoDeReservaConCifras: Story = { render: () => <Lifecycle kind="reservation" /> }
export const ReembolsoConCifras: Story = { render: () => <Lifecycle kind="refund" /> }
