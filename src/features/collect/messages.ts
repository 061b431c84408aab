import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import collectPart from '../../i18n/parts/collect.json' with { type: 'json' }

addMessages(collectPart)

export const collectMessages = defineMessages({
  title: { id: 'collect.page.title', defaultMessage: 'Mis favoritos' },
  tabsLabel: { id: 'collect.page.tabsLabel', defaultMessage: 'Tipo de favoritos' },
  tabProducts: { id: 'collect.page.tabProducts', defaultMessage: 'Productos' },
  tabStores: { id: 'collect.page.tabStores', defaultMessage: 'Tiendas' },
  // favourite products
  selectAll: { id: 'collect.products.selectAll', defaultMessage: 'Seleccionar todo' },
  selectOne: { id: 'collect.products.selectOne', defaultMessage: 'Seleccionar {name}' },
  removeSelected: {
    id: 'collect.products.removeSelected',
    defaultMessage: 'Quitar seleccionados ({count, number})',
  },
  remove: { id: 'collect.products.remove', defaultMessage: 'Quitar de favoritos' },
  removeOne: { id: 'collect.products.removeOne', defaultMessage: 'Quitar {name} de favoritos' },
  offShelf: { id: 'collect.products.offShelf', defaultMessage: 'Retirado de la venta' },
  savedOn: { id: 'collect.products.savedOn', defaultMessage: 'Guardado el {date}' },
  confirmTitle: { id: 'collect.products.confirmTitle', defaultMessage: 'Quitar de favoritos' },
  confirmText: {
    id: 'collect.products.confirmText',
    defaultMessage:
      '¿Desea quitar {count, plural, one {el producto seleccionado} other {los # productos seleccionados}} de sus favoritos?',
  },
  confirm: { id: 'collect.products.confirm', defaultMessage: 'Quitar' },
  cancel: { id: 'collect.products.cancel', defaultMessage: 'Cancelar' },
  productsEmpty: { id: 'collect.products.empty', defaultMessage: 'Aún no tiene productos favoritos.' },
  productsEmptyHint: {
    id: 'collect.products.emptyHint',
    defaultMessage: 'Pulse «Añadir a favoritos» en la página de un producto para guardarlo aquí.',
  },
  browse: { id: 'collect.products.browse', defaultMessage: 'Ver el catálogo' },
  removed: { id: 'collect.products.removed', defaultMessage: 'Se quitaron los productos de sus favoritos.' },
  // followed stores
  unfollow: { id: 'collect.stores.unfollow', defaultMessage: 'Dejar de seguir' },
  unfollowOne: { id: 'collect.stores.unfollowOne', defaultMessage: 'Dejar de seguir {name}' },
  storeClosed: { id: 'collect.stores.closed', defaultMessage: 'Tienda cerrada' },
  followedOn: { id: 'collect.stores.followedOn', defaultMessage: 'Siguiendo desde el {date}' },
  storeLocation: { id: 'collect.stores.location', defaultMessage: '{city}, {province}' },
  storesEmpty: { id: 'collect.stores.empty', defaultMessage: 'Aún no sigue ninguna tienda.' },
  storesEmptyHint: {
    id: 'collect.stores.emptyHint',
    defaultMessage: 'Pulse «Seguir tienda» en la página de una tienda para verla aquí.',
  },
  browseStores: { id: 'collect.stores.browse', defaultMessage: 'Ver las tiendas' },
  unfollowed: { id: 'collect.stores.unfollowed', defaultMessage: 'Ha dejado de seguir la tienda.' },
  // footprint
  footprintTitle: { id: 'collect.footprint.title', defaultMessage: 'Historial de navegación' },
  footprintEmpty: { id: 'collect.footprint.empty', defaultMessage: 'Aún no ha visto ningún producto.' },
  footprintEmptyHint: {
    id: 'collect.footprint.emptyHint',
    defaultMessage: 'Los productos que visite aparecerán aquí, agrupados por día.',
  },
  deleteDay: { id: 'collect.footprint.deleteDay', defaultMessage: 'Eliminar el día {day}' },
  deleteOne: { id: 'collect.footprint.deleteOne', defaultMessage: 'Eliminar {name} del historial' },
  deleteLabel: { id: 'collect.footprint.delete', defaultMessage: 'Eliminar' },
  viewedAt: { id: 'collect.footprint.viewedAt', defaultMessage: 'Visto a las {time}' },
  confirmDayTitle: { id: 'collect.footprint.confirmDayTitle', defaultMessage: 'Eliminar el día' },
  confirmDayText: {
    id: 'collect.footprint.confirmDayText',
    defaultMessage: '¿Desea eliminar del historial todos los productos vistos el {day}?',
  },
  deleted: { id: 'collect.footprint.deleted', defaultMessage: 'Historial actualizado.' },
})
