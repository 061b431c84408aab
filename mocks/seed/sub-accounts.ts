// Seeded sub-accounts of the enterprise comprador@example.com and the designers members authorised
// (issue 27 items 1 and 2; GLOSSARY.md seeded accounts, docs/accounts). Every one has the password Prueba#2026.
// - subcuenta@example.com: every right, spending limit 500 USD (a checkout above it waits for approval);
// - subcuenta.sinpago@example.com: browse, prices, order, addresses but not pay, limit 1.000 USD;
// - subcuenta.baja@example.com: disabled (cannot log in).
import type { SubPermission } from '../../src/schemas/sub-account.schema'
import type { MemberRecord } from '../records/members'
import { MOCK_EPOCH } from './constants'

const DAY = 24 * 60 * 60 * 1000

export const SEEDED_SUB_ACCOUNTS = [
  {
    local: 'subcuenta',
    memberName: 'compras_caribe01',
    memberTrueName: 'Lisandra Pérez Ortega',
    subPermissions: ['browse', 'prices', 'order', 'pay', 'addresses'],
    spendingLimit: 500,
    disabled: false,
  },
  {
    local: 'subcuenta.sinpago',
    memberName: 'almacen_caribe02',
    memberTrueName: 'Yoandy Ramos Quintana',
    subPermissions: ['browse', 'prices', 'order', 'addresses'],
    spendingLimit: 1000,
    disabled: false,
  },
  {
    local: 'subcuenta.baja',
    memberName: 'antiguo_caribe03',
    memberTrueName: 'Osmany Díaz Benítez',
    subPermissions: ['browse', 'prices'],
    spendingLimit: 200,
    disabled: true,
  },
] as const satisfies readonly {
  local: string
  memberName: string
  memberTrueName: string
  subPermissions: readonly SubPermission[]
  spendingLimit: number
  disabled: boolean
}[]

/**
 * The sub-accounts of `main` (numbered after every other member) and the designers authorised by the
 * enterprise and the personal member (/member/permission).
 */
export function withSubAccounts(members: MemberRecord[]): MemberRecord[] {
  const byLocal = (local: string) => members.find((m) => m.email === `${local}@example.com`)
  const main = byLocal('comprador')
  const designer = byLocal('disenador')
  if (!main || !designer) return members
  const firstId = Math.max(...members.map((m) => m.memberId)) + 1
  const authorised = (days: number) => [
    { designerId: designer.memberId, authorisedAt: MOCK_EPOCH - days * DAY },
  ]
  const opened = members.map((member) =>
    member === main || member.email === 'personal@example.com'
      ? { ...member, authorisedDesigners: authorised(member === main ? 40 : 12) }
      : member,
  )
  const subs = SEEDED_SUB_ACCOUNTS.map((row, i): MemberRecord => ({
    ...main,
    memberId: firstId + i,
    email: `${row.local}@example.com`,
    memberName: row.memberName,
    memberTrueName: row.memberTrueName,
    // its own wallet (none) and no credit; the seeded pay password, so it can pay by card or transfer
    creditLimit: 0,
    isSubAccount: true,
    parentMemberId: main.memberId,
    subPermissions: [...row.subPermissions],
    spendingLimit: row.spendingLimit,
    disabled: row.disabled,
    registeredAt: MOCK_EPOCH - (30 - i) * DAY,
    authorisedDesigners: [],
  }))
  return [...opened, ...subs]
}
