// /pwd/forget?email=… (SPEC.md §2): the login form's "¿Olvidó su contraseña?" link passes the typed email.
// Owns the password-reset machine (issue 11 item 2).
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import {
  passwordResetCooldownUntilOf,
  passwordResetEmailOf,
  passwordResetErrorOf,
  passwordResetMachine,
  passwordResetStepOf,
} from '../../../machines/password-reset/password-reset.machine'
import { useFlowActor } from '../../lib/flow'
import { ForgotPasswordView, type ForgotPasswordStep } from './forgot-password-view'

export function ForgotPasswordRoute() {
  const [params] = useSearchParams()
  const actor = useFlowActor(passwordResetMachine, { input: { email: params.get('email') ?? '' } })
  const step: ForgotPasswordStep = useSelector(actor, passwordResetStepOf)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const sendingCode = useSelector(actor, (s) => s.hasTag('sendingCode'))
  const email = useSelector(actor, passwordResetEmailOf)
  const cooldownUntil = useSelector(actor, passwordResetCooldownUntilOf)
  const error = useSelector(actor, passwordResetErrorOf)
  return (
    <ForgotPasswordView
      step={step}
      email={email}
      busy={busy}
      sendingCode={sendingCode}
      cooldownUntil={cooldownUntil}
      error={error}
      onEmailSubmitted={(value) => actor.send({ type: 'email.submitted', email: value })}
      onResend={() => actor.send({ type: 'code.resent' })}
      onChangeEmail={() => actor.send({ type: 'email.changed' })}
      onSubmit={(values) => actor.send({ type: 'form.submitted', values })}
    />
  )
}
