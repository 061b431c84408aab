// Words a notice from its dictionary keys and values (issue 11 item 6), and maps what it concerns to the app's
// own route (internal links only: the server names a kind and a number, never a URL).
import type { IntlShape } from 'react-intl'
import type { MemberMessage, MessageLink } from '../../api/member-messages'
import { noticeTexts } from './notice-messages'

export function noticeTitle(intl: IntlShape, message: MemberMessage): string {
  return message.titleKey in intl.messages
    ? intl.formatMessage({ id: message.titleKey }, message.params)
    : intl.formatMessage(noticeTexts.unknownTitle)
}

export function noticeContent(intl: IntlShape, message: MemberMessage): string {
  return message.contentKey in intl.messages
    ? intl.formatMessage({ id: message.contentKey }, message.params)
    : ''
}

const ROUTES: Record<MessageLink['kind'], (sn: string) => string> = {
  order: (sn) => `/member/order/detail?orderSn=${encodeURIComponent(sn)}`,
  refund: (sn) => `/member/order/refund/detail?afsSn=${encodeURIComponent(sn)}`,
  payment: (sn) => `/buy/pay?paySn=${encodeURIComponent(sn)}`,
  payRequest: (sn) => `/buy/another/detail?requestSn=${encodeURIComponent(sn)}`,
  payRequestToPay: (sn) => `/buy/another/pay?requestSn=${encodeURIComponent(sn)}`,
}

export function noticeHref(link: MessageLink | null): string | null {
  return link ? (ROUTES[link.kind]?.(link.sn) ?? null) : null
}
