// The operations of binding a mobile to an external login (SPEC.md §2 /bindMobile): the code sent, the
// binding, then the member's session started as after a login.
import { fromPromise } from 'xstate'
import { postWechatBindMobile } from '../../src/api/auth'
import type { BindMobileValues } from '../../src/schemas/bind-mobile.schema'
import { sessionStartMachine } from '../session-start/session-start.machine'
import { sendVerifyCodeActor } from '../verify-code/verify-code'
import type { BindMobileInput } from './bind-mobile.machine'

export const bindMobileActors = {
  sendVerifyCode: sendVerifyCodeActor,
  postWechatBindMobile: fromPromise(({ input }: { input: BindMobileInput & BindMobileValues }) =>
    postWechatBindMobile(input),
  ),
  startSession: sessionStartMachine,
}
