// Member notices through the mock server (issue 11 item 6): the notices the existing events write (order,
// refund, third-party payment, transfer rejected), paging and filters, read / read all / delete of one's own
// notices only, and a type switched off in the settings writing nothing. tests/setup.ts validates every answer
// against the OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import es from '../../src/i18n/es.json'
import { db } from '../db'
import { NOTICES, noticeKeys, type NoticeName } from '../lib/notices'
import { resetDatabase } from '../persistence'
import { MESSAGE_ERRORS } from './messages'
import { reservationOrder } from '../fixtures/order-fixtures'
import { get, makePayment, memberOf, postForm, postJson, tokenOf } from '../fixtures/payment-fixtures'

const COMPRADOR = 'comprador@example.com'
const PERSONAL = 'personal@example.com'
const MSG = '/v3/msg/front/msg'

interface Notice {
  receiveId: number
  tplType: string
  titleKey: string
  contentKey: string
  params: Record<string, string | number>
  msgState: 0 | 1
  link: { kind: string; sn: string } | null
}

const list = async (token: string, query = '') =>
  (await get(`${MSG}/msgList?pageSize=50${query}`, token)).data as { list: Notice[]; pagination: any }

const unread = async (token: string) => (await get(`${MSG}/msgListNum`, token)).data.unread as number

const act = (orderSn: string, action: string, extra: Record<string, unknown> = {}) =>
  postJson('/v3/mock/front/orders/act', { orderSn, action, ...extra })

beforeEach(async () => {
  await resetDatabase()
})

describe('notices written by the mock', () => {
  it('has a Spanish text in the app dictionary for every notice the mock writes', () => {
    const dictionary = es as Record<string, string>
    const keys = [
      ...(Object.keys(NOTICES) as NoticeName[]).flatMap((name) => Object.values(noticeKeys(name))),
      'msg.system.accountApproved.title',
      'msg.system.accountApproved.content',
      'msg.system.accountRejected.title',
      'msg.system.accountRejected.content',
    ]
    expect(keys.filter((key) => !dictionary[key])).toEqual([])
  })

  it('seeds the history notices of comprador, five of them unread, newest first', async () => {
    const token = await tokenOf(COMPRADOR)
    const { list: rows, pagination } = await list(token)
    expect(pagination.total).toBeGreaterThan(10)
    expect(rows.filter((row) => row.msgState === 0)).toHaveLength(5)
    expect(await unread(token)).toBe(5)
    expect((await list(token, '&tplType=system')).list[0]).toMatchObject({
      titleKey: 'msg.system.accountApproved.title',
      msgState: 1,
    })
    expect(rows.some((row) => row.link?.kind === 'order')).toBe(true)
  })

  it('tells the buyer once when the supplier approves and quotes a reservation order', async () => {
    const token = await tokenOf(COMPRADOR)
    const order = await reservationOrder(COMPRADOR)
    const before = await unread(token)
    expect((await act(order.orderSn, 'approve')).state).toBe(200)
    expect((await act(order.orderSn, 'quote', { total: 1000 })).state).toBe(200)
    expect(await unread(token)).toBe(before + 2)
    const newest = (await list(token, '&tplType=order')).list.slice(0, 2)
    expect(newest.map((row) => row.titleKey)).toEqual([
      'msg.notice.orderQuoted.title',
      'msg.notice.orderApproved.title',
    ])
    expect(newest[0]).toMatchObject({
      params: { orderSn: order.orderSn },
      link: { kind: 'order', sn: order.orderSn },
    })
  })

  it('writes nothing of a type the member switched off, and writes again when it is switched back on', async () => {
    const token = await tokenOf(COMPRADOR)
    const off = await postForm(`${MSG}/setting/isReceive`, { tplType: 'order', isReceive: 0 }, token)
    expect(off.state).toBe(200)
    expect(off.data).toContainEqual({ tplType: 'order', isReceive: 0, canSwitch: true })
    const order = await reservationOrder(COMPRADOR)
    const before = await unread(token)
    await act(order.orderSn, 'approve')
    expect(await unread(token)).toBe(before)
    await postForm(`${MSG}/setting/isReceive`, { tplType: 'order', isReceive: 1 }, token)
    await act(order.orderSn, 'quote', { total: 1000 })
    expect(await unread(token)).toBe(before + 1)
    expect(memberOf(COMPRADOR).mutedMessageTypes).toEqual([])
  })

  it('refuses to switch system notices off', async () => {
    const token = await tokenOf(COMPRADOR)
    expect(
      await postForm(`${MSG}/setting/isReceive`, { tplType: 'system', isReceive: 0 }, token),
    ).toMatchObject({
      state: 255,
      msg: MESSAGE_ERRORS.systemAlwaysOn,
    })
  })

  it('tells the payer of a third-party request and the applicant of the answer', async () => {
    const payment = await makePayment(COMPRADOR, { needPay: 250 })
    const applicant = await tokenOf(COMPRADOR)
    const payer = await tokenOf(PERSONAL)
    const added = await postForm(
      '/v3/business/front/payRequest/add',
      { paySn: payment.paySn, payerEmail: PERSONAL, message: 'Por favor' },
      applicant,
    )
    const requestSn = added.data.requestSn as string
    const [received] = (await list(payer, '&tplType=payRequest')).list
    expect(received).toMatchObject({
      titleKey: 'msg.notice.payRequestReceived.title',
      link: { kind: 'payRequestToPay', sn: requestSn },
    })
    await postForm('/v3/business/front/payRequest/refuse', { requestSn, reason: 'No puedo ahora' }, payer)
    const [refused] = (await list(applicant, '&tplType=payRequest')).list
    expect(refused).toMatchObject({
      titleKey: 'msg.notice.payRequestRefused.title',
      params: { reason: 'No puedo ahora', requestSn },
      link: { kind: 'payRequest', sn: requestSn },
    })
  })

  it('tells the buyer when the store rejects a wire transfer proof', async () => {
    const payment = await makePayment(COMPRADOR, { needPay: 250 })
    await db.payments.update((q) => q.where({ paySn: payment.paySn }), {
      data: (p) => void (p.payState = 'pendingConfirmation'),
    })
    const answer = await postJson('/v3/mock/front/payments/rejectTransfer', {
      paySn: payment.paySn,
      reason: 'El comprobante no se lee',
    })
    expect(answer.state).toBe(200)
    const [rejected] = (await list(await tokenOf(COMPRADOR), '&tplType=payment')).list
    expect(rejected).toMatchObject({
      titleKey: 'msg.notice.transferRejected.title',
      link: { kind: 'payment', sn: payment.paySn },
    })
  })
})

