import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import errorsPart from '../../i18n/parts/errors.json' with { type: 'json' }

addMessages(errorsPart)

export const errorMessages = defineMessages({
  notFoundTitle: { id: 'errors.notFound.title', defaultMessage: 'Página no encontrada' },
  notFoundBody: {
    id: 'errors.notFound.body',
    defaultMessage: 'La dirección que buscó no existe o ha cambiado.',
  },
  goHome: { id: 'errors.goHome', defaultMessage: 'Ir a la página de inicio' },
  unexpectedTitle: { id: 'errors.unexpected.title', defaultMessage: 'Algo salió mal' },
  unexpectedBody: {
    id: 'errors.unexpected.body',
    defaultMessage: 'No se pudo mostrar esta página. Vuelva a intentarlo.',
  },
  chunkFailed: {
    id: 'errors.chunk.js',
    defaultMessage: 'No se pudo cargar esta pantalla. Compruebe su conexión y vuelva a intentarlo.',
  },
  cssChunkFailed: {
    id: 'errors.chunk.css',
    defaultMessage: 'No se pudieron cargar los estilos de esta pantalla. Vuelva a intentarlo.',
  },
  reload: { id: 'errors.reload', defaultMessage: 'Volver a cargar' },
})
