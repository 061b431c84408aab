import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import checkoutPart from '../../i18n/parts/checkout.json' with { type: 'json' }

addMessages(checkoutPart)

export const checkoutMessages = defineMessages({
  title: { id: 'checkout.confirm.title', defaultMessage: 'Confirmar pedido' },
  loading: { id: 'checkout.confirm.loading', defaultMessage: 'Cargando...' },
  loadFailed: { id: 'checkout.confirm.loadFailed', defaultMessage: 'No se pudo cargar el pedido.' },
  retry: { id: 'checkout.confirm.retry', defaultMessage: 'Reintentar' },
  backToCart: { id: 'checkout.confirm.backToCart', defaultMessage: 'Volver al carrito' },
  backToProduct: { id: 'checkout.confirm.backToProduct', defaultMessage: 'Volver al producto' },
  closeNotice: { id: 'checkout.confirm.closeNotice', defaultMessage: 'Cerrar aviso' },
  recalculating: { id: 'checkout.confirm.recalculating', defaultMessage: 'Recalculando los importes…' },

  addressTitle: { id: 'checkout.address.title', defaultMessage: 'Dirección de entrega' },
  addressNone: {
    id: 'checkout.address.none',
    defaultMessage: 'Aún no tiene direcciones de entrega. Añada una para continuar.',
  },
  addressReservedNote: {
    id: 'checkout.address.reservedNote',
    defaultMessage: 'Pedido de reserva: la dirección se confirmará cuando el proveedor revise su pedido.',
  },
  addressDefault: { id: 'checkout.address.default', defaultMessage: 'Predeterminada' },
  addressPhone: { id: 'checkout.address.phone', defaultMessage: 'Teléfono: {phone}' },
  addressEdit: { id: 'checkout.address.edit', defaultMessage: 'Editar la dirección de {name}' },
  addressEditShort: { id: 'checkout.address.editShort', defaultMessage: 'Editar' },
  addressNew: { id: 'checkout.address.new', defaultMessage: 'Nueva dirección' },

  invoiceTitle: { id: 'checkout.invoice.title', defaultMessage: 'Factura' },
  invoiceLabel: { id: 'checkout.invoice.label', defaultMessage: 'Datos de facturación' },
  invoiceNone: { id: 'checkout.invoice.none', defaultMessage: 'Sin factura' },
  invoiceNormal: { id: 'checkout.invoice.normal', defaultMessage: '{title} · Factura normal' },
  invoiceVat: { id: 'checkout.invoice.vat', defaultMessage: '{title} · Factura con IVA ({taxCode})' },

  storeSection: { id: 'checkout.store.section', defaultMessage: 'Productos de {name}' },
  storeLines: { id: 'checkout.store.lines', defaultMessage: 'Productos del pedido de {name}' },
  columnProduct: { id: 'checkout.store.columnProduct', defaultMessage: 'Producto' },
  columnSku: { id: 'checkout.store.columnSku', defaultMessage: 'SKU' },
  columnPrice: { id: 'checkout.store.columnPrice', defaultMessage: 'Precio unitario' },
  columnQuantity: { id: 'checkout.store.columnQuantity', defaultMessage: 'Cantidad' },
  columnSubtotal: { id: 'checkout.store.columnSubtotal', defaultMessage: 'Subtotal' },
  coupon: { id: 'checkout.store.coupon', defaultMessage: 'Cupón de la tienda' },
  couponNone: { id: 'checkout.store.couponNone', defaultMessage: 'No usar cupón' },
  couponAmount: { id: 'checkout.store.couponAmount', defaultMessage: '{name} · {amount} de descuento' },
  couponPercent: { id: 'checkout.store.couponPercent', defaultMessage: '{name} · {percent} % de descuento' },
  couponUnusable: {
    id: 'checkout.store.couponUnusable',
    defaultMessage: '{name} · compra mínima {min}',
  },
  couponNoneAvailable: {
    id: 'checkout.store.couponNoneAvailable',
    defaultMessage: 'No tiene cupones de esta tienda.',
  },
  purchaseOrderNumber: {
    id: 'checkout.store.purchaseOrderNumber',
    defaultMessage: 'Número de orden de compra',
  },
  purchaseOrderHint: {
    id: 'checkout.store.purchaseOrderHint',
    defaultMessage: 'Opcional. Hasta 32 letras, dígitos, guiones, guiones bajos o barras.',
  },
  remark: { id: 'checkout.store.remark', defaultMessage: 'Nota para el proveedor' },
  remarkCount: { id: 'checkout.store.remarkCount', defaultMessage: '{count, number} de 200 caracteres' },
  storeGoodsAmount: { id: 'checkout.store.goodsAmount', defaultMessage: 'Importe de productos' },
  storeCouponAmount: { id: 'checkout.store.couponDiscount', defaultMessage: 'Descuento del cupón' },
  storePointsAmount: { id: 'checkout.store.pointsDiscount', defaultMessage: 'Descuento por puntos' },
  storeTotal: { id: 'checkout.store.total', defaultMessage: 'Total de la tienda' },

  pointsTitle: { id: 'checkout.points.title', defaultMessage: 'Puntos' },
  pointsLabel: { id: 'checkout.points.label', defaultMessage: 'Puntos a usar' },
  pointsHint: {
    id: 'checkout.points.hint',
    defaultMessage:
      'En múltiplos de {unit, number} · máximo {max, number} · usted tiene {balance, number} puntos',
  },
  pointsCash: { id: 'checkout.points.cash', defaultMessage: 'Equivale a {cash}' },
  pointsApply: { id: 'checkout.points.apply', defaultMessage: 'Aplicar puntos' },

  summaryTitle: { id: 'checkout.summary.title', defaultMessage: 'Resumen del pedido' },
  summaryGoods: { id: 'checkout.summary.goods', defaultMessage: 'Importe de productos' },
  summaryCoupons: { id: 'checkout.summary.coupons', defaultMessage: 'Descuento de cupones' },
  summaryPoints: {
    id: 'checkout.summary.points',
    defaultMessage: 'Descuento por puntos ({points, number} puntos)',
  },
  summaryTotal: { id: 'checkout.summary.total', defaultMessage: 'Total a pagar' },
  summaryShipTo: { id: 'checkout.summary.shipTo', defaultMessage: 'Enviar a: {name}, {address}' },
  summaryReserved: {
    id: 'checkout.summary.reserved',
    defaultMessage: 'Pedido de reserva: el proveedor lo revisará antes de pedirle el pago.',
  },
  agreement: { id: 'checkout.summary.agreement', defaultMessage: 'He leído y acepto el acuerdo de compra' },
  agreementLink: { id: 'checkout.summary.agreementLink', defaultMessage: 'Leer el acuerdo de compra' },
  submit: { id: 'checkout.summary.submit', defaultMessage: 'Enviar pedido' },
  submitting: { id: 'checkout.summary.submitting', defaultMessage: 'Enviando el pedido…' },
  redirecting: {
    id: 'checkout.summary.redirecting',
    defaultMessage: 'En 2 segundos le llevaremos a Mis pedidos.',
  },

  problemPromotion: {
    id: 'checkout.problem.promotion',
    defaultMessage: 'La promoción del producto cambió. Vuelva atrás y haga el pedido de nuevo.',
  },
  problemPoints: {
    id: 'checkout.problem.points',
    defaultMessage: 'Sus puntos ya no alcanzan. Se quitarán los puntos del pedido y se recalculará el total.',
  },
  problemIntro: {
    id: 'checkout.problem.intro',
    defaultMessage: 'Estos productos cambiaron desde que los añadió:',
  },
  problemSku: { id: 'checkout.problem.sku', defaultMessage: 'SKU: {sku}' },
  problemStock: { id: 'checkout.problem.stock', defaultMessage: 'Existencias: {stock, number}' },
  problemBuyNum: { id: 'checkout.problem.buyNum', defaultMessage: 'Cantidad pedida: {count, number}' },
  problemLimit: { id: 'checkout.problem.limit', defaultMessage: 'Límite de compra: {limit, number}' },
  problemPrice: { id: 'checkout.problem.price', defaultMessage: 'Precio: antes {before}, ahora {after}' },
  problemResetPoints: { id: 'checkout.problem.resetPoints', defaultMessage: 'Continuar sin puntos' },
  staleTitle: {
    id: 'checkout.stale.title',
    defaultMessage:
      '{count, plural, one {Un precio cambió desde que lo vio} other {# precios cambiaron desde que los vio}} en una página guardada. El pedido se hace con los precios actuales:',
  },
  staleLine: {
    id: 'checkout.stale.line',
    defaultMessage: '{name}: ahora {price}; lo vio a {seen} (precios al {time}).',
  },
})
