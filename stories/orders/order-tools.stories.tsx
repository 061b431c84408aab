// "Cambiar dirección" and "Eliminar pedido" on the order list (issue 16 item 6): each state of the order-tools
// flow, on cards whose lifecycle offers them (orderToolsOf, through the route's orderCards).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { OrderListView } from '../../src/features/orders/order-list-view'
import type { OrderToolDialogsProps } from '../../src/features/orders/order-tools-parts'
import { cancelledOrder, cardsOf, idleFlow, storyClock, unpaidOrder } from './fixtures'

const ADDRESSES = [
  {
    addressId: 1,
    memberName: 'Carlos Manuel Rodríguez Pérez',
    place: 'Cuba, La Habana, Plaza de la Revolución, Calle 23',
    detailAddress: 'Calle 23 n.º 456, entre L y M, Vedado, oficina 3B',
    current: true,
    allowed: true,
  },
  {
    addressId: 2,
    memberName: 'Yusimí Hernández Soto',
    place: 'Cuba, Artemisa, Mariel, Zona Especial de Desarrollo Mariel',
    detailAddress: 'Almacén 12, Sector A, ZED Mariel',
    current: false,
    allowed: true,
  },
  {
    addressId: 3,
    memberName: 'Orlando Quesada Vidal',
    place: 'Cuba, Santiago de Cuba, Santiago de Cuba, Avenida de las Américas',
    detailAddress: 'Avenida de las Américas n.º 112, reparto Sueño',
    current: false,
    allowed: true,
  },
]

const idleTools: OrderToolDialogsProps = {
  phase: 'idle',
  orderSn: null,
  addresses: [],
  paid: false,
  choiceError: null,
  error: null,
  outcome: null,
  onChooseAddress: fn(),
  onConfirmDelete: fn(),
  onDismiss: fn(),
}

const meta = {
  title: 'Pedidos/Cambiar dirección y eliminar',
  component: OrderListView,
  args: {
    state: null,
    search: { keyword: '', startTime: '', endTime: '' },
    orders: cardsOf([unpaidOrder, cancelledOrder]),
    page: 1,
    limit: 20,
    total: 2,
    clock: storyClock,
    busy: false,
    tabHref: (state) => (state === null ? '/member/order/list' : `/member/order/list?state=${state}`),
    onSearch: fn(),
    onPageChange: fn(),
    onDeadline: fn(),
    pending: null,
    onAction: fn(),
    actionFlow: idleFlow,
    onTool: fn(),
    toolFlow: idleTools,
  },
} satisfies Meta<typeof OrderListView>

export default meta

type Story = StoryObj<typeof meta>

/** An unpaid order offers a new address, a cancelled one its deletion. */
export const ToolsOnTheCards: Story = {}

export const LoadingAddresses: Story = {
  args: { toolFlow: { ...idleTools, phase: 'loadingAddresses', orderSn: unpaidOrder.orderSn } },
}

export const ChoosingAnAddress: Story = {
  args: {
    toolFlow: { ...idleTools, phase: 'choosingAddress', orderSn: unpaidOrder.orderSn, addresses: ADDRESSES },
  },
}

/** A paid order: an address of another freight region is marked, and choosing it shows the shared rule. */
export const PaidOrderOtherRegionRefused: Story = {
  args: {
    toolFlow: {
      ...idleTools,
      phase: 'choosingAddress',
      orderSn: unpaidOrder.orderSn,
      paid: true,
      addresses: ADDRESSES.map((address) => ({ ...address, allowed: address.addressId !== 3 })),
      choiceError: { id: 'validation.freight.sameRegionWhenPaid' },
    },
  },
}

export const SavingTheAddress: Story = {
  args: {
    toolFlow: { ...idleTools, phase: 'savingAddress', orderSn: unpaidOrder.orderSn, addresses: ADDRESSES },
  },
}

export const AddressChanged: Story = {
  args: {
    toolFlow: {
      ...idleTools,
      phase: 'done',
      orderSn: unpaidOrder.orderSn,
      outcome: { kind: 'addressChanged', orderSn: unpaidOrder.orderSn },
    },
  },
}

export const ConfirmingTheDeletion: Story = {
  args: { toolFlow: { ...idleTools, phase: 'confirmingDelete', orderSn: cancelledOrder.orderSn } },
}

export const Deleting: Story = {
  args: { toolFlow: { ...idleTools, phase: 'deleting', orderSn: cancelledOrder.orderSn } },
}

export const Deleted: Story = {
  args: {
    orders: cardsOf([unpaidOrder]),
    total: 1,
    toolFlow: {
      ...idleTools,
      phase: 'done',
      orderSn: cancelledOrder.orderSn,
      outcome: { kind: 'deleted', orderSn: cancelledOrder.orderSn },
    },
  },
}

/** The server refuses (e.g. the order shipped meanwhile): its message, as it says it. */
export const RefusedByTheServer: Story = {
  args: {
    toolFlow: {
      ...idleTools,
      phase: 'failed',
      orderSn: unpaidOrder.orderSn,
      error: { text: 'La dirección de este pedido ya no se puede cambiar.' },
    },
  },
}
