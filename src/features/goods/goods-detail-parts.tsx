// Pieces every part of the product page uses: the text of a message (a dictionary id or the server's own text).
import { useIntl } from 'react-intl'

/** A dictionary id with its values, or the server's own text. */
export type ViewMessage = { id: string; values?: Record<string, string | number> } | { text: string }

export function useText() {
  const intl = useIntl()
  return (message: ViewMessage) => {
    if ('text' in message) return message.text
    // ids come from the machine and the shared schemas; their texts are in the dictionary already
    const descriptor = { id: message.id }
    return intl.formatMessage(descriptor, message.values)
  }
}
