// The mock control panel (mock builds only): a developer or test acts as supplier, platform or payer and
// moves the mock clock. Everything goes through the mock-only endpoints (tag `mock` in openapi/).
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PanelIntl } from './panel-intl'
import {
  advanceMockClock,
  clearMockFaults,
  confirmTransfer,
  getMockFaults,
  getMockState,
  injectMockFault,
  listPendingTransfers,
  rejectTransfer,
  loadMockExtremeData,
  resetMock,
  setProductPrice,
  type MockFault,
  type PendingTransfer,
} from '../../src/api/mock-control'
import type { components } from '../../src/api/schema'
import { formatDateTime, formatMoney } from '../../src/i18n/format'
import { notify } from '../../src/lib/notify'
import { panelMessages as m } from './messages'
import { OutboxSection, ReviewSection } from './account-section'
import { CardSection } from './card-section'
import { PointOrderSection } from './point-order-section'
import { OrderFlowsSection } from './flows/order-flows-section'
import { OrderSection } from './order-section'
import { RefundSection } from './refund-section'
import { RechargeSection } from './wallet-section'
import { SampleApplySection } from './sample-apply-section'
import { DesignerSection } from './designer-section'
import { OptimizeSection } from './optimize-section'
import { AuthenSection } from './authen-section'
import { MaterialCodeSection } from './material-code-section'
import { InquirySection } from './inquiry-section'
import { TenderSection } from './tender-section'
import { ChatSection } from './chat-section'
import { JumpMenu } from './jump-menu'
import './control-panel.css'

type MockState = components['schemas']['MockState']

/** The panel's texts live in their own dictionary, loaded only with the mock code (never in production). */
export function ControlPanel() {
  return (
    <PanelIntl>
      <ControlPanelBody />
    </PanelIntl>
  )
}

