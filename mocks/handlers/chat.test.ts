// The member's conversations over HTTP (issue 29): the seeded conversations (the platform service first), the
// history paged upwards, the unread counts and the refusal of an unknown conversation. tests/setup.ts
// validates every answer against the OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import { chatOf, resetChats } from '../lib/chat-backend'
import { get, imageBytes, memberOf, postForm, tokenOf, upload } from '../fixtures/payment-fixtures'

const COMPRADOR = 'comprador@example.com'
const OTHER = 'personal@example.com'
const CHAT = '/v3/helpdesk/front/chat'

beforeEach(() => resetChats())

describe('chat over HTTP', () => {
  it('lists the seeded conversations, the platform service first, each with one unread greeting', async () => {
    const token = await tokenOf(COMPRADOR)
    const answer = await get(`${CHAT}/storeList`, token)
    expect(answer.state).toBe(200)
    const list = answer.data.list as { storeId: number; storeName: string; unreadNum: number }[]
    expect(list).toHaveLength(3)
    expect(list[0]).toMatchObject({ storeId: 0, storeName: 'Servicio de la plataforma', unreadNum: 1 })
    const unread = await get(`${CHAT}/unReadMsgNum`, token)
    expect(unread.data.total).toBe(3)
  })

  it('pages a conversation upwards, ten messages a page, and refuses an unknown one', async () => {
    const token = await tokenOf(COMPRADOR)
    const member = memberOf(COMPRADOR)
    const chat = chatOf(member.memberId)
    for (let index = 1; index <= 12; index += 1) {
      chat.receive(member.memberId, {
        vendorId: 0,
        msgType: 1,
        msg: JSON.stringify({ content: `m${index}` }),
        clientMsgId: `c${index}`,
      })
    }
    const newest = await postForm(`${CHAT}/msgLog`, { storeId: '0' }, token)
    expect(newest.data.list).toHaveLength(10)
    expect(newest.data.hasMore).toBe(true)
    const older = await postForm(
      `${CHAT}/msgLog`,
      { storeId: '0', msgId: String(newest.data.list[0].msgId) },
      token,
    )
    expect(
      older.data.list.map((message: { msgContent: { content: string } }) => message.msgContent.content),
    ).toEqual([
      'Buenos días. Somos su servicio de atención: escríbanos si necesita ayuda con un pedido.',
      'm1',
      'm2',
    ])
    expect(older.data.hasMore).toBe(false)
    const unknown = await postForm(`${CHAT}/msgLog`, { storeId: '999999' }, token)
    expect(unknown).toMatchObject({ state: 255, msg: 'La conversación no existe.' })
  })

  it('answers 266 without a session', async () => {
    expect((await get(`${CHAT}/storeList`)).state).toBe(266)
  })

  it('takes a chat picture checked by content and size (png/jpg ≤ 4 MB), and refuses a 10 MB image or a text', async () => {
    const token = await tokenOf(COMPRADOR)
    const picture = await upload(token, imageBytes(3000, 'jpg'), {
      source: 'chat',
      name: 'foto.jpg',
      type: 'image/jpeg',
    })
    expect(picture).toMatchObject({ state: 200, data: { contentType: 'image/jpeg' } })
    expect(picture.data.url).toMatch(/^\/mock-uploads\/chat\//)
    expect(await upload(token, imageBytes(4 * 1024 * 1024 + 1), { source: 'chat' })).toMatchObject({
      state: 255,
      msg: 'El archivo supera el tamaño máximo de 4 MB.',
    })
    expect(await upload(token, imageBytes(10 * 1024 * 1024), { source: 'chat' })).toMatchObject({
      state: 255,
    })
    expect(
      await upload(token, 'hola, no soy una imagen', { source: 'chat', name: 'foto.png' }),
    ).toMatchObject({
      state: 255,
      msg: 'Formato de archivo incorrecto',
    })
  })

  it('refuses a GIF, by its content whatever its name (SPEC.md §5, §9: png/jpg only)', async () => {
    const token = await tokenOf(COMPRADOR)
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b])
    for (const name of ['animada.gif', 'animada.png'])
      expect(await upload(token, gif, { source: 'chat', name, type: 'image/gif' })).toMatchObject({
        state: 255,
        msg: 'Formato de archivo incorrecto',
      })
  })

  it("stores a picture message only with the sender's own chat upload, never another member's or a private file", async () => {
    const mine = await tokenOf(COMPRADOR)
    const theirs = await tokenOf(OTHER)
    const buyer = memberOf(COMPRADOR).memberId
    const own = await upload(mine, imageBytes(3000, 'jpg'), {
      source: 'chat',
      name: 'a.jpg',
      type: 'image/jpeg',
    })
    const other = await upload(theirs, imageBytes(3000, 'jpg'), {
      source: 'chat',
      name: 'b.jpg',
      type: 'image/jpeg',
    })
    const proof = await upload(mine, imageBytes(3000, 'jpg'), {
      source: 'payProof',
      name: 'c.jpg',
      type: 'image/jpeg',
    })
    const send = (pic: string, clientMsgId: string) =>
      chatOf(buyer).receive(buyer, { vendorId: 0, msgType: 2, msg: JSON.stringify({ pic }), clientMsgId })
    expect(send(own.data.url, 'p1')).toMatchObject({
      kind: 'stored',
      message: { msgType: 2, msgContent: { pic: own.data.url } },
    })
    // the stored path is taken for the file-host address
    expect(send(own.data.path, 'p2')).toMatchObject({
      kind: 'stored',
      message: { msgContent: { pic: own.data.url } },
    })
    const refused = { kind: 'refused', msg: 'La imagen no es una que usted haya subido.' }
    expect(send(other.data.url, 'p3')).toMatchObject({ ...refused, clientMsgId: 'p3' })
    expect(send(proof.data.url, 'p4')).toMatchObject(refused)
    expect(send('/mock-uploads/chat/0123456789abcdef.jpg', 'p5')).toMatchObject(refused)
    expect(send('https://img.example.com/a.jpg', 'p6')).toMatchObject(refused)
    expect(
      chatOf(buyer)
        .history(0)!
        .list.filter((message) => message.msgType === 2),
    ).toHaveLength(2)
  })
})
