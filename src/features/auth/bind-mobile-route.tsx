// /bindMobile?code= (SPEC.md §2): the third-party login callback sends an external account with no buyer
// behind it here. Owns the bind-mobile machine (issue 11 item 2); a login goes to the home page, status 0 to
// the replenish page (history replaced, as the login does, SPEC.md §4).
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  bindMobileCooldownUntilOf,
  bindMobileDialogOf,
  bindMobileEmailOf,
  bindMobileErrorOf,
  bindMobileMachine,
  bindMobileOutcomeOf,
  bindMobileVerifyOf,
} from '../../../machines/bind-mobile/bind-mobile.machine'
import { useFlowActor } from '../../lib/flow'
import { BindMobileView } from './bind-mobile-view'
import { openChatApp } from './chat-app-url'

export function BindMobileRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const code = params.get('code')?.trim() ?? ''
  const actor = useFlowActor(bindMobileMachine, { input: { code } })
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const sendingCode = useSelector(actor, (s) => s.hasTag('sendingCode'))
  const dialog = useSelector(actor, bindMobileDialogOf)
  const done = useSelector(actor, bindMobileOutcomeOf)
  const cooldownUntil = useSelector(actor, bindMobileCooldownUntilOf)
  const error = useSelector(actor, bindMobileErrorOf)
  const verifyValue = useSelector(actor, bindMobileVerifyOf)
  const memberEmail = useSelector(actor, bindMobileEmailOf)

  useEffect(() => {
    if (done === 'loggedIn') void navigate('/index', { replace: true })
    if (done === 'replenish')
      void navigate(
        `/replenish?${new URLSearchParams({ verify: verifyValue, email: memberEmail }).toString()}`,
        {
          replace: true,
        },
      )
  }, [done, navigate, verifyValue, memberEmail])

  return (
    <BindMobileView
      hasCode={Boolean(code)}
      busy={busy}
      sendingCode={sendingCode}
      cooldownUntil={cooldownUntil}
      error={error}
      dialog={dialog}
      onDialogClosed={() => actor.send({ type: 'dialog.closed' })}
      onContactSupport={() => void openChatApp()}
      onSendCode={(mobile) => actor.send({ type: 'code.requested', mobile })}
      onSubmit={(values) => actor.send({ type: 'form.submitted', values })}
    />
  )
}
