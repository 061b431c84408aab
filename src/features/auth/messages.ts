import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import authPart from '../../i18n/parts/auth.json' with { type: 'json' }

addMessages(authPart)

export const loginMessages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Iniciar sesión' },
  lead: {
    id: 'auth.login.lead',
    defaultMessage: 'Acceda con el correo electrónico de su cuenta de comprador.',
  },
  email: { id: 'auth.login.email', defaultMessage: 'Correo electrónico' },
  password: { id: 'auth.login.password', defaultMessage: 'Contraseña' },
  verifyCode: { id: 'auth.login.verifyCode', defaultMessage: 'Código de verificación' },
  captchaImage: { id: 'auth.login.captcha.image', defaultMessage: 'Imagen con el código de verificación' },
  captchaRefresh: { id: 'auth.login.captcha.refresh', defaultMessage: 'Cambiar imagen' },
  captchaLoading: { id: 'auth.login.captcha.loading', defaultMessage: 'Cargando imagen...' },
  captchaFailed: { id: 'auth.login.captcha.failed', defaultMessage: 'No se pudo cargar la imagen.' },
  captchaRetrying: {
    id: 'auth.login.captcha.retrying',
    defaultMessage: 'No se pudo cargar la imagen. Reintentando…',
  },
  captchaRetryingShort: { id: 'auth.login.captcha.retryingShort', defaultMessage: 'Reintentando…' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Iniciar sesión' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: '¿Olvidó su contraseña?' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: '¿Todavía no tiene cuenta?' },
  createAccount: { id: 'auth.login.createAccount', defaultMessage: 'Crear cuenta' },
  modalNote: { id: 'auth.login.modal.note', defaultMessage: 'Inicie sesión para continuar' },
  close: { id: 'auth.login.close', defaultMessage: 'Cerrar' },
  inReviewTitle: { id: 'auth.login.inReview.title', defaultMessage: 'Cuenta en revisión' },
  inReviewBody: {
    id: 'auth.login.inReview.body',
    defaultMessage: 'Su cuenta está en revisión. Le avisaremos por correo electrónico cuando sea aprobada.',
  },
  rejectedTitle: { id: 'auth.login.rejected.title', defaultMessage: 'Cuenta no aprobada' },
  rejectedBody: {
    id: 'auth.login.rejected.body',
    defaultMessage: 'Lo sentimos, su cuenta no superó la revisión. Contacte con el soporte de la plataforma.',
  },
  contactSupport: { id: 'auth.login.rejected.contactSupport', defaultMessage: 'Contactar con soporte' },
})

export const authPageMessages = defineMessages({
  backToLogin: { id: 'auth.common.backToLogin', defaultMessage: 'Volver a iniciar sesión' },
  emailLabel: { id: 'auth.common.email', defaultMessage: 'Correo electrónico' },
  noEmail: { id: 'auth.common.noEmail', defaultMessage: 'Sin indicar' },
  replenishTitle: { id: 'auth.replenish.title', defaultMessage: 'Completar información' },
  replenishLead: {
    id: 'auth.replenish.lead',
    defaultMessage:
      'Su cuenta necesita información complementaria antes de pasar a revisión. Cuando la envíe, la revisaremos y le avisaremos por correo electrónico.',
  },
  replenishMissingLink: {
    id: 'auth.replenish.missingLink',
    defaultMessage: 'El enlace no está completo. Inicie sesión de nuevo para continuar.',
  },
  forgotTitle: { id: 'auth.forgotPassword.title', defaultMessage: 'Recuperar contraseña' },
  forgotLead: {
    id: 'auth.forgotPassword.lead',
    defaultMessage: 'Le enviaremos un código a su correo electrónico para crear una contraseña nueva.',
  },
})
