// SPEC.md §2: "when the URL carries both code and state parameters, a third-party login callback runs".
// The shell mounts this on every page; it runs the third-party login machine once per code and then
// navigates, every target through safeRedirect: logged in → the same page without code/state; bind
// needed → the server's bind page; failure → /login?error=<message> (SPEC.md §8).
import { useSelector } from '@xstate/react'
import { useEffect, useEffectEvent, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { type ActorRefFrom } from 'xstate'
import { createFlowActor } from '../../lib/flow'
import {
  thirdPartyLoginErrorOf,
  thirdPartyLoginMachine,
  thirdPartyLoginOutcomeOf,
  thirdPartyLoginRedirectOf,
  type CartLineRef,
  type ThirdPartyLoginInput,
} from '../../../machines/third-party-login/third-party-login.machine'
import { session } from '../../api/session'
import { commonMessages } from '../../components/messages'
import { useToastText } from '../../components/notifications'
import { safeRedirect } from '../../lib/safe-redirect'

type Run = ActorRefFrom<typeof thirdPartyLoginMachine>

// One run per code for the page's lifetime. The code is single-use: StrictMode's replayed effects, or a
// remount of the shell, must not send it a second time, so the actor lives outside React and is never
// stopped by an unmount (a login that completes meanwhile still stores the session).
const runs = new Map<string, Run>()

function runFor(input: ThirdPartyLoginInput): Run {
  let run = runs.get(input.code)
  if (!run) {
    run = createFlowActor(thirdPartyLoginMachine, { input })
    runs.set(input.code, run)
  }
  return run
}

/** SPEC.md §4: the visitor's local cart lines are sent with an external-account login. */
export function visitorCartLines(): CartLineRef[] {
  const cart = session.getSnapshot().cartListData
  if (!('storeCartGroupList' in cart)) return []
  return cart.storeCartGroupList.flatMap((group) =>
    group.storeGoodsList.map((line) => ({ productId: line.productId, buyNum: line.buyNum })),
  )
}

export function ThirdPartyLoginCallback() {
  const [params] = useSearchParams()
  const code = params.get('code')
  const state = params.get('state')
  if (!code || !state) return null
  return <ThirdPartyLoginRun key={code} code={code} state={state} />
}

function ThirdPartyLoginRun({ code, state }: { code: string; state: string }) {
  const navigate = useNavigate()
  const location = useLocation()
  const messageText = useToastText()
  const [run] = useState(() => runFor({ code, state, cartLines: visitorCartLines() }))
  const outcome = useSelector(run, thirdPartyLoginOutcomeOf)

  useEffect(() => {
    run.start()
  }, [run])

  // navigates once per outcome, from the location the outcome was reached on
  const finish = useEffectEvent((value: typeof outcome) => {
    const snapshot = run.getSnapshot()
    const redirect = thirdPartyLoginRedirectOf(snapshot)
    const error = thirdPartyLoginErrorOf(snapshot)
    if (value === 'loggedIn') {
      const rest = new URLSearchParams(location.search)
      rest.delete('code')
      rest.delete('state')
      const search = rest.toString()
      // the page the visitor came back to is a URL someone else may have crafted (`//host?code=…&state=…`
      // is served by the same app), so it goes through the same check as any other redirect target
      const back = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`
      void navigate(safeRedirect(back), { replace: true })
    } else if (value === 'bindRequired') {
      void navigate(safeRedirect(redirect), { replace: true })
    } else {
      const message = error ? messageText(error) : ''
      void navigate(`/login?${new URLSearchParams({ error: message }).toString()}`, { replace: true })
    }
  })
  useEffect(() => {
    if (outcome) finish(outcome)
  }, [outcome])

  if (outcome) return null
  // over the page the visitor came back to, whatever the shell mounts this next to
  return (
    <div className="loading-overlay" role="status">
      <span className="spinner" aria-hidden="true" />
      <FormattedMessage {...commonMessages.loading} />
    </div>
  )
}
