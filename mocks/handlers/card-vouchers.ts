// Top-up cards (tag `member`, issue 12 item 3; SPEC.md §2 /shopping/card, §5, §8): the member's bound cards
// and binding one (shared rules of src/schemas/card-voucher.schema.ts first, then once per Idempotency-Key);
// and, as the platform, every card with its PIN for testers (tag `mock`, control panel). The rules of a bind
// are mocks/lib/card-vouchers.ts.
import type { components } from '../../src/api/schema'
import { cardBindSchema } from '../../src/schemas/card-voucher.schema'
import { boundCardsPage, bindCard, mockCardRows } from '../lib/card-vouchers'
import { fail, ok } from '../lib/envelope'
import { idempotent } from '../lib/idempotency'
import { rawJson, readBody, validateRules } from '../lib/request'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type BindRequest = components['schemas']['RechargeCardBindRequest']

export const CARD_LIST = '/v3/member/front/rechargeCard/list'
export const CARD_BIND = '/v3/member/front/rechargeCard/bind'

export const cardVoucherHandlers = [
  http.get(
    CARD_LIST,
    memberOnly(({ request, response, member }) => {
      const query = new URL(request.url).searchParams
      const page = boundCardsPage(
        member.memberId,
        Number(query.get('current') ?? 1),
        Number(query.get('pageSize') ?? 20),
      )
      return response(200).json(ok(page))
    }),
  ),

  http.post(
    CARD_BIND,
    memberOnly(async ({ request, member }) => {
      // the shared rules answer first, in the form's own words (a 17-digit number, a PIN with letters)
      const rules = await validateRules(cardBindSchema, (await rawJson(request)) ?? {})
      if (!rules.ok) return rules.response
      const parsed = await readBody<BindRequest>(request, CARD_BIND)
      if (!parsed.ok) return parsed.response
      return idempotent(request, member.memberId, CARD_BIND, parsed.body, async () => {
        const outcome = await bindCard(member, parsed.body)
        return outcome.ok ? Response.json(ok(outcome.result)) : fail(outcome.message)
      })
    }),
  ),

  http.get('/v3/mock/front/rechargeCards', ({ response }) => response(200).json(ok(mockCardRows()))),
]
