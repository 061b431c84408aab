// Sub-accounts of an enterprise and the spending approval (tag `member`; issue 27 items 1 and 2; SPEC.md §2
// /member/subAccount, /member/createSub, /member/permission, §5, §6). Only the main account of an enterprise
// manages its sub-accounts and decides their approvals (mocks/lib/sub-accounts.ts managerRefusal); what a
// sub-account may do elsewhere is checked by memberOnly before any handler runs. The approval's states are the
// order-approval machine's (machines/order-approval): `decide` refuses what the state does not take.
import { number, string } from 'yup'
import { decide } from '../../machines/order-approval/order-approval.machine'
import type { components } from '../../src/api/schema'
import {
  approvalDecisionSchema,
  createSubSchema,
  resetSubPasswordSchema,
  subRightsSchema,
} from '../../src/schemas/sub-account.schema'
import { clock } from '../clock'
import { db, nextId, type MemberRecord } from '../db'
import { fail, ok } from '../lib/envelope'
import { memberOnly } from '../lib/member-only'
import { paginate } from '../lib/paginate'
import { readBody, readBodyByRules } from '../lib/request'
import {
  SUB_ACCOUNT_MESSAGES,
  approvalOut,
  managerRefusal,
  ownSubAccount,
  pendingApprovalsOf,
  subAccountOut,
  subAccountsOf,
} from '../lib/sub-accounts'
import { iso } from '../lib/time'
import { http } from './http'

type AuthorisedDesigner = components['schemas']['AuthorisedDesigner']

export const SUB_ACCOUNT_PATHS = {
  list: '/v3/member/front/subAccount/list',
  add: '/v3/member/front/subAccount/add',
  edit: '/v3/member/front/subAccount/edit',
  disable: '/v3/member/front/subAccount/disable',
  resetPassword: '/v3/member/front/subAccount/resetPassword',
  approvals: '/v3/member/front/subAccount/approvals',
  decide: '/v3/member/front/subAccount/approval/decide',
  designers: '/v3/member/front/permission/designers',
} as const
const P = SUB_ACCOUNT_PATHS

const subMemberId = () => number().required().integer().positive()
const rightsSchema = subRightsSchema.shape({ subMemberId: subMemberId() })
const resetSchema = resetSubPasswordSchema.shape({ subMemberId: subMemberId() })

const decisionSchema = approvalDecisionSchema.shape({ orderSn: string().required() })

function pageOf(request: Request) {
  const params = new URL(request.url).searchParams
  return { current: Number(params.get('current') ?? 1), pageSize: Number(params.get('pageSize') ?? 10) }
}

async function updateMember(
  sub: MemberRecord,
  change: (record: MemberRecord) => void,
): Promise<MemberRecord> {
  return (await db.members.update((q) => q.where({ memberId: sub.memberId }), { data: change })) ?? sub
}

