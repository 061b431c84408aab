import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import contractsPart from '../../i18n/parts/contracts.json' with { type: 'json' }

addMessages(contractsPart)

/** The supplier's contract screens (/inquiry/supplier/init_contract, contract_info; issue 28 item 1). */
export const supplierContractMessages = defineMessages({
  initLead: {
    id: 'contracts.supplier.initLead',
    defaultMessage:
      'Borrador preparado al aceptar el comprador su cotización. Revíselo y confírmelo: cuando ambos lo hayan confirmado, se convierte en un pedido.',
  },
  infoLead: { id: 'contracts.supplier.infoLead', defaultMessage: 'Contrato de una cotización de su tienda.' },
  confirmedAt: { id: 'contracts.supplier.confirmedAt', defaultMessage: 'Usted lo confirmó el {at}.' },
  confirm: { id: 'contracts.supplier.confirm', defaultMessage: 'Confirmar contrato' },
  confirmTitle: { id: 'contracts.supplier.confirmTitle', defaultMessage: '¿Confirmar el contrato?' },
  confirmText: {
    id: 'contracts.supplier.confirmText',
    defaultMessage:
      'Se compromete a suministrar lo cotizado por {amount} en las condiciones del contrato {contractNo}.',
  },
  confirmYes: { id: 'contracts.supplier.confirmYes', defaultMessage: 'Confirmar' },
  confirming: { id: 'contracts.supplier.confirming', defaultMessage: 'Confirmando…' },
  contractInfo: { id: 'contracts.supplier.contractInfo', defaultMessage: 'Ver el contrato' },
  backToInquiry: { id: 'contracts.supplier.backToInquiry', defaultMessage: 'Volver a la solicitud' },
})
