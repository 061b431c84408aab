// Texts of Mis cupones (/member/coupon; issue 12 item 6; GLOSSARY.md "my coupons" → Mis cupones).
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import couponsPart from '../../i18n/parts/coupons.json' with { type: 'json' }

addMessages(couponsPart)

export const memberCouponMessages = defineMessages({
  title: { id: 'coupons.member.title', defaultMessage: 'Mis cupones' },
  lead: {
    id: 'coupons.member.lead',
    defaultMessage:
      'Los cupones que recibió en el centro de cupones y en las tiendas. Se aplican al confirmar el pedido.',
  },
  centreLink: { id: 'coupons.member.centreLink', defaultMessage: 'Ir al centro de cupones' },
  tabsLabel: { id: 'coupons.member.tabs', defaultMessage: 'Estado de los cupones' },
  tabUnused: { id: 'coupons.member.tab.unused', defaultMessage: 'Sin usar' },
  tabUsed: { id: 'coupons.member.tab.used', defaultMessage: 'Usados' },
  tabExpired: { id: 'coupons.member.tab.expired', defaultMessage: 'Caducados' },
  tabCount: {
    id: 'coupons.member.tab.count',
    defaultMessage: '{count, plural, one {# cupón} other {# cupones}}',
  },
  listLabel: { id: 'coupons.member.list', defaultMessage: 'Cupones: {tab}' },
  loading: { id: 'coupons.member.loading', defaultMessage: 'Cargando...' },
  retry: { id: 'coupons.member.retry', defaultMessage: 'Reintentar' },
  emptyUnused: {
    id: 'coupons.member.empty.unused',
    defaultMessage: 'No tiene cupones sin usar. Reciba cupones en el centro de cupones.',
  },
  emptyUsed: { id: 'coupons.member.empty.used', defaultMessage: 'Aún no ha usado ningún cupón.' },
  emptyExpired: { id: 'coupons.member.empty.expired', defaultMessage: 'No tiene cupones caducados.' },
  amountOff: { id: 'coupons.member.amountOff', defaultMessage: '{amount} de descuento' },
  percentOff: { id: 'coupons.member.percentOff', defaultMessage: '{percent, number} % de descuento' },
  minAmount: { id: 'coupons.member.minAmount', defaultMessage: 'En pedidos desde {amount}' },
  noMinimum: { id: 'coupons.member.noMinimum', defaultMessage: 'Sin importe mínimo' },
  platform: { id: 'coupons.member.platform', defaultMessage: 'Plataforma' },
  scopeLabel: { id: 'coupons.member.scope', defaultMessage: 'Válido en:' },
  validity: { id: 'coupons.member.validity', defaultMessage: 'Válido del {start} al {end}' },
  usedOn: { id: 'coupons.member.usedOn', defaultMessage: 'Usado el {date}' },
  expiredOn: { id: 'coupons.member.expiredOn', defaultMessage: 'Caducó el {date}' },
  use: { id: 'coupons.member.use', defaultMessage: 'Usar' },
  useNamed: { id: 'coupons.member.useNamed', defaultMessage: 'Usar {name}' },
  badgeUsed: { id: 'coupons.member.badge.used', defaultMessage: 'Usado' },
  badgeExpired: { id: 'coupons.member.badge.expired', defaultMessage: 'Caducado' },
})
