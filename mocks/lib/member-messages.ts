// Notices to a member (the records /msg/list will read; REFERENCE.md msg/front/msg/msgList). Texts are
// dictionary keys plus values, so the screen renders them in Spanish.
import { clock } from '../clock'
import { db, nextId, type MemberMessageRecord } from '../db'

export async function addMemberMessage(
  message: Omit<MemberMessageRecord, 'messageId' | 'time' | 'isRead'>,
): Promise<MemberMessageRecord> {
  const record: MemberMessageRecord = {
    ...message,
    messageId: nextId('memberMessages', 'messageId'),
    time: clock.now(),
    isRead: false,
  }
  await db.memberMessages.create(record)
  return record
}