export const subAccountHandlers = [
  http.get(
    P.list,
    memberOnly(({ request, response, member }) => {
      const refused = managerRefusal(member)
      if (refused) return fail(refused)
      const { current, pageSize } = pageOf(request)
      const page = paginate(subAccountsOf(member), current, pageSize)
      return response(200).json(ok({ list: page.list.map(subAccountOut), pagination: page.pagination }))
    }),
  ),

  http.post(
    P.add,
    memberOnly(async ({ request, response, member }) => {
      const refused = managerRefusal(member)
      if (refused) return fail(refused)
      const read = await readBodyByRules(request, P.add, createSubSchema)
      if (!read.ok) return read.response
      const values = read.value
      const email = values.email.toLowerCase()
      if (db.members.findFirst((q) => q.where({ email }))) return fail(SUB_ACCOUNT_MESSAGES.emailTaken)
      const sub = await db.members.create({
        ...member,
        memberId: nextId('members', 'memberId'),
        email,
        password: values.password,
        memberName: values.memberName,
        memberTrueName: values.memberName,
        creditLimit: 0,
        payPassword: '',
        isSubAccount: true,
        parentMemberId: member.memberId,
        subPermissions: [...values.permissions],
        spendingLimit: values.spendingLimit,
        disabled: false,
        registeredAt: clock.now(),
        externalAccounts: [],
        authorisedDesigners: [],
      })
      return response(200).json(ok(subAccountOut(sub)))
    }),
  ),

  http.post(
    P.edit,
    memberOnly(async ({ request, response, member }) => {
      const refused = managerRefusal(member)
      if (refused) return fail(refused)
      const read = await readBodyByRules(request, P.edit, rightsSchema)
      if (!read.ok) return read.response
      const values = read.value
      const sub = ownSubAccount(member, values.subMemberId)
      if (!sub) return fail(SUB_ACCOUNT_MESSAGES.notFound)
      const changed = await updateMember(sub, (record) => {
        record.subPermissions = [...values.permissions]
        record.spendingLimit = values.spendingLimit
      })
      return response(200).json(ok(subAccountOut(changed)))
    }),
  ),

  http.post(
    P.disable,
    memberOnly(async ({ request, response, member }) => {
      const refused = managerRefusal(member)
      if (refused) return fail(refused)
      const parsed = await readBody<{ subMemberId: number; disabled: boolean }>(request, P.disable)
      if (!parsed.ok) return parsed.response
      const sub = ownSubAccount(member, parsed.body.subMemberId)
      if (!sub) return fail(SUB_ACCOUNT_MESSAGES.notFound)
      // the same state again changes nothing (idempotent); disabling ends the sessions (signedIn)
      const changed =
        sub.disabled === parsed.body.disabled
          ? sub
          : await updateMember(sub, (record) => void (record.disabled = parsed.body.disabled))
      return response(200).json(ok(subAccountOut(changed)))
    }),
  ),

  http.post(
    P.resetPassword,
    memberOnly(async ({ request, response, member }) => {
      const refused = managerRefusal(member)
      if (refused) return fail(refused)
      const read = await readBodyByRules(request, P.resetPassword, resetSchema)
      if (!read.ok) return read.response
      const values = read.value
      const sub = ownSubAccount(member, values.subMemberId)
      if (!sub) return fail(SUB_ACCOUNT_MESSAGES.notFound)
      const changed = await updateMember(sub, (record) => void (record.password = values.password))
      // the sub-account's open sessions end with its old password
      const now = clock.now()
      for (const session of db.sessions.findMany((q) => q.where({ memberId: sub.memberId }))) {
        if (session.revokedAt === undefined)
          await db.sessions.update(session, { data: (record) => void (record.revokedAt = now) })
      }
      return response(200).json(ok(subAccountOut(changed)))
    }),
  ),

  http.get(
    P.approvals,
    memberOnly(({ request, response, member }) => {
      const refused = managerRefusal(member)
      if (refused) return fail(refused)
      const { current, pageSize } = pageOf(request)
      const page = paginate(pendingApprovalsOf(member), current, pageSize)
      return response(200).json(
        ok({ list: page.list.map((order) => approvalOut(order)!), pagination: page.pagination }),
      )
    }),
  ),

  http.post(
    P.decide,
    memberOnly(async ({ request, response, member }) => {
      const refused = managerRefusal(member)
      if (refused) return fail(refused)
      const read = await readBodyByRules(request, P.decide, decisionSchema)
      if (!read.ok) return read.response
      const { orderSn } = read.value
      const order = db.orders.findFirst((q) => q.where({ orderSn }))
      if (!order?.approval || order.approval.parentMemberId !== member.memberId)
        return fail(SUB_ACCOUNT_MESSAGES.approvalNotFound)
      const event =
        read.value.decision === 'approve'
          ? ({ type: 'approve' } as const)
          : ({ type: 'reject', reason: read.value.reason ?? '' } as const)
      const next = decide(order.approval, event)
      if (!next) return fail(SUB_ACCOUNT_MESSAGES.alreadyDecided)
      if (next === order.approval) return response(200).json(ok(approvalOut(order)!))
      const decidedAt = clock.now()
      const changed =
        (await db.orders.update(order, {
          data: (record) => void (record.approval = { ...record.approval!, ...next, decidedAt }),
        })) ?? order
      return response(200).json(ok(approvalOut(changed)!))
    }),
  ),

  http.get(
    P.designers,
    memberOnly(({ response, member }) => {
      if (member.memberType === 2) return fail(SUB_ACCOUNT_MESSAGES.designersNotForDesigners)
      const list: AuthorisedDesigner[] = (member.authorisedDesigners ?? []).flatMap(
        ({ designerId, authorisedAt }) => {
          const designer = db.members.findFirst((q) => q.where({ memberId: designerId }))
          return designer
            ? [
                {
                  designerId,
                  memberName: designer.memberName,
                  memberTrueName: designer.memberTrueName,
                  authorisedTime: iso(authorisedAt),
                },
              ]
            : []
        },
      )
      return response(200).json(ok(list))
    }),
  ),
]
