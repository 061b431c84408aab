// Texts of /member/authen and /member/request/info (issue 27 items 4 and 7). Field rules' messages live with
// their schemas (src/schemas/member-authen.schema.ts, customs.schema.ts).
import { addMessages } from '../../i18n/dictionary'
import memberPart from '../../i18n/parts/member.json' with { type: 'json' }
import { defineMessages } from '../../lib/intl'

addMessages(memberPart)

export const authenMessages = defineMessages({
  title: { id: 'member.authen.title', defaultMessage: 'Certificación' },
  leadPersonal: {
    id: 'member.authen.leadPersonal',
    defaultMessage:
      'Verifique su identidad con su nombre completo y su documento de identidad. La plataforma revisa los datos.',
  },
  leadEnterprise: {
    id: 'member.authen.leadEnterprise',
    defaultMessage:
      'Certifique su empresa con su nombre, su número de registro mercantil y una imagen de la licencia comercial. La plataforma revisa los datos.',
  },
  stateTitle: { id: 'member.authen.stateTitle', defaultMessage: 'Estado de la certificación' },
  stateNotSubmitted: { id: 'member.authen.stateNotSubmitted', defaultMessage: 'Sin enviar' },
  statePending: { id: 'member.authen.statePending', defaultMessage: 'En revisión' },
  stateApproved: { id: 'member.authen.stateApproved', defaultMessage: 'Aprobada' },
  stateRejected: { id: 'member.authen.stateRejected', defaultMessage: 'Rechazada' },
  submittedAt: { id: 'member.authen.submittedAt', defaultMessage: 'Enviada el {time}' },
  reviewedAt: { id: 'member.authen.reviewedAt', defaultMessage: 'Revisada el {time}' },
  rejectedReason: {
    id: 'member.authen.rejectedReason',
    defaultMessage: 'Motivo del rechazo: {reason}',
  },
  rejectedHint: {
    id: 'member.authen.rejectedHint',
    defaultMessage: 'Corrija los datos y vuelva a enviarlos.',
  },
  pendingHint: {
    id: 'member.authen.pendingHint',
    defaultMessage: 'La plataforma está revisando sus datos. Le avisaremos del resultado.',
  },
  approvedHint: {
    id: 'member.authen.approvedHint',
    defaultMessage: 'Su certificación está aprobada.',
  },
  refresh: { id: 'member.authen.refresh', defaultMessage: 'Actualizar estado' },
  formTitlePersonal: { id: 'member.authen.formTitlePersonal', defaultMessage: 'Identidad personal' },
  formTitleEnterprise: {
    id: 'member.authen.formTitleEnterprise',
    defaultMessage: 'Certificación de empresa',
  },
  dataTitle: { id: 'member.authen.dataTitle', defaultMessage: 'Datos enviados' },
  fieldRealName: { id: 'member.authen.fieldRealName', defaultMessage: 'Nombre completo' },
  fieldIdNumber: { id: 'member.authen.fieldIdNumber', defaultMessage: 'Número de documento de identidad' },
  idNumberHint: {
    id: 'member.authen.idNumberHint',
    defaultMessage: '18 dígitos (el último puede ser X) o 15 dígitos',
  },
  fieldCompany: { id: 'member.authen.fieldCompany', defaultMessage: 'Nombre de la empresa' },
  fieldRegistration: {
    id: 'member.authen.fieldRegistration',
    defaultMessage: 'Número de registro mercantil',
  },
  registrationHint: {
    id: 'member.authen.registrationHint',
    defaultMessage: 'De 5 a 30 letras, números o guiones',
  },
  fieldLicence: { id: 'member.authen.fieldLicence', defaultMessage: 'Imagen de la licencia comercial' },
  licenceHint: { id: 'member.authen.licenceHint', defaultMessage: 'PNG o JPG, máximo 1 MB' },
  licenceChosen: { id: 'member.authen.licenceChosen', defaultMessage: 'Licencia adjunta' },
  licenceUploading: { id: 'member.authen.licenceUploading', defaultMessage: 'Subiendo la imagen…' },
  licenceAlt: { id: 'member.authen.licenceAlt', defaultMessage: 'Imagen de la licencia comercial enviada' },
  submit: { id: 'member.authen.submit', defaultMessage: 'Enviar para revisión' },
  resubmit: { id: 'member.authen.resubmit', defaultMessage: 'Volver a enviar' },
  submitting: { id: 'member.authen.submitting', defaultMessage: 'Enviando…' },
})

export const customsMessagesView = defineMessages({
  title: { id: 'member.customs.title', defaultMessage: 'Registro aduanero del comprador' },
  lead: {
    id: 'member.customs.lead',
    defaultMessage:
      'Registre el importador y la empresa ante la aduana para que sus pedidos se despachen sin demoras.',
  },
  stateTitle: { id: 'member.customs.stateTitle', defaultMessage: 'Estado del registro' },
  stateUnregistered: { id: 'member.customs.stateUnregistered', defaultMessage: 'Sin registrar' },
  stateRegistered: { id: 'member.customs.stateRegistered', defaultMessage: 'Registrado' },
  readyHint: {
    id: 'member.customs.readyHint',
    defaultMessage: 'Listo para la aduana desde el {time}.',
  },
  notReadyHint: {
    id: 'member.customs.notReadyHint',
    defaultMessage: 'Sin este registro, sus pedidos no pueden despacharse en la aduana.',
  },
  importerTitle: { id: 'member.customs.importerTitle', defaultMessage: 'Importador' },
  enterpriseTitle: { id: 'member.customs.enterpriseTitle', defaultMessage: 'Registro de la empresa' },
  fieldImporterName: { id: 'member.customs.fieldImporterName', defaultMessage: 'Nombre del importador' },
  fieldImporterCode: { id: 'member.customs.fieldImporterCode', defaultMessage: 'Código de importador' },
  importerCodeHint: {
    id: 'member.customs.importerCodeHint',
    defaultMessage: 'De 6 a 20 letras, números o guiones, como IMP-CU-000777',
  },
  fieldEnterpriseName: { id: 'member.customs.fieldEnterpriseName', defaultMessage: 'Nombre de la empresa' },
  fieldEnterpriseCode: { id: 'member.customs.fieldEnterpriseCode', defaultMessage: 'NIT de la empresa' },
  enterpriseCodeHint: { id: 'member.customs.enterpriseCodeHint', defaultMessage: '11 dígitos' },
  bind: { id: 'member.customs.bind', defaultMessage: 'Vincular registro' },
  rebind: { id: 'member.customs.rebind', defaultMessage: 'Guardar cambios' },
  binding: { id: 'member.customs.binding', defaultMessage: 'Vinculando…' },
  bound: { id: 'member.customs.bound', defaultMessage: 'Registro aduanero vinculado.' },
})
