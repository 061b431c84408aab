// /member/pwd/login, /member/pwd/pay, /member/pwd/reset, /member/phone, /member/email (issue 11 item 3): each
// owns a security-change actor of its kind; the form's fields and rule set come from the flow's rules, so the
// form, the machine and the mock check the same thing. A changed mobile or email goes into the session.
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  CODE_OF,
  fieldsOf,
  schemaOf,
  type SecurityKind,
} from '../../../machines/security-change/security-change-rules'
import {
  securityChangeMachine,
  securityChangeStageOf,
} from '../../../machines/security-change/security-change.machine'
import { session, type MemberInfo } from '../../api/session'
import { useFlowActor } from '../../lib/flow'
import { DEFAULT_REDIRECT, safeRedirect } from '../../lib/safe-redirect'
import { SecurityFormView, type SecurityFormStatus } from './security-form-view'

const isMemberInfo = (value: unknown): value is MemberInfo =>
  typeof value === 'object' && value !== null && 'memberId' in value

/**
 * `returnUrl` of the pay password reset (the payment page's "¿Olvidó la contraseña de pago?", issue 16 item 9e):
 * only a path of this site is followed back (no open redirect); anything else offers no way back.
 */
function useReturnTo(): string | null {
  const [params] = useSearchParams()
  const target = params.get('returnUrl')
  if (!target) return null
  const path = safeRedirect(target)
  return path === DEFAULT_REDIRECT ? null : path
}

function SecurityScreen({ kind }: { kind: SecurityKind }) {
  const returnTo = useReturnTo()
  const machine = useMemo(
    () =>
      securityChangeMachine.provide({
        actions: {
          refreshMember: (_, params: { output: unknown }) => {
            if (isMemberInfo(params.output)) session.setMemberInfo(params.output)
          },
        },
      }),
    [],
  )
  const actorRef = useFlowActor(machine, { input: { kind } })
  const status: SecurityFormStatus = useSelector(actorRef, securityChangeStageOf)
  const hasPayPassword = useSelector(
    actorRef,
    (snapshot) => snapshot.context.summary?.security.hasPayPassword,
  )
  const codeSent = useSelector(actorRef, (snapshot) => snapshot.context.codeSent)
  const cooldownUntil = useSelector(actorRef, (snapshot) => snapshot.context.cooldownUntil)
  const codeError = useSelector(actorRef, (snapshot) => snapshot.context.codeError)
  const submitError = useSelector(actorRef, (snapshot) => snapshot.context.submitError)
  const loadError = useSelector(actorRef, (snapshot) => snapshot.context.loadError)
  const has = hasPayPassword ?? false
  const fields = useMemo(() => fieldsOf(kind, has), [kind, has])
  const schema = useMemo(() => schemaOf(kind, has), [kind, has])
  const code = CODE_OF[kind]
  return (
    <SecurityFormView
      // a first pay password and a change show different fields: a new form when the summary tells which
      key={String(has)}
      kind={kind}
      status={status}
      hasPayPassword={has}
      fields={fields}
      schema={schema}
      codeTarget={code ? code.targetField : undefined}
      codeSent={codeSent}
      cooldownUntil={cooldownUntil}
      codeError={codeError}
      submitError={submitError}
      loadError={loadError}
      onRequestCode={(target) => actorRef.send({ type: 'code.requested', target })}
      onSubmit={(values) => actorRef.send({ type: 'form.submitted', values })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
      returnTo={returnTo}
    />
  )
}

export const LoginPasswordRoute = () => <SecurityScreen kind="loginPwd" />
export const PayPasswordRoute = () => <SecurityScreen kind="payPwd" />
export const PayPasswordResetRoute = () => <SecurityScreen kind="payReset" />
export const MobileRoute = () => <SecurityScreen kind="mobile" />
export const EmailRoute = () => <SecurityScreen kind="email" />
