// The mock's outbox (issue 11): no email or SMS leaves the browser, so every message the mock "sends" —
// verification codes, the review's approval and rejection notices — is stored here and listed by the control
// panel (GET v3/mock/front/outbox). Any handler that sends something calls `sendEmail` / `sendSms`.
import { clock } from '../clock'
import { db, nextId, type OutboxRecord } from '../db'

/**
 * SPEC.md §8 "email cannot receive code": addresses on the reserved `.invalid` top-level domain (RFC 2606),
 * e.g. `alguien@correo.invalid`, pass the email rule but bounce, as a mailbox that does not exist would.
 */
export function cannotReceive(email: string): boolean {
  return /\.invalid$/i.test(email.trim())
}

interface Message {
  to: string
  subject: string
  body: string
  code?: string
}

async function store(channel: OutboxRecord['channel'], message: Message): Promise<OutboxRecord> {
  const record: OutboxRecord = {
    mailId: nextId('outbox', 'mailId'),
    channel,
    to: message.to,
    subject: message.subject,
    body: message.body,
    code: message.code ?? null,
    at: clock.now(),
  }
  await db.outbox.create(record)
  return record
}

export const sendEmail = (message: Message) => store('email', message)
export const sendSms = (message: Message) => store('sms', message)

/** Newest first. */
export function listOutbox(): OutboxRecord[] {
  return [...db.outbox.all()].sort((a, b) => b.at - a.at || b.mailId - a.mailId)
}
