// "Reembolsos" of the mock control panel (issue 6 item 7): as the supplier, refuse (with a reason) or confirm a
// buyer's refund, and confirm that returned goods arrived — through listMockRefunds and mockRefundAction. Only
// the actions the refund machine takes now are offered (`can`); the timeline reads its definition.
import { memo, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { call, client, JSON_BODY } from '../../src/api/client'
import type { components, paths } from '../../src/api/schema'
import { formatDateTime, formatMoney } from '../../src/i18n/format'
import type { Message } from '../../src/lib/intl'
import { panelMessages as m } from './messages'
import { Fact, MachineTimeline, OrphanErrors, machineTakes, useRowActions } from './order-section'
import { ActionButtons } from './action-buttons'

type MockRefundRow = components['schemas']['MockRefundRow']
export type RefundActionBody =
  paths['/v3/mock/front/refunds/act']['post']['requestBody']['content']['application/json']
type RefundAction = RefundActionBody['action']

export const listMockRefunds = (query: { open?: boolean }) =>
  call('GET', client.GET('/v3/mock/front/refunds', { params: { query } }))
/** Silent: the panel shows a refusal next to the refund itself. */
export const mockRefundAction = (body: RefundActionBody) =>
  call('POST', client.POST('/v3/mock/front/refunds/act', { body, headers: JSON_BODY }), { silent: true })

const REASON_MIN = 2
const REASON_MAX = 200

const ACTION_TEXT: Record<RefundAction, Message> = {
  refuse: m.refundRefuse,
  confirm: m.refundConfirm,
  receiveReturn: m.refundReceiveReturn,
}

function offeredActions(row: MockRefundRow): Set<RefundAction> {
  const probes: [RefundAction, { type: string } & Record<string, unknown>][] = [
    ['refuse', { type: 'supplier.refused', reason: 'probe' }],
    ['confirm', { type: 'supplier.confirmed' }],
    ['receiveReturn', { type: 'return.received' }],
  ]
  return new Set(
    probes.filter(([, event]) => machineTakes('refund', row.lifecycle, event)).map(([action]) => action),
  )
}

/**
 * As the supplier: every refund, with the actions its machine takes now (memo: typing elsewhere in the panel does
 * not render every row again).
 */
export const RefundSection = memo(function RefundSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [query, setQuery] = useState({ openOnly: true, tick: 0 })
  const [refunds, setRefunds] = useState<MockRefundRow[] | null>(null)
  const sequence = useRef(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    const ticket = (sequence.current += 1)
    listMockRefunds(query.openOnly ? { open: true } : {})
      .then((rows) => {
        if (ticket === sequence.current) setRefunds(rows)
      })
      .catch(() => undefined)
  }, [query])

  useEffect(load, [load, refreshKey])

  function act(row: MockRefundRow, body: Omit<RefundActionBody, 'afsSn'>) {
    const action = intl.formatMessage(ACTION_TEXT[body.action])
    void run(row.afsSn, async () => {
      const detail = await mockRefundAction({ afsSn: row.afsSn, ...body })
      return intl.formatMessage(m.refundActionDone, { afsSn: row.afsSn, action, state: detail.stateValue })
    })
  }

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.refundsTitle} />
      </h3>
      <div className="mock-panel__row">
        <label>
          <input
            type="checkbox"
            className="mock-panel__check"
            checked={query.openOnly}
            onChange={(event) => setQuery({ ...query, openOnly: event.target.checked })}
          />{' '}
          <FormattedMessage {...m.refundsOpenOnly} />
        </label>
        <button type="button" className="button" onClick={() => setQuery({ ...query, tick: query.tick + 1 })}>
          <FormattedMessage {...m.refundsRefresh} />
        </button>
      </div>
      <p role="status" className="mock-panel__status">
        {status}
      </p>
      <OrphanErrors
        errors={errors}
        keys={refunds ? refunds.map((row) => row.afsSn) : null}
        format={(afsSn, message) => intl.formatMessage(m.refundActionRefused, { afsSn, message })}
      />
      {refunds && refunds.length === 0 ? (
        <p>
          <FormattedMessage {...m.refundsEmpty} />
        </p>
      ) : null}
      <ul className="mock-orders">
        {(refunds ?? []).map((row) => (
          <RefundItem
            key={row.afsSn}
            row={row}
            busy={busy}
            error={errors[row.afsSn]}
            onAct={(body) => act(row, body)}
          />
        ))}
      </ul>
    </section>
  )
})

