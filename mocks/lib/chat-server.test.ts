import { describe, expect, it } from 'vitest'
import { CHAT_REFUSALS, ChatServer } from './chat-server'

const stores: Record<number, { storeName: string; vendorAvatar: string }> = {
  0: { storeName: 'Servicio de la plataforma', vendorAvatar: '' },
  12: { storeName: 'Textiles Habana', vendorAvatar: '/a.png' },
}
/** The member's own uploads, as the mock's uploads table would answer (mocks/lib/chat-backend.ts ownChatPicture). */
const OWN_PICTURES = new Set(['/mock-uploads/chat/a.png', 'https://img.example.com/a.jpg'])
const server = () =>
  new ChatServer({
    store: (id) => stores[id] ?? null,
    now: () => '2026-11-28 10:00:00',
    pictureOf: (memberId, address) => (memberId === 7 && OWN_PICTURES.has(address) ? address : null),
  })
const text = (content: string, clientMsgId = 'c1', vendorId = 12) => ({
  vendorId,
  msgType: 1,
  msg: JSON.stringify({ content }),
  clientMsgId,
})

describe('chat server rules', () => {
  it('stores a message once per client message id and answers the stored one again', () => {
    const chat = server()
    const first = chat.receive(7, text('Hola'))
    const again = chat.receive(7, text('Hola'))
    expect(first).toMatchObject({ kind: 'stored', isNew: true })
    expect(again).toMatchObject({ kind: 'stored', isNew: false })
    expect(first.kind === 'stored' && again.kind === 'stored' && again.message.msgId).toBe(
      first.kind === 'stored' && first.message.msgId,
    )
    expect(chat.history(12)?.list).toHaveLength(1)
  })

  it('refuses an unknown conversation, an empty text and one of 5 001 characters', () => {
    const chat = server()
    expect(chat.receive(7, text('Hola', 'u', 999))).toEqual({
      kind: 'refused',
      clientMsgId: 'u',
      msg: CHAT_REFUSALS.unknownConversation,
    })
    expect(chat.receive(7, text('  ', 'e'))).toMatchObject({ kind: 'refused', msg: 'Escriba un mensaje.' })
    expect(chat.receive(7, text('a'.repeat(5001), 'l'))).toMatchObject({
      kind: 'refused',
      msg: 'El mensaje no puede superar 5.000 caracteres.',
    })
    expect(chat.receive(7, text('a'.repeat(5000), 'ok'))).toMatchObject({ kind: 'stored' })
  })

  it('pages the history upwards ten at a time, oldest first', () => {
    const chat = server()
    for (let index = 1; index <= 23; index += 1) chat.receive(7, text(`m${index}`, `c${index}`))
    const newest = chat.history(12)!
    expect(newest.list.map((message) => message.msgContent.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `m${index + 14}`),
    )
    expect(newest.hasMore).toBe(true)
    const older = chat.history(12, newest.list[0]!.msgId)!
    expect(older.list[0]!.msgContent.content).toBe('m4')
    const oldest = chat.history(12, older.list[0]!.msgId)!
    expect(oldest).toMatchObject({ hasMore: false })
    expect(oldest.list.map((message) => message.msgContent.content)).toEqual(['m1', 'm2', 'm3'])
  })

  it('counts the supplier messages the member has not read, and marks them read', () => {
    const chat = server()
    const reply = chat.supplierSays(12, 'Buenos días')!
    chat.supplierSays(12, '¿Cuántas unidades?')
    expect(chat.unreadOf(12)).toBe(2)
    expect(chat.markRead(12, [reply.msgId])).toEqual([reply.msgId])
    expect(chat.unreadOf(12)).toBe(1)
    expect(chat.supplierSays(999, 'x')).toBeNull()
  })
})

describe('chat server: pictures and cards (issue 29 item 1)', () => {
  const send = (msgType: number, content: object, clientMsgId: string) =>
    server().receive(7, { vendorId: 12, msgType, msg: JSON.stringify(content), clientMsgId })

  it("stores a picture of the sender's own uploads, and refuses any other address or scheme", () => {
    expect(send(2, { pic: '/mock-uploads/chat/a.png' }, 'p1')).toMatchObject({
      kind: 'stored',
      message: { msgType: 2, msgContent: { pic: '/mock-uploads/chat/a.png' } },
    })
    expect(send(2, { pic: 'https://img.example.com/a.jpg' }, 'p2')).toMatchObject({ kind: 'stored' })
    for (const pic of ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/a.png', 'a.png'])
      expect(send(2, { pic }, 'p3')).toEqual({
        kind: 'refused',
        clientMsgId: 'p3',
        msg: CHAT_REFUSALS.badMessage,
      })
    expect(send(2, {}, 'p4')).toMatchObject({ kind: 'refused', msg: CHAT_REFUSALS.empty })
    // a well-formed address that is not one of the sender's uploads
    expect(send(2, { pic: '/mock-uploads/chat/b.png' }, 'p5')).toMatchObject({
      kind: 'refused',
      msg: CHAT_REFUSALS.notYourPicture,
    })
  })

  it('keeps a goods card and an order card with their own fields only, and refuses one without them', () => {
    const goods = {
      productId: 5,
      goodsId: 2,
      goodsName: 'Tela',
      goodsImage: '/i.png',
      goodsPrice: 3.5,
      extra: 'x',
    }
    const stored = send(3, goods, 'g1')
    expect(stored.kind === 'stored' && stored.message.msgContent).toEqual({
      productId: 5,
      goodsId: 2,
      goodsName: 'Tela',
      goodsImage: '/i.png',
      goodsPrice: 3.5,
    })
    expect(send(3, { ...goods, goodsImage: 'javascript:alert(1)' }, 'g2')).toMatchObject({
      kind: 'stored',
      message: { msgContent: { goodsName: 'Tela' } },
    })
    expect(send(3, { goodsName: 'Tela' }, 'g3')).toMatchObject({
      kind: 'refused',
      msg: CHAT_REFUSALS.badMessage,
    })
    const order = send(
      4,
      { orderSn: 'P2026', orderStateValue: 'Pendiente de pago', createTime: '2026-11-28 10:00:00' },
      'o1',
    )
    expect(order).toMatchObject({ kind: 'stored', message: { msgType: 4, msgContent: { orderSn: 'P2026' } } })
    expect(send(4, { goodsName: 'Tela' }, 'o2')).toMatchObject({ kind: 'refused' })
  })
})
