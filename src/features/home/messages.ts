import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import homePart from '../../i18n/parts/home.json' with { type: 'json' }

addMessages(homePart)

export const homeMessages = defineMessages({
  heading: { id: 'home.heading', defaultMessage: 'Comercio mayorista entre China, Cuba y Latinoamérica' },
  lead: {
    id: 'home.lead',
    defaultMessage:
      'Compre al por mayor a proveedores verificados, con despacho aduanero digital y ruta marítima directa.',
  },
  categoriesTitle: { id: 'home.categories.title', defaultMessage: 'Categorías' },
  bannerLabel: { id: 'home.banner.label', defaultMessage: 'Destacados' },
  bannerRoleDescription: { id: 'home.banner.roleDescription', defaultMessage: 'carrusel' },
  slideRoleDescription: { id: 'home.banner.slideRoleDescription', defaultMessage: 'diapositiva' },
  slidePosition: { id: 'home.banner.slidePosition', defaultMessage: '{index, number} de {count, number}' },
  previous: { id: 'home.banner.previous', defaultMessage: 'Diapositiva anterior' },
  next: { id: 'home.banner.next', defaultMessage: 'Diapositiva siguiente' },
  pause: { id: 'home.banner.pause', defaultMessage: 'Pausar el carrusel' },
  play: { id: 'home.banner.play', defaultMessage: 'Reanudar el carrusel' },
  goToSlide: { id: 'home.banner.goTo', defaultMessage: 'Ir a la diapositiva {index, number}' },
  moreInfo: { id: 'home.advantages.more', defaultMessage: 'Más información' },
  floorSubcategories: { id: 'home.floor.subcategories', defaultMessage: 'Subcategorías de {category}' },
  floorAll: { id: 'home.floor.all', defaultMessage: 'Ver todo' },
  recommendedTitle: { id: 'home.recommended.title', defaultMessage: 'Recomendados para usted' },
  storesTitle: { id: 'home.stores.title', defaultMessage: 'Tiendas destacadas' },
  newsTitle: { id: 'home.news.title', defaultMessage: 'Noticias del sector' },
  newsAll: { id: 'home.news.all', defaultMessage: 'Ver todas las noticias' },
})
