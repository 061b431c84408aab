// Who may call a handler, written once (issue 25 item 5; STYLE.md "Lessons": one pattern, one home). A handler
// of the mock never checks the session nor sweeps the deadlines itself (mocks/handlers/session-check.test.ts):
// - memberOnly: a member's operation. A request without a live session gets the 266 envelope (SPEC.md §4, §8);
//   then the clock-driven deadlines are swept (sweepExpired: the 24 h payment window, third-party requests, the
//   orders' own deadlines), so whatever the member reads or changes next is already up to date with the mock
//   clock; then the handler runs with the member and the session.
//   A sub-account's operation that needs a right it lacks (./sub-accounts.ts) is refused before anything.
// - visitorOrMember: an operation anyone may call that answers a member more (coupons taken, goods in the cart):
//   the member, or null for a visitor. No sweep: the catalogue's reading side reads no deadline.
// - sweptFirst: an operation without a member that reads or changes orders or payments (the control panel's,
//   the gateway page's): the sweep, then the handler.
import type { MemberRecord } from '../db'
import { signedIn, type StoredSession } from './auth'
import { fail, sessionInvalid } from './envelope'
import { sweepExpired } from './order-records'
import { rightRefusal } from './sub-accounts'

/** What every resolver of ../handlers/http gets: the request, and the response helper of openapi-msw. */
interface ResolverInfo {
  request: Request
  response: { untyped(response: Response): unknown }
}

type Untyped<I extends ResolverInfo> = ReturnType<I['response']['untyped']>

/** A member's operation: 266 without a live session, then the deadline sweep, then the handler. */
export function memberOnly<I extends ResolverInfo, R>(
  handler: (info: I & { member: MemberRecord; session: StoredSession }) => R | Promise<R>,
): (info: I) => Promise<R | Untyped<I>> {
  return async (info) => {
    const caller = signedIn(info.request)
    if (!caller) return info.response.untyped(sessionInvalid()) as Untyped<I>
    // a sub-account lacking the right the operation needs is refused before the handler (issue 27 item 1)
    const refused = rightRefusal(caller.member, info.request)
    if (refused) return info.response.untyped(fail(refused)) as Untyped<I>
    await sweepExpired()
    return handler({ ...info, member: caller.member, session: caller.session })
  }
}

/** An operation anyone may call: the handler gets the member, or null for a visitor. */
export function visitorOrMember<I extends ResolverInfo, R>(
  handler: (info: I & { member: MemberRecord | null }) => R,
): (info: I) => R {
  return (info) => handler({ ...info, member: signedIn(info.request)?.member ?? null })
}

/** An operation without a member that reads or changes orders or payments: the deadline sweep first. */
export function sweptFirst<I extends ResolverInfo, R>(
  handler: (info: I) => R | Promise<R>,
): (info: I) => Promise<R> {
  return async (info) => {
    await sweepExpired()
    return handler(info)
  }
}
