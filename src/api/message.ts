// The one message type lives in the bottom layer (src/lib/message.ts), where the toasts' channel can use it too.
export { isText, type Message } from '../lib/message'
