// /register (SPEC.md §2; issue 11 item 1): owns the registration machine and reads it through selectors.
import { useSelector } from '@xstate/react'
import {
  registerCodeSentToOf,
  registerCooldownUntilOf,
  registeredEmailOf,
  registerErrorOf,
  registerMachine,
} from '../../../machines/register/register.machine'
import { useFlowActor } from '../../lib/flow'
import { RegisterView } from './register-view'

export function RegisterRoute() {
  const actor = useFlowActor(registerMachine)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const sendingCode = useSelector(actor, (s) => s.hasTag('sendingCode'))
  const registeredEmail = useSelector(actor, registeredEmailOf)
  const codeSentTo = useSelector(actor, registerCodeSentToOf)
  const cooldownUntil = useSelector(actor, registerCooldownUntilOf)
  const error = useSelector(actor, registerErrorOf)
  return (
    <RegisterView
      busy={busy}
      sendingCode={sendingCode}
      codeSentTo={codeSentTo}
      cooldownUntil={cooldownUntil}
      error={error}
      registeredEmail={registeredEmail}
      onSendCode={(email) => actor.send({ type: 'code.requested', email })}
      onSubmit={(values) => actor.send({ type: 'form.submitted', values })}
      onEdited={() => actor.send({ type: 'fields.changed' })}
    />
  )
}
