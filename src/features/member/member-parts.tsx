// Pieces shared by the member centre's screens: the text of an error (the server's own Spanish, or a
// dictionary id of the shared rules or the request layer), and the member type label.
import { isText } from '../../api/message'
import { useIntl } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import { memberMessages as m } from './messages'
import './member.css'

export const TYPE_LABEL = { 1: m.type1, 2: m.type2, 3: m.type3 } as const

export function useErrorText() {
  const intl = useIntl()
  return (message: ErrorMessage | null | undefined): string | null => {
    if (!message) return null
    if (isText(message)) return message.text
    // a dictionary id chosen at run time (shared rules or the request layer): not extracted from here
    const descriptor = { id: message.id }
    return intl.formatMessage(descriptor)
  }
}

/** Only http(s) or same-origin image addresses from server data reach an img src. */
export function safeImageUrl(url: string | undefined): string | null {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}
