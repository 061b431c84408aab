// The mock control panel (mock builds only): a developer or test acts as supplier, platform or payer and
// moves the mock clock. Everything goes through the mock-only endpoints (tag `mock` in openapi/).
import { useCallback, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { advanceMockClock, getMockState, resetMock } from '../../src/api/mock-control'
import type { components } from '../../src/api/schema'
import { formatDateTime } from '../../src/i18n/format'
import { notify } from '../../src/lib/notify'
import { panelMessages as m } from './messages'

type MockState = components['schemas']['MockState']

export function ControlPanel() {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<MockState | null>(null)
  const [hours, setHours] = useState('48')
  const [busy, setBusy] = useState(false)

  const refresh = useCallback(() => {
    getMockState()
      .then(setState)
      .catch(() => undefined)
  }, [])

  useEffect(() => {
    if (open) refresh()
  }, [open, refresh])

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
