// What every code-sending flow shares (issue 11: registration, recovery, mobile binding; SPEC.md §5 codes):
// the resend cooldown the server answers, kept as a deadline in the flow's context, and the guard that refuses
// "Enviar código" before it (the server refuses too). A deadline, not a timer: the view counts down.
import { fromPromise } from 'xstate'
import { sendVerifyCode, type VerifyCodeRequest } from '../../src/api/auth'

export interface CodeSent {
  cooldownSeconds: number
  expiresInSeconds: number
}

export const sendVerifyCodeActor = fromPromise(({ input }: { input: VerifyCodeRequest }) =>
  sendVerifyCode(input),
)

/** The moment another code may be asked for. */
export const cooldownUntilOf = (output: CodeSent, now = Date.now()) => now + output.cooldownSeconds * 1000

export const canResendCode = ({ context }: { context: { cooldownUntil: number } }) =>
  Date.now() >= context.cooldownUntil
