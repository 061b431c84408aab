import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import cartPart from '../../i18n/parts/cart.json' with { type: 'json' }

addMessages(cartPart)

export const cartMessages = defineMessages({
  title: { id: 'cart.index.title', defaultMessage: 'Carrito' },
  sampleTitle: { id: 'cart.request.title', defaultMessage: 'Carrito de muestras' },
  loading: { id: 'cart.index.loading', defaultMessage: 'Cargando...' },
  failed: { id: 'cart.index.failed', defaultMessage: 'No se pudo cargar el carrito.' },
  retry: { id: 'cart.index.retry', defaultMessage: 'Reintentar' },
  empty: { id: 'cart.index.empty', defaultMessage: 'Su carrito está vacío.' },
  sampleEmpty: { id: 'cart.request.empty', defaultMessage: 'Su carrito de muestras está vacío.' },
  goShopping: { id: 'cart.index.goShopping', defaultMessage: 'Ver el catálogo' },
  storeSelect: { id: 'cart.store.select', defaultMessage: 'Seleccionar todos los productos de {name}' },
  lineSelect: { id: 'cart.line.select', defaultMessage: 'Seleccionar {name}' },
  unitPrice: { id: 'cart.line.unitPrice', defaultMessage: 'Precio unitario: {price}' },
  minimum: {
    id: 'cart.line.minimum',
    defaultMessage: 'Pedido mínimo: {min, number}, en múltiplos de {min, number}',
  },
  quantity: { id: 'cart.line.quantity', defaultMessage: 'Cantidad de {name}' },
  decrease: { id: 'cart.line.decrease', defaultMessage: 'Reducir la cantidad de {name}' },
  increase: { id: 'cart.line.increase', defaultMessage: 'Aumentar la cantidad de {name}' },
  stock: { id: 'cart.line.stock', defaultMessage: 'Existencias: {stock, number}' },
  onlyLeft: { id: 'cart.line.onlyLeft', defaultMessage: 'Solo quedan {stock, number}' },
  insufficient: { id: 'cart.line.insufficient', defaultMessage: 'Stock insuficiente' },
  subtotal: { id: 'cart.line.subtotal', defaultMessage: 'Subtotal: {amount}' },
  inStock: { id: 'cart.line.inStock', defaultMessage: 'En stock' },
  reserved: { id: 'cart.line.reserved', defaultMessage: 'Reserva' },
  deleteLine: { id: 'cart.line.delete', defaultMessage: 'Eliminar {name}' },
  moveToFavourites: { id: 'cart.line.moveToFavourites', defaultMessage: 'Mover {name} a favoritos' },
  stockExceeded: {
    id: 'cart.line.stockExceeded',
    defaultMessage: 'Cantidad superior al stock disponible ({stock}).',
  },
  invalidTitle: { id: 'cart.invalid.title', defaultMessage: 'Productos no válidos' },
  invalidOffShelf: { id: 'cart.invalid.offShelf', defaultMessage: 'Retirado de la venta' },
  invalidSoldOut: { id: 'cart.invalid.soldOut', defaultMessage: 'Agotado' },
  emptyInvalid: { id: 'cart.invalid.empty', defaultMessage: 'Vaciar no válidos' },
  selectAll: { id: 'cart.footer.selectAll', defaultMessage: 'Seleccionar todo' },
  deleteSelected: { id: 'cart.footer.delete', defaultMessage: 'Eliminar' },
  selectedCount: {
    id: 'cart.footer.selectedCount',
    defaultMessage: '{count, plural, one {# producto seleccionado} other {# productos seleccionados}}',
  },
  total: { id: 'cart.footer.total', defaultMessage: 'Total: {amount}' },
  login: { id: 'cart.footer.login', defaultMessage: 'Iniciar sesión' },
  checkout: { id: 'cart.footer.checkout', defaultMessage: 'Realizar pedido' },
  sampleCheckout: { id: 'cart.footer.sampleCheckout', defaultMessage: 'Solicitar muestras' },
  confirmTitle: { id: 'cart.confirm.title', defaultMessage: 'Eliminar productos' },
  confirmBody: {
    id: 'cart.confirm.body',
    defaultMessage:
      '{count, plural, one {¿Desea eliminar este producto?} other {¿Desea eliminar los # productos seleccionados?}}',
  },
  confirmDelete: { id: 'cart.confirm.delete', defaultMessage: 'Eliminar' },
  cancel: { id: 'cart.confirm.cancel', defaultMessage: 'Cancelar' },
  closeNotice: { id: 'cart.notice.close', defaultMessage: 'Cerrar' },
  nothingSelected: { id: 'cart.notice.nothingSelected', defaultMessage: 'Seleccione al menos un producto.' },
  mixedStock: {
    id: 'cart.notice.mixedStock',
    defaultMessage:
      'Los productos en stock y los de reserva no se pueden pedir juntos: son pedidos distintos. Haga un pedido para cada tipo.',
  },
  belowMinimum: {
    id: 'cart.notice.belowMinimum',
    defaultMessage: 'La cantidad de {name} debe ser múltiplo del pedido mínimo ({min}).',
  },
  belowMinimumWithSpec: {
    id: 'cart.notice.belowMinimumWithSpec',
    defaultMessage: 'La cantidad de {name} ({spec}) debe ser múltiplo del pedido mínimo ({min}).',
    description: "the line's goods name and its SKU's spec values, e.g. Camiseta (Talla: M, Color: Rojo)",
  },
  loginRequired: { id: 'cart.notice.loginRequired', defaultMessage: 'Inicie sesión para continuar' },
  quotaLabel: {
    id: 'cart.request.quotaLabel',
    defaultMessage: 'Solicitudes de muestras disponibles este mes',
  },
  quota: {
    id: 'cart.request.quota',
    defaultMessage: 'Le quedan {count, number} solicitudes y {amount} este mes',
  },
  quotaUsedUp: {
    id: 'cart.request.quotaUsedUp',
    defaultMessage: 'Ha alcanzado el límite mensual de muestras. Podrá solicitar más el próximo mes.',
  },
})