function RefundItem({
  row,
  busy,
  error,
  onAct,
}: {
  row: MockRefundRow
  busy: boolean
  error: string | undefined
  onAct: (body: Omit<RefundActionBody, 'afsSn'>) => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [reason, setReason] = useState('')
  const offered = offeredActions(row)
  const reasonOk = reason.trim().length >= REASON_MIN && reason.trim().length <= REASON_MAX

  function refuse(event: FormEvent) {
    event.preventDefault()
    onAct({ action: 'refuse', reason: reason.trim() })
  }

  return (
    <li className="mock-order" aria-labelledby={`${ids}-title`}>
      <h4 id={`${ids}-title`}>{row.afsSn}</h4>
      <dl className="mock-order__facts">
        <Fact label={m.refundOrder}>{row.orderSn}</Fact>
        <Fact label={m.orderMember}>{row.memberEmail}</Fact>
        <Fact label={m.orderStore}>{row.storeName}</Fact>
        <Fact label={m.orderType}>
          <FormattedMessage {...(row.type === 'return' ? m.refundTypeReturn : m.refundTypeRefund)} />
        </Fact>
        <Fact label={m.orderState}>{row.stateValue}</Fact>
        <Fact label={m.orderMachineState}>
          <code>{row.lifecycle.state}</code>
        </Fact>
        <Fact label={m.refundAmount}>{formatMoney(row.amount)}</Fact>
        <Fact label={m.refundBuyerReason}>{row.reason}</Fact>
        {row.returnLogistics ? (
          <Fact label={m.refundReturn}>
            <FormattedMessage
              {...m.refundReturnValue}
              values={{
                carrier: row.returnLogistics.carrier,
                trackingNumber: row.returnLogistics.trackingNumber,
                date: formatDateTime(row.returnLogistics.time),
              }}
            />
          </Fact>
        ) : null}
        <Fact label={m.orderCreated}>{formatDateTime(row.createTime)}</Fact>
      </dl>
      <MachineTimeline
        kind="refund"
        lifecycle={row.lifecycle}
        withReturn={row.type === 'return'}
        label={intl.formatMessage(m.refundTimeline, { afsSn: row.afsSn })}
      />
      {offered.size === 0 ? (
        <p className="mock-order__hint">
          <FormattedMessage {...m.noActions} />
        </p>
      ) : null}
      <ActionButtons
        actions={(['confirm', 'receiveReturn'] as const).filter((action) => offered.has(action))}
        labels={{ confirm: m.refundConfirm, receiveReturn: m.refundReceiveReturn }}
        busy={busy}
        onAct={(action) => onAct({ action })}
      />
      {offered.has('refuse') ? (
        <form className="mock-order__form" onSubmit={refuse}>
          <div className="mock-panel__row">
            <label htmlFor={`${ids}-reason`}>
              <FormattedMessage {...m.reasonLabel} />
            </label>
            <input
              id={`${ids}-reason`}
              className="mock-panel__wide"
              maxLength={REASON_MAX}
              value={reason}
              aria-describedby={`${ids}-reason-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            <span id={`${ids}-reason-hint`} className="mock-order__hint">
              <FormattedMessage {...m.reasonHint} />
            </span>
          </div>
          <button type="submit" className="button" disabled={busy || !reasonOk}>
            <FormattedMessage {...m.refundRefuse} />
          </button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="mock-panel__error">
          {error}
        </p>
      ) : null}
    </li>
  )
}
