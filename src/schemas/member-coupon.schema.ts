// The tabs and paging of Mis cupones (/member/coupon; issue 12 item 6; REFERENCE.md §8 coupon/list useState
// 1 unused / 2 used / 3 expired, pageSize 8). Shared by the route, which reads the tab and page from the URL
// (anything unexpected falls back to the first tab, page 1), and by the mock's coupon/list, which refuses them
// with the same Spanish messages (also the contract's x-error-message of useState, current and pageSize).
import { number } from 'yup'
import { addMessages } from '../i18n/dictionary'
import couponsPart from '../i18n/parts/coupons.json' with { type: 'json' }
import { defineMessages } from '../lib/intl'

addMessages(couponsPart)

export const COUPON_TABS = [1, 2, 3] as const
/** 1 Sin usar, 2 Usados, 3 Caducados. */
export type CouponTab = (typeof COUPON_TABS)[number]
/** REFERENCE.md: coupon/list pageSize 8. */
export const MEMBER_COUPON_PAGE_SIZE = 8

export const memberCouponRules = defineMessages({
  tabInvalid: {
    id: 'coupons.validation.tabInvalid',
    defaultMessage: 'El estado de los cupones no es válido (1 sin usar, 2 usados, 3 caducados).',
  },
  pageInvalid: { id: 'coupons.validation.pageInvalid', defaultMessage: 'La página de cupones no es válida.' },
})

export const couponTabSchema = number()
  .typeError(memberCouponRules.tabInvalid.id)
  .required(memberCouponRules.tabInvalid.id)
  .oneOf([...COUPON_TABS], memberCouponRules.tabInvalid.id)

export const couponPageSchema = number()
  .typeError(memberCouponRules.pageInvalid.id)
  .integer(memberCouponRules.pageInvalid.id)
  .min(1, memberCouponRules.pageInvalid.id)
  .max(Number.MAX_SAFE_INTEGER, memberCouponRules.pageInvalid.id)

export const couponPageSizeSchema = number()
  .typeError(memberCouponRules.pageInvalid.id)
  .oneOf([MEMBER_COUPON_PAGE_SIZE], memberCouponRules.pageInvalid.id)

/** A query value as the rules read it: digits only (no "1e1", " 2", "0x2"), else NaN. */
export const queryNumber = (raw: string | null): number | undefined =>
  raw === null || raw === '' ? undefined : /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN

export const isCouponTab = (value: unknown): value is CouponTab => couponTabSchema.isValidSync(value)

/** The tab of the URL's `tab` parameter; anything else is the first tab (Sin usar). */
export function couponTabOf(raw: string | null): CouponTab {
  const value = queryNumber(raw)
  return isCouponTab(value) ? value : 1
}

/** The page of the URL's `page` parameter; anything else is page 1. */
export function couponPageOf(raw: string | null): number {
  const value = queryNumber(raw)
  return value !== undefined && couponPageSchema.isValidSync(value) ? value : 1
}
