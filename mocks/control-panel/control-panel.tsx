// The mock control panel (mock builds only): a developer or test acts as supplier, platform or payer and
// moves the mock clock. Everything goes through the mock-only endpoints (tag `mock` in openapi/).
import { useCallback, useEffect, useState } from 'react'
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl'
import panelDictionary from './es.compiled.json'
import {
  advanceMockClock,
  clearMockFaults,
  getMockFaults,
  getMockState,
  injectMockFault,
  resetMock,
  type MockFault,
} from '../../src/api/mock-control'
import type { components } from '../../src/api/schema'
import { formatDateTime } from '../../src/i18n/format'
import { notify } from '../../src/lib/notify'
import { panelMessages as m } from './messages'

type MockState = components['schemas']['MockState']

/** The panel's texts live in their own dictionary, loaded only with the mock code (never in production). */
export function ControlPanel() {
  return (
    <IntlProvider locale="es" defaultLocale="es" messages={panelDictionary}>
      <ControlPanelBody />
    </IntlProvider>
  )
}

function ControlPanelBody() {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<MockState | null>(null)
  const [hours, setHours] = useState('48')
  const [busy, setBusy] = useState(false)
  const [faults, setFaults] = useState<MockFault[]>([])
  const [fault, setFault] = useState<MockFault>({ pathPrefix: '/v3/', kind: 'http500', times: 1 })
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
    notify.toast('success', { id: m.resetDone.id })
    window.location.assign('/index')
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
    <aside className="mock-panel" aria-label={intl.formatMessage(m.title)}>
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
      </section>
    </aside>
  )
}
