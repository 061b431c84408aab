// "Propuestas de optimización" of the mock control panel (issue 28 item 4): as the supplier, every designer's
// optimisation proposals with their notes, images and alternatives; a pending one is accepted (a few words
// optional) or declined with a reason the designer reads on /prototype/optimize/hisDetail. The mock refuses any
// other answer.
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { answerMockOptimize, listMockOptimizes, type MockOptimize } from '../../src/api/mock-control'
import { formatDateTime } from '../../src/i18n/format'
import { optimizePanelMessages as m } from './optimize-messages'
import { Fact, useRowActions } from './order-section'

const STATE = { 1: m.statePending, 2: m.stateAccepted, 3: m.stateDeclined } as const

export const OptimizeSection = memo(function OptimizeSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockOptimize[] | null>(null)
  const [reasons, setReasons] = useState<Record<number, string>>({})
  const [tick, setTick] = useState(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockOptimizes()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  function answer(proposal: MockOptimize, decision: 'accept' | 'decline') {
    void run(String(proposal.optimizeId), async () => {
      const next = await answerMockOptimize(proposal.optimizeId, decision, reasons[proposal.optimizeId])
      setTick((value) => value + 1)
      return intl.formatMessage(m.done, {
        id: proposal.optimizeId,
        email: proposal.memberEmail,
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
        {(rows ?? []).map((proposal) => {
          const key = String(proposal.optimizeId)
          const reasonId = `${ids}-reason-${proposal.optimizeId}`
          const label = `${proposal.optimizeId} · ${proposal.memberEmail}`
          return (
            <li key={key} className="mock-order" aria-label={label}>
              <h4>{label}</h4>
              <dl className="mock-order__facts">
                <Fact label={m.product}>{proposal.product.goodsName}</Fact>
                <Fact label={m.notes}>{proposal.notes}</Fact>
                <Fact label={m.alternatives}>
                  {proposal.alternatives.map((row) => row.goodsName).join(' · ')}
                </Fact>
                <Fact label={m.state}>
                  <FormattedMessage {...STATE[proposal.state]} />
                  {proposal.answer ? ` · ${proposal.answer}` : ''}
                </Fact>
                <Fact label={m.sentAt}>{formatDateTime(proposal.createTime)}</Fact>
                <Fact label={m.images}>
                  {proposal.images.map((url, index) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer">
                      {index + 1}{' '}
                    </a>
                  ))}
                </Fact>
              </dl>
              {proposal.state === 1 ? (
                <div className="mock-panel__row">
                  <label htmlFor={reasonId}>
                    <FormattedMessage {...m.reason} />
                  </label>
                  <input
                    id={reasonId}
                    type="text"
                    maxLength={200}
                    aria-label={intl.formatMessage(m.reasonFor, { id: proposal.optimizeId })}
                    value={reasons[proposal.optimizeId] ?? ''}
                    onChange={(event) =>
                      setReasons((current) => ({ ...current, [proposal.optimizeId]: event.target.value }))
                    }
                  />
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.acceptFor, {
                      id: proposal.optimizeId,
                      email: proposal.memberEmail,
                    })}
                    onClick={() => answer(proposal, 'accept')}
                  >
                    <FormattedMessage {...m.accept} />
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.declineFor, {
                      id: proposal.optimizeId,
                      email: proposal.memberEmail,
                    })}
                    onClick={() => answer(proposal, 'decline')}
                  >
                    <FormattedMessage {...m.decline} />
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
