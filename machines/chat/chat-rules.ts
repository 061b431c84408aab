// Rules of a chat message the client checks before queueing it (issue 29 "Bad input"); the server checks the
// same and answers send_msg_refused (openapi/chat.asyncapi.yaml).

/** Longest text message, in characters after trimming. */
export const CHAT_TEXT_MAX = 5000

export type ChatDraftProblem = 'empty' | 'tooLong'

/** Why a text cannot be sent, or null. */
export function chatTextProblem(text: string): ChatDraftProblem | null {
  const trimmed = text.trim()
  if (trimmed.length === 0) return 'empty'
  if ([...trimmed].length > CHAT_TEXT_MAX) return 'tooLong'
  return null
}

/** A fresh client message id: the server keeps one message per id, so a re-sent message is stored once. */
export const newClientMsgId = (): string => globalThis.crypto.randomUUID()
