// Test data of the refund screens, shared by the machine tests and the stories (test/story-only: no screen
// imports it). Fixed times and numbers.
import type { RefundDetail, RefundHistoryEntry, RefundStateName, RefundType } from '../../src/api/after-sales'
import type { RefundFormData } from './refund-form'

export const REFUND_ORDER_SN = 'P202603021500000001'
export const REFUND_AFS_SN = 'AS202603031000000001'
export const PAYMENT_ACCOUNT = { key: 'balance:1', label: 'Saldo prepago · comprador@example.com' }

const STATE_VALUE: Record<RefundStateName, string> = {
  applied: 'Solicitado, pendiente del proveedor',
  refused: 'Rechazado por el proveedor',
  waitingReturn: 'Aprobado, pendiente de la devolución',
  returnShipped: 'Mercancía devuelta, pendiente de recepción',
  refunded: 'Reembolsado',
  withdrawn: 'Retirado por el comprador',
}

export const productFixture = {
  orderProductId: 1,
  productId: 5,
  goodsId: 3,
  goodsName: 'Grifo monomando de latón',
  goodsImage: 'data:image/png;base64,iVBORw0KGgo=',
  specValues: 'Cromado',
  productCode: 'GR-0005',
  saleUnit: 'unidad',
  price: 1.5,
  buyNum: 100,
  subtotal: 150,
}

/** A second line of the order (issue 16 item 7: refunds per line). */
export const secondProductFixture = {
  orderProductId: 2,
  productId: 6,
  goodsId: 4,
  goodsName: 'Lavabo cerámico blanco',
  goodsImage: 'data:image/png;base64,iVBORw0KGgo=',
  specValues: '60 cm',
  productCode: 'LV-0006',
  saleUnit: 'unidad',
  price: 25,
  buyNum: 4,
  subtotal: 100,
}

/** What is left to refund of each line: 100 taps, and 3 basins (an earlier refund took one). */
export const REFUNDABLE_LINES = [
  { orderProductId: 1, refundableNum: 100, price: 1.5 },
  { orderProductId: 2, refundableNum: 3, price: 25 },
]

export const REASONS = {
  'refund:notReceived': [
    { reasonId: 11, content: 'El proveedor no envió a tiempo' },
    { reasonId: 13, content: 'Ya no necesito la mercancía' },
  ],
  'refund:received': [
    { reasonId: 14, content: 'La mercancía llegó dañada' },
    { reasonId: 12, content: 'No coincide con la descripción' },
  ],
  'return:received': [
    { reasonId: 21, content: 'Producto defectuoso' },
    { reasonId: 22, content: 'Cantidad incorrecta' },
  ],
}

const ALL_LINES = [
  { orderProductId: 1, selected: true, quantity: '100' },
  { orderProductId: 2, selected: true, quantity: '3' },
]

export function applyFormFixture(overrides: Partial<RefundFormData> = {}): RefundFormData {
  return {
    mode: 'apply',
    orderSn: REFUND_ORDER_SN,
    afsSn: null,
    storeName: 'Tienda Sanitarios Habana',
    productList: [productFixture, secondProductFixture],
    lines: REFUNDABLE_LINES,
    linesFixed: false,
    goodsStates: ['notReceived', 'received'],
    maxAmount: 200,
    paymentAccount: PAYMENT_ACCOUNT,
    accounts: [PAYMENT_ACCOUNT, { key: 'credit:1', label: 'Crédito · comprador@example.com' }],
    types: ['refund', 'return'],
    reasons: REASONS,
    initialValues: {
      type: 'refund',
      lines: ALL_LINES,
      goodsState: '',
      amount: '200,00',
      reasonId: '',
      description: '',
      refundAccount: PAYMENT_ACCOUNT.key,
    },
    images: [],
    reapplicable: false,
    ...overrides,
  }
}

