// The mock's chat (issue 29 item 3): one ChatServer (./chat-server.ts) per member, seeded on first use with a
// conversation with the platform service (store 0) and with the first two stores of the seed, each opened by
// a message the member has not read. Kept in memory: a reload of the mock starts the conversations again.
import { clock } from '../clock'
import { db } from '../db'
import { storeLogoUrl } from './image-url'
import { ChatServer, type ChatStoreInfo } from './chat-server'
import { fileUrl } from './private-files'
import { memberUploadOf } from './uploads'

export const PLATFORM_SERVICE: ChatStoreInfo = { storeName: 'Servicio de la plataforma', vendorAvatar: '' }

const SEEDED_GREETINGS = [
  'Buenos días. Somos su servicio de atención: escríbanos si necesita ayuda con un pedido.',
  'Hola, gracias por su interés. Podemos enviar muestras antes del pedido.',
  'Bienvenido a nuestra tienda. Preguntenos por cantidades y plazos de entrega.',
]

/**
 * A member's chat picture: only an upload of that member with source chat, served at its file-host address; never
 * another member's upload (a private proof or licence included) nor an outside address.
 */
export function ownChatPicture(memberId: number, address: string): string | null {
  const member = db.members.findFirst((q) => q.where({ memberId }))
  const upload = member ? memberUploadOf(member, address, 'chat') : null
  return upload ? fileUrl(upload.path) : null
}

/** AAAA-MM-DD HH:mm:ss of the mock clock (UTC). */
export const chatNow = () => new Date(clock.now()).toISOString().slice(0, 19).replace('T', ' ')

export function chatStoreInfo(storeId: number): ChatStoreInfo | null {
  if (storeId === 0) return PLATFORM_SERVICE
  const store = db.stores.all().find((row) => row.storeId === storeId)
  return store ? { storeName: store.storeName, vendorAvatar: storeLogoUrl(store) } : null
}

const servers = new Map<number, ChatServer>()

export function chatOf(memberId: number): ChatServer {
  let chat = servers.get(memberId)
  if (!chat) {
    chat = new ChatServer({ store: chatStoreInfo, now: chatNow, pictureOf: ownChatPicture })
    const seededStores = [
      0,
      ...db.stores
        .all()
        .slice(0, 2)
        .map((store) => store.storeId),
    ]
    seededStores.forEach((storeId, index) => chat!.supplierSays(storeId, SEEDED_GREETINGS[index]!))
    servers.set(memberId, chat)
  }
  return chat
}

/** The members whose conversations this page's mock holds (the control panel's «send as supplier»). */
export const chatMemberIds = () => [...servers.keys()]

/** Forget every conversation (the mock's reset). */
export const resetChats = () => servers.clear()
