// The chat-app contact link (`chat_app_url` site setting) that the rejected-account dialog opens (SPEC.md §4).
// Read once per page load; a failed read is retried on the next call.
import { getSettings } from '../../api/system'
import { externalUrl } from '../../lib/external-url'

let pending: Promise<string | null> | null = null

export function loadChatAppUrl(): Promise<string | null> {
  pending ??= getSettings(['chat_app_url']).then(
    // only http(s) links are opened: the value comes from the server
    (settings) => externalUrl(settings.chat_app_url),
    () => {
      pending = null
      return null
    },
  )
  return pending
}

/** Opens the link in a new tab without giving it a handle on this page. */
export async function openChatApp(): Promise<void> {
  const url = await loadChatAppUrl()
  if (url) window.open(url, '_blank', 'noopener,noreferrer')
}
