// "Pedidos" of the mock control panel (issue 6 item 7): as the supplier or the platform, act on any member's
// order through the mock-only operations listMockOrders and mockOrderAction. The panel offers exactly the
// actions the order's lifecycle machine takes in its current state (`can` of machines/order-lifecycle/
// lifecycle.ts, with the row's persisted lifecycle) and draws the timeline from the machine definition
// (`timelineOf`); the mock backend stays the authority, and a refused action shows the server's message.
import { memo, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AnyStateMachine, EventObject, MachineContext, TransitionDefinition } from 'xstate'
import {
  can,
  lifecycles,
  metaOf,
  isKnownState,
  stateNames,
  timelineOf,
  type LifecycleKind,
  type PersistedLifecycle,
} from '../../machines/order-lifecycle/lifecycle'
import { call, client, JSON_BODY } from '../../src/api/client'
import { ApiError } from '../../src/api/errors'
import type { components, paths } from '../../src/api/schema'
import { formatDateTime, formatMoney } from '../../src/i18n/format'
import type { Message } from '../../src/lib/intl'
import { panelMessages as m } from './messages'
import { ActionButtons } from './action-buttons'
import { ACTION_TEXT, OrderActionForms } from './order-action-forms'
import { OrderFilter } from './order-filter'

type MockOrderRow = components['schemas']['MockOrderRow']
type Lifecycle = components['schemas']['Lifecycle']
type Batch = components['schemas']['Batch']
export type OrderActionBody =
  paths['/v3/mock/front/orders/act']['post']['requestBody']['content']['application/json']
type OrderAction = OrderActionBody['action']

export const listMockOrders = (query: { memberEmail?: string; open?: boolean }) =>
  call('GET', client.GET('/v3/mock/front/orders', { params: { query } }))
/** Silent: the panel shows a refusal next to the order itself. */
export const mockOrderAction = (body: OrderActionBody) =>
  call('POST', client.POST('/v3/mock/front/orders/act', { body, headers: JSON_BODY }), { silent: true })

// ---------------------------------------------------------------------------------------------------------
// Shared with the refund section: the machine's timeline, a fact of a row, and the action runner.

/** Whether the lifecycle machine of `kind` takes `event` in the persisted state (false for an unknown state). */
export function machineTakes(kind: LifecycleKind, lifecycle: Lifecycle, event: { type: string }): boolean {
  if (!isKnownState(kind, lifecycle.state)) return false
  const persisted = { state: lifecycle.state, context: lifecycle.context } as unknown as PersistedLifecycle
  return can(kind, persisted as never, event as never)
}

/**
 * The main states reached before the current one, read from the definition (the panel's rows carry no
 * history): up to the state an open refund interrupted (`resumeState`), else up to the earliest main state
 * with a transition into the current one. Only used by the timeline of a detour or an end state.
 */
export function visitedBefore(kind: LifecycleKind, lifecycle: Lifecycle): string[] {
  const main = stateNames(kind).filter((name) => metaOf(kind, name).step === 'main')
  const resume = lifecycle.context.resumeState
  let last = typeof resume === 'string' ? (main as string[]).indexOf(resume) : -1
  if (last < 0) {
    const nodes = (lifecycles[kind] as AnyStateMachine).root.states
    const entersCurrent = (transition: TransitionDefinition<MachineContext, EventObject>) =>
      transition.target?.some((node) => node.key === lifecycle.state) ?? false
    last = main.findIndex((name) =>
      Object.values(nodes[name]!.on).some((transitions) => transitions.some(entersCurrent)),
    )
  }
  return last < 0 ? [] : main.slice(0, last + 1)
}

const STEP_TEXT = { done: m.stepDone, current: m.stepCurrent, upcoming: m.stepUpcoming } as const

/** A compact timeline of the machine's states (names of the definition: this is the developers' window). */
export function MachineTimeline({
  kind,
  lifecycle,
  label,
  withReturn,
}: {
  kind: LifecycleKind
  lifecycle: Lifecycle
  label: string
  withReturn?: boolean
}) {
  const intl = useIntl()
  if (!isKnownState(kind, lifecycle.state)) return null
  const steps = timelineOf(
    kind,
    lifecycle.state,
    visitedBefore(kind, lifecycle),
    withReturn === undefined ? {} : { withReturn },
  )
  return (
    <ol className="mock-timeline" aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.state}
          className={`mock-timeline__step mock-timeline__step--${step.status}`}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <code>{step.state}</code>{' '}
          <span className="visually-hidden">{intl.formatMessage(STEP_TEXT[step.status])}</span>
        </li>
      ))}
    </ol>
  )
}

