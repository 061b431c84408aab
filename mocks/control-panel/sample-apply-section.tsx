// "Solicitudes de muestras" of the mock control panel (issue 28 item 3): as the supplier, every member's sample
// applications with their state, and the actions the application's lifecycle offers in that state (approve,
// reject — the member's monthly quota comes back — or ship). The mock refuses any other.
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { sampleApplyLabelOf, supplierActionsOf } from '../../machines/sample-apply/sample-apply-lifecycle'
import { actOnMockSampleApply, listMockSampleApplies, type MockSampleApply } from '../../src/api/mock-control'
import { formatDateTime, formatMoney } from '../../src/i18n/format'
import { Fact, useRowActions } from './order-section'
import { sampleApplyPanelMessages as m } from './sample-apply-messages'

const ACTION_TEXT = {
  approve: [m.approve, m.approveFor],
  reject: [m.reject, m.rejectFor],
  ship: [m.ship, m.shipFor],
} as const

export const SampleApplySection = memo(function SampleApplySection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockSampleApply[] | null>(null)
  const [tick, setTick] = useState(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockSampleApplies()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  const stateText = (code: number) => {
    const label = sampleApplyLabelOf(code)
    return label ? intl.formatMessage(label) : intl.formatMessage(m.unknownState, { code })
  }

  function act(sn: string, action: 'approve' | 'reject' | 'ship') {
    void run(sn, async () => {
      const next = await actOnMockSampleApply(sn, action)
      setTick((value) => value + 1)
      return intl.formatMessage(m.done, { sn, state: stateText(next.state) })
    })
  }

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.title} />
      </h3>
      <button type="button" className="button" onClick={() => setTick(tick + 1)}>
        <FormattedMessage {...m.refresh} />
      </button>
      <p role="status" className="mock-panel__status">
        {status}
      </p>
      {rows && rows.length === 0 ? (
        <p>
          <FormattedMessage {...m.empty} />
        </p>
      ) : null}
      <ul className="mock-orders">
        {(rows ?? []).map((apply) => {
          const sn = apply.applySn
          const actions = supplierActionsOf(apply.state)
          return (
            <li key={sn} className="mock-order" aria-label={sn}>
              <h4>{sn}</h4>
              <dl className="mock-order__facts">
                <Fact label={m.member}>{apply.memberEmail}</Fact>
                <Fact label={m.goods}>
                  {apply.lines.map((line) => `${line.goodsName} × ${line.buyNum}`).join(', ')}
                </Fact>
                <Fact label={m.state}>{stateText(apply.state)}</Fact>
                <Fact label={m.amount}>{formatMoney(apply.totalAmount)}</Fact>
                <Fact label={m.placedAt}>{formatDateTime(apply.createTime)}</Fact>
              </dl>
              {actions.length > 0 ? (
                <div className="mock-panel__row">
                  {actions.map((action) => (
                    <button
                      key={action}
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={intl.formatMessage(ACTION_TEXT[action][1], { sn })}
                      onClick={() => act(sn, action)}
                    >
                      <FormattedMessage {...ACTION_TEXT[action][0]} />
                    </button>
                  ))}
                </div>
              ) : null}
              {errors[sn] ? (
                <p role="alert" className="mock-panel__error">
                  {errors[sn]}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
})
