// The sub-account screens' texts (issue 27 items 1 and 2; GLOSSARY.md: Subcuentas / Crear subcuenta / Límite de
// gasto; «Pendiente de aprobación / Aprobado / Rechazado por la cuenta principal»).
import { addMessages } from '../../i18n/dictionary'
import memberPart from '../../i18n/parts/member.json' with { type: 'json' }
import { defineMessages } from '../../lib/intl'

addMessages(memberPart)

export const subAccountMessages = defineMessages({
  title: { id: 'member.sub.title', defaultMessage: 'Subcuentas' },
  lead: {
    id: 'member.sub.lead',
    defaultMessage:
      'Las subcuentas compran en nombre de su empresa con sus propias credenciales. Un pedido por encima de su límite de gasto espera su aprobación antes de poder pagarse.',
  },
  create: { id: 'member.sub.create', defaultMessage: 'Crear subcuenta' },
  listTitle: { id: 'member.sub.listTitle', defaultMessage: 'Subcuentas de la empresa' },
  listCaption: {
    id: 'member.sub.listCaption',
    defaultMessage: 'Subcuentas, sus permisos y su límite de gasto',
  },
  empty: { id: 'member.sub.empty', defaultMessage: 'Todavía no tiene subcuentas.' },
  colAccount: { id: 'member.sub.col.account', defaultMessage: 'Subcuenta' },
  colRights: { id: 'member.sub.col.rights', defaultMessage: 'Permisos' },
  colLimit: { id: 'member.sub.col.limit', defaultMessage: 'Límite de gasto' },
  colState: { id: 'member.sub.col.state', defaultMessage: 'Estado' },
  colActions: { id: 'member.sub.col.actions', defaultMessage: 'Acciones' },
  active: { id: 'member.sub.state.active', defaultMessage: 'Activa' },
  disabled: { id: 'member.sub.state.disabled', defaultMessage: 'Desactivada' },
  pendingCount: {
    id: 'member.sub.pendingCount',
    defaultMessage: '{count, plural, one {# pedido por aprobar} other {# pedidos por aprobar}}',
  },
  noRights: { id: 'member.sub.noRights', defaultMessage: 'Sin permisos' },
  edit: { id: 'member.sub.edit', defaultMessage: 'Permisos y límite' },
  editFor: { id: 'member.sub.editFor', defaultMessage: 'Permisos y límite de {name}' },
  disable: { id: 'member.sub.disable', defaultMessage: 'Desactivar' },
  enable: { id: 'member.sub.enable', defaultMessage: 'Activar' },
  resetPassword: { id: 'member.sub.resetPassword', defaultMessage: 'Cambiar contraseña' },
  resetFor: { id: 'member.sub.resetFor', defaultMessage: 'Nueva contraseña de {name}' },
  disableQuestion: { id: 'member.sub.disableQuestion', defaultMessage: '¿Desactivar la subcuenta {name}?' },
  disableText: {
    id: 'member.sub.disableText',
    defaultMessage: 'No podrá iniciar sesión y sus sesiones abiertas se cerrarán. Podrá activarla de nuevo.',
  },
  enableQuestion: { id: 'member.sub.enableQuestion', defaultMessage: '¿Activar la subcuenta {name}?' },
  enableText: {
    id: 'member.sub.enableText',
    defaultMessage: 'Podrá iniciar sesión de nuevo con su contraseña y sus permisos actuales.',
  },
  save: { id: 'member.sub.save', defaultMessage: 'Guardar' },
  saving: { id: 'member.sub.saving', defaultMessage: 'Guardando…' },
  cancel: { id: 'member.sub.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'member.sub.close', defaultMessage: 'Cerrar' },
  dismiss: { id: 'member.sub.dismiss', defaultMessage: 'Cerrar aviso' },
  fieldLimit: { id: 'member.sub.field.limit', defaultMessage: 'Límite de gasto (USD)' },
  limitHint: {
    id: 'member.sub.field.limitHint',
    defaultMessage: 'Un pedido por encima de este importe espera su aprobación.',
  },
  fieldRights: { id: 'member.sub.field.rights', defaultMessage: 'Permisos' },
  fieldPassword: { id: 'member.sub.field.password', defaultMessage: 'Contraseña' },
  fieldNewPassword: { id: 'member.sub.field.newPassword', defaultMessage: 'Nueva contraseña' },
  passwordHint: {
    id: 'member.sub.field.passwordHint',
    defaultMessage: '6 a 20 caracteres, con letras, números y símbolos.',
  },
  fieldEmail: { id: 'member.sub.field.email', defaultMessage: 'Correo electrónico' },
  fieldMemberName: { id: 'member.sub.field.memberName', defaultMessage: 'Nombre de usuario' },
  memberNameHint: {
    id: 'member.sub.field.memberNameHint',
    defaultMessage: '8 a 30 letras, números, «-» o «_»; no solo números.',
  },
  rightBrowse: { id: 'member.sub.right.browse', defaultMessage: 'Ver el catálogo' },
  rightPrices: { id: 'member.sub.right.prices', defaultMessage: 'Ver precios' },
  rightOrder: { id: 'member.sub.right.order', defaultMessage: 'Hacer pedidos' },
  rightPay: { id: 'member.sub.right.pay', defaultMessage: 'Pagar' },
  rightAddresses: { id: 'member.sub.right.addresses', defaultMessage: 'Gestionar direcciones' },
  // approvals
  approvalsTitle: { id: 'member.sub.approvals.title', defaultMessage: 'Pedidos pendientes de aprobación' },
  approvalsCaption: {
    id: 'member.sub.approvals.caption',
    defaultMessage: 'Pedidos de las subcuentas por encima de su límite de gasto',
  },
  approvalsEmpty: {
    id: 'member.sub.approvals.empty',
    defaultMessage: 'No hay pedidos de subcuentas esperando su aprobación.',
  },
  colOrder: { id: 'member.sub.col.order', defaultMessage: 'Pedido' },
  orderLines: {
    id: 'member.sub.orderLines',
    defaultMessage: '{count, plural, one {Ver # producto} other {Ver # productos}}',
  },
  orderLine: {
    id: 'member.sub.orderLine',
    defaultMessage: '{name}: {count, number} {unit} × {price}',
  },
  submittedOn: { id: 'member.sub.submittedOn', defaultMessage: 'Enviado el {date}' },
  colAmount: { id: 'member.sub.col.amount', defaultMessage: 'Importe' },
  limitOf: { id: 'member.sub.limitOf', defaultMessage: 'Límite: {limit}' },
  approve: { id: 'member.sub.approve', defaultMessage: 'Aprobar' },
  reject: { id: 'member.sub.reject', defaultMessage: 'Rechazar' },
  rejectFor: { id: 'member.sub.rejectFor', defaultMessage: 'Rechazar el pedido {orderSn}' },
  rejectLead: {
    id: 'member.sub.rejectLead',
    defaultMessage: 'La subcuenta verá el motivo en el pedido y no podrá pagarlo.',
  },
  fieldReason: { id: 'member.sub.field.reason', defaultMessage: 'Motivo del rechazo' },
  // create
  createTitle: { id: 'member.sub.createTitle', defaultMessage: 'Crear subcuenta' },
  createLead: {
    id: 'member.sub.createLead',
    defaultMessage:
      'La subcuenta inicia sesión con este correo y esta contraseña. Solo verá y hará lo que le permita aquí.',
  },
  creating: { id: 'member.sub.creating', defaultMessage: 'Creando…' },
  created: { id: 'member.sub.created', defaultMessage: 'Subcuenta {email} creada.' },
  createAnother: { id: 'member.sub.createAnother', defaultMessage: 'Crear otra subcuenta' },
  backToList: { id: 'member.sub.backToList', defaultMessage: 'Volver a las subcuentas' },
  // permission
  permissionTitle: { id: 'member.sub.permission.title', defaultMessage: 'Permisos' },
  permissionLead: {
    id: 'member.sub.permission.lead',
    defaultMessage: 'Quién puede actuar en nombre de esta cuenta.',
  },
  subRightsTitle: { id: 'member.sub.permission.subRights', defaultMessage: 'Subcuentas y sus permisos' },
  manageSubs: { id: 'member.sub.permission.manage', defaultMessage: 'Gestionar subcuentas' },
  designersTitle: { id: 'member.sub.permission.designers', defaultMessage: 'Diseñadores autorizados' },
  designersLead: {
    id: 'member.sub.permission.designersLead',
    defaultMessage: 'Pueden proponerle selecciones de productos; no pueden pedir ni pagar por usted.',
  },
  designersCaption: {
    id: 'member.sub.permission.designersCaption',
    defaultMessage: 'Diseñadores autorizados',
  },
  designersEmpty: {
    id: 'member.sub.permission.designersEmpty',
    defaultMessage: 'No ha autorizado a ningún diseñador.',
  },
  colDesigner: { id: 'member.sub.col.designer', defaultMessage: 'Diseñador' },
  colDesignerName: { id: 'member.sub.col.designerName', defaultMessage: 'Nombre' },
  colAuthorised: { id: 'member.sub.col.authorised', defaultMessage: 'Autorizado el' },
})
