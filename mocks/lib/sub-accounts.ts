// Sub-accounts of an enterprise and their rights, written once (issue 27 items 1 and 2; SPEC.md §6):
// - which member operation needs which right of a sub-account (memberOnly asks `rightRefusal` before any
//   handler runs, so a sub-account calling the API directly is refused as the screens would refuse it);
// - who may manage sub-accounts (the main account of an enterprise only);
// - the spending approval an order above the limit gets at checkout, and whether a payment may be paid.
import { approvalMeta, isPayable, startApproval } from '../../machines/order-approval/order-approval.machine'
import type { SubPermission } from '../../src/schemas/sub-account.schema'
import { clock } from '../clock'
import { db, type MemberRecord, type OrderApprovalRecord, type OrderRecord, type PaymentRecord } from '../db'
import { iso } from './time'
import type { components } from '../../src/api/schema'

type SubAccount = components['schemas']['SubAccount']
type OrderApproval = components['schemas']['OrderApproval']

export const SUB_ACCOUNT_MESSAGES = {
  enterpriseOnly: 'Solo las empresas pueden usar esta función',
  notForSubAccounts: 'Una subcuenta no puede gestionar subcuentas',
  notFound: 'La subcuenta no existe.',
  emailTaken: 'Este correo electrónico ya está registrado.',
  disabled: 'Esta subcuenta está desactivada.',
  approvalNotFound: 'No hay ninguna aprobación pendiente para este pedido.',
  alreadyDecided: 'Esta aprobación ya se ha decidido.',
  awaitingApproval: 'Este pedido espera la aprobación de la cuenta principal.',
  rejected: 'La cuenta principal ha rechazado este pedido.',
  designersNotForDesigners: 'Solo las personas y las empresas pueden usar esta función',
} as const

const RIGHT_REFUSALS: Record<SubPermission, string> = {
  browse: 'Su subcuenta no tiene permiso para consultar el catálogo.',
  prices: 'Su subcuenta no tiene permiso para ver precios.',
  order: 'Su subcuenta no tiene permiso para hacer pedidos.',
  pay: 'Su subcuenta no tiene permiso para pagar.',
  addresses: 'Su subcuenta no tiene permiso para gestionar direcciones.',
}

/** The member operations that need a right of a sub-account (exact API paths). */
const RIGHT_OF_PATH: Record<string, SubPermission> = {
  '/v3/business/front/cart/add': 'order',
  '/v3/business/front/orderOperate/confirm': 'order',
  '/v3/business/front/orderOperate/submit': 'order',
  '/v3/business/front/cart/batchAdd': 'order',
  '/v3/business/front/orderPay/doPay': 'pay',
  '/v3/business/front/payRequest/add': 'pay',
  '/v3/member/front/memberAddress/add': 'addresses',
  '/v3/member/front/memberAddress/edit': 'addresses',
  '/v3/member/front/memberAddress/del': 'addresses',
  '/v3/member/front/memberAddress/changeDefaultAddress': 'addresses',
  // material codes are the enterprise's; a sub-account changes them with the order right (issue 27 item 3)
  '/v3/member/front/materialCode/add': 'order',
  '/v3/member/front/materialCode/edit': 'order',
  '/v3/member/front/materialCode/del': 'order',
  '/v3/member/front/materialCode/batchSave': 'order',
}

/** The right `path` needs of a sub-account, or null (tests check every path names a real operation). */
export const rightOfPath = (path: string): SubPermission | null => RIGHT_OF_PATH[path] ?? null
export const RIGHTS_TABLE: Readonly<Record<string, SubPermission>> = RIGHT_OF_PATH

/** Why `member` may not call `request`'s operation, or null: only sub-accounts have rights to lack. */
export function rightRefusal(member: MemberRecord, request: Request): string | null {
  if (!member.isSubAccount) return null
  const pathname = new URL(request.url).pathname
  const path = pathname.slice(pathname.indexOf('/v3/'))
  const right = rightOfPath(path)
  if (!right || (member.subPermissions ?? []).includes(right)) return null
  return RIGHT_REFUSALS[right]
}

/** Why `member` may not manage sub-accounts, or null (SPEC.md §6 memberType 3; a sub-account never). */
export function managerRefusal(member: MemberRecord): string | null {
  if (member.memberType !== 3) return SUB_ACCOUNT_MESSAGES.enterpriseOnly
  if (member.isSubAccount) return SUB_ACCOUNT_MESSAGES.notForSubAccounts
  return null
}