export function Fact({ label, children }: { label: Message; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage {...label} />
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * Runs one action at a time (a second click while one is in flight is ignored), keeps the server's refusal
 * per row (`errors[key]`) and the last success (`status`), then asks the panel to reload its lists.
 */
export function useRowActions(onChanged: () => void) {
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function run(key: string, action: () => Promise<string>) {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    setStatus('')
    setErrors(({ [key]: _dropped, ...rest }) => rest)
    try {
      setStatus(await action())
    } catch (error) {
      const message = error instanceof ApiError && error.kind === 'state' ? error.serverMessage : undefined
      if (message) setErrors((current) => ({ ...current, [key]: message }))
      // other failures: the request layer already told the user
    } finally {
      inFlight.current = false
      setBusy(false)
      onChanged()
    }
  }

  return { busy, status, errors, run }
}

/** A refusal whose row left the list (e.g. the order is no longer open): shown at the top of the section. */
export function OrphanErrors({
  errors,
  keys,
  format,
}: {
  errors: Record<string, string>
  keys: readonly string[] | null
  format: (key: string, message: string) => string
}) {
  const orphans = Object.entries(errors).filter(([key]) => keys !== null && !keys.includes(key))
  if (orphans.length === 0) return null
  return (
    <div role="alert">
      {orphans.map(([key, message]) => (
        <p key={key} className="mock-panel__error">
          {format(key, message)}
        </p>
      ))}
    </div>
  )
}

// ---------------------------------------------------------------------------------------------------------

type Probe = [OrderAction, { type: string } & Record<string, unknown>]

/** The supplier actions the order's machine takes now (each probed with a valid event of its kind). */
function offeredActions(row: MockOrderRow): Set<OrderAction> {
  const { lifecycle } = row
  if (lifecycle.kind === 'refund') return new Set()
  const context = lifecycle.context
  const issuedCode = typeof context.pickupCode === 'string' ? context.pickupCode : ''
  const probes: Probe[] =
    lifecycle.kind === 'reservation'
      ? [
          ['approve', { type: 'supplier.approved' }],
          ['reject', { type: 'supplier.rejected', reason: 'probe' }],
          ['quote', { type: 'supplier.quoted', total: 100, deposit: 30 }],
          ['prepare', { type: 'goods.prepared' }],
          ['shipBatch', { type: 'batch.shipped', units: 1 }],
          ['pickupReady', { type: 'pickup.ready', pickupCode: '000000' }],
          ['pickedUp', { type: 'goods.pickedUp', pickupCode: issuedCode }],
        ]
      : [
          ['shipBatch', { type: 'batch.shipped', units: 1 }],
          ['pickedUp', { type: 'goods.pickedUp', pickupCode: issuedCode }],
          ['rejectOrder', { type: 'supplier.rejected', reason: 'probe' }],
        ]
  return new Set(
    probes.filter(([, event]) => machineTakes(lifecycle.kind, lifecycle, event)).map(([action]) => action),
  )
}

const LOGISTICS_TEXT: Record<Batch['logisticsState'], Message> = {
  preparing: m.logisticsPreparing,
  prepared: m.logisticsPrepared,
  waitingTransport: m.logisticsWaitingTransport,
  inTransit: m.logisticsInTransit,
  delivered: m.logisticsDelivered,
}

/**
 * As the supplier and the platform: every member's orders, with the actions their machines take now
 * (memo: typing elsewhere in the panel does not render every row again).
 */
export const OrderSection = memo(function OrderSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [query, setQuery] = useState({ email: '', orderSn: '', openOnly: true, tick: 0 })
  const [orders, setOrders] = useState<MockOrderRow[] | null>(null)
  const sequence = useRef(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    const ticket = (sequence.current += 1)
    listMockOrders({
      ...(query.email ? { memberEmail: query.email } : {}),
      ...(query.openOnly ? { open: true } : {}),
    })
      .then((rows) => {
        if (ticket === sequence.current) setOrders(rows)
      })
      .catch(() => undefined)
  }, [query])

  useEffect(load, [load, refreshKey])

  function act(row: MockOrderRow, body: Omit<OrderActionBody, 'orderSn'>) {
    const action = intl.formatMessage(ACTION_TEXT[body.action])
    void run(row.orderSn, async () => {
      const detail = await mockOrderAction({ orderSn: row.orderSn, ...body })
      return intl.formatMessage(m.orderActionDone, {
        orderSn: row.orderSn,
        action,
        state: detail.orderStateValue,
      })
    })
  }

  // the number is filtered here: the mock lists by buyer and openness only
  const shown = orders && orders.filter((row) => row.orderSn.includes(query.orderSn))

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.ordersTitle} />
      </h3>
      <OrderFilter
        openOnly={query.openOnly}
        onOpenOnly={(openOnly) => setQuery({ ...query, openOnly })}
        onApply={(filter) => setQuery({ ...query, ...filter, tick: query.tick + 1 })}
      />
      <p role="status" className="mock-panel__status">
        {status}
      </p>
      <OrphanErrors
        errors={errors}
        keys={shown ? shown.map((row) => row.orderSn) : null}
        format={(orderSn, message) => intl.formatMessage(m.orderActionRefused, { orderSn, message })}
      />
      {shown && shown.length === 0 ? (
        <p>
          <FormattedMessage {...m.ordersEmpty} />
        </p>
      ) : null}
      <ul className="mock-orders">
        {(shown ?? []).map((row) => (
          <OrderItem
            key={row.orderSn}
            row={row}
            busy={busy}
            error={errors[row.orderSn]}
            onAct={(body) => act(row, body)}
          />
        ))}
      </ul>
    </section>
  )
})

