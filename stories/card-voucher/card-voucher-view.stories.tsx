import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CardVoucherView, type BoundCardRow } from '../../src/features/card-voucher/card-voucher-view'

const cards: BoundCardRow[] = Array.from({ length: 10 }, (_, i) => ({
  bindSn: `VR20261101${String(i + 1).padStart(5, '0')}`,
  cardNumberMasked: `**** 00${String(i + 10)}`,
  value: [100, 250, 500, 50, 1000][i % 5]!,
  boundAt: new Date(Date.UTC(2026, 10, 1, 10) - i * 86_400_000).toISOString(),
}))

const meta = {
  title: 'Monedero/Recarga con tarjeta',
  component: CardVoucherView,
  args: {
    formStatus: 'editing',
    submitError: null,
    bound: null,
    listStatus: 'shown',
    listError: null,
    cards: [],
    page: 1,
    pageSize: 10,
    total: 0,
    onSubmit: fn(),
    onAnother: fn(),
    onPageChange: fn(),
    onRetryList: fn(),
  },
} satisfies Meta<typeof CardVoucherView>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing bound yet. */
export const Empty: Story = {}

/** SPEC.md §5: a 17-digit number and a PIN with letters, refused in the form with what was typed kept. */
export const RuleErrors: Story = {
  args: { initialValues: { cardNumber: '20000000000000001', cardPin: '20000000000000AB' } },
}

export const Binding: Story = {
  args: {
    formStatus: 'binding',
    initialValues: { cardNumber: '2000000000000000001', cardPin: '2000000000000001' },
  },
}

export const RefusedAlreadyBound: Story = {
  args: {
    submitError: { text: 'Esta tarjeta ya está vinculada a su cuenta.' },
    initialValues: { cardNumber: '2000000000000000001', cardPin: '2000000000000001' },
  },
}

export const Bound: Story = {
  args: {
    formStatus: 'bound',
    bound: {
      bindSn: 'VR2026110100001',
      cardNumberMasked: '**** 0001',
      value: 100,
      boundAt: '2026-11-01T10:00:00.000Z',
      balanceAfter: 2100,
    },
    cards: cards.slice(0, 1),
    total: 1,
  },
}

/** A second page of bound cards. */
export const ManyCards: Story = {
  args: { cards, total: 23, page: 2 },
}

export const ListLoading: Story = {
  args: { listStatus: 'loading' },
}

export const ListFailed: Story = {
  args: { listStatus: 'failed', listError: { text: 'Lo sentimos, la conexión con la interfaz es anómala.' } },
}
