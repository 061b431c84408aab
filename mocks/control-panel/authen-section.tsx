// "Certificaciones de miembros" of the mock control panel (issue 27 item 4): as the platform, every member's
// submitted authentication with its data and licence (a signed link, as a back office gets it); a pending one
// is approved, or rejected with a reason the member then sees. The mock refuses any other review.
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  listMockMemberAuthens,
  reviewMockMemberAuthen,
  type MockMemberAuthen,
} from '../../src/api/mock-control'
import { formatDateTime } from '../../src/i18n/format'
import { authenPanelMessages as m } from './authen-messages'
import { Fact, useRowActions } from './order-section'

const STATE_TEXT = { pending: m.statePending, approved: m.stateApproved, rejected: m.stateRejected } as const

export const AuthenSection = memo(function AuthenSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockMemberAuthen[] | null>(null)
  const [reasons, setReasons] = useState<Record<number, string>>({})
  const [tick, setTick] = useState(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockMemberAuthens()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  const stateText = (state: MockMemberAuthen['state']) =>
    state === 'notSubmitted' ? state : intl.formatMessage(STATE_TEXT[state])

  function review(row: MockMemberAuthen, action: 'approve' | 'reject') {
    void run(String(row.memberId), async () => {
      const next = await reviewMockMemberAuthen(
        row.memberId,
        action,
        action === 'reject' ? (reasons[row.memberId] ?? '') : undefined,
      )
      setTick((value) => value + 1)
      return intl.formatMessage(m.done, { email: row.memberEmail, state: stateText(next.state) })
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
        {(rows ?? []).map((row) => {
          const key = String(row.memberId)
          const email = row.memberEmail
          const enterprise = row.authenType === 'enterprise'
          return (
            <li key={key} className="mock-order" aria-label={email}>
              <h4>{email}</h4>
              <dl className="mock-order__facts">
                <Fact label={m.type}>
                  <FormattedMessage {...(enterprise ? m.typeEnterprise : m.typePersonal)} />
                </Fact>
                <Fact label={m.state}>{stateText(row.state)}</Fact>
                <Fact label={m.name}>{enterprise ? row.companyName : row.realName}</Fact>
                <Fact label={m.document}>{enterprise ? row.registrationNumber : row.idNumber}</Fact>
                {row.submitTime ? <Fact label={m.submittedAt}>{formatDateTime(row.submitTime)}</Fact> : null}
                {row.rejectReason ? <Fact label={m.reason}>{row.rejectReason}</Fact> : null}
              </dl>
              {row.licenceUrl ? (
                <p>
                  <a href={row.licenceUrl} target="_blank" rel="noreferrer">
                    <FormattedMessage {...m.licence} />
                  </a>
                </p>
              ) : null}
              {row.state === 'pending' ? (
                <div className="mock-panel__row">
                  <label>
                    <FormattedMessage {...m.reason} />{' '}
                    <input
                      aria-label={intl.formatMessage(m.reasonFor, { email })}
                      value={reasons[row.memberId] ?? ''}
                      maxLength={200}
                      onChange={(event) =>
                        setReasons((current) => ({ ...current, [row.memberId]: event.target.value }))
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.approveFor, { email })}
                    onClick={() => review(row, 'approve')}
                  >
                    <FormattedMessage {...m.approve} />
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.rejectFor, { email })}
                    onClick={() => review(row, 'reject')}
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
