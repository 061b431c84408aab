// Member notices and their settings (tag `message`, issue 11 item 6; REFERENCE.md msg/front/msg/{msgList,
// msgListNum, read, del, setting/list, setting/isReceive}), and the member-centre announcements
// (/member/article, REFERENCE.md cms/front article). Everything needs a login (266 otherwise). A notice id
// that is unknown or another member's refuses the whole request; nothing changes.
import type { components } from '../../src/api/schema'
import { db, type MemberMessageRecord, type MemberRecord, type MessageType } from '../db'
import { fail, ok, okEmpty } from '../lib/envelope'
import { MESSAGE_TYPES, SWITCHABLE_TYPES } from '../lib/member-messages'
import { paginate } from '../lib/paginate'
import { readBody } from '../lib/request'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type MemberMessage = components['schemas']['MemberMessage']
type MessageSetting = components['schemas']['MessageSetting']

const READ = '/v3/msg/front/msg/read'
const READ_ALL = '/v3/msg/front/msg/readAll'
const DELETE = '/v3/msg/front/msg/del'
const RECEIVE = '/v3/msg/front/msg/setting/isReceive'

export const MESSAGE_ERRORS = {
  notFound: 'El mensaje no existe.',
  systemAlwaysOn: 'Los avisos del sistema no se pueden desactivar.',
  articleNotFound: 'El anuncio no existe.',
} as const

const newestFirst = (a: MemberMessageRecord, b: MemberMessageRecord) =>
  b.time - a.time || b.messageId - a.messageId

const ownMessages = (memberId: number) => db.memberMessages.findMany((q) => q.where({ memberId }))

function messageOf(record: MemberMessageRecord): MemberMessage {
  return {
    receiveId: record.messageId,
    tplType: record.type,
    titleKey: record.titleKey,
    contentKey: record.contentKey,
    params: record.params,
    msgState: record.isRead ? 1 : 0,
    msgSendTime: new Date(record.time).toISOString(),
    link: record.link,
  }
}

/** The member's own notices named by `receiveIds`, or null when any id is unknown or another member's. */
function ownByIds(memberId: number, receiveIds: string): MemberMessageRecord[] | null {
  const ids = [...new Set(receiveIds.split(',').map(Number))]
  const own = new Map(ownMessages(memberId).map((record) => [record.messageId, record]))
  const found = ids.map((id) => own.get(id))
  return found.every((record) => record !== undefined) ? (found as MemberMessageRecord[]) : null
}

async function markRead(records: MemberMessageRecord[]): Promise<void> {
  for (const record of records) {
    if (!record.isRead)
      await db.memberMessages.update((q) => q.where({ messageId: record.messageId }), {
        data: (m) => void (m.isRead = true),
      })
  }
}

function settingsOf(member: MemberRecord): MessageSetting[] {
  const muted = member.mutedMessageTypes ?? []
  return MESSAGE_TYPES.map((type) => ({
    tplType: type,
    isReceive: muted.includes(type) ? 0 : 1,
    canSwitch: SWITCHABLE_TYPES.includes(type),
  }))
}

export const messageHandlers = [
  http.get(
    '/v3/msg/front/msg/msgList',
    memberOnly(({ request, response, member }) => {
      const query = new URL(request.url).searchParams
      const type = query.get('tplType')
      const state = query.get('msgState')
      const rows = ownMessages(member.memberId)
        .filter((record) => !type || record.type === type)
        .filter((record) => state === null || record.isRead === (state === '1'))
        .sort(newestFirst)
      const page = paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
      return response(200).json(ok({ pagination: page.pagination, list: page.list.map(messageOf) }))
    }),
  ),

  http.get(
    '/v3/msg/front/msg/msgListNum',
    memberOnly(({ response, member }) => {
      const counts = new Map<MessageType, { unread: number; total: number }>(
        MESSAGE_TYPES.map((type) => [type, { unread: 0, total: 0 }]),
      )
      for (const record of ownMessages(member.memberId)) {
        const count = counts.get(record.type)
        if (!count) continue
        count.total += 1
        if (!record.isRead) count.unread += 1
      }
      const types = [...counts].map(([tplType, count]) => ({ tplType, ...count }))
      return response(200).json(ok({ unread: types.reduce((sum, t) => sum + t.unread, 0), types }))
    }),
  ),

  http.post(
    READ,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ receiveIds: string }>(request, READ)
      if (!parsed.ok) return response.untyped(parsed.response)
      const records = ownByIds(member.memberId, parsed.body.receiveIds)
      if (!records) return response.untyped(fail(MESSAGE_ERRORS.notFound))
      await markRead(records)
      return response(200).json(okEmpty())
    }),
  ),

  http.post(
    READ_ALL,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ tplType?: MessageType }>(request, READ_ALL)
      if (!parsed.ok) return response.untyped(parsed.response)
      const type = parsed.body.tplType
      await markRead(ownMessages(member.memberId).filter((record) => !type || record.type === type))
      return response(200).json(okEmpty())
    }),
  ),

  http.post(
    DELETE,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ receiveIds: string }>(request, DELETE)
      if (!parsed.ok) return response.untyped(parsed.response)
      const records = ownByIds(member.memberId, parsed.body.receiveIds)
      if (!records) return response.untyped(fail(MESSAGE_ERRORS.notFound))
      for (const { messageId } of records) db.memberMessages.delete((q) => q.where({ messageId }))
      return response(200).json(okEmpty())
    }),
  ),

  http.get(
    '/v3/msg/front/msg/setting/list',
    memberOnly(({ response, member }) => {
      return response(200).json(ok(settingsOf(member)))
    }),
  ),

  http.post(
    RECEIVE,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ tplType: MessageType; isReceive: string | number }>(request, RECEIVE)
      if (!parsed.ok) return response.untyped(parsed.response)
      const { tplType } = parsed.body
      if (!SWITCHABLE_TYPES.includes(tplType)) return response.untyped(fail(MESSAGE_ERRORS.systemAlwaysOn))
      const receive = Number(parsed.body.isReceive) === 1
      await db.members.update((q) => q.where({ memberId: member.memberId }), {
        data(m) {
          const muted = (m.mutedMessageTypes ?? []).filter((type) => type !== tplType)
          m.mutedMessageTypes = receive ? muted : [...muted, tplType]
        },
      })
      const updated = db.members.findFirst((q) => q.where({ memberId: member.memberId }))!
      return response(200).json(ok(settingsOf(updated)))
    }),
  ),

  http.get(
    '/v3/cms/front/article/articleList',
    memberOnly(({ request, response }) => {
      const query = new URL(request.url).searchParams
      const rows = db.memberArticles
        .all()
        .sort((a, b) => Number(b.isTop) - Number(a.isTop) || b.publishedAt - a.publishedAt)
      const page = paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
      return response(200).json(
        ok({
          pagination: page.pagination,
          list: page.list.map(({ contentHtml: _content, publishedAt, ...article }) => ({
            ...article,
            createTime: new Date(publishedAt).toISOString(),
          })),
        }),
      )
    }),
  ),

  http.get(
    '/v3/cms/front/article/articleDetail',
    memberOnly(({ request, response }) => {
      const articleId = Number(new URL(request.url).searchParams.get('articleId'))
      const found = db.memberArticles.findFirst((q) => q.where({ articleId }))
      if (!found) return response.untyped(fail(MESSAGE_ERRORS.articleNotFound))
      const { contentHtml, publishedAt, ...article } = found
      return response(200).json(
        ok({ ...article, content: contentHtml, createTime: new Date(publishedAt).toISOString() }),
      )
    }),
  ),
]