function OrderItem({
  row,
  busy,
  error,
  onAct,
}: {
  row: MockOrderRow
  busy: boolean
  error: string | undefined
  onAct: (body: Omit<OrderActionBody, 'orderSn'>) => void
}) {
  const intl = useIntl()
  const ids = useId()

  const kind = row.lifecycle.kind === 'reservation' ? 'reservation' : 'regular'
  const offered = offeredActions(row)
  const context = row.lifecycle.context
  const openBatches = (row.batches ?? []).filter((batch) => batch.logisticsState !== 'delivered')

  return (
    <li className="mock-order" aria-labelledby={`${ids}-title`}>
      <h4 id={`${ids}-title`}>{row.orderSn}</h4>
      <dl className="mock-order__facts">
        <Fact label={m.orderMember}>{row.memberEmail}</Fact>
        <Fact label={m.orderStore}>{row.storeName}</Fact>
        <Fact label={m.orderType}>
          <FormattedMessage {...(kind === 'reservation' ? m.orderTypeReservation : m.orderTypeRegular)} />
        </Fact>
        <Fact label={m.orderState}>{row.orderStateValue}</Fact>
        <Fact label={m.orderMachineState}>
          <code>{row.lifecycle.state}</code>
        </Fact>
        <Fact label={m.orderTotal}>{formatMoney(row.totalMoney)}</Fact>
        {row.depositAmount != null ? (
          <Fact label={m.orderDeposit}>{formatMoney(row.depositAmount)}</Fact>
        ) : null}
        {row.finalAmount != null ? <Fact label={m.orderFinal}>{formatMoney(row.finalAmount)}</Fact> : null}
        {typeof context.unitsShipped === 'number' && typeof context.unitsTotal === 'number' ? (
          <Fact label={m.orderUnits}>
            <FormattedMessage
              {...m.orderUnitsValue}
              values={{ shipped: context.unitsShipped, total: context.unitsTotal }}
            />
          </Fact>
        ) : null}
        {row.pickupCode ? <Fact label={m.orderPickupCode}>{row.pickupCode}</Fact> : null}
        {row.finalPaymentDeadline ? (
          <Fact label={m.orderFinalDeadline}>{formatDateTime(row.finalPaymentDeadline)}</Fact>
        ) : null}
        {row.receiptDeadline ? (
          <Fact label={m.orderReceiptDeadline}>{formatDateTime(row.receiptDeadline)}</Fact>
        ) : null}
        <Fact label={m.orderCreated}>{formatDateTime(row.createTime)}</Fact>
      </dl>
      <MachineTimeline
        kind={kind}
        lifecycle={row.lifecycle}
        label={intl.formatMessage(m.orderTimeline, { orderSn: row.orderSn })}
      />
      {row.batches && row.batches.length > 0 ? (
        <>
          <h5>
            <FormattedMessage {...m.batchesTitle} />
          </h5>
          <ul className="mock-order__batches">
            {row.batches.map((batch) => (
              <li
                key={batch.batchNo}
                aria-label={intl.formatMessage(m.batchName, { batchNo: batch.batchNo })}
              >
                <FormattedMessage
                  {...m.batchSummary}
                  values={{
                    batchNo: batch.batchNo,
                    units: batch.units,
                    container: batch.containerNumber || intl.formatMessage(m.batchNoContainer),
                    logistics: intl.formatMessage(LOGISTICS_TEXT[batch.logisticsState]),
                  }}
                />
                {openBatches.includes(batch) ? (
                  <button
                    type="button"
                    className="button mock-order__inline"
                    disabled={busy}
                    onClick={() => onAct({ action: 'advanceLogistics', batchNo: batch.batchNo })}
                  >
                    <FormattedMessage {...m.actionAdvanceLogistics} />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {offered.size === 0 ? (
        <p className="mock-order__hint">
          <FormattedMessage {...m.noActions} />
        </p>
      ) : null}
      <ActionButtons
        actions={(['approve', 'prepare', 'pickupReady'] as const).filter((action) => offered.has(action))}
        labels={{ approve: m.actionApprove, prepare: m.actionPrepare, pickupReady: m.actionPickupReady }}
        busy={busy}
        onAct={(action) => onAct({ action })}
      />

      <OrderActionForms ids={ids} kind={kind} offered={offered} busy={busy} onAct={onAct} />

      {error ? (
        <p role="alert" className="mock-panel__error">
          {error}
        </p>
      ) : null}
    </li>
  )
}