describe('reading and deleting notices', () => {
  it('filters by unread, marks one read, then all read, and pages', async () => {
    const token = await tokenOf(COMPRADOR)
    const unreadRows = (await list(token, '&msgState=0')).list
    expect(unreadRows).toHaveLength(5)
    expect(
      (await postForm(`${MSG}/read`, { receiveIds: String(unreadRows[0]!.receiveId) }, token)).state,
    ).toBe(200)
    expect(await unread(token)).toBe(4)
    expect((await postForm(`${MSG}/readAll`, {}, token)).state).toBe(200)
    expect(await unread(token)).toBe(0)
    const page = (await get(`${MSG}/msgList?pageSize=10&current=2`, token)).data
    expect(page.pagination).toMatchObject({ current: 2, pageSize: 10 })
    expect(page.list.length).toBeGreaterThan(0)
  })

  it("refuses to read or delete another member's notice (or an unknown one) and changes nothing", async () => {
    const mine = (await list(await tokenOf(COMPRADOR))).list[0]!.receiveId
    const personal = await tokenOf(PERSONAL)
    const theirs = (await list(personal)).list[0]!.receiveId
    for (const path of ['read', 'del']) {
      expect(await postForm(`${MSG}/${path}`, { receiveIds: `${theirs},${mine}` }, personal)).toMatchObject({
        state: 255,
        msg: MESSAGE_ERRORS.notFound,
      })
      expect(await postForm(`${MSG}/${path}`, { receiveIds: '999999' }, personal)).toMatchObject({
        state: 255,
        msg: MESSAGE_ERRORS.notFound,
      })
    }
    expect(db.memberMessages.findFirst((q) => q.where({ messageId: mine }))).toBeDefined()
  })

  it('deletes the member’s own notice', async () => {
    const token = await tokenOf(COMPRADOR)
    const { list: rows, pagination } = await list(token)
    expect((await postForm(`${MSG}/del`, { receiveIds: String(rows[0]!.receiveId) }, token)).state).toBe(200)
    expect((await list(token)).pagination.total).toBe(pagination.total - 1)
  })

  it('answers 266 without a login and the contract error for a bad id list', async () => {
    expect((await get(`${MSG}/msgListNum`)).state).toBe(266)
    const token = await tokenOf(COMPRADOR)
    expect((await postForm(`${MSG}/del`, { receiveIds: 'uno' }, token)).state).toBe(255)
  })
})

describe('member-centre announcements', () => {
  it('lists the announcements, pinned first, and shows one; an unknown one is refused', async () => {
    const token = await tokenOf(COMPRADOR)
    const page = (await get('/v3/cms/front/article/articleList?pageSize=10', token)).data
    expect(page.pagination.total).toBe(12)
    expect(page.list[0].isTop).toBe(true)
    const detail = await get(`/v3/cms/front/article/articleDetail?articleId=${page.list[0].articleId}`, token)
    expect(detail.data.content).toContain('<p>')
    expect(await get('/v3/cms/front/article/articleDetail?articleId=999', token)).toMatchObject({
      state: 255,
      msg: MESSAGE_ERRORS.articleNotFound,
    })
  })
})
