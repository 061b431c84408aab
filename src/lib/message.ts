// The one message type of the app (issue 25 item 1): what a machine hands a view to show — the server's own
// text, or a dictionary id with its values. Views turn it into Spanish through useSay/<Say> (src/components/say).

/** The server's text, or a dictionary id (with values for its placeholders). */
export type Message = { text: string } | { id: string; values?: Record<string, string | number> }

/** Whether a message carries the server's own text (shown as is) rather than a dictionary id. */
export function isText<M extends Message>(message: M): message is Extract<M, { text: string }> {
  return 'text' in message
}
