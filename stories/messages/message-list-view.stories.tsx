import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { MemberMessage } from '../../src/api/member-messages'
import { MessageListView } from '../../src/features/messages/message-list-view'

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, 12 - hours)).toISOString()

export const sampleNotices: MemberMessage[] = [
  {
    receiveId: 31,
    tplType: 'payment',
    titleKey: 'msg.notice.finalPaymentDue.title',
    contentKey: 'msg.notice.finalPaymentDue.content',
    params: { orderSn: 'P202611050400000016' },
    msgState: 0,
    msgSendTime: at(1),
    link: { kind: 'order', sn: 'P202611050400000016' },
  },
  {
    receiveId: 24,
    tplType: 'order',
    titleKey: 'msg.notice.orderShipped.title',
    contentKey: 'msg.notice.orderShipped.content',
    params: { orderSn: 'P202611150400000003', units: 10 },
    msgState: 0,
    msgSendTime: at(3),
    link: { kind: 'order', sn: 'P202611150400000003' },
  },
  {
    receiveId: 21,
    tplType: 'afterSales',
    titleKey: 'msg.notice.refundRefused.title',
    contentKey: 'msg.notice.refundRefused.content',
    params: {
      afsSn: 'AS202611221600000011',
      orderSn: 'P202611101400000011',
      reason: 'El conteo en el almacén de destino coincide con el albarán firmado.',
    },
    msgState: 1,
    msgSendTime: at(20),
    link: { kind: 'refund', sn: 'AS202611221600000011' },
  },
  {
    receiveId: 12,
    tplType: 'payRequest',
    titleKey: 'msg.notice.payRequestReceived.title',
    contentKey: 'msg.notice.payRequestReceived.content',
    params: {
      applicant: 'comprador_cubaimport',
      paySn: 'PG202611250200000001',
      requestSn: 'ST202611250300000002',
    },
    msgState: 1,
    msgSendTime: at(30),
    link: { kind: 'payRequestToPay', sn: 'ST202611250300000002' },
  },
  {
    receiveId: 1,
    tplType: 'system',
    titleKey: 'msg.system.accountApproved.title',
    contentKey: 'msg.system.accountApproved.content',
    params: { memberName: 'comprador_cubaimport' },
    msgState: 1,
    msgSendTime: at(2000),
    link: null,
  },
]

const meta = {
  title: 'Mensajes/Lista',
  component: MessageListView,
  args: {
    status: 'ready',
    busy: false,
    messages: sampleNotices,
    filter: {},
    page: 1,
    pageSize: 10,
    total: 23,
    notice: null,
    loadError: null,
    confirmingId: null,
    onFilter: fn(),
    onPage: fn(),
    onRead: fn(),
    onOpen: fn(),
    onReadAll: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof MessageListView>

export default meta

type Story = StoryObj<typeof meta>

export const Ready: Story = {}

export const Loading: Story = { args: { status: 'loading', busy: true, messages: [], total: 0 } }

export const Reloading: Story = { args: { status: 'loading', busy: true } }

export const LoadFailed: Story = {
  args: {
    status: 'loadFailed',
    messages: [],
    loadError: { id: 'api.error.network' },
  },
}

export const Empty: Story = { args: { messages: [], total: 0 } }

export const EmptyFilter: Story = {
  args: { messages: [], total: 0, filter: { tplType: 'payRequest', msgState: 0 } },
}

export const FilteredByType: Story = {
  args: {
    messages: sampleNotices.filter((m) => m.tplType === 'order'),
    total: 1,
    filter: { tplType: 'order' },
  },
}

export const ConfirmingDelete: Story = { args: { confirmingId: 24 } }

export const Deleting: Story = { args: { confirmingId: 24, busy: true } }

export const AllRead: Story = {
  args: {
    messages: sampleNotices.map((m) => ({ ...m, msgState: 1 as const })),
    notice: { tone: 'success', message: { id: 'msg.list.notice.allRead' } },
  },
}

export const RefusedByServer: Story = {
  args: { notice: { tone: 'error', message: { text: 'El mensaje no existe.' } } },
}

export const UnknownNoticeKey: Story = {
  args: {
    messages: [
      { ...sampleNotices[0]!, titleKey: 'msg.notice.future.title', contentKey: 'msg.notice.future.content' },
    ],
    total: 1,
  },
}
