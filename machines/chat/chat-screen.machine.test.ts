// The chat screen machine (issue 29 item 1): pictures, cards and paging, with the connection and the reads faked.
// - A picture uploads with its progress and goes to the connection as a msgType 2 message with the stored url;
//   the text in the box is never touched; a failed upload keeps the file for a retry; a refused file (format,
//   size) cannot be retried, only put aside or replaced.
// - A chat opened from a product offers its card; sending it puts a msgType 3 message into the outbox.
// - The model: every path of the graph reaches the predicted states and covers the definition.
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../src/api/chat'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import type { ChatCardOffer, ChatPictureEvent } from './chat-screen.actors'
import {
  chatDraftOf,
  chatOfferOf,
  chatPictureOf,
  chatScreenMachine,
  isLoadingOlderChat,
  type ChatScreenInput,
} from './chat-screen.machine'

const input: ChatScreenInput = {
  userId: 7,
  storeId: 12,
  sourceUrl: 'pc:/goods/detail?productId=5',
  socket: { url: undefined, options: {} },
  offer: { productId: 5 },
}
const goodsCard: ChatCardOffer = {
  storeId: 12,
  msgType: 3,
  content: { productId: 5, goodsId: 2, goodsName: 'Tela', goodsImage: '/i.png', goodsPrice: 3.5 },
}
const message = (msgId: number): ChatMessage => ({
  msgId,
  clientMsgId: null,
  storeId: 12,
  userType: 2,
  msgType: 1,
  msgState: 1,
  addTime: '2026-11-28 10:00:00',
  msgContent: { content: `m${msgId}` },
})
const opened = {
  page: { list: [message(11), message(12)], hasMore: true },
  stores: [],
  offer: goodsCard,
}
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })

