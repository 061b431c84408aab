// Rules of a chat message the client checks before queueing it (issue 29 "Bad input"); the server checks the
// same and answers send_msg_refused (openapi/chat.asyncapi.yaml). A picture is checked by content and size before
// it is uploaded; the upload checks both again (mocks/handlers/uploads.ts, source chat).
import { sniffImageType } from '../../src/lib/file-type'
import { AVATAR_MAX_BYTES } from '../../src/schemas/payment-rules'

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

/** A picture sent in a conversation: png or jpg by content, at most 4 MB (openapi uploadFile, source chat). */
export const CHAT_PICTURE_MAX_BYTES = AVATAR_MAX_BYTES

export type ChatPictureProblem = 'format' | 'tooBig'

/** Why a picked file cannot be sent as a picture (by its first bytes and its size), or null. */
export function chatPictureProblem(head: Uint8Array, size: number): ChatPictureProblem | null {
  if (sniffImageType(head) === null) return 'format'
  if (size > CHAT_PICTURE_MAX_BYTES) return 'tooBig'
  return null
}
