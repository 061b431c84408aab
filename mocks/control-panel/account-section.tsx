// "Revisión de cuentas" and "Bandeja de salida" of the mock control panel (issue 11): as the platform, approve
// or reject accounts under review (SPEC.md §4, notified by email); and every email and SMS the mock sent
// (codes, review notices), since none leaves the browser.
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  listMockOutbox,
  listMockReviews,
  mockReviewAction,
  type MockOutboxMessage,
  type MockReviewRow,
} from '../../src/api/mock-control'
import { formatDateTime } from '../../src/i18n/format'
import { panelMessages as m } from './messages'
import { Fact, useRowActions } from './order-section'

export const ReviewSection = memo(function ReviewSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockReviewRow[] | null>(null)
  const [tick, setTick] = useState(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockReviews()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  function decide(row: MockReviewRow, decision: 'approve' | 'reject') {
    void run(String(row.memberId), async () => {
      await mockReviewAction(row.memberId, decision)
      return intl.formatMessage(decision === 'approve' ? m.reviewApproved : m.reviewRejected, {
        email: row.email,
      })
    })
  }

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.reviewTitle} />
      </h3>
      <button type="button" className="button" onClick={() => setTick(tick + 1)}>
        <FormattedMessage {...m.reviewRefresh} />
      </button>
      <p role="status" className="mock-panel__status">
        {status}
      </p>
      {rows && rows.length === 0 ? (
        <p>
          <FormattedMessage {...m.reviewEmpty} />
        </p>
      ) : null}
      <ul className="mock-orders">
        {(rows ?? []).map((row) => (
          <li key={row.memberId} className="mock-order" aria-label={row.email}>
            <h4>{row.email}</h4>
            <dl className="mock-order__facts">
              <Fact label={m.reviewMemberName}>{row.memberName}</Fact>
              <Fact label={m.reviewMemberType}>
                <FormattedMessage {...(row.memberType === 3 ? m.reviewEnterprise : m.reviewPersonal)} />
              </Fact>
              {row.companyName ? <Fact label={m.reviewCompany}>{row.companyName}</Fact> : null}
              {row.memberTrueName ? <Fact label={m.reviewTrueName}>{row.memberTrueName}</Fact> : null}
              {row.nationalId ? <Fact label={m.reviewNationalId}>{row.nationalId}</Fact> : null}
              {row.mobile ? <Fact label={m.reviewMobile}>{row.mobile}</Fact> : null}
              {row.registeredAt ? (
                <Fact label={m.reviewRegisteredAt}>{formatDateTime(row.registeredAt)}</Fact>
              ) : null}
            </dl>
            <div className="mock-panel__row">
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={intl.formatMessage(m.reviewApproveFor, { email: row.email })}
                onClick={() => decide(row, 'approve')}
              >
                <FormattedMessage {...m.reviewApprove} />
              </button>
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={intl.formatMessage(m.reviewRejectFor, { email: row.email })}
                onClick={() => decide(row, 'reject')}
              >
                <FormattedMessage {...m.reviewReject} />
              </button>
            </div>
            {errors[String(row.memberId)] ? (
              <p role="alert" className="mock-panel__error">
                {errors[String(row.memberId)]}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
})

export const OutboxSection = memo(function OutboxSection({ refreshKey }: { refreshKey: string }) {
  const ids = useId()
  const [mails, setMails] = useState<MockOutboxMessage[] | null>(null)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    listMockOutbox()
      .then(setMails)
      .catch(() => undefined)
  }, [refreshKey, tick])

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.outboxTitle} />
      </h3>
      <button type="button" className="button" onClick={() => setTick(tick + 1)}>
        <FormattedMessage {...m.outboxRefresh} />
      </button>
      {mails && mails.length === 0 ? (
        <p>
          <FormattedMessage {...m.outboxEmpty} />
        </p>
      ) : null}
      <ul className="mock-orders">
        {(mails ?? []).map((mail) => (
          <li key={mail.mailId} className="mock-order">
            <h4>{mail.subject}</h4>
            <dl className="mock-order__facts">
              <Fact label={mail.channel === 'sms' ? m.outboxSms : m.outboxEmail}>{mail.to}</Fact>
              <Fact label={m.outboxTime}>{formatDateTime(mail.time)}</Fact>
              {mail.code ? (
                <Fact label={m.outboxCode}>
                  <code>{mail.code}</code>
                </Fact>
              ) : null}
            </dl>
            <p>{mail.body}</p>
          </li>
        ))}
      </ul>
    </section>
  )
})
