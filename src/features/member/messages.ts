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
  // issue 27 leftovers item 2: where a personal member looks for the designer certification, and a designer
  // for the enterprises to work for
  becomeDesigner: { id: 'member.home.becomeDesigner', defaultMessage: 'Hacerme diseñador' },
  joinEnterprise: { id: 'member.home.joinEnterprise', defaultMessage: 'Presentarme a una empresa' },
})

export const memberHomeMessages = defineMessages({
  recharge: { id: 'member.home.recharge', defaultMessage: 'Recargar' },
  avatarAlt: { id: 'member.home.avatarAlt', defaultMessage: 'Foto de perfil de {name}' },
  review: { id: 'member.home.review', defaultMessage: 'Estado de la cuenta' },
  review0: { id: 'member.review.replenish', defaultMessage: 'Faltan datos de la cuenta' },
  review1: { id: 'member.review.inReview', defaultMessage: 'En revisión' },
  review2: { id: 'member.review.approved', defaultMessage: 'Aprobada' },
  review4: { id: 'member.review.rejected', defaultMessage: 'Rechazada' },
  money: { id: 'member.home.money', defaultMessage: 'Mis activos' },
  myPoints: { id: 'member.home.myPoints', defaultMessage: 'Mis puntos' },
  couponCount: {
    id: 'member.home.couponCount',
    defaultMessage: '{count, plural, one {# cupón} other {# cupones}}',
  },
  creditAvailable: { id: 'member.home.creditAvailable', defaultMessage: 'Crédito disponible' },
  creditOf: { id: 'member.home.creditOf', defaultMessage: 'de {limit}' },
  creditOverdue: {
    id: 'member.home.creditOverdue',
    defaultMessage: 'Tiene facturas de crédito vencidas: el pago a crédito está bloqueado.',
  },
  ordersHeading: { id: 'member.home.ordersHeading', defaultMessage: 'Mis pedidos' },
  allOrders: { id: 'member.home.allOrders', defaultMessage: 'Ver todos ({count, number})' },
  orderCount: {
    id: 'member.home.orderCount',
    defaultMessage: '{count, plural, one {# pedido} other {# pedidos}}',
  },
  countsUnavailable: {
    id: 'member.home.countsUnavailable',
    defaultMessage: 'No se pudieron leer los pedidos. Vuelva a intentarlo más tarde.',
  },
  footprint: { id: 'member.home.footprint', defaultMessage: 'Vistos recientemente' },
  footprintAll: { id: 'member.home.footprintAll', defaultMessage: 'Ver mi historial' },
  footprintEmpty: { id: 'member.home.footprintEmpty', defaultMessage: 'Aún no ha visto ningún producto.' },
  security: { id: 'member.home.security', defaultMessage: 'Perfil y seguridad' },
  profile: { id: 'member.home.profile', defaultMessage: 'Mi perfil' },
  account: { id: 'member.home.account', defaultMessage: 'Seguridad de la cuenta' },
})

export const accountMessages = defineMessages({
  title: { id: 'member.account.title', defaultMessage: 'Seguridad de la cuenta' },
  overview: { id: 'member.account.overview', defaultMessage: 'Datos de la cuenta' },
  memberName: { id: 'member.account.memberName', defaultMessage: 'Nombre de miembro' },
  memberType: { id: 'member.account.memberType', defaultMessage: 'Tipo de miembro' },
  mobile: { id: 'member.account.mobile', defaultMessage: 'Teléfono móvil' },
  none: { id: 'member.account.none', defaultMessage: 'Sin indicar' },
  items: { id: 'member.account.items', defaultMessage: 'Elementos de seguridad' },
  loginPwd: { id: 'member.account.loginPwd', defaultMessage: 'Contraseña de inicio de sesión' },
  loginPwdState: { id: 'member.account.loginPwdState', defaultMessage: 'Configurada' },
  payPwd: { id: 'member.account.payPwd', defaultMessage: 'Contraseña de pago' },
  payPwdSet: { id: 'member.account.payPwdSet', defaultMessage: 'Configurada' },
  payPwdUnset: { id: 'member.account.payPwdUnset', defaultMessage: 'Sin configurar' },
  mobileBound: { id: 'member.account.mobileBound', defaultMessage: 'Vinculado' },
  mobileUnbound: { id: 'member.account.mobileUnbound', defaultMessage: 'Sin vincular' },
  emailBound: { id: 'member.account.emailBound', defaultMessage: 'Verificado' },
  change: { id: 'member.account.change', defaultMessage: 'Cambiar' },
  set: { id: 'member.account.set', defaultMessage: 'Configurar' },
  forgotPay: { id: 'member.account.forgotPay', defaultMessage: 'Restablecer' },
  changeHidden: { id: 'member.account.changeHidden', defaultMessage: '{item}' },
  profile: { id: 'member.account.profile', defaultMessage: 'Editar mi perfil' },
})

