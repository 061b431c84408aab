// The operations of password recovery (SPEC.md §2 /forget): the code sent to the address, then the new password.
import { fromPromise } from 'xstate'
import { resetLoginPwd, type PasswordResetRequest } from '../../src/api/auth'
import { sendVerifyCodeActor } from '../verify-code/verify-code'

export const passwordResetActors = {
  sendVerifyCode: sendVerifyCodeActor,
  resetLoginPwd: fromPromise(({ input }: { input: PasswordResetRequest }) => resetLoginPwd(input)),
}
