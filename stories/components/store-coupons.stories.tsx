// A store's coupons where buyers look for them (issue 16 item 4): chips, and the list in every state the
// receiving flow (machines/coupon-receive) and the list (storeCouponList machine) give it.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { Coupon } from '../../src/api/content'
import { CouponChips, StoreCouponList } from '../../src/components/store-coupons'

const NOW = Date.parse('2026-06-01T00:00:00.000Z')
const coupon = (couponId: number, extra: Partial<Coupon>): Coupon => ({
  couponId,
  couponName: `Cupón de tienda ${couponId}`,
  couponType: 1,
  value: 10,
  minAmount: 100,
  storeId: 43,
  storeName: 'Suzhou Jinlong Alimentos Trading Co., Ltd.',
  description: 'Solo en productos de esta tienda.',
  effectiveStart: '2026-01-01T00:00:00.000Z',
  effectiveEnd: '2028-01-01T00:00:00.000Z',
  total: 300,
  received: 12,
  isReceived: false,
  ...extra,
})
const coupons = [
  coupon(5, {}),
  coupon(14, { couponType: 2, value: 5, minAmount: 200, couponName: 'Cupón de temporada' }),
  coupon(15, { value: 15, minAmount: 150, total: 1, received: 1, couponName: 'Cupón relámpago' }),
  coupon(16, { isReceived: true, couponName: 'Cupón recibido' }),
]

const meta = {
  title: 'Componentes/Cupones de la tienda',
  component: StoreCouponList,
  args: {
    coupons,
    failed: false,
    now: NOW,
    pendingId: null,
    notices: {},
    onReceive: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StoreCouponList>

export default meta

type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Receiving: Story = { args: { pendingId: 5 } }
export const Received: Story = {
  args: {
    coupons: coupons.map((entry) => (entry.couponId === 5 ? { ...entry, isReceived: true } : entry)),
    notices: { 5: { kind: 'success', message: { id: 'content.coupon.success' } } },
  },
}
export const Refused: Story = {
  args: { notices: { 14: { kind: 'error', message: { text: 'Los cupones se han agotado.' } } } },
}
export const Loading: Story = { args: { coupons: null } }
export const Failed: Story = { args: { coupons: null, failed: true } }
export const Empty: Story = { args: { coupons: [] } }
export const Chips: Story = {
  render: () => <CouponChips coupons={coupons} />,
}
