// The supplier's action forms of one order of the panel's "Pedidos" (issue 6 item 7): quote, ship a batch,
// picked up with the code, reject; each shown only when the order's machine takes that action now.
import { useState, type FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import type { Message } from '../../src/lib/intl'
import { panelMessages as m } from './messages'
import type { OrderActionBody } from './order-section'

type OrderAction = OrderActionBody['action']

// the contract's limits of mockOrderAction
const REASON_MIN = 2
const REASON_MAX = 200
const NOTE_MAX = 200
const TOTAL_MAX = 99999999
const CONTAINER = /^[A-Z]{4}[0-9]{7}$/
const PICKUP_CODE = /^[0-9]{6}$/

export const ACTION_TEXT: Record<OrderAction, Message> = {
  approve: m.actionApprove,
  reject: m.actionReject,
  quote: m.actionQuote,
  prepare: m.actionPrepare,
  shipBatch: m.actionShipBatch,
  advanceLogistics: m.actionAdvanceLogistics,
  pickupReady: m.actionPickupReady,
  pickedUp: m.actionPickedUp,
  rejectOrder: m.actionRejectOrder,
}

const parseAmount = (text: string) => {
  const value = Number(text.trim().replace(',', '.'))
  return Number.isFinite(value) && value > 0 && value <= TOTAL_MAX ? Math.round(value * 100) / 100 : null
}

export function OrderActionForms({
  ids,
  kind,
  offered,
  busy,
  onAct,
}: {
  /** the order item's id prefix */
  ids: string
  kind: 'reservation' | 'regular'
  offered: Set<OrderAction>
  busy: boolean
  onAct: (body: Omit<OrderActionBody, 'orderSn'>) => void
}) {
  const [reason, setReason] = useState('')
  const [total, setTotal] = useState('')
  const [note, setNote] = useState('')
  const [units, setUnits] = useState('')
  const [container, setContainer] = useState('')
  const [toPickup, setToPickup] = useState(false)
  const [pickupCode, setPickupCode] = useState('')

  const reasonOk = reason.trim().length >= REASON_MIN && reason.trim().length <= REASON_MAX
  const quoteTotal = parseAmount(total)
  const unitCount = /^[0-9]+$/.test(units.trim()) ? Number(units.trim()) : 0
  const containerOk = container === '' || CONTAINER.test(container)
  const rejectAction: OrderAction | null = offered.has('reject')
    ? 'reject'
    : offered.has('rejectOrder')
      ? 'rejectOrder'
      : null

  const submit = (body: Omit<OrderActionBody, 'orderSn'>) => (event: FormEvent) => {
    event.preventDefault()
    onAct(body)
  }

  return (
    <>
      {offered.has('quote') ? (
        <form
          className="mock-order__form"
          onSubmit={submit({
            action: 'quote',
            total: quoteTotal ?? 0,
            ...(note.trim() ? { note: note.trim() } : {}),
          })}
        >
          <div className="mock-panel__row">
            <label htmlFor={`${ids}-total`}>
              <FormattedMessage {...m.quoteTotal} />
            </label>
            <input
              id={`${ids}-total`}
              inputMode="decimal"
              value={total}
              aria-describedby={`${ids}-total-hint`}
              onChange={(event) => setTotal(event.target.value)}
            />
            <span id={`${ids}-total-hint`} className="mock-order__hint">
              <FormattedMessage {...m.quoteHint} />
            </span>
          </div>
          <div className="mock-panel__row">
            <label htmlFor={`${ids}-note`}>
              <FormattedMessage {...m.quoteNote} />
            </label>
            <input
              id={`${ids}-note`}
              className="mock-panel__wide"
              maxLength={NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary" disabled={busy || quoteTotal === null}>
            <FormattedMessage {...m.actionQuote} />
          </button>
        </form>
      ) : null}

      {offered.has('shipBatch') ? (
        <form
          className="mock-order__form"
          onSubmit={submit({
            action: 'shipBatch',
            units: unitCount,
            ...(container ? { containerNumber: container } : {}),
            ...(kind === 'regular' && toPickup ? { toPickup: true } : {}),
          })}
        >
          <div className="mock-panel__row">
            <label htmlFor={`${ids}-units`}>
              <FormattedMessage {...m.unitsLabel} />
            </label>
            <input
              id={`${ids}-units`}
              type="number"
              min={1}
              step={1}
              value={units}
              onChange={(event) => setUnits(event.target.value)}
            />
          </div>
          <div className="mock-panel__row">
            <label htmlFor={`${ids}-container`}>
              <FormattedMessage {...m.containerLabel} />
            </label>
            <input
              id={`${ids}-container`}
              className="mock-order__container"
              maxLength={11}
              value={container}
              aria-describedby={`${ids}-container-hint`}
              aria-invalid={containerOk ? undefined : true}
              onChange={(event) => setContainer(event.target.value.toUpperCase().replace(/\s/g, ''))}
            />
            <span id={`${ids}-container-hint`} className="mock-order__hint">
              <FormattedMessage {...m.containerHint} />
            </span>
          </div>
          {kind === 'regular' ? (
            <div className="mock-panel__row">
              <label>
                <input
                  type="checkbox"
                  className="mock-panel__check"
                  checked={toPickup}
                  onChange={(event) => setToPickup(event.target.checked)}
                />{' '}
                <FormattedMessage {...m.toPickupLabel} />
              </label>
            </div>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={busy || unitCount < 1 || !containerOk}
          >
            <FormattedMessage {...m.actionShipBatch} />
          </button>
        </form>
      ) : null}

      {offered.has('pickedUp') ? (
        <form className="mock-order__form" onSubmit={submit({ action: 'pickedUp', pickupCode })}>
          <div className="mock-panel__row">
            <label htmlFor={`${ids}-code`}>
              <FormattedMessage {...m.pickupCodeLabel} />
            </label>
            <input
              id={`${ids}-code`}
              inputMode="numeric"
              maxLength={6}
              value={pickupCode}
              aria-describedby={`${ids}-code-hint`}
              onChange={(event) => setPickupCode(event.target.value.trim())}
            />
            <span id={`${ids}-code-hint`} className="mock-order__hint">
              <FormattedMessage {...m.pickupCodeHint} />
            </span>
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy || !PICKUP_CODE.test(pickupCode)}
          >
            <FormattedMessage {...m.actionPickedUp} />
          </button>
        </form>
      ) : null}

      {rejectAction ? (
        <form className="mock-order__form" onSubmit={submit({ action: rejectAction, reason: reason.trim() })}>
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
            <FormattedMessage {...ACTION_TEXT[rejectAction]} />
          </button>
        </form>
      ) : null}
    </>
  )
}
