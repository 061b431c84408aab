// Notices to a member (the records /msg/list reads; REFERENCE.md msg/front/msg/msgList). Texts are
// dictionary keys plus values, so the screen renders them in Spanish. This is the one place a notice is
// written: a type the member switched off in /msg/setting is not written at all (issue 11 item 6), and
// system notices (account review) are always written.
import { clock } from '../clock'
import { db, nextId, type MemberMessageRecord, type MessageType } from '../db'

/** The types a member may switch off; system notices (account review, SPEC.md §4) always arrive. */
export const SWITCHABLE_TYPES: readonly MessageType[] = ['order', 'afterSales', 'payment', 'payRequest']
export const MESSAGE_TYPES: readonly MessageType[] = ['system', ...SWITCHABLE_TYPES]

export function receives(memberId: number, type: MessageType): boolean {
  if (type === 'system') return true
  const member = db.members.findFirst((q) => q.where({ memberId }))
  return !(member?.mutedMessageTypes ?? []).includes(type)
}

export async function addMemberMessage(
  message: Omit<MemberMessageRecord, 'messageId' | 'time' | 'isRead' | 'link'> & {
    link?: MemberMessageRecord['link']
  },
): Promise<MemberMessageRecord | null> {
  if (!receives(message.memberId, message.type)) return null
  const record: MemberMessageRecord = {
    ...message,
    link: message.link ?? null,
    messageId: nextId('memberMessages', 'messageId'),
    time: clock.now(),
    isRead: false,
  }
  await db.memberMessages.create(record)
  return record
}
