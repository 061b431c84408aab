// "Flujos de pedidos" in the mock control panel (issue 13 item 2): a button that opens the analysts' flow view
// in a dialog wide enough for a diagram. The figures come from the mock-only operations getMockOrderFlows and
// listMockFlowItems; the diagrams from the lifecycle machines themselves (machines/diagram).
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { machineGraph } from '../../../machines/diagram/machine-graph'
import { lifecycles, type LifecycleKind } from '../../../machines/order-lifecycle/lifecycle'
import { call, client } from '../../../src/api/client'
import { Dialog } from '../../../src/components/dialog'
import { flowMessages as m } from './flow-messages'
import { FlowsIntl } from './flows-intl'
import { OrderFlowsView, type FlowPeriod, type MockFlowCounts, type MockFlowItem } from './order-flows-view'
import { stateLabeller } from './state-labels'

export const getMockOrderFlows = (kind: LifecycleKind, period: FlowPeriod) =>
  call('GET', client.GET('/v3/mock/front/flows', { params: { query: { kind, period } } }))
export const listMockFlowItems = (kind: LifecycleKind, state: string) =>
  call('GET', client.GET('/v3/mock/front/flows/items', { params: { query: { kind, state } } }))

export function OrderFlowsSection() {
  return (
    <FlowsIntl>
      <OrderFlowsSectionBody />
    </FlowsIntl>
  )
}

function OrderFlowsSectionBody() {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="mock-flows">
      <h3 id="mock-flows">{intl.formatMessage(m.sectionTitle)}</h3>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.open)}
      </button>
      {open ? (
        <Dialog
          open
          title={intl.formatMessage(m.sectionTitle)}
          onClose={() => setOpen(false)}
          closeLabel={intl.formatMessage(m.close)}
          width={1400}
        >
          <OrderFlows />
        </Dialog>
      ) : null}
    </section>
  )
}

/** The flow view with its data: figures of the chosen lifecycle and period, the orders of the chosen state. */
export function OrderFlows({ initialKind = 'reservation' }: { initialKind?: LifecycleKind }) {
  const intl = useIntl()
  const [kind, setKind] = useState<LifecycleKind>(initialKind)
  const [period, setPeriod] = useState<FlowPeriod>('7d')
  const [counts, setCounts] = useState<MockFlowCounts | null>(null)
  const [failed, setFailed] = useState(false)
  const [reloads, setReloads] = useState(0)
  const [selected, setSelected] = useState<string | null>(null)
  const [items, setItems] = useState<MockFlowItem[] | null>(null)
  const graph = useMemo(() => machineGraph(lifecycles[kind]), [kind])
  const labelOf = useMemo(() => stateLabeller(intl), [intl])

  useEffect(() => {
    let current = true
    getMockOrderFlows(kind, period)
      .then((data) => {
        if (!current) return
        setCounts(data)
        setFailed(false)
      })
      .catch(() => {
        if (current) setFailed(true)
      })
    return () => {
      current = false
    }
  }, [kind, period, reloads])

  useEffect(() => {
    if (!selected) return
    let current = true
    listMockFlowItems(kind, selected)
      .then((data) => {
        if (current) setItems(data)
      })
      .catch(() => {
        if (current) setItems([])
      })
    return () => {
      current = false
    }
  }, [kind, selected, reloads])

  const onKind = useCallback((next: LifecycleKind) => {
    setKind(next)
    setCounts(null)
    setSelected(null)
    setItems(null)
  }, [])

  return (
    <OrderFlowsView
      kind={kind}
      period={period}
      graph={graph}
      labelOf={labelOf}
      counts={counts?.kind === kind ? counts : null}
      failed={failed}
      selected={selected}
      items={items}
      onKind={onKind}
      onPeriod={setPeriod}
      onRefresh={() => setReloads((count) => count + 1)}
      onSelect={(state) => {
        if (state !== selected) setItems(null)
        setSelected(state)
      }}
    />
  )
}
