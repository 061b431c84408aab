// Texts of registration, password recovery, supplementary information and mobile binding (issue 11). Labels
// from GLOSSARY.md: Crear cuenta, Enviar código, Persona / Empresa, the consent tick.
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import authPart from '../../i18n/parts/auth.json' with { type: 'json' }

addMessages(authPart)

export const accountFormMessages = defineMessages({
  memberType: { id: 'auth.account.memberType', defaultMessage: 'Tipo de miembro' },
  personal: { id: 'auth.account.personal', defaultMessage: 'Persona' },
  enterprise: { id: 'auth.account.enterprise', defaultMessage: 'Empresa' },
  designerLater: {
    id: 'auth.account.designerLater',
    defaultMessage: 'Los diseñadores solicitan su certificación después, desde el centro de miembros.',
  },
  email: { id: 'auth.account.email', defaultMessage: 'Correo electrónico' },
  emailCode: { id: 'auth.account.emailCode', defaultMessage: 'Código del correo' },
  sendCode: { id: 'auth.account.sendCode', defaultMessage: 'Enviar código' },
  resendIn: { id: 'auth.account.resendIn', defaultMessage: 'Reenviar en {seconds, number} s' },
  codeSent: {
    id: 'auth.account.codeSent',
    defaultMessage: 'Hemos enviado un código a {to}. Caduca en 10 minutos.',
  },
  password: { id: 'auth.account.password', defaultMessage: 'Contraseña' },
  passwordHint: {
    id: 'auth.account.passwordHint',
    defaultMessage: 'De 8 a 30 caracteres con letras, números y símbolos, sin espacios.',
  },
  confirmPassword: { id: 'auth.account.confirmPassword', defaultMessage: 'Repita la contraseña' },
  memberName: { id: 'auth.account.memberName', defaultMessage: 'Nombre de miembro' },
  memberNameHint: {
    id: 'auth.account.memberNameHint',
    defaultMessage: 'De 8 a 30 caracteres: letras, números, caracteres chinos, guion (-) o guion bajo (_).',
  },
  agreement: {
    id: 'auth.account.agreement',
    defaultMessage: 'He leído y acepto el Acuerdo de usuario y la Política de privacidad',
  },
  readAgreement: {
    id: 'auth.account.readAgreement',
    defaultMessage: 'Leer el Acuerdo de usuario y la Política de privacidad',
  },
  hasAccount: { id: 'auth.account.hasAccount', defaultMessage: '¿Ya tiene cuenta?' },
  login: { id: 'auth.account.login', defaultMessage: 'Iniciar sesión' },
  inReview: {
    id: 'auth.account.inReview',
    defaultMessage: 'Su cuenta está en revisión. Le avisaremos por correo electrónico cuando sea aprobada.',
  },
})

export const registerPageMessages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Crear cuenta' },
  lead: {
    id: 'auth.register.lead',
    defaultMessage: 'Regístrese como comprador. Revisaremos su cuenta antes del primer inicio de sesión.',
  },
  submit: { id: 'auth.register.submit', defaultMessage: 'Crear cuenta' },
  doneTitle: { id: 'auth.register.doneTitle', defaultMessage: 'Cuenta creada' },
})

export const resetPageMessages = defineMessages({
  newPassword: { id: 'auth.forgotPassword.newPassword', defaultMessage: 'Nueva contraseña' },
  confirmNewPassword: {
    id: 'auth.forgotPassword.confirmNewPassword',
    defaultMessage: 'Repita la nueva contraseña',
  },
  changeEmail: { id: 'auth.forgotPassword.changeEmail', defaultMessage: 'Cambiar correo' },
  submit: { id: 'auth.forgotPassword.submit', defaultMessage: 'Cambiar contraseña' },
  doneTitle: { id: 'auth.forgotPassword.doneTitle', defaultMessage: 'Contraseña cambiada' },
  doneBody: {
    id: 'auth.forgotPassword.doneBody',
    defaultMessage: 'Ya puede iniciar sesión con la nueva contraseña. La anterior ya no es válida.',
  },
})

export const replenishPageMessages = defineMessages({
  trueName: { id: 'auth.replenish.trueName', defaultMessage: 'Nombre completo' },
  nationalId: { id: 'auth.replenish.nationalId', defaultMessage: 'Documento de identidad' },
  nationalIdHint: { id: 'auth.replenish.nationalIdHint', defaultMessage: '18 o 15 dígitos.' },
  companyName: { id: 'auth.replenish.companyName', defaultMessage: 'Nombre de la empresa' },
  contactName: { id: 'auth.replenish.contactName', defaultMessage: 'Persona de contacto' },
  mobile: { id: 'auth.replenish.mobile', defaultMessage: 'Teléfono móvil' },
  submit: { id: 'auth.replenish.submit', defaultMessage: 'Enviar información' },
  doneTitle: { id: 'auth.replenish.doneTitle', defaultMessage: 'Información enviada' },
})

export const bindMobilePageMessages = defineMessages({
  title: { id: 'auth.bindMobile.title', defaultMessage: 'Vincular teléfono móvil' },
  lead: {
    id: 'auth.bindMobile.lead',
    defaultMessage:
      'Para entrar con su cuenta externa, indique el teléfono móvil de su cuenta de comprador y el código SMS que le enviaremos.',
  },
  mobile: { id: 'auth.bindMobile.mobile', defaultMessage: 'Teléfono móvil' },
  smsCode: { id: 'auth.bindMobile.smsCode', defaultMessage: 'Código SMS' },
  submit: { id: 'auth.bindMobile.submit', defaultMessage: 'Vincular y entrar' },
  missingCode: {
    id: 'auth.bindMobile.missingCode',
    defaultMessage: 'El enlace no está completo. Vuelva a entrar con su cuenta externa.',
  },
})
