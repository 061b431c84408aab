import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import memberPart from '../../i18n/parts/member.json' with { type: 'json' }

addMessages(memberPart)

export const memberMessages = defineMessages({
  title: { id: 'member.home.title', defaultMessage: 'Centro de miembros' },
  welcome: { id: 'member.home.welcome', defaultMessage: 'Bienvenido, {name}' },
  type1: { id: 'member.type.personal', defaultMessage: 'Miembro personal' },
  type2: { id: 'member.type.designer', defaultMessage: 'Diseñador certificado' },
  type3: { id: 'member.type.enterprise', defaultMessage: 'Empresa certificada' },
  subAccount: { id: 'member.type.subAccount', defaultMessage: 'Subcuenta' },
  company: { id: 'member.home.company', defaultMessage: 'Empresa' },
  email: { id: 'member.home.email', defaultMessage: 'Correo electrónico' },
  balance: { id: 'member.home.balance', defaultMessage: 'Saldo prepago' },
  points: { id: 'member.home.points', defaultMessage: 'Puntos' },
  credit: { id: 'member.home.credit', defaultMessage: 'Límite de crédito' },
  shortcuts: { id: 'member.home.shortcuts', defaultMessage: 'Accesos directos' },
  orders: { id: 'member.home.orders', defaultMessage: 'Mis pedidos' },
  wallet: { id: 'member.home.wallet', defaultMessage: 'Monedero' },
  addresses: { id: 'member.home.addresses', defaultMessage: 'Mis direcciones' },
  favourites: { id: 'member.home.favourites', defaultMessage: 'Mis favoritos' },
  coupons: { id: 'member.home.coupons', defaultMessage: 'Mis cupones' },
  subAccounts: { id: 'member.home.subAccounts', defaultMessage: 'Subcuentas' },
  samples: { id: 'member.home.samples', defaultMessage: 'Mis muestras' },
})