export function reapplyFormFixture(overrides: Partial<RefundFormData> = {}): RefundFormData {
  return applyFormFixture({
    mode: 'reapply',
    afsSn: REFUND_AFS_SN,
    accounts: [PAYMENT_ACCOUNT],
    types: ['return'],
    productList: [productFixture],
    lines: [{ orderProductId: 1, refundableNum: 60, price: 1.5 }],
    linesFixed: true,
    goodsStates: ['received'],
    maxAmount: 150,
    reasons: { 'return:received': REASONS['return:received'] },
    initialValues: {
      type: 'return',
      lines: [{ orderProductId: 1, selected: true, quantity: '60' }],
      goodsState: 'received',
      amount: '80,00',
      reasonId: '21',
      description: 'Las piezas llegaron rotas.',
      refundAccount: PAYMENT_ACCOUNT.key,
    },
    images: [{ path: '/uploads/afterSale/1.png', url: 'data:image/png;base64,iVBORw0KGgo=', name: '1.png' }],
    reapplicable: true,
    ...overrides,
  })
}

const T = (minutes: number) =>
  new Date(Date.parse('2026-03-03T10:00:00.000Z') + minutes * 60_000).toISOString()

/** The history a refund of `type` has when it reaches `state` (oldest first). */
function historyTo(state: RefundStateName, type: RefundType): RefundHistoryEntry[] {
  const applied: RefundHistoryEntry = {
    time: T(0),
    state: 'applied',
    actor: 'buyer',
    note: 'Solicitud enviada',
    amount: 80,
    reason: 'Producto defectuoso',
    description: 'Las piezas llegaron rotas.',
    images: ['data:image/png;base64,iVBORw0KGgo='],
  }
  const entries: RefundHistoryEntry[] = [applied]
  if (state === 'applied') return entries
  if (state === 'refused') {
    entries.push({
      time: T(60),
      state: 'refused',
      actor: 'supplier',
      note: 'Faltan fotos del embalaje',
      reason: 'Faltan fotos del embalaje',
    })
    return entries
  }
  if (state === 'withdrawn') {
    entries.push({ time: T(30), state: 'withdrawn', actor: 'buyer', note: 'Solicitud retirada' })
    return entries
  }
  entries.push({
    time: T(90),
    state: type === 'return' ? 'waitingReturn' : 'refunded',
    actor: 'supplier',
    note: type === 'return' ? 'Devolución aprobada' : 'Reembolso aprobado',
  })
  if (state === 'waitingReturn' || type === 'refund') return entries
  entries.push({
    time: T(120),
    state: 'returnShipped',
    actor: 'buyer',
    note: 'Transportes Caribe · AB123456',
  })
  if (state === 'returnShipped') return entries
  entries.push({ time: T(180), state: 'refunded', actor: 'supplier', note: 'Mercancía recibida', amount: 80 })
  return entries
}

export function refundFixture(
  state: RefundStateName = 'applied',
  type: RefundType = 'return',
  overrides: Partial<RefundDetail> = {},
): RefundDetail {
  return {
    afsSn: REFUND_AFS_SN,
    orderSn: REFUND_ORDER_SN,
    type,
    state,
    stateValue: STATE_VALUE[state],
    amount: 80,
    createTime: T(0),
    storeName: 'Tienda Sanitarios Habana',
    productList: [productFixture],
    lines: [{ orderProductId: 1, afsNum: 60 }],
    goodsState: 'received',
    lifecycle: { kind: 'refund', state, context: { type } },
    reasonId: 21,
    reason: 'Producto defectuoso',
    description: 'Las piezas llegaron rotas.',
    images: ['data:image/png;base64,iVBORw0KGgo='],
    refundAccount: PAYMENT_ACCOUNT.key,
    refundAccountLabel: PAYMENT_ACCOUNT.label,
    refuseReason: state === 'refused' ? 'Faltan fotos del embalaje' : null,
    returnLogistics:
      state === 'returnShipped' || (state === 'refunded' && type === 'return')
        ? { carrier: 'Transportes Caribe', trackingNumber: 'AB123456', time: T(120) }
        : null,
    returnAddress: 'Almacén de Tienda Sanitarios Habana, Zona Especial de Desarrollo Mariel, Artemisa, Cuba',
    history: historyTo(state, type),
    maxAmount: 150,
    serverTime: T(200),
    ...overrides,
  }
}
