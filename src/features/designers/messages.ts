// Texts of the designer screens (issue 27 item 5): /applyDesigner, /member/applyInfo, /member/desApp/list|detail.
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import designersPart from '../../i18n/parts/designers.json' with { type: 'json' }

addMessages(designersPart)

export const designerMessages = defineMessages({
  applyTitle: { id: 'designers.apply.title', defaultMessage: 'Solicitar certificación de diseñador' },
  applyLead: {
    id: 'designers.apply.lead',
    defaultMessage:
      'Los diseñadores certificados proponen selecciones de productos a las empresas y piden muestras. La plataforma revisa su portafolio.',
  },
  realName: { id: 'designers.apply.realName', defaultMessage: 'Nombre completo' },
  specialty: { id: 'designers.apply.specialty', defaultMessage: 'Especialidad' },
  specialtyHint: {
    id: 'designers.apply.specialtyHint',
    defaultMessage: 'Por ejemplo: interiores comerciales, cocinas y baños, iluminación.',
  },
  intro: { id: 'designers.apply.intro', defaultMessage: 'Presentación de su trabajo' },
  portfolio: { id: 'designers.apply.portfolio', defaultMessage: 'Imágenes del portafolio' },
  portfolioButton: { id: 'designers.apply.portfolioButton', defaultMessage: 'Añadir imágenes' },
  portfolioHint: {
    id: 'designers.apply.portfolioHint',
    defaultMessage: 'PNG o JPG de hasta 1 MB cada una; de 1 a {max, number} imágenes.',
  },
  portfolioCount: {
    id: 'designers.apply.portfolioCount',
    defaultMessage:
      '{count, plural, =0 {Ninguna imagen añadida} one {# imagen añadida} other {# imágenes añadidas}}',
  },
  portfolioUploading: { id: 'designers.apply.portfolioUploading', defaultMessage: 'Subiendo imágenes…' },
  removeImage: { id: 'designers.apply.removeImage', defaultMessage: 'Quitar la imagen {n, number}' },
  imageAlt: { id: 'designers.apply.imageAlt', defaultMessage: 'Imagen {n, number} del portafolio' },
  submit: { id: 'designers.apply.submit', defaultMessage: 'Enviar solicitud' },
  submitting: { id: 'designers.apply.submitting', defaultMessage: 'Enviando…' },
  stateTitle: { id: 'designers.apply.stateTitle', defaultMessage: 'Estado de su solicitud' },
  stateLabel: { id: 'designers.apply.stateLabel', defaultMessage: 'Estado' },
  sentAt: { id: 'designers.apply.sentAt', defaultMessage: 'Enviada' },
  reviewedAt: { id: 'designers.apply.reviewedAt', defaultMessage: 'Revisada' },
  inReviewText: {
    id: 'designers.apply.inReviewText',
    defaultMessage: 'La plataforma está revisando su portafolio. Vuelva a consultar esta página más tarde.',
  },
  refresh: { id: 'designers.apply.refresh', defaultMessage: 'Consultar de nuevo' },
  rejectReason: { id: 'designers.apply.rejectReason', defaultMessage: 'Motivo del rechazo' },
  reapply: { id: 'designers.apply.reapply', defaultMessage: 'Volver a solicitar' },
  approvedText: {
    id: 'designers.apply.approvedText',
    defaultMessage: 'Ya es diseñador certificado. Sus funciones de diseñador están en el centro de miembros.',
  },
  toInfo: { id: 'designers.apply.toInfo', defaultMessage: 'Ver mi certificación' },
  submittedPortfolio: { id: 'designers.apply.submittedPortfolio', defaultMessage: 'Portafolio enviado' },
  state1: { id: 'designers.state.inReview', defaultMessage: 'En revisión' },
  state2: { id: 'designers.state.approved', defaultMessage: 'Aprobada' },
  state3: { id: 'designers.state.rejected', defaultMessage: 'Rechazada' },
  infoTitle: { id: 'designers.info.title', defaultMessage: 'Mi certificación de diseñador' },
  infoCertified: { id: 'designers.info.certified', defaultMessage: 'Diseñador certificado' },
  infoSince: { id: 'designers.info.since', defaultMessage: 'Certificado desde' },
  infoNoPortfolio: {
    id: 'designers.info.noPortfolio',
    defaultMessage: 'Su certificación no tiene imágenes de portafolio.',
  },
  infoSamples: { id: 'designers.info.samples', defaultMessage: 'Mis solicitudes de muestras' },
  desAppTitle: { id: 'designers.desApp.title', defaultMessage: 'Solicitudes de diseño' },
  desAppLead: {
    id: 'designers.desApp.lead',
    defaultMessage:
      'Diseñadores que piden proponer selecciones de productos a su empresa. Al aceptar, el diseñador queda autorizado en Permisos.',
  },
  desAppCaption: { id: 'designers.desApp.caption', defaultMessage: 'Solicitudes de diseño' },
  filterLabel: { id: 'designers.desApp.filter', defaultMessage: 'Mostrar' },
  filterAll: { id: 'designers.desApp.filterAll', defaultMessage: 'Todas' },
  pending1: { id: 'designers.desApp.state.pending', defaultMessage: 'Pendiente' },
  pending2: { id: 'designers.desApp.state.accepted', defaultMessage: 'Aceptada' },
  pending3: { id: 'designers.desApp.state.declined', defaultMessage: 'Rechazada' },
  colDesigner: { id: 'designers.desApp.col.designer', defaultMessage: 'Diseñador' },
  colSpecialty: { id: 'designers.desApp.col.specialty', defaultMessage: 'Especialidad' },
  colDate: { id: 'designers.desApp.col.date', defaultMessage: 'Fecha' },
  colState: { id: 'designers.desApp.col.state', defaultMessage: 'Estado' },
  colAction: { id: 'designers.desApp.col.action', defaultMessage: 'Acción' },
  open: { id: 'designers.desApp.open', defaultMessage: 'Ver solicitud' },
  openFor: { id: 'designers.desApp.openFor', defaultMessage: 'Ver la solicitud de {name}' },
  desAppEmpty: { id: 'designers.desApp.empty', defaultMessage: 'No hay solicitudes de diseñadores' },
  detailTitle: { id: 'designers.desApp.detailTitle', defaultMessage: 'Solicitud de {name}' },
  detailBack: { id: 'designers.desApp.detailBack', defaultMessage: 'Volver a las solicitudes' },
  message: { id: 'designers.desApp.message', defaultMessage: 'Propuesta del diseñador' },
  decidedAt: { id: 'designers.desApp.decidedAt', defaultMessage: 'Decidida' },
  declineReason: { id: 'designers.desApp.declineReason', defaultMessage: 'Motivo del rechazo' },
  accept: { id: 'designers.desApp.accept', defaultMessage: 'Aceptar' },
  decline: { id: 'designers.desApp.decline', defaultMessage: 'Rechazar' },
  acceptTitle: { id: 'designers.desApp.acceptTitle', defaultMessage: '¿Aceptar la solicitud de {name}?' },
  acceptText: {
    id: 'designers.desApp.acceptText',
    defaultMessage: 'El diseñador podrá proponer selecciones de productos para su empresa.',
  },
  declineTitle: { id: 'designers.desApp.declineTitle', defaultMessage: 'Rechazar la solicitud de {name}' },
  reason: { id: 'designers.desApp.reason', defaultMessage: 'Motivo del rechazo' },
  cancel: { id: 'designers.desApp.cancel', defaultMessage: 'Cancelar' },
  acceptedNote: {
    id: 'designers.desApp.acceptedNote',
    defaultMessage: 'El diseñador está autorizado a proponer selecciones para su empresa.',
  },
  toPermissions: { id: 'designers.desApp.toPermissions', defaultMessage: 'Ver en Permisos' },
  // /member/apply: a designer applying to join an enterprise (issue 27 leftovers item 1)
  joinTitle: { id: 'designers.join.title', defaultMessage: 'Presentarme a una empresa' },
  joinLead: {
    id: 'designers.join.lead',
    defaultMessage:
      'Pida a una empresa que le permita proponer selecciones de productos. La empresa acepta o rechaza su solicitud.',
  },
  joinFormTitle: { id: 'designers.join.formTitle', defaultMessage: 'Nueva solicitud' },
  joinKeyword: { id: 'designers.join.keyword', defaultMessage: 'Nombre de la empresa' },
  joinKeywordHint: {
    id: 'designers.join.keywordHint',
    defaultMessage: 'Busque entre las empresas que aceptan diseñadores. Déjelo vacío para verlas todas.',
  },
  joinSearch: { id: 'designers.join.search', defaultMessage: 'Buscar empresas' },
  joinSearching: { id: 'designers.join.searching', defaultMessage: 'Buscando…' },
  joinFound: { id: 'designers.join.found', defaultMessage: 'Empresa' },
  joinNoneFound: {
    id: 'designers.join.noneFound',
    defaultMessage: 'Ninguna empresa que acepte diseñadores coincide con la búsqueda.',
  },
  joinNotSearched: {
    id: 'designers.join.notSearched',
    defaultMessage: 'Busque una empresa para elegirla.',
  },
  joinMessage: { id: 'designers.join.message', defaultMessage: 'Mensaje para la empresa' },
  joinMessageHint: {
    id: 'designers.join.messageHint',
    defaultMessage: 'Entre 10 y 500 caracteres: qué selecciones puede proponer a esta empresa.',
  },
  joinSubmit: { id: 'designers.join.submit', defaultMessage: 'Enviar solicitud' },
  joinSent: { id: 'designers.join.sent', defaultMessage: 'Solicitud enviada a {name}' },
  joinWithdrawn: { id: 'designers.join.withdrawn', defaultMessage: 'Solicitud a {name} retirada.' },
  joinListTitle: { id: 'designers.join.listTitle', defaultMessage: 'Mis solicitudes' },
  joinListCaption: { id: 'designers.join.listCaption', defaultMessage: 'Mis solicitudes a empresas' },
  joinEmpty: { id: 'designers.join.empty', defaultMessage: 'Todavía no se ha presentado a ninguna empresa' },
  colEnterprise: { id: 'designers.join.col.enterprise', defaultMessage: 'Empresa' },
  colAnswer: { id: 'designers.join.col.answer', defaultMessage: 'Respuesta de la empresa' },
  joinAccepted: {
    id: 'designers.join.accepted',
    defaultMessage: 'Aceptada el {date}: puede proponer selecciones.',
  },
  joinDeclined: { id: 'designers.join.declined', defaultMessage: 'Motivo: {reason}' },
  joinWaiting: { id: 'designers.join.waiting', defaultMessage: 'Sin respuesta todavía' },
  withdraw: { id: 'designers.join.withdraw', defaultMessage: 'Retirar' },
  withdrawFor: { id: 'designers.join.withdrawFor', defaultMessage: 'Retirar la solicitud a {name}' },
  withdrawTitle: { id: 'designers.join.withdrawTitle', defaultMessage: '¿Retirar la solicitud a {name}?' },
  withdrawText: {
    id: 'designers.join.withdrawText',
    defaultMessage: 'La empresa dejará de verla. Podrá volver a presentarse más tarde.',
  },
  withdrawing: { id: 'designers.join.withdrawing', defaultMessage: 'Retirando…' },
})
