// The notices of a poor link and of the installed app (issue 26 item 3; GLOSSARY.md labels). A namespace of its
// own: its texts load with the notices, which load only when there is something to say (src/app/app-layout.tsx).
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import connectionPart from '../../i18n/parts/connection.json' with { type: 'json' }

addMessages(connectionPart)

export const connectionMessages = defineMessages({
  offline: { id: 'connection.offline', defaultMessage: 'Sin conexión: se muestra lo último que consultó' },
  queuedCartLines: {
    id: 'connection.queuedCartLines',
    defaultMessage:
      '{count, plural, one {# producto espera la conexión para añadirse al carrito} other {# productos esperan la conexión para añadirse al carrito}}',
  },
  cachedAt: { id: 'connection.cachedAt', defaultMessage: 'Precios al {time}' },
  updateReady: { id: 'connection.updateReady', defaultMessage: 'Hay una nueva versión disponible' },
  update: { id: 'connection.update', defaultMessage: 'Actualizar' },
})
