import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import placeholder from '../../src/assets/picture-placeholder.svg'
import { ChatView, type ChatThreadItem } from '../../src/features/chat/chat-view'

const text = (content: string) => ({ msgType: 1 as const, content: { content } })

const items: ChatThreadItem[] = [
  { kind: 'divider', key: 't1', time: '2026-11-28 09:12' },
  {
    kind: 'message',
    key: 'm1',
    mine: false,
    addTime: '2026-11-28 09:12:05',
    ...text('Hola, gracias por su interés. Podemos enviar muestras antes del pedido.'),
    delivery: null,
    reason: null,
    clientMsgId: null,
  },
  { kind: 'divider', key: 't2', time: '2026-11-28 10:40' },
  {
    kind: 'message',
    key: 'm2',
    mine: true,
    addTime: '2026-11-28 10:40:51',
    ...text('¿Pueden enviar 200 unidades a La Habana en enero?'),
    delivery: 'read',
    reason: null,
    clientMsgId: 'a',
  },
  {
    kind: 'message',
    key: 'm3',
    mine: false,
    addTime: '2026-11-28 10:41:30',
    ...text('Sí: 200 unidades salen el 12 de enero.'),
    delivery: null,
    reason: null,
    clientMsgId: null,
  },
  {
    kind: 'message',
    key: 'm4',
    mine: true,
    addTime: '2026-11-28 10:42:02',
    ...text('Perfecto, ¿y el precio por caja?'),
    delivery: 'sent',
    reason: null,
    clientMsgId: 'b',
  },
]

const meta = {
  title: 'Chat/ChatView',
  component: ChatView,
  args: {
    status: 'ready',
    link: 'online',
    loadError: null,
    conversations: [
      {
        storeId: 0,
        storeName: 'Servicio de la plataforma',
        unread: 1,
        lastText: 'Buenos días. Somos su servicio de atención.',
      },
      {
        storeId: 12,
        storeName: 'Guangzhou Hengda Materiales Co., Ltd.',
        unread: 0,
        lastText: 'Perfecto, ¿y el precio por caja?',
      },
    ],
    openStoreId: 12,
    items,
    hasOlder: true,
    loadingOlder: false,
    draft: '',
    draftProblem: null,
    picture: null,
    offer: null,
    onSelect: fn(),
    onOlder: fn(),
    onDraft: fn(),
    onSubmit: fn(),
    onEditRefused: fn(),
    onRetry: fn(),
    onRetryLink: fn(),
    onPickPicture: fn(),
    onRetryPicture: fn(),
    onDismissPicture: fn(),
    onSendOffer: fn(),
    onDismissOffer: fn(),
  },
} satisfies Meta<typeof ChatView>

export default meta
type Story = StoryObj<typeof meta>

export const Conversation: Story = {}

/** The link dropped: the banner, a message waiting for it, and the draft kept in the box. */
export const Reconnecting: Story = {
  args: {
    link: 'reconnecting',
    draft: 'Un borrador a medias',
    items: [
      ...items,
      {
        kind: 'message',
        key: 'cx',
        mine: true,
        addTime: null,
        ...text('Escrito sin conexión: 50 cajas más'),
        delivery: 'waiting',
        reason: null,
        clientMsgId: 'x',
      },
    ],
  },
}

/** The first connection failed: «Reintentar». */
export const Offline: Story = { args: { link: 'offline' } }

/** A message the server refused, with «Corregir y reenviar», and an empty send refused in place. */
export const Refused: Story = {
  args: {
    draftProblem: 'empty',
    items: [
      ...items,
      {
        kind: 'message',
        key: 'fy',
        mine: true,
        addTime: null,
        ...text('Mensaje para una conversación cerrada'),
        delivery: 'failed',
        reason: 'La conversación no existe.',
        clientMsgId: 'y',
      },
    ],
  },
}

export const Empty: Story = { args: { items: [], hasOlder: false, conversations: [] } }

export const LoadFailed: Story = {
  args: { status: 'failed', loadError: { id: 'api.error.network' } },
}

const goodsCard = {
  productId: 101,
  goodsId: 11,
  goodsName: 'Tela de algodón 150 g/m², rollo de 50 m',
  goodsImage: placeholder,
  goodsPrice: 86.4,
}

/** A picture (a thumbnail that opens larger) and a product and an order card in the conversation. */
export const PicturesAndCards: Story = {
  args: {
    items: [
      ...items,
      {
        kind: 'message',
        key: 'p1',
        mine: true,
        addTime: '2026-11-28 10:43:10',
        msgType: 2,
        content: { pic: placeholder },
        delivery: 'sent',
        reason: null,
        clientMsgId: 'p',
      },
      {
        kind: 'message',
        key: 'g1',
        mine: true,
        addTime: '2026-11-28 10:43:40',
        msgType: 3,
        content: goodsCard,
        delivery: 'read',
        reason: null,
        clientMsgId: 'g',
      },
      {
        kind: 'message',
        key: 'o1',
        mine: true,
        addTime: '2026-11-28 10:44:02',
        msgType: 4,
        content: {
          ...goodsCard,
          orderSn: '1202611280001',
          orderStateValue: 'Pendiente de envío',
          createTime: '2026-11-27 18:20:00',
          goodsPrice: 432,
        },
        delivery: 'sent',
        reason: null,
        clientMsgId: 'o',
      },
      {
        kind: 'message',
        key: 'x1',
        mine: false,
        addTime: '2026-11-28 10:45:00',
        msgType: 2,
        content: { pic: 'javascript:alert(1)' },
        delivery: null,
        reason: null,
        clientMsgId: null,
      },
    ],
  },
}

/** Opened from a product: its card offered to send; a picture uploading on a slow link, the text kept. */
export const OfferAndUpload: Story = {
  args: {
    draft: 'Quisiera saber el plazo para 300 rollos',
    offer: { msgType: 3, content: goodsCard },
    picture: {
      name: 'muestra.jpg',
      percent: 42,
      uploading: true,
      problem: null,
      error: null,
      canRetry: false,
    },
  },
}

/** An upload that failed on the way: «Reintentar la subida» with the same file, the text kept. */
export const UploadFailed: Story = {
  args: {
    draft: '¿Ven el defecto en la esquina?',
    picture: {
      name: 'defecto.jpg',
      percent: 70,
      uploading: false,
      problem: null,
      error: { id: 'api.error.network' },
      canRetry: true,
    },
  },
}

/** A file that is not a png or jpg: no retry, only «Quitar la imagen» or another file. */
export const PictureRefused: Story = {
  args: {
    picture: {
      name: 'notas.txt',
      percent: 0,
      uploading: false,
      problem: 'format',
      error: null,
      canRetry: false,
    },
  },
}
