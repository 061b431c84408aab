// I/O of the security-change flow (issue 11 item 3): one promise actor per operation. All silent: the form
// shows a refusal next to its button or its code field, not also as a toast.
import { fromPromise } from 'xstate'
import { getMemberSummary, type MemberSummary } from '../../src/api/member-home'
import {
  editEmail,
  editLoginPassword,
  editMobile,
  editPayPassword,
  resetPayPassword,
  sendSecurityCode,
  type SecurityCodeRequest,
  type SecurityCodeSent,
} from '../../src/api/member-security'
import type { SecurityKind, SecurityValues } from './security-change-rules'

const silent = { silent: true }

export interface SubmitInput {
  kind: SecurityKind
  body: SecurityValues
}

export const securityChangeActors = {
  getMemberSummary: fromPromise<MemberSummary>(() => getMemberSummary(silent)),
  sendSecurityCode: fromPromise<SecurityCodeSent | undefined, SecurityCodeRequest>(({ input }) =>
    sendSecurityCode(input, silent),
  ),
  /** The operation of the form's kind; the member info it answers (phone, email) or nothing. */
  submitChange: fromPromise<unknown, SubmitInput>(({ input }) => {
    const body = input.body as never
    switch (input.kind) {
      case 'loginPwd':
        return editLoginPassword(body, silent)
      case 'payPwd':
        return editPayPassword(body, silent)
      case 'payReset':
        return resetPayPassword(body, silent)
      case 'mobile':
        return editMobile(body, silent)
      case 'email':
        return editEmail(body, silent)
    }
  }),
}
