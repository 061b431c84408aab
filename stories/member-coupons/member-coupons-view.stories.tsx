import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { MemberCoupon } from '../../src/api/member-coupons'
import { MemberCouponsView } from '../../src/features/member-coupons/member-coupons-view'

const day = (date: number) => new Date(Date.UTC(2026, 10, date)).toISOString()

const base = {
  couponType: 1 as const,
  value: 10,
  minAmount: 100,
  storeId: null,
  storeName: null,
  effectiveStart: day(1),
  effectiveEnd: day(30),
  receivedAt: day(2),
  usedAt: null,
}

export const unusedCoupons: MemberCoupon[] = [
  {
    ...base,
    couponMemberId: 41,
    couponId: 12,
    couponName: 'Cupón de tienda: Suzhou Jinlong Alimentos Trading Co., Ltd.',
    storeId: 7,
    storeName: 'Suzhou Jinlong Alimentos Trading Co., Ltd.',
    description: 'Solo en productos de esta tienda.',
    effectiveEnd: day(20),
    useState: 1,
  },
  {
    ...base,
    couponMemberId: 42,
    couponId: 3,
    couponName: 'Reconstrucción',
    couponType: 2,
    value: 5,
    minAmount: 500,
    description: '5 % de descuento en pedidos desde US$ 500, en cualquier tienda.',
    useState: 1,
  },
  {
    ...base,
    couponMemberId: 43,
    couponId: 1,
    couponName: 'Bienvenida a la plataforma',
    value: 20,
    minAmount: 0,
    description: 'Para su primer pedido en cualquier tienda.',
    useState: 1,
  },
]

export const usedCoupons: MemberCoupon[] = [
  {
    ...unusedCoupons[0]!,
    couponMemberId: 38,
    usedAt: day(18),
    useState: 2,
  },
]

export const expiredCoupons: MemberCoupon[] = [
  {
    ...base,
    couponMemberId: 51,
    couponId: 21,
    couponName: 'Liquidación de verano',
    value: 20,
    minAmount: 250,
    description: 'Promoción de verano en toda la plataforma, ya finalizada.',
    effectiveStart: new Date(Date.UTC(2026, 6, 4)).toISOString(),
    effectiveEnd: new Date(Date.UTC(2026, 8, 17)).toISOString(),
    useState: 3,
  },
]

const meta = {
  title: 'Miembro/Mis cupones',
  component: MemberCouponsView,
  args: {
    status: 'ready',
    tab: 1,
    page: 1,
    total: 3,
    coupons: unusedCoupons,
    counts: { unused: 3, used: 1, expired: 1 },
    loadError: null,
    tabHref: (tab: number) => `/member/coupon?tab=${tab}`,
    onPage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MemberCouponsView>

export default meta

type Story = StoryObj<typeof meta>

export const Unused: Story = {}

export const Used: Story = { args: { tab: 2, total: 1, coupons: usedCoupons } }

export const Expired: Story = { args: { tab: 3, total: 1, coupons: expiredCoupons } }

export const ManyPages: Story = { args: { total: 19, page: 2 } }

export const Loading: Story = { args: { status: 'loading', coupons: [], total: 0, counts: null } }

export const EmptyUnused: Story = {
  args: { coupons: [], total: 0, counts: { unused: 0, used: 1, expired: 1 } },
}

export const EmptyUsed: Story = {
  args: { tab: 2, coupons: [], total: 0, counts: { unused: 3, used: 0, expired: 1 } },
}

export const LoadFailed: Story = {
  args: { status: 'loadFailed', coupons: [], total: 0, loadError: { id: 'api.error.network' } },
}

export const Refused: Story = {
  args: {
    status: 'loadFailed',
    coupons: [],
    total: 0,
    loadError: { text: 'El estado de los cupones no es válido (1 sin usar, 2 usados, 3 caducados).' },
  },
}
