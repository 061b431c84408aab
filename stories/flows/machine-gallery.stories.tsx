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
import {
  lifecycles,
  type LifecycleKind,
  type PersistedLifecycle,
} from '../../machines/order-lifecycle/lifecycle'
import { FlowTables } from '../../mocks/control-panel/flows/flow-tables'
import { FlowsIntl } from '../../mocks/control-panel/flows/flows-intl'
import { edgeKey, StateDiagram } from '../../mocks/control-panel/flows/state-diagram'
import { stateLabeller } from '../../mocks/control-panel/flows/state-labels'
import { step, walk, type EventOf } from '../lifecycle-fixtures'

function MachineDiagram({
  name,
  machine,
  counts,
}: {
  name: string
  machine: AnyStateMachine
  counts?: Counts
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

type Counts = { states: Record<string, number>; moves: [string, string, number][] }

/**
 * Fixture figures of one lifecycle, shaped like the mock's: how many are in the state each walk reaches now,
 * and how often the event after a walk moved one in the period (from the state the walk reaches to where the
 * event leads). The states come from walking the machine, so the figures follow a renamed state.
 */
function figuresOf<K extends LifecycleKind>(
  kind: K,
  states: [PersistedLifecycle<K>, number][],
  moves: [PersistedLifecycle<K>, EventOf<K>, number][],
): Counts {
  return {
    states: Object.fromEntries(states.map(([lifecycle, count]) => [lifecycle.state, count])),
    moves: moves.map(([lifecycle, event, count]) => [
      lifecycle.state,
      step(kind, lifecycle, event).state,
      count,
    ]),
  }
}

const UNITS = { unitsTotal: 120 }
const regular = (...events: EventOf<'regular'>[]) => walk('regular', UNITS, events)
const reservation = (...events: EventOf<'reservation'>[]) => walk('reservation', UNITS, events)
const refund = (...events: EventOf<'refund'>[]) => walk('refund', { type: 'refund' }, events)
const aReturn = (...events: EventOf<'refund'>[]) => walk('refund', { type: 'return' }, events)

const paid = { type: 'payment.paid' } as const
const firstBatch = { type: 'batch.shipped', units: 40 } as const
const approved = { type: 'supplier.approved' } as const
const quoted = { type: 'supplier.quoted', total: 3000, deposit: 900 } as const
const depositPaid = { type: 'deposit.paid', payerMemberId: 1 } as const
const prepared = { type: 'goods.prepared' } as const
const finalPaid = { type: 'finalPayment.paid', payerMemberId: 1 } as const
const supplierRefused = { type: 'supplier.refused', reason: 'Faltan fotos.' } as const
const confirmed = { type: 'supplier.confirmed' } as const

const FIXTURE_COUNTS: Record<LifecycleKind, Counts> = {
  regular: figuresOf(
    'regular',
    [
      [regular(), 4],
      [regular(paid), 3],
      [regular(paid, firstBatch), 1],
      [regular(paid, { type: 'batch.shipped', units: 120 }), 2],
      [regular(paid, { type: 'batch.shipped', units: 120 }, { type: 'refund.opened' }), 1],
      [regular({ type: 'payment.expired' }), 5],
    ],
    [
      [regular(), paid, 6],
      [regular(), { type: 'payment.expired' }, 3],
      [regular(paid), firstBatch, 2],
      [regular(paid, firstBatch), { type: 'batch.shipped', units: 80 }, 1],
      [regular(paid, { type: 'batch.shipped', units: 120 }), { type: 'refund.opened' }, 1],
    ],
  ),
  reservation: figuresOf(
    'reservation',
    [
      [reservation(), 2],
      [reservation(approved), 1],
      [reservation(approved, quoted), 3],
      [reservation(approved, quoted, depositPaid), 1],
      [reservation(approved, quoted, depositPaid, prepared), 1],
      [
        reservation(
          approved,
          quoted,
          depositPaid,
          prepared,
          finalPaid,
          { type: 'batch.shipped', units: 120 },
          { type: 'pickup.ready', pickupCode: '731406' },
          { type: 'goods.pickedUp', pickupCode: '731406' },
          { type: 'receipt.confirmed' },
        ),
        2,
      ],
    ],
    [
      [reservation(), approved, 3],
      [reservation(approved), quoted, 3],
      [reservation(approved, quoted), depositPaid, 1],
      // a later batch: the order stays where it is
      [
        reservation(approved, quoted, depositPaid, prepared, finalPaid, { type: 'batch.shipped', units: 70 }),
        { type: 'batch.shipped', units: 50 },
        2,
      ],
    ],
  ),
  refund: figuresOf(
    'refund',
    [
      [refund(), 2],
      [refund(supplierRefused), 1],
      [aReturn(confirmed), 1],
      [refund(confirmed), 3],
    ],
    [
      [refund(), confirmed, 2],
      [refund(), supplierRefused, 1],
      [refund(supplierRefused), { type: 'buyer.reapplied' }, 1],
    ],
  ),
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
