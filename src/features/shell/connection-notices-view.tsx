// The notices of a poor link and of the installed app (issue 26 item 3), under the header: offline, data from a
// past visit ("Precios al AAAA-MM-DD HH:mm"), and a new version that waits for the buyer's "Actualizar" — an
// update is never applied by itself, so nothing reloads in the middle of an order. Plain props only; the shell
// keeps the live region they are shown in (`.connection-notices`, role status) and loads this view only when
// there is something to say.
import { useIntl } from 'react-intl'
import { formatDateTime } from '../../i18n/format'
import { connectionMessages as m } from './connection-messages'
import './connection-notices.css'

export interface ConnectionNoticesProps {
  offline: boolean
  /** Lines the member added to the cart offline, waiting for the link (src/api/cart-outbox.ts). */
  queuedCartLines?: number
  /** When the oldest answer on this page was fetched, if the service worker served it from its cache. */
  cachedAt: string | null
  updateReady: boolean
  onUpdate: () => void
}

export function ConnectionNoticesView({
  offline,
  queuedCartLines = 0,
  cachedAt,
  updateReady,
  onUpdate,
}: ConnectionNoticesProps) {
  const intl = useIntl()
  return (
    <>
      {offline ? (
        <p className="connection-notice connection-notice--offline">{intl.formatMessage(m.offline)}</p>
      ) : null}
      {queuedCartLines > 0 ? (
        <p className="connection-notice">
          {intl.formatMessage(m.queuedCartLines, { count: queuedCartLines })}
        </p>
      ) : null}
      {cachedAt ? (
        <p className="connection-notice">
          {intl.formatMessage(m.cachedAt, { time: formatDateTime(cachedAt) })}
        </p>
      ) : null}
      {updateReady ? (
        <p className="connection-notice connection-notice--update">
          {intl.formatMessage(m.updateReady)}
          <button type="button" className="button button--primary" onClick={onUpdate}>
            {intl.formatMessage(m.update)}
          </button>
        </p>
      ) : null}
    </>
  )
}
