import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CouponView } from '../../src/features/content/coupon-view'
import { coupon } from './fixtures'

const NOW = Date.UTC(2026, 10, 1)

const meta = {
  title: 'Contenido/Centro de cupones',
  component: CouponView,
  args: {
    coupons: [
      coupon(1),
      coupon(2, {
        couponName: 'Temporada solar',
        value: 50,
        minAmount: 1000,
        isReceived: true,
        received: 81,
      }),
      coupon(3, {
        couponName: 'Cupón de tienda: Ningbo Sunrise Solar Co., Ltd.',
        couponType: 2,
        value: 8,
        storeId: 2,
        storeName: 'Ningbo Sunrise Solar Co., Ltd.',
      }),
      coupon(9, { couponName: 'Edición limitada', total: 3, received: 3 }),
      coupon(10, { couponName: 'Feria de octubre', effectiveEnd: '2026-10-22T00:00:00.000Z' }),
    ],
    page: 1,
    limit: 20,
    total: 5,
    now: NOW,
    pendingId: null,
    notices: {},
    onReceive: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof CouponView>

export default meta

type Story = StoryObj<typeof meta>

export const Available: Story = {}

export const Receiving: Story = { args: { pendingId: 1 } }

export const ReceivedWithNotice: Story = {
  args: {
    coupons: [coupon(1, { isReceived: true, received: 121 })],
    total: 1,
    notices: { 1: { kind: 'success', message: { text: 'Cupón recibido.' } } },
  },
}

export const Refused: Story = {
  args: {
    coupons: [coupon(1)],
    total: 1,
    notices: { 1: { kind: 'error', message: { text: 'Ya ha recibido este cupón.' } } },
  },
}

export const Empty: Story = { args: { coupons: [], total: 0 } }
