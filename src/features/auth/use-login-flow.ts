// Owns one login machine actor for the login page or the login modal and turns it into the plain props of
// LoginForm / LoginStatusDialogs, reading through narrow selectors (STYLE.md).
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useEffectEvent } from 'react'
import {
  loginBusyOf,
  loginCaptchaImageOf,
  loginCaptchaStatusOf,
  loginDialogOf,
  loginEmailOf,
  loginErrorOf,
  loginMachine,
  loginOutcomeOf,
  loginVerifyOf,
} from '../../../machines/login/login.machine'
import type { LoginValues } from '../../schemas/login.schema'
import { loadChatAppUrl, openChatApp } from './chat-app-url'
import type { CaptchaStatus, LoginFormProps } from './login-form'
import type { LoginDialog, LoginStatusDialogsProps } from './login-view'
import { useFlowActor } from '../../lib/flow'

export interface LoginOutcomes {
  onLoggedIn: () => void
  /** SPEC.md §4 status 0: the replenish page, history replaced. */
  onReplenishRequired: (path: string) => void
}

export function replenishPath(verifyValue: string, email: string): string {
  return `/replenish?${new URLSearchParams({ verify: verifyValue, email }).toString()}`
}

export function useLoginFlow(
  initialEmail: string,
  outcomes: LoginOutcomes,
): LoginFormProps & LoginStatusDialogsProps {
  const actorRef = useFlowActor(loginMachine, { input: { email: initialEmail } })
  const busy = useSelector(actorRef, loginBusyOf)
  const captchaImage = useSelector(actorRef, loginCaptchaImageOf)
  // a load that follows a failure is still "Reintentando…" (issue 26 item 2: machines/retry/backoff.ts)
  const captchaStatus: CaptchaStatus = useSelector(actorRef, loginCaptchaStatusOf)
  const error = useSelector(actorRef, loginErrorOf)
  const dialog: LoginDialog = useSelector(actorRef, loginDialogOf)
  const outcome = useSelector(actorRef, loginOutcomeOf)
  const verifyValue = useSelector(actorRef, loginVerifyOf)
  const memberEmail = useSelector(actorRef, loginEmailOf)
  const loggedIn = outcome === 'loggedIn'
  const replenish = outcome === 'replenish' ? replenishPath(verifyValue, memberEmail) : null

  const reportLoggedIn = useEffectEvent(() => outcomes.onLoggedIn())
  const reportReplenish = useEffectEvent((path: string) => outcomes.onReplenishRequired(path))
  useEffect(() => {
    if (loggedIn) reportLoggedIn()
  }, [loggedIn])
  useEffect(() => {
    if (replenish) reportReplenish(replenish)
  }, [replenish])

  // read the support link while the member reads the dialog, so the click can open it at once
  useEffect(() => {
    if (dialog === 'rejected') void loadChatAppUrl()
  }, [dialog])

  const onSubmit = useCallback(
    (values: LoginValues) => actorRef.send({ type: 'form.submitted', ...values }),
    [actorRef],
  )
  const onRefreshCaptcha = useCallback(
    () =>
      actorRef.send(
        loginCaptchaStatusOf(actorRef.getSnapshot()) === 'failed'
          ? { type: 'captcha.retried' }
          : { type: 'captcha.refreshed' },
      ),
    [actorRef],
  )
  const onDialogClosed = useCallback(() => actorRef.send({ type: 'dialog.closed' }), [actorRef])
  const onContactSupport = useCallback(() => {
    actorRef.send({ type: 'support.contacted' })
    void openChatApp()
  }, [actorRef])

  return {
    initialEmail,
    captchaImage,
    captchaStatus,
    busy,
    error,
    dialog,
    onSubmit,
    onRefreshCaptcha,
    onDialogClosed,
    onContactSupport,
  }
}