function ControlPanelBody() {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<MockState | null>(null)
  const [hours, setHours] = useState('48')
  const [busy, setBusy] = useState(false)
  const panelRef = useRef<HTMLElement>(null)
  const [faults, setFaults] = useState<MockFault[]>([])
  const [fault, setFault] = useState<MockFault>({ pathPrefix: '/v3/', kind: 'http500', times: 1 })
  // the order and refund sections reload when the clock moves (deadlines) or when one of them acted
  const [changes, setChanges] = useState(0)
  const onChanged = useCallback(() => setChanges((count) => count + 1), [])
  const kindLabel = {
    http500: m.faultHttp500,
    network: m.faultNetwork,
    slow: m.faultSlow,
    state: m.faultState,
    sessionInvalid: m.faultSession,
  }

  const refresh = useCallback(() => {
    getMockState()
      .then(setState)
      .catch(() => undefined)
  }, [])

  useEffect(() => {
    if (!open) return
    refresh()
    getMockFaults()
      .then(setFaults)
      .catch(() => undefined)
  }, [open, refresh])

  async function changeFaults(action: () => Promise<unknown>) {
    try {
      await action()
      setFaults(await getMockFaults())
    } catch {
      // the request layer already told the user
    }
  }

  async function run(action: () => Promise<MockState>) {
    if (busy) return
    setBusy(true)
    try {
      setState(await action())
    } catch {
      // the request layer already told the user
    } finally {
      setBusy(false)
    }
  }

  async function reset() {
    if (!window.confirm(intl.formatMessage(m.resetConfirm))) return
    await run(resetMock)
    // the toasts render with the app's dictionary, which does not hold the panel's texts
    notify.toast('success', { text: intl.formatMessage(m.resetDone) })
    window.location.assign('/index')
  }

  async function loadExtreme() {
    await run(loadMockExtremeData)
    notify.toast('success', { text: intl.formatMessage(m.extremeDone) })
    // the screens read their data again; the page hide saves the change first (mocks/browser.ts)
    window.location.reload()
  }

  if (!open) {
    return (
      <button type="button" className="mock-panel-toggle" onClick={() => setOpen(true)}>
        <FormattedMessage {...m.toggle} />
      </button>
    )
  }

  const customHours = Number(hours)
  return (
    <aside className="mock-panel" aria-label={intl.formatMessage(m.title)} ref={panelRef}>
      <div className="mock-panel__top">
        <div className="mock-panel__header">
          <h2>
            <FormattedMessage {...m.title} />
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage(m.close)}
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <JumpMenu panel={panelRef} />
      </div>
      <section aria-labelledby="mock-clock">
        <h3 id="mock-clock">
          <FormattedMessage {...m.clockTitle} />
        </h3>
        {state ? (
          <p>
            <FormattedMessage {...m.clockNow} values={{ now: formatDateTime(state.now) }} />
            <br />
            <FormattedMessage {...m.clockOffset} values={{ hours: state.offsetHours }} />
          </p>
        ) : null}
        <div className="mock-panel__row">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => advanceMockClock(1))}
          >
            <FormattedMessage {...m.advance1} />
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => advanceMockClock(24))}
          >
            <FormattedMessage {...m.advance24} />
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => advanceMockClock(24 * 7))}
          >
            <FormattedMessage {...m.advance7d} />
          </button>
        </div>
        <div className="mock-panel__row">
          <label>
            <FormattedMessage {...m.hoursLabel} />{' '}
            <input
              type="number"
              min={1}
              max={8760}
              value={hours}
              onChange={(event) => setHours(event.target.value)}
            />
          </label>
          <button
            type="button"
            className="button"
            disabled={busy || !(customHours > 0 && customHours <= 8760)}
            onClick={() => void run(() => advanceMockClock(customHours))}
          >
            <FormattedMessage {...m.advanceCustom} />
          </button>
        </div>
      </section>
      <ReviewSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <OutboxSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} />
      <OrderSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <RefundSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <RechargeSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <OrderFlowsSection />
      <PendingTransfersSection />
      <CardSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} />
      <PointOrderSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <SampleApplySection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <DesignerSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <OptimizeSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <AuthenSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <MaterialCodeSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <InquirySection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      <TenderSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} onChanged={onChanged} />
      {import.meta.env.VITE_MSW === 'true' ? (
        <ChatSection refreshKey={`${state?.offsetHours ?? ''}/${changes}`} />
      ) : null}
      <ProductPriceSection />
      <section aria-labelledby="mock-faults">
        <h3 id="mock-faults">
          <FormattedMessage {...m.faultsTitle} />
        </h3>
        <div className="mock-panel__row">
          <label>
            <FormattedMessage {...m.faultPath} />{' '}
            <input
              value={fault.pathPrefix}
              onChange={(event) => setFault({ ...fault, pathPrefix: event.target.value })}
            />
          </label>
        </div>
        <div className="mock-panel__row">
          <label>
            <FormattedMessage {...m.faultKind} />{' '}
            <select
              value={fault.kind}
              onChange={(event) => setFault({ ...fault, kind: event.target.value as MockFault['kind'] })}
            >
              {(Object.keys(kindLabel) as MockFault['kind'][]).map((kind) => (
                <option key={kind} value={kind}>
                  {intl.formatMessage(kindLabel[kind])}
                </option>
              ))}
            </select>
          </label>
          <label>
            <FormattedMessage {...m.faultTimes} />{' '}
            <input
              type="number"
              min={1}
              max={100}
              value={fault.times}
              onChange={(event) => setFault({ ...fault, times: Number(event.target.value) })}
            />
          </label>
        </div>
        {fault.kind === 'state' ? (
          <div className="mock-panel__row">
            <label>
              <FormattedMessage {...m.faultMsg} />{' '}
              <input
                value={fault.msg ?? ''}
                onChange={(event) => setFault({ ...fault, msg: event.target.value })}
              />
            </label>
          </div>
        ) : null}
        <div className="mock-panel__row">
          <button
            type="button"
            className="button"
            onClick={() => void changeFaults(() => injectMockFault(fault))}
          >
            <FormattedMessage {...m.faultAdd} />
          </button>
          <button type="button" className="button" onClick={() => void changeFaults(clearMockFaults)}>
            <FormattedMessage {...m.faultClear} />
          </button>
        </div>
        <ul>
          {faults.map((item, index) => (
            <li key={`${item.pathPrefix}-${index}`}>
              <FormattedMessage
                {...m.faultPending}
                values={{
                  kind: intl.formatMessage(kindLabel[item.kind]),
                  path: item.pathPrefix,
                  times: item.times,
                }}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="mock-data">
        <h3 id="mock-data">
          <FormattedMessage {...m.dataTitle} />
        </h3>
        {state ? (
          <ul className="mock-panel__counts">
            {Object.entries(state.counts).map(([name, count]) => (
              <li key={name}>
                <code>{name}</code>: {count}
              </li>
            ))}
          </ul>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={() => void reset()}>
          <FormattedMessage {...m.reset} />
        </button>
        <p className="mock-order__hint">
          <FormattedMessage {...m.extremeHint} />
        </p>
        <button type="button" className="button" disabled={busy} onClick={() => void loadExtreme()}>
          <FormattedMessage {...m.extreme} />
        </button>
      </section>
    </aside>
  )
}

const REASON_MIN = 2
const REASON_MAX = 200

/** As the supplier: the wire transfers waiting for the store, with their proof; confirm or reject each. */
function PendingTransfersSection() {
  const intl = useIntl()
  const ids = useId()
  const [transfers, setTransfers] = useState<PendingTransfer[] | null>(null)
  const [reasons, setReasons] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')

  const load = useCallback(() => {
    listPendingTransfers()
      .then(setTransfers)
      .catch(() => undefined)
  }, [])

  useEffect(load, [load])

  async function act(action: () => Promise<unknown>, done: string) {
    if (busy) return
    setBusy(true)
    try {
      await action()
      setStatus(done)
      notify.toast('success', { text: done })
      setTransfers(await listPendingTransfers())
    } catch {
      // the request layer already told the user
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="mock-transfers">
      <h3 id="mock-transfers">
        <FormattedMessage {...m.transfersTitle} />
      </h3>
      <div className="mock-panel__row">
        <button type="button" className="button" disabled={busy} onClick={load}>
          <FormattedMessage {...m.transfersRefresh} />
        </button>
      </div>
      {transfers && transfers.length === 0 ? (
        <p>
          <FormattedMessage {...m.transfersEmpty} />
        </p>
      ) : null}
      <ul className="mock-transfers">
        {(transfers ?? []).map((transfer) => {
          const reason = reasons[transfer.paySn] ?? ''
          const reasonOk = reason.trim().length >= REASON_MIN && reason.trim().length <= REASON_MAX
          const reasonId = `${ids}-${transfer.paySn}`
          return (
            <li key={transfer.paySn} className="mock-transfer" aria-labelledby={`${reasonId}-title`}>
              <h4 id={`${reasonId}-title`}>
                <FormattedMessage {...m.transferHeading} values={{ paySn: transfer.paySn }} />
              </h4>
              <p>
                <FormattedMessage {...m.transferMember} values={{ email: transfer.memberEmail }} />
                {transfer.payerEmail && transfer.payerEmail !== transfer.memberEmail ? (
                  <>
                    <br />
                    <FormattedMessage {...m.transferPayer} values={{ email: transfer.payerEmail }} />
                  </>
                ) : null}
                <br />
                <FormattedMessage {...m.transferAmount} values={{ amount: formatMoney(transfer.needPay) }} />
                <br />
                <FormattedMessage
                  {...m.transferOrders}
                  values={{ orders: transfer.orderSnList.join(', ') }}
                />
                <br />
                <FormattedMessage
                  {...m.transferSubmitted}
                  values={{ date: formatDateTime(transfer.submittedAt) }}
                />
              </p>
              <img
                className="mock-transfer__proof"
                src={transfer.proofUrl}
                alt={intl.formatMessage(m.transferProofAlt, { paySn: transfer.paySn })}
                width={160}
                height={120}
              />
              <div className="mock-panel__row">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => confirmTransfer(transfer.paySn),
                      intl.formatMessage(m.transferConfirmed, { paySn: transfer.paySn }),
                    )
                  }
                >
                  <FormattedMessage {...m.transferConfirm} />
                </button>
              </div>
              <div className="mock-panel__row">
                <label htmlFor={reasonId}>
                  <FormattedMessage {...m.transferReason} />
                </label>
                <input
                  id={reasonId}
                  className="mock-transfer__reason"
                  value={reason}
                  maxLength={REASON_MAX}
                  aria-describedby={`${reasonId}-hint`}
                  onChange={(event) => setReasons({ ...reasons, [transfer.paySn]: event.target.value })}
                />
                <span id={`${reasonId}-hint`} className="mock-transfer__hint">
                  <FormattedMessage {...m.transferReasonHint} />
                </span>
                <button
                  type="button"
                  className="button"
                  disabled={busy || !reasonOk}
                  onClick={() =>
                    void act(
                      () => rejectTransfer(transfer.paySn, reason.trim()),
                      intl.formatMessage(m.transferRejected, { paySn: transfer.paySn }),
                    )
                  }
                >
                  <FormattedMessage {...m.transferReject} />
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <p role="status" className="mock-panel__status">
        {status}
      </p>
    </section>
  )
}

/** As the supplier: a SKU's new price (every ladder tier scaled), so that an open checkout goes stale. */
function ProductPriceSection() {
  const intl = useIntl()
  const ids = useId()
  const [productId, setProductId] = useState('')
  const [price, setPrice] = useState('')
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const id = Number(productId)
    const value = Number(price.replace(',', '.'))
    if (!Number.isInteger(id) || id < 1 || !(value > 0 && value <= 999999)) {
      setStatus(intl.formatMessage(m.priceInvalid))
      return
    }
    const rounded = Math.round(value * 100) / 100
    setBusy(true)
    try {
      await setProductPrice(id, rounded)
      const done = intl.formatMessage(m.priceDone, { productId: id, price: formatMoney(rounded) })
      setStatus(done)
      notify.toast('success', { text: done })
    } catch {
      // the request layer already told the user
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="mock-price">
      <h3 id="mock-price">
        <FormattedMessage {...m.priceTitle} />
      </h3>
      <form onSubmit={(event) => void submit(event)}>
        <div className="mock-panel__row">
          <label htmlFor={`${ids}-product`}>
            <FormattedMessage {...m.priceProduct} />
          </label>
          <input
            id={`${ids}-product`}
            type="number"
            min={1}
            step={1}
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
          />
        </div>
        <div className="mock-panel__row">
          <label htmlFor={`${ids}-price`}>
            <FormattedMessage {...m.priceValue} />
          </label>
          <input
            id={`${ids}-price`}
            type="number"
            min={0.01}
            max={999999}
            step={0.01}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            <FormattedMessage {...m.priceSubmit} />
          </button>
        </div>
      </form>
      <p role="status" className="mock-panel__status">
        {status}
      </p>
    </section>
  )
}