export const profileMessages = defineMessages({
  title: { id: 'member.profile.title', defaultMessage: 'Mi perfil' },
  avatar: { id: 'member.profile.avatar', defaultMessage: 'Foto de perfil' },
  avatarAlt: { id: 'member.profile.avatarAlt', defaultMessage: 'Foto de perfil actual' },
  avatarNone: { id: 'member.profile.avatarNone', defaultMessage: 'Sin foto de perfil' },
  avatarPick: { id: 'member.profile.avatarPick', defaultMessage: 'Elegir foto de perfil' },
  avatarChosen: { id: 'member.profile.avatarChosen', defaultMessage: 'Foto nueva elegida, sin guardar' },
  avatarHint: {
    id: 'member.profile.avatarHint',
    defaultMessage: 'Imagen PNG o JPG de menos de 4 MB. Se guarda al pulsar «Guardar».',
  },
  avatarChecking: {
    id: 'member.profile.avatarChecking',
    defaultMessage: 'Comprobando y subiendo la imagen…',
  },
  trueName: { id: 'member.profile.trueName', defaultMessage: 'Nombre y apellidos' },
  memberName: { id: 'member.profile.memberName', defaultMessage: 'Nombre de miembro' },
  email: { id: 'member.profile.email', defaultMessage: 'Correo electrónico' },
  company: { id: 'member.profile.company', defaultMessage: 'Empresa' },
  save: { id: 'member.profile.save', defaultMessage: 'Guardar' },
  saving: { id: 'member.profile.saving', defaultMessage: 'Guardando…' },
  saved: { id: 'member.profile.saved', defaultMessage: 'Perfil guardado.' },
})

export const securityMessages = defineMessages({
  titleLoginPwd: {
    id: 'member.security.titleLoginPwd',
    defaultMessage: 'Cambiar la contraseña de inicio de sesión',
  },
  titlePayPwdSet: {
    id: 'member.security.titlePayPwdSet',
    defaultMessage: 'Configurar la contraseña de pago',
  },
  titlePayPwd: { id: 'member.security.titlePayPwd', defaultMessage: 'Cambiar la contraseña de pago' },
  titlePayReset: { id: 'member.security.titlePayReset', defaultMessage: 'Restablecer la contraseña de pago' },
  titleMobile: { id: 'member.security.titleMobile', defaultMessage: 'Cambiar el teléfono móvil' },
  titleEmail: { id: 'member.security.titleEmail', defaultMessage: 'Cambiar el correo electrónico' },
  oldPwd: { id: 'member.security.oldPwd', defaultMessage: 'Contraseña actual' },
  newPwd: { id: 'member.security.newPwd', defaultMessage: 'Nueva contraseña' },
  confirmPwd: { id: 'member.security.confirmPwd', defaultMessage: 'Repita la nueva contraseña' },
  loginPwd: { id: 'member.security.loginPwd', defaultMessage: 'Contraseña de inicio de sesión' },
  oldPayPwd: { id: 'member.security.oldPayPwd', defaultMessage: 'Contraseña de pago actual' },
  payPwd: { id: 'member.security.payPwd', defaultMessage: 'Nueva contraseña de pago' },
  confirmPayPwd: { id: 'member.security.confirmPayPwd', defaultMessage: 'Repita la contraseña de pago' },
  mobile: { id: 'member.security.mobile', defaultMessage: 'Nuevo teléfono móvil' },
  email: { id: 'member.security.email', defaultMessage: 'Nuevo correo electrónico' },
  smsCode: { id: 'member.security.smsCode', defaultMessage: 'Código SMS' },
  emailCode: { id: 'member.security.emailCode', defaultMessage: 'Código del correo' },
  hintNewPwd: {
    id: 'member.security.hintNewPwd',
    defaultMessage: 'De 8 a 30 caracteres con letras, números y símbolos, sin espacios ni caracteres chinos.',
  },
  hintPayPwd: { id: 'member.security.hintPayPwd', defaultMessage: 'Al menos 8 dígitos.' },
  resetTo: { id: 'member.security.resetTo', defaultMessage: 'El código se envía a su correo electrónico.' },
  sendCode: { id: 'member.security.sendCode', defaultMessage: 'Enviar código' },
  sendingCode: { id: 'member.security.sendingCode', defaultMessage: 'Enviando…' },
  resendIn: { id: 'member.security.resendIn', defaultMessage: 'Reenviar en {seconds, number} s' },
  codeSent: {
    id: 'member.security.codeSent',
    defaultMessage: 'Código enviado a {target}. Caduca a las {time}.',
  },
  submit: { id: 'member.security.submit', defaultMessage: 'Confirmar' },
  submitting: { id: 'member.security.submitting', defaultMessage: 'Enviando…' },
  done: { id: 'member.security.done', defaultMessage: 'Cambio guardado.' },
  backToAccount: {
    id: 'member.security.backToAccount',
    defaultMessage: 'Volver a la seguridad de la cuenta',
  },
  forgotPay: { id: 'member.security.forgotPay', defaultMessage: '¿Olvidó su contraseña de pago?' },
  backToPayment: { id: 'member.security.backToPayment', defaultMessage: 'Volver al pago' },
  loadFailed: { id: 'member.security.loadFailed', defaultMessage: 'No se pudo leer su cuenta.' },
  retry: { id: 'member.security.retry', defaultMessage: 'Reintentar' },
})