export function subAccountsOf(main: MemberRecord): MemberRecord[] {
  return db.members
    .findMany((q) => q.where({ memberType: 3 }))
    .filter((m) => m.isSubAccount && m.parentMemberId === main.memberId)
    .sort((a, b) => (b.registeredAt ?? 0) - (a.registeredAt ?? 0) || b.memberId - a.memberId)
}

export function ownSubAccount(main: MemberRecord, subMemberId: number): MemberRecord | null {
  const sub = db.members.findFirst((q) => q.where({ memberId: subMemberId }))
  return sub && sub.isSubAccount && sub.parentMemberId === main.memberId ? sub : null
}

/** The approvals still waiting for `main`'s decision, oldest first. */
export function pendingApprovalsOf(main: MemberRecord): OrderRecord[] {
  return db.orders
    .all()
    .filter(
      (order) =>
        order.approval?.parentMemberId === main.memberId && approvalMeta(order.approval.state).awaitsDecision,
    )
    .sort((a, b) => a.createdAt - b.createdAt)
}

export function subAccountOut(sub: MemberRecord): SubAccount {
  const pending = db.orders
    .findMany((q) => q.where({ memberId: sub.memberId }))
    .filter((order) => order.approval && approvalMeta(order.approval.state).awaitsDecision).length
  return {
    subMemberId: sub.memberId,
    email: sub.email,
    memberName: sub.memberName,
    permissions: [...(sub.subPermissions ?? [])],
    spendingLimit: sub.spendingLimit ?? 0,
    disabled: sub.disabled === true,
    createTime: iso(sub.registeredAt ?? 0),
    pendingApprovals: pending,
  }
}

export function approvalOut(order: OrderRecord): OrderApproval | null {
  const approval = order.approval
  if (!approval) return null
  const sub = db.members.findFirst((q) => q.where({ memberId: approval.subMemberId }))
  return {
    orderSn: order.orderSn,
    state: approval.state,
    storeName: db.stores.findFirst((q) => q.where({ storeId: order.storeId }))?.storeName ?? '',
    lines: order.lines.map((line) => ({
      goodsName: line.goodsName,
      specValues: line.specValues,
      buyNum: line.buyNum,
      saleUnit: line.saleUnit,
      price: line.price,
    })),
    orderAmount: order.totalMoney,
    spendingLimit: approval.spendingLimit,
    subMemberId: approval.subMemberId,
    subMemberName: sub?.memberName ?? '',
    submitTime: iso(order.createdAt),
    decideTime: isoOrNull(approval.decidedAt),
    rejectReason: approval.rejectReason,
  }
}

/** The approval a sub-account's checkout of `amount` needs, or undefined (within the limit, or not a sub-account). */
export function approvalForCheckout(member: MemberRecord, amount: number): OrderApprovalRecord | undefined {
  if (!member.isSubAccount || member.parentMemberId === undefined) return undefined
  const limit = member.spendingLimit ?? 0
  if (amount <= limit) return undefined
  return {
    ...startApproval(),
    subMemberId: member.memberId,
    parentMemberId: member.parentMemberId,
    spendingLimit: limit,
    checkoutAmount: amount,
    decidedAt: null,
  }
}

/** Why `payment` may not be paid yet because of a spending approval, or null. */
export function approvalRefusal(payment: PaymentRecord): string | null {
  for (const orderSn of payment.orderSns) {
    const order = db.orders.findFirst((q) => q.where({ orderSn }))
    if (!order || isPayable(order.approval)) continue
    return order.approval!.state === 'rejected'
      ? SUB_ACCOUNT_MESSAGES.rejected
      : SUB_ACCOUNT_MESSAGES.awaitingApproval
  }
  return null
}

/** The approval of the payment's orders that is not payable yet (the payment screen shows it), or null. */
export function paymentApprovalOut(payment: PaymentRecord): OrderApproval | null {
  for (const orderSn of payment.orderSns) {
    const order = db.orders.findFirst((q) => q.where({ orderSn }))
    if (order?.approval) return approvalOut(order)
  }
  return null
}

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms))

export const nowMs = () => clock.now()
