// "Recargas por transferencia" of the mock control panel (issue 12 item 2): as the platform, look at the
// voucher of a top-up by wire transfer and confirm it (the buyer's balance gets the amount through the ledger)
// or reject it with a reason (nothing posted).
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { listMockRecharges, mockRechargeAction, type MockRecharge } from '../../src/api/mock-control'
import { formatDateTime, formatMoney } from '../../src/i18n/format'
import { safeHref } from '../../src/lib/external-url'
import { Fact, useRowActions } from './order-section'
import { walletPanelMessages as m } from './wallet-messages'

export const RechargeSection = memo(function RechargeSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockRecharge[] | null>(null)
  const [reasons, setReasons] = useState<Record<string, string>>({})
  const [tick, setTick] = useState(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockRecharges()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  function decide(sn: string, decision: 'confirm' | 'reject') {
    void run(sn, async () => {
      await mockRechargeAction(sn, decision, decision === 'reject' ? reasons[sn] : undefined)
      return intl.formatMessage(decision === 'confirm' ? m.confirmed : m.rejected, { sn })
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
        {(rows ?? []).map(({ recharge, memberEmail }) => {
          const sn = recharge.rechargeSn
          const voucher = recharge.voucherUrl ? safeHref(recharge.voucherUrl) : null
          return (
            <li key={sn} className="mock-order" aria-label={sn}>
              <h4>{sn}</h4>
              <dl className="mock-order__facts">
                <Fact label={m.member}>{memberEmail}</Fact>
                <Fact label={m.amount}>{formatMoney(recharge.amount)}</Fact>
                <Fact label={m.submittedAt}>{formatDateTime(recharge.createTime)}</Fact>
                {voucher ? (
                  <Fact label={m.voucher}>
                    <a href={voucher} target="_blank" rel="noreferrer">
                      <img
                        src={voucher}
                        alt={intl.formatMessage(m.voucherAlt, { sn })}
                        width={64}
                        height={64}
                      />
                    </a>
                  </Fact>
                ) : null}
              </dl>
              <div className="mock-panel__row">
                <label>
                  <FormattedMessage {...m.reason} />{' '}
                  <input
                    value={reasons[sn] ?? ''}
                    maxLength={200}
                    onChange={(event) => setReasons({ ...reasons, [sn]: event.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={intl.formatMessage(m.confirmFor, { sn })}
                  onClick={() => decide(sn, 'confirm')}
                >
                  <FormattedMessage {...m.confirm} />
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={intl.formatMessage(m.rejectFor, { sn })}
                  onClick={() => decide(sn, 'reject')}
                >
                  <FormattedMessage {...m.reject} />
                </button>
              </div>
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
