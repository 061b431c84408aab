// What the control panel's supplier can send beside a text (issue 29 item 3: «send as supplier»): a picture,
// checked by content and size with the buyer's own rule (machines/chat/chat-rules.ts) and kept on the mock's file
// host like a buyer's chat upload; the goods cards of the conversation's store (its goods on sale); and the
// order cards of the member's orders with that store. Sent through ./chat-live.ts supplierSend.
import { chatPictureProblem, type ChatPictureProblem } from '../../machines/chat/chat-rules'
import type { ChatMessageContent } from '../../src/api/chat'
import { sniffImageType } from '../../src/lib/file-type'
import { clock } from '../clock'
import { db } from '../db'
import { toBase64 } from './contracts'
import { goodsImageUrl } from './image-url'
import { orderOut } from './order-view'
import { fileUrl, randomKey } from './private-files'

/** The owner of the supplier's uploads: the panel plays every supplier, and no member has id 0. */
export const SUPPLIER_UPLOADER = 0

/** A card the supplier can send, with the panel's label for it. */
export interface SupplierCard {
  key: string
  label: string
  msgType: 3 | 4
  content: ChatMessageContent
}

const CARDS_MAX = 20

/** The goods on sale of the store (a goods card each, its first SKU) and the member's orders with it. */
export function supplierCardsOf(memberId: number, storeId: number): SupplierCard[] {
  const goods = db.goods
    .findMany((q) => q.where({ storeId }))
    .filter((row) => row.state === 1)
    .slice(0, CARDS_MAX)
    .flatMap((row): SupplierCard[] => {
      const sku = db.products.findFirst((q) => q.where({ goodsId: row.goodsId }))
      if (!sku) return []
      return [
        {
          key: `g${sku.productId}`,
          label: row.goodsName,
          msgType: 3,
          content: {
            productId: sku.productId,
            goodsId: row.goodsId,
            goodsName: row.goodsName,
            goodsImage: goodsImageUrl(row),
            goodsPrice: sku.price,
          },
        },
      ]
    })
  const orders = db.orders
    .findMany((q) => q.where({ memberId }))
    .filter((order) => order.storeId === storeId)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, CARDS_MAX)
    .map((record): SupplierCard => {
      const order = orderOut(record)
      const line = order.productList[0]
      return {
        key: `o${order.orderSn}`,
        label: order.orderSn,
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
    })
  return [...goods, ...orders]
}

/** Keeps a picture of the supplier on the file host (png/jpg by content, at most 4 MB): its address, or why not. */
export async function storeSupplierPicture(
  bytes: Uint8Array,
): Promise<{ url: string } | { problem: ChatPictureProblem }> {
  const problem = chatPictureProblem(bytes.subarray(0, 16), bytes.length)
  const contentType = sniffImageType(bytes.subarray(0, 16))
  if (problem || !contentType) return { problem: problem ?? 'format' }
  const path = `/uploads/chat/${randomKey()}.${contentType === 'image/png' ? 'png' : 'jpg'}`
  await db.uploads.create({
    path,
    memberId: SUPPLIER_UPLOADER,
    source: 'chat',
    contentType,
    size: bytes.length,
    dataUrl: `data:${contentType};base64,${toBase64(bytes)}`,
    at: clock.now(),
  })
  return { url: fileUrl(path) }
}
