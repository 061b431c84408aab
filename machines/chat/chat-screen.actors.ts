// The chat screen's reads over HTTP (REFERENCE.md §10 msgLog, storeList): a conversation's history — which also
// starts a conversation with a store the buyer never wrote to — with the conversation list, and older pages;
// the card the screen offers to send when it was opened from a product or an order (issue 29 item 1: product
// and order cards); and a picture's upload with its progress, after its content and size are checked, downscaled
// to at most 1 600 px on its long side, and checked again.
import { fromCallback, fromPromise } from 'xstate'
import {
  listChatMessages,
  listChatStores,
  uploadChatPicture,
  type ChatMessage,
  type ChatMessageContent,
} from '../../src/api/chat'
import { getGoodsDetail } from '../../src/api/goods-detail'
import { getOrder } from '../../src/api/orders'
import { fileHead, sniffImageType, type ImageFileType } from '../../src/lib/file-type'
import { browserImageTools, downscaleImage, type ImageTools } from '../../src/lib/image-downscale'
import { chatPictureProblem, type ChatPictureProblem } from './chat-rules'

interface Page {
  list: ChatMessage[]
  hasMore: boolean
}

/** What the chat was opened about: a product (goods card, msgType 3) or an order (order card, msgType 4). */
export type ChatOfferQuery = { productId: number } | { orderSn: string }

/** A card offered to send in the open conversation. */
export interface ChatCardOffer {
  storeId: number
  msgType: 3 | 4
  content: ChatMessageContent
}

/** The goods card of a product, or the order card of an order (REFERENCE.md §10 msgType 3 and 4). */
async function offerOf(query: ChatOfferQuery, storeId: number): Promise<ChatCardOffer | null> {
  if ('productId' in query) {
    const detail = await getGoodsDetail({ productId: query.productId }, { silent: true })
    // another store's product is not this conversation's subject
    if (detail.store.storeId !== storeId) return null
    const sku = detail.skus.find((row) => row.productId === query.productId) ?? detail.skus[0]
    if (!sku) return null
    return {
      storeId,
      msgType: 3,
      content: {
        productId: sku.productId,
        goodsId: detail.goodsId,
        goodsName: detail.goodsName,
        goodsImage: sku.image ?? detail.images[0] ?? '',
        goodsPrice: sku.price,
      },
    }
  }
  const order = await getOrder(query.orderSn, { silent: true })
  if (order.storeId !== storeId) return null
  const line = order.productList[0]
  return {
    storeId,
    msgType: 4,
    content: {
      orderSn: order.orderSn,
      createTime: order.createTime,
      orderStateValue: order.orderStateValue,
      goodsPrice: order.totalMoney,
      ...(line
        ? {
            productId: line.productId,
            goodsId: line.goodsId,
            goodsName: line.goodsName,
            goodsImage: line.goodsImage,
          }
        : {}),
    },
  }
}

/** What the picture upload tells the screen machine. */
export type ChatPictureEvent =
  | { type: 'picture.progress'; sent: number; total: number }
  | { type: 'picture.uploaded'; url: string }
  | { type: 'picture.refused'; problem: ChatPictureProblem }
  | { type: 'picture.failed'; error: unknown }

/** What the picture upload needs from outside: the browser's picture tools and the upload call (tests fake both). */
export interface ChatPictureDeps {
  tools: ImageTools
  upload: typeof uploadChatPicture
}

/**
 * Checks the picture by content and size, downscales it (long side at most 1 600 px, src/lib/image-downscale.ts),
 * checks the result again, then uploads it (source chat), telling its progress. A file whose bytes look like a
 * png/jpg but cannot be decoded is refused as a wrong format.
 */
export const uploadPictureWith = (deps: ChatPictureDeps) =>
  fromCallback<{ type: 'noop' }, { file: Blob; name?: string }, ChatPictureEvent>(({ input, sendBack }) => {
    let stopped = false
    const tell = (event: ChatPictureEvent) => {
      if (!stopped) sendBack(event)
    }
    void (async () => {
      const head = await fileHead(input.file)
      const problem = chatPictureProblem(head, input.file.size)
      const type = sniffImageType(head)
      if (problem || !type) return tell({ type: 'picture.refused', problem: problem ?? 'format' })
      let picture: Blob
      try {
        picture = (await downscaleImage(input.file, type, deps.tools)).blob
      } catch {
        return tell({ type: 'picture.refused', problem: 'format' })
      }
      const after = chatPictureProblem(await fileHead(picture), picture.size)
      if (after) return tell({ type: 'picture.refused', problem: after })
      const named =
        picture === input.file ? picture : new File([picture], pictureName(input.name, type), { type })
      try {
        const result = await deps.upload(
          named,
          (sent, total) => tell({ type: 'picture.progress', sent, total }),
          { silent: true },
        )
        tell({ type: 'picture.uploaded', url: result.url })
      } catch (error) {
        tell({ type: 'picture.failed', error })
      }
    })()
    return () => {
      stopped = true
    }
  })

/** The file name of a downscaled picture: the picked one's, with the extension of its format. */
const pictureName = (name: string | undefined, type: ImageFileType) =>
  `${(name ?? 'imagen').replace(/\.[^.]*$/, '') || 'imagen'}.${type === 'image/png' ? 'png' : 'jpg'}`

export const chatScreenActors = {
  // silent: the screen shows a failed load in place, with a retry; a card that cannot be read is not offered
  openConversation: fromPromise(
    async ({ input }: { input: { storeId: number; offer: ChatOfferQuery | null } }) => {
      const page = await listChatMessages(input.storeId, undefined, { silent: true })
      const stores = await listChatStores({}, { silent: true })
      const offer = input.offer ? await offerOf(input.offer, input.storeId).catch(() => null) : null
      return { page: page as Page, stores: stores.list, offer }
    },
  ),
  loadHistory: fromPromise(
    async ({ input }: { input: { storeId: number; before: number | undefined } }) =>
      (await listChatMessages(input.storeId, input.before, { silent: true })) as Page,
  ),
  uploadPicture: uploadPictureWith({ tools: browserImageTools, upload: uploadChatPicture }),
}
