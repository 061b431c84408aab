// I/O of the external-account (chat-app) login callback. `silent`: a refusal is not toasted here because the
// route sends the visitor to the login page with the message in the `error` query (SPEC.md §8); network,
// timeout and session failures are still announced by the request layer.
import { fromPromise } from 'xstate'
import { postWechatLogin, type WechatLoginRequest } from '../../src/api/auth'

export const thirdPartyLoginActors = {
  postWechatLogin: fromPromise(({ input }: { input: WechatLoginRequest }) =>
    postWechatLogin(input, { silent: true }),
  ),
}