/** A screen whose reads answer at once, whose connection records what it is sent, and whose upload the test plays. */
function screen(options: { offer?: ChatCardOffer | null } = {}) {
  const toConnection: AnyEventObject[] = []
  const uploads: Blob[] = []
  let upload: ((event: ChatPictureEvent) => void) | null = null
  const machine = chatScreenMachine.provide({
    actors: {
      openConversation: fromPromise(async () => ({
        ...opened,
        offer: options.offer ?? opened.offer,
      })) as never,
      loadHistory: fromPromise(async () => ({ list: [message(1)], hasMore: false })) as never,
      connection: fromCallback(({ receive }) => receive((event) => toConnection.push(event))) as never,
      uploadPicture: fromCallback<{ type: 'noop' }, { file: Blob }, ChatPictureEvent>(
        ({ input, sendBack }) => {
          uploads.push(input.file)
          upload = sendBack
        },
      ),
    },
  })
  const actor = createActor(machine, { input }).start()
  const play = (event: ChatPictureEvent) => upload!(event)
  return { actor, toConnection, uploads, play }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('chat screen: pictures', () => {
  it('uploads a picture with its progress and sends it as an image message, the typed text untouched', async () => {
    const { actor, toConnection, uploads, play } = screen()
    await settled()
    actor.send({ type: 'draft.changed', text: 'Medio escrito' })
    actor.send({ type: 'picture.picked', file: png, name: 'muestra.png' })
    expect(uploads).toEqual([png])
    expect(chatPictureOf(actor.getSnapshot())).toMatchObject({
      name: 'muestra.png',
      uploading: true,
      percent: 0,
    })
    play({ type: 'picture.progress', sent: 40, total: 100 })
    expect(chatPictureOf(actor.getSnapshot())?.percent).toBe(40)
    play({ type: 'picture.uploaded', url: '/mock-uploads/chat/a.png' })
    expect(chatPictureOf(actor.getSnapshot())).toBeNull()
    expect(toConnection.at(-1)).toMatchObject({
      type: 'send',
      storeId: 12,
      msgType: 2,
      content: { pic: '/mock-uploads/chat/a.png' },
    })
    expect(chatDraftOf(actor.getSnapshot())).toBe('Medio escrito')
  })

  it('keeps a failed upload for a retry with the same file, and the typed text', async () => {
    const { actor, toConnection, uploads, play } = screen()
    await settled()
    actor.send({ type: 'draft.changed', text: '¿Ven el defecto?' })
    actor.send({ type: 'picture.picked', file: png, name: 'defecto.png' })
    play({ type: 'picture.progress', sent: 70, total: 100 })
    play({ type: 'picture.failed', error: new TypeError('Failed to fetch') })
    expect(chatPictureOf(actor.getSnapshot())).toMatchObject({
      name: 'defecto.png',
      uploading: false,
      canRetry: true,
    })
    expect(chatPictureOf(actor.getSnapshot())?.error).not.toBeNull()
    actor.send({ type: 'picture.retry' })
    expect(uploads).toEqual([png, png])
    expect(chatPictureOf(actor.getSnapshot())).toMatchObject({ uploading: true, percent: 0, error: null })
    play({ type: 'picture.uploaded', url: '/mock-uploads/chat/b.png' })
    expect(toConnection.filter((event) => event.type === 'send')).toHaveLength(1)
    expect(chatDraftOf(actor.getSnapshot())).toBe('¿Ven el defecto?')
  })

  it('refuses a file that is not a png or jpg, or is too big: no retry, only another file or putting it aside', async () => {
    const { actor, uploads, play } = screen()
    await settled()
    actor.send({ type: 'picture.picked', file: png, name: 'notas.txt' })
    play({ type: 'picture.refused', problem: 'format' })
    expect(chatPictureOf(actor.getSnapshot())).toMatchObject({ problem: 'format', canRetry: false })
    actor.send({ type: 'picture.retry' })
    expect(uploads).toHaveLength(1)
    actor.send({ type: 'picture.picked', file: png, name: 'foto.png' })
    expect(uploads).toHaveLength(2)
    play({ type: 'picture.refused', problem: 'tooBig' })
    actor.send({ type: 'picture.dismiss' })
    expect(chatPictureOf(actor.getSnapshot())).toBeNull()
  })
})

describe('chat screen: cards and paging', () => {
  it('offers the card of the product it was opened from, and sends it as a goods message', async () => {
    const { actor, toConnection } = screen()
    await settled()
    expect(chatOfferOf(actor.getSnapshot())).toEqual({ msgType: 3, content: goodsCard.content })
    actor.send({ type: 'offer.send' })
    expect(toConnection.at(-1)).toMatchObject({
      type: 'send',
      storeId: 12,
      msgType: 3,
      content: goodsCard.content,
    })
    expect(chatOfferOf(actor.getSnapshot())).toBeNull()
  })

  it('offers the card only in its own conversation, and can put it aside', async () => {
    const { actor, toConnection } = screen()
    await settled()
    actor.send({ type: 'store.selected', storeId: 0 })
    await settled()
    expect(chatOfferOf(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'offer.send' })
    expect(toConnection.filter((event) => event.type === 'send')).toEqual([])
    actor.send({ type: 'store.selected', storeId: 12 })
    expect(chatOfferOf(actor.getSnapshot())).not.toBeNull()
    actor.send({ type: 'offer.dismiss' })
    expect(chatOfferOf(actor.getSnapshot())).toBeNull()
  })

  it('offers the card once: sent or put aside, it is not offered again, and the owner is told once', async () => {
    for (const settle of ['offer.send', 'offer.dismiss'] as const) {
      const { actor, toConnection } = screen()
      const told: string[] = []
      actor.on('offer.settled', (event) => told.push(event.type))
      await settled()
      actor.send({ type: settle })
      expect(told).toEqual(['offer.settled'])
      actor.send({ type: 'store.selected', storeId: 0 })
      actor.send({ type: 'store.selected', storeId: 12 })
      expect(chatOfferOf(actor.getSnapshot())).toBeNull()
      actor.send({ type: 'offer.send' })
      actor.send({ type: 'offer.dismiss' })
      expect(told).toEqual(['offer.settled'])
      expect(toConnection.filter((event) => event.type === 'send')).toHaveLength(
        settle === 'offer.send' ? 1 : 0,
      )
      expect(actor.getSnapshot().context.offerQuery).toBeNull()
    }
  })

  it('loads older messages while a picture uploads', async () => {
    const { actor, play } = screen({ offer: null })
    await settled()
    actor.send({ type: 'picture.picked', file: png, name: 'foto.png' })
    actor.send({ type: 'older' })
    expect(isLoadingOlderChat(actor.getSnapshot())).toBe(true)
    expect(chatPictureOf(actor.getSnapshot())?.uploading).toBe(true)
    await settled()
    expect(isLoadingOlderChat(actor.getSnapshot())).toBe(false)
    expect(actor.getSnapshot().context.history[12]?.map((row) => row.msgId)).toEqual([1, 11, 12])
    play({ type: 'picture.uploaded', url: '/mock-uploads/chat/c.png' })
  })
})

describe('chat screen model', () => {
  it('follows the model: every path of the graph reaches the predicted states and covers the definition', async () => {
    const events: AnyEventObject[] = [
      { type: 'xstate.done.actor.openConversation', output: opened },
      { type: 'xstate.error.actor.openConversation', error: new Error('red') },
      { type: 'retry' },
      { type: 'draft.changed', text: 'Hola' },
      { type: 'submit' },
      { type: 'draft.changed', text: '' },
      { type: 'older' },
      { type: 'xstate.done.actor.loadHistory', output: { list: [message(1)], hasMore: false } },
      { type: 'xstate.error.actor.loadHistory', error: new Error('red') },
      { type: 'store.selected', storeId: 0 },
      { type: 'store.selected', storeId: 12 },
      { type: 'refused.edit', clientMsgId: 'c1', text: 'Otra vez' },
      { type: 'seen', msgIds: [11] },
      { type: 'picture.picked', file: png, name: 'foto.png' },
      { type: 'picture.progress', sent: 1, total: 4 },
      { type: 'picture.uploaded', url: '/mock-uploads/chat/d.png' },
      { type: 'picture.refused', problem: 'tooBig' },
      { type: 'picture.failed', error: new Error('red') },
      { type: 'picture.retry' },
      { type: 'picture.dismiss' },
      { type: 'offer.send' },
      { type: 'offer.dismiss' },
    ]
    const actorNames = ['openConversation', 'loadHistory', 'connection', 'uploadPicture']
    const paths = modelPaths(chatScreenMachine, { input, events })
    expect(paths.length).toBeGreaterThan(20)
    for (const path of paths) {
      const result = await replayPath(chatScreenMachine, path, { input, actorNames })
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
    // the graph keys states by value, so the transitions whose guard reads the context (a valid draft, a file
    // whose upload failed on the way, a card for the open conversation, no card at all) get one path each,
    // written out
    const ready = (picture: string, offer = 'offered') => ({ ready: { history: 'idle', picture, offer } })
    const loadingSettled = { ready: { history: 'loading', picture: 'none', offer: 'settled' } }
    const guarded = [
      [
        { event: events[0]!, value: ready('none') },
        { event: { type: 'draft.changed', text: 'Hola' }, value: ready('none') },
        { event: { type: 'submit' }, value: ready('none') },
      ],
      [
        { event: events[0]!, value: ready('none') },
        { event: { type: 'picture.picked', file: png, name: 'foto.png' }, value: ready('uploading') },
        { event: { type: 'picture.failed', error: new Error('red') }, value: ready('refused') },
        { event: { type: 'picture.retry' }, value: ready('uploading') },
      ],
      // the card is offered once per entry (issue 29 item 1): settled by sending it, it stays settled through a
      // switch of conversation and back, and another send does nothing
      [
        { event: events[0]!, value: ready('none') },
        { event: { type: 'offer.send' }, value: ready('none', 'settled') },
        { event: { type: 'store.selected', storeId: 0 }, value: loadingSettled },
        { event: { type: 'store.selected', storeId: 12 }, value: loadingSettled },
        { event: { type: 'offer.send' }, value: loadingSettled },
      ],
      // opened about nothing, there is nothing to offer
      [{ event: { ...events[0]!, output: { ...opened, offer: null } }, value: ready('none', 'none') }],
    ].map((steps) => ({ description: steps.map((step) => step.event.type).join(' → '), steps }))
    for (const path of guarded) {
      const result = await replayPath(chatScreenMachine, path, { input, actorNames })
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
    expect(await uncovered(chatScreenMachine, [...paths, ...guarded], { input, actorNames })).toEqual({
      states: [],
      transitions: [],
    })
  })
})
