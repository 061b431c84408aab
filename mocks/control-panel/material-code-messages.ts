// Texts of the control panel's material-code section (issue 27 item 3): they live in the control panel's
// dictionary.
import { defineMessages } from '../../src/lib/intl'

export const materialCodePanelMessages = defineMessages({
  title: { id: 'mockPanel.materialCodes.title', defaultMessage: 'Códigos de material de las empresas' },
  lead: {
    id: 'mockPanel.materialCodes.lead',
    defaultMessage:
      'Borre los códigos de una empresa para importar otra vez la misma hoja: una segunda importación marca cada fila como código ya existente.',
  },
  refresh: { id: 'mockPanel.materialCodes.refresh', defaultMessage: 'Actualizar códigos de material' },
  empty: {
    id: 'mockPanel.materialCodes.empty',
    defaultMessage: 'Ninguna empresa tiene códigos de material.',
  },
  count: {
    id: 'mockPanel.materialCodes.count',
    defaultMessage: '{total, plural, one {# código} other {# códigos}}',
  },
  codes: { id: 'mockPanel.materialCodes.codes', defaultMessage: 'Códigos' },
  latest: { id: 'mockPanel.materialCodes.latest', defaultMessage: 'Los más recientes' },
  pair: { id: 'mockPanel.materialCodes.pair', defaultMessage: '{code} → {sku}' },
  clear: { id: 'mockPanel.materialCodes.clear', defaultMessage: 'Borrar todos' },
  clearFor: { id: 'mockPanel.materialCodes.clearFor', defaultMessage: 'Borrar los códigos de {email}' },
  cleared: {
    id: 'mockPanel.materialCodes.cleared',
    defaultMessage:
      '{removed, plural, one {Se borró # código} other {Se borraron # códigos}} de {email}. Recargue la página de códigos para verlo.',
  },
})
