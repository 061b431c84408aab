// Errors of the request layer (SPEC.md §8). Machines store `messageId` (or the server text), never Spanish.
import type { Message } from './message'
import { apiMessages } from './messages'

/** `offline`: a money action refused before sending while the browser is offline (src/api/offline.ts). */
export type ApiErrorKind = 'state' | 'sessionInvalid' | 'network' | 'timeout' | 'http' | 'offline'

export const STATE_OK = 200
export const STATE_SESSION_INVALID = 266
export const STATE_BUSINESS_EXCEPTION = 267

/** Dictionary ids of the request layer's own messages. */
export const API_MESSAGE_IDS = {
  network: apiMessages.network.id,
  timeout: apiMessages.timeout.id,
  loginAgain: apiMessages.loginAgain.id,
  upgrade: apiMessages.upgrade.id,
  offlineMoney: apiMessages.offlineMoney.id,
  retrying: apiMessages.retrying.id,
} as const

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** Envelope state for kind 'state' and 'sessionInvalid'. */
  readonly state: number | undefined
  /** HTTP status for kind 'http'. */
  readonly status: number | undefined
  /** The server's own (Spanish) message, when it sent one. */
  readonly serverMessage: string | undefined
  /** Business data of a 267 answer. */
  readonly data: unknown

  constructor(
    kind: ApiErrorKind,
    details: { state?: number; status?: number; serverMessage?: string; data?: unknown } = {},
  ) {
    super(details.serverMessage ?? kind)
    this.name = 'ApiError'
    this.kind = kind
    this.state = details.state
    this.status = details.status
    this.serverMessage = details.serverMessage
    this.data = details.data
  }
}

export class TimeoutError extends Error {
  constructor() {
    super('timeout')
    this.name = 'TimeoutError'
  }
}

/**
 * A request the client refuses before sending it, with the dictionary id of the reason (e.g. an upload whose
 * content is not of an accepted type).
 */
export class RefusedBeforeSending extends Error {
  readonly messageId: string

  constructor(messageId: string) {
    super(messageId)
    this.name = 'RefusedBeforeSending'
    this.messageId = messageId
  }
}

/** What a view shows for an error: the one message type of src/api/message.ts. */
export type ErrorMessage = Message

export function errorMessageOf(error: unknown): ErrorMessage {
  if (error instanceof ApiError) {
    if (error.serverMessage) return { text: error.serverMessage }
    if (error.kind === 'network') return { id: API_MESSAGE_IDS.network }
    if (error.kind === 'timeout') return { id: API_MESSAGE_IDS.timeout }
    if (error.kind === 'offline') return { id: API_MESSAGE_IDS.offlineMoney }
    if (error.kind === 'sessionInvalid') return { id: API_MESSAGE_IDS.loginAgain }
    return { id: API_MESSAGE_IDS.upgrade }
  }
  if (error instanceof RefusedBeforeSending) return { id: error.messageId }
  return { id: API_MESSAGE_IDS.network }
}
