// The operations of registration (SPEC.md §2 /register): the code sent to the address, then the account.
import { fromPromise } from 'xstate'
import { postRegister } from '../../src/api/auth'
import type { RegisterValues } from '../../src/schemas/register.schema'
import { sendVerifyCodeActor } from '../verify-code/verify-code'

export const registerActors = {
  sendVerifyCode: sendVerifyCodeActor,
  // silent: the form shows the refusal beside itself, once, not also as a toast (issue 25 item 7)
  postRegister: fromPromise(({ input }: { input: { values: RegisterValues; idempotencyKey: string } }) =>
    postRegister(input.values, input.idempotencyKey, { silent: true }),
  ),
}
