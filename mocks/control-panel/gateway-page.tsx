// The simulated e-payment (TropiPay) page of the mock backend, /mock-pasarela?token=… (mock builds only,
// rendered by src/main.tsx instead of the app). doPay with tropipay sends the buyer here; "Aprobar pago" or
// "Rechazar pago" completes the gateway session and the browser goes back to the shop's return page, which
// reads the payment itself (issue 5 item 5).
import { useCallback, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { PanelIntl } from './panel-intl'
import { ApiError } from '../../src/api/errors'
import { completeGatewaySession, getGatewaySession, type GatewaySession } from '../../src/api/mock-gateway'
import { formatMoney } from '../../src/i18n/format'
import { safeRedirect } from '../../src/lib/safe-redirect'
import { gatewayMessages as m } from './gateway-messages'
import './gateway-page.css'

const TOKEN_PATTERN = /^[A-Za-z0-9-]{8,64}$/

export function GatewayPage() {
  return (
    <PanelIntl>
      <GatewayBody token={new URLSearchParams(window.location.search).get('token') ?? ''} />
    </PanelIntl>
  )
}

type Status =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'ready'; session: GatewaySession }
  | { kind: 'completing'; session: GatewaySession }

/** The gateway answers with the shop's return addresses: only paths of this site are followed. */
function leaveFor(target: string) {
  window.location.assign(safeRedirect(target))
}

function GatewayBody({ token }: { token: string }) {
  const intl = useIntl()
  const validToken = TOKEN_PATTERN.test(token)
  const [status, setStatus] = useState<Status>({ kind: 'loading' })
  // a second click while the answer is on its way does nothing
  const completing = useRef(false)

  const fetchSession = useCallback(() => {
    getGatewaySession(token, { silent: true })
      .then((session) => setStatus({ kind: 'ready', session }))
      .catch((error: unknown) =>
        setStatus({
          kind: 'failed',
          message: error instanceof ApiError ? (error.serverMessage ?? null) : null,
        }),
      )
  }, [token])

  useEffect(() => {
    if (validToken) fetchSession()
  }, [validToken, fetchSession])

  function retry() {
    setStatus({ kind: 'loading' })
    fetchSession()
  }

  async function complete(session: GatewaySession, outcome: 'approved' | 'declined') {
    if (completing.current) return
    completing.current = true
    setStatus({ kind: 'completing', session })
    try {
      const done = await completeGatewaySession(session.token, outcome, { silent: true })
      leaveFor(done.state === 'approved' ? done.returnSuccess : done.returnFail)
    } catch (error) {
      completing.current = false
      setStatus({ kind: 'failed', message: error instanceof ApiError ? (error.serverMessage ?? null) : null })
    }
  }

  let body: React.ReactNode
  if (!validToken) {
    body = <p role="alert">{intl.formatMessage(m.missingToken)}</p>
  } else if (status.kind === 'loading') {
    body = <p role="status">{intl.formatMessage(m.loading)}</p>
  } else if (status.kind === 'failed') {
    body = (
      <>
        <p role="alert">{status.message ?? intl.formatMessage(m.failed)}</p>
        <button type="button" className="button" onClick={retry}>
          {intl.formatMessage(m.retry)}
        </button>
      </>
    )
  } else {
    const { session } = status
    const busy = status.kind === 'completing'
    body = (
      <>
        <dl className="mock-gateway__facts">
          <div>
            <dt>{intl.formatMessage(m.amount)}</dt>
            <dd className="mock-gateway__amount">{formatMoney(session.amount)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.paySn)}</dt>
            <dd>{session.paySn}</dd>
          </div>
        </dl>
        {session.state === 'open' ? (
          <>
            <p>{intl.formatMessage(m.question)}</p>
            <p className="mock-gateway__actions">
              <button
                type="button"
                className="button button--primary"
                aria-disabled={busy || undefined}
                onClick={() => void complete(session, 'approved')}
              >
                {intl.formatMessage(m.approve)}
              </button>
              <button
                type="button"
                className="button"
                aria-disabled={busy || undefined}
                onClick={() => void complete(session, 'declined')}
              >
                {intl.formatMessage(m.decline)}
              </button>
            </p>
            <p role="status">{busy ? intl.formatMessage(m.working) : null}</p>
          </>
        ) : (
          <>
            <p>
              {intl.formatMessage(m.completed, {
                state: intl.formatMessage(session.state === 'approved' ? m.stateApproved : m.stateDeclined),
              })}
            </p>
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                leaveFor(session.state === 'approved' ? session.returnSuccess : session.returnFail)
              }
            >
              {intl.formatMessage(m.backToShop)}
            </button>
          </>
        )}
      </>
    )
  }

  return (
    <main className="mock-gateway">
      <div className="mock-gateway__card">
        <h1>{intl.formatMessage(m.title)}</h1>
        <p className="mock-gateway__notice">{intl.formatMessage(m.notice)}</p>
        {body}
      </div>
    </main>
  )
}
