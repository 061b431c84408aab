// Contracts as the mock answers them (issue 11 item 5), for the stories of the contract views.
import type { ContractDetail, ContractSignInfo, ContractSummary } from '../../src/api/contracts'

export const summary: ContractSummary = {
  contractNo: 'CB202600000001',
  title: 'Contrato marco de suministro de cemento 2026',
  source: 'upload',
  state: 'pendingSignature',
  storeId: 3,
  storeName: 'Guangzhou Hengda Materiales Co., Ltd.',
  orderSn: null,
  amount: 48500,
  startDate: '2026-10-16',
  endDate: '2027-01-24',
  createdAt: '2026-10-16T04:00:00.000Z',
  signedAt: null,
}

export const list: ContractSummary[] = [
  summary,
  {
    ...summary,
    contractNo: 'CT202611050400000016',
    title: 'Contrato de compra del pedido P202611050400000016',
    source: 'order',
    state: 'signed',
    orderSn: 'P202611050400000016',
    amount: 651.16,
    signedAt: '2026-11-06T05:00:00.000Z',
  },
  { ...summary, contractNo: 'CB202500000002', title: 'Acuerdo de compra de tuberías', state: 'expired' },
  {
    ...summary,
    contractNo: 'CT202611080400000011',
    title: 'Pedido cerrado',
    source: 'order',
    state: 'cancelled',
  },
]

export const detail: ContractDetail = {
  ...summary,
  buyer: { name: 'Importadora Caribe S.A.', email: 'comprador@example.com' },
  seller: { storeId: 3, storeName: 'Guangzhou Hengda Materiales Co., Ltd.' },
  signerName: null,
  files: [
    {
      fileId: 11,
      fileName: 'CB202600000001.pdf',
      contentType: 'application/pdf',
      size: 1107,
      kind: 'document',
    },
    {
      fileId: 12,
      fileName: 'anexo-especificaciones.pdf',
      contentType: 'application/pdf',
      size: 858,
      kind: 'attachment',
    },
  ],
  history: [{ at: '2026-10-16T04:00:00.000Z', event: 'created', actor: 'buyer' }],
  canSign: true,
  canCancel: true,
}

export const signedDetail: ContractDetail = {
  ...detail,
  ...list[1]!,
  signerName: 'Carlos Manuel Rodríguez Pérez',
  history: [
    { at: '2026-11-05T04:00:00.000Z', event: 'created', actor: 'supplier' },
    { at: '2026-11-06T05:00:00.000Z', event: 'signed', actor: 'buyer' },
  ],
  canSign: false,
  canCancel: false,
}

export const signInfo: ContractSignInfo = {
  signer: {
    authenticated: false,
    signerType: null,
    signerName: null,
    companyName: null,
    mobile: null,
    authenticatedAt: null,
  },
  memberType: 3,
  agreementTitle: 'Acuerdo de firma electrónica de contratos',
  agreementHtml:
    '<h2>1. Objeto</h2><p>Este acuerdo regula la firma electrónica de los contratos de compra.</p><script>window.__x=1</script>',
  contract: summary,
}

export const authenticated: ContractSignInfo = {
  ...signInfo,
  signer: {
    authenticated: true,
    signerType: 'enterprise',
    signerName: 'Carlos Manuel Rodríguez Pérez',
    companyName: 'Importadora Caribe S.A.',
    mobile: '*******8000',
    authenticatedAt: '2026-11-01T10:00:00.000Z',
  },
}
