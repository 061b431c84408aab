// What every code-sending flow shares (issue 11: registration, recovery, mobile binding; SPEC.md §5 codes):
// the resend cooldown the server answers, kept as a deadline in the flow's context, and the guard that refuses
// "Enviar código" before it (the server refuses too). A deadline, not a timer: the view counts down.
import { fromPromise } from 'xstate'
import { sendVerifyCode, type VerifyCodeRequest } from '../../src/api/auth'

export interface CodeSent {
  cooldownSeconds: number
  expiresInSeconds: number
}

// silent: every form that asks for a code (register, password reset, bind mobile) shows a refusal beside the
// button, once, not also as a toast (issue 25 item 7)
export const sendVerifyCodeActor = fromPromise(({ input }: { input: VerifyCodeRequest }) =>
  sendVerifyCode(input, { silent: true }),
)

/** The moment another code may be asked for. */
export const cooldownUntilOf = (output: CodeSent, now = Date.now()) => now + output.cooldownSeconds * 1000

export const canResendCode = ({ context }: { context: { cooldownUntil: number } }) =>
  Date.now() >= context.cooldownUntil
