// "Solicitudes de diseñador" of the mock control panel (issue 27 item 5): as the platform, every member's
// application to become a designer with its portfolio; one in review is approved (the member becomes a designer,
// memberType 2) or rejected with a reason the applicant reads on /applyDesigner. The mock refuses any other.
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  listMockDesignerApplies,
  reviewMockDesignerApply,
  type MockDesignerApply,
} from '../../src/api/mock-control'
import { formatDateTime } from '../../src/i18n/format'
import { designerPanelMessages as m } from './designer-messages'
import { Fact, useRowActions } from './order-section'

const STATE = { 1: m.stateInReview, 2: m.stateApproved, 3: m.stateRejected } as const

export const DesignerSection = memo(function DesignerSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockDesignerApply[] | null>(null)
  const [reasons, setReasons] = useState<Record<number, string>>({})
  const [tick, setTick] = useState(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockDesignerApplies()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  function review(apply: MockDesignerApply, decision: 'approve' | 'reject') {
    void run(String(apply.applyId), async () => {
      const next = await reviewMockDesignerApply(apply.applyId, decision, reasons[apply.applyId])
      setTick((value) => value + 1)
      return intl.formatMessage(m.done, {
        email: apply.memberEmail,
        state: intl.formatMessage(STATE[next.state]),
      })
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
          const key = String(apply.applyId)
          const reasonId = `${ids}-reason-${apply.applyId}`
          return (
            <li key={key} className="mock-order" aria-label={apply.memberEmail}>
              <h4>{apply.memberEmail}</h4>
              <dl className="mock-order__facts">
                <Fact label={m.name}>{apply.realName}</Fact>
                <Fact label={m.specialty}>{apply.specialty}</Fact>
                <Fact label={m.state}>
                  <FormattedMessage {...STATE[apply.state]} />
                  {apply.rejectReason ? ` · ${apply.rejectReason}` : ''}
                </Fact>
                <Fact label={m.sentAt}>{formatDateTime(apply.createTime)}</Fact>
                <Fact label={m.images}>
                  {apply.images.map((url, index) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer">
                      {index + 1}{' '}
                    </a>
                  ))}
                </Fact>
              </dl>
              {apply.state === 1 ? (
                <div className="mock-panel__row">
                  <label htmlFor={reasonId}>
                    <FormattedMessage {...m.reason} />
                  </label>
                  <input
                    id={reasonId}
                    type="text"
                    maxLength={200}
                    aria-label={intl.formatMessage(m.reasonFor, { id: apply.applyId })}
                    value={reasons[apply.applyId] ?? ''}
                    onChange={(event) =>
                      setReasons((current) => ({ ...current, [apply.applyId]: event.target.value }))
                    }
                  />
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.approveFor, { email: apply.memberEmail })}
                    onClick={() => review(apply, 'approve')}
                  >
                    <FormattedMessage {...m.approve} />
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.rejectFor, { email: apply.memberEmail })}
                    onClick={() => review(apply, 'reject')}
                  >
                    <FormattedMessage {...m.reject} />
                  </button>
                </div>
              ) : null}
              {errors[key] ? (
                <p role="alert" className="mock-panel__error">
                  {errors[key]}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
})
