// Records of members and what is theirs (SPEC.md §2, §4; issue 11): the account, sessions and codes, the mail
// the mock "sent", notices and announcements, addresses and invoice headers, favourites and the footprint.

import type { SubPermission } from '../../src/schemas/sub-account.schema'

export interface MemberRecord {
  memberId: number
  email: string
  password: string
  memberName: string
  memberTrueName: string
  memberType: 1 | 2 | 3
  /** 0 replenish, 1 in review, 4 rejected, 2 approved (SPEC.md §4). */
  dofipayRegisterStatus: number
  companyName: string
  mobile: string
  country: string
  /** the prepaid balance, the credit used and the points are sums of ledger entries (mocks/lib/ledger.ts) */
  creditLimit: number
  // an overdue credit bill is read from the ledger and the mock clock (mocks/lib/credit-bills.ts), never stored
  isSubAccount: boolean
  invoiceTitle: string
  /** pay password (digits, ≥ 8, SPEC.md §5); '' = not set */
  payPassword: string
  /** path of the avatar uploaded with source avatar (issue 11 item 3); absent = none */
  avatar?: string
  /** SPEC.md §5 national ID of a personal member, given on the replenish form (issue 11) */
  nationalId?: string
  /** enterprise contact person, given on the replenish form (issue 11) */
  contactName?: string
  /** when the account was registered or sent for review (mock clock, ms) */
  registeredAt?: number
  /** external (chat-app) accounts bound to this member by /bindMobile (REFERENCE.md wechat bindMobile) */
  externalAccounts?: string[]
  /** notice types switched off in /msg/setting: no new notice of these types is written (issue 11 item 6) */
  mutedMessageTypes?: MessageType[]
  /** a sub-account (isSubAccount): the enterprise main account it belongs to (issue 27 item 1) */
  parentMemberId?: number
  /** a sub-account's rights (src/schemas/sub-account.schema.ts SUB_PERMISSIONS) */
  subPermissions?: SubPermission[]
  /** a sub-account's spending limit (USD): a checkout above it waits for the main account's approval */
  spendingLimit?: number
  /** a disabled sub-account cannot log in, and its sessions end */
  disabled?: boolean
  /** the supplier store this account runs (SPEC.md §3 supplierCheck, §6 "Supplier: quotes"; issue 28 item 1) */
  supplierStoreId?: number
  /** designers this member authorised to propose selections for them (/member/permission, SPEC.md §6) */
  authorisedDesigners?: { designerId: number; authorisedAt: number }[]
}

export interface SessionRecord {
  accessToken: string
  refreshToken: string
  memberId: number
  issuedAt: number
  /** set by logout (SPEC.md §4): both tokens are dead from then on, and the access token answers 266 */
  revokedAt?: number
}

export interface CaptchaRecord {
  key: string
  code: string
  expiresAt: number
}

/** What a code is for (mocks/lib/verify-codes.ts): the account pages' scenes and the member centre's changes. */
export type VerifyScene =
  | 'register'
  | 'resetPassword'
  | 'bindMobile'
  | 'changeMobile'
  | 'changeEmail'
  | 'resetPayPassword'
  | 'contractSign'

/** The live email or SMS code of one scene and address, with its failure count (SPEC.md §5, issue 11). */
export interface VerifyCodeRecord {
  /** `${scene}:${target}` */
  key: string
  scene: VerifyScene
  /** normalised email or mobile digits */
  target: string
  code: string
  sentAt: number
  expiresAt: number
  /** wrong answers in a row; the sixth locks the key until lockedUntil */
  failures: number
  lockedUntil: number
}

/** Every email and SMS the mock "sent": no mail leaves the browser, the control panel shows them. */
export interface OutboxRecord {
  mailId: number
  channel: 'email' | 'sms'
  to: string
  subject: string
  body: string
  /** the code the message carries, if any (so a tester copies it) */
  code: string | null
  at: number
}

/**
 * A notice in the member's messages (/msg/list, SPEC.md §2; REFERENCE.md msg/front/msg/msgList): texts are
 * dictionary keys with values so the screen renders them in Spanish, never stored prose.
 */
export interface MemberMessageRecord {
  messageId: number
  memberId: number
  type: MessageType
  titleKey: string
  contentKey: string
  params: Record<string, string | number>
  /** what the notice concerns (the client maps it to its own route), or null */
  link: MessageLink | null
  time: number
  isRead: boolean
}

/** Notice types of /msg/list and /msg/setting (openapi MessageType). */
export type MessageType = 'system' | 'order' | 'afterSales' | 'payment' | 'payRequest'

export interface MessageLink {
  kind: 'order' | 'refund' | 'payment' | 'payRequest' | 'payRequestToPay'
  sn: string
}

/** A platform announcement of the member centre (/member/article; REFERENCE.md cms/front article). */
export interface MemberArticleRecord {
  articleId: number
  title: string
  summary: string
  category: 'notice' | 'policy' | 'guide'
  isTop: boolean
  contentHtml: string
  publishedAt: number
}

export interface AddressRecord {
  addressId: number
  memberId: number
  memberName: string
  telMobile: string
  country: string
  province: string
  city: string
  street: string
  detailAddress: string
  isDefault: boolean
  createdAt: number
}

export interface InvoiceRecord {
  invoiceId: number
  memberId: number
  titleType: 1 | 2
  invoiceTitle: string
  taxCode: string
  invoiceType: 1 | 2
  receiverEmail: string
  registerAddr: string
  registerPhone: string
  bankName: string
  bankAccount: string
  isDefault: boolean
}

/** Where a member receives paper invoices (SPEC.md §3 invoice: recipient, receiving email). */
export interface InvoiceAddressRecord {
  invoiceAddressId: number
  memberId: number
  receiverName: string
  receiverMobile: string
  receiverAddress: string
  receiverEmail: string
  isDefault: boolean
}

export interface FollowProductRecord {
  followId: number
  memberId: number
  productId: number
  followedAt: number
}

export interface FollowStoreRecord {
  followId: number
  memberId: number
  storeId: number
  followedAt: number
}

export interface FootprintRecord {
  logId: number
  memberId: number
  productId: number
  lookedAt: number
}
