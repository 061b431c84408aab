// Pieces every part of the product page uses: the text of a message (a dictionary id or the server's own text).
import { isText, type Message } from '../../api/message'
import { useIntl } from 'react-intl'

export function useText() {
  const intl = useIntl()
  return (message: Message) => {
    if (isText(message)) return message.text
    // ids come from the machine and the shared schemas; their texts are in the dictionary already
    const descriptor = { id: message.id }
    return intl.formatMessage(descriptor, message.values)
  }
}
