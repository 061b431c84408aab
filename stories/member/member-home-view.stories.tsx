import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemberHomeView } from '../../src/features/member/member-home-view'

const summary = {
  reviewState: 2 as const,
  balanceAvailable: 2000,
  memberIntegral: 5000,
  couponCount: 5,
  credit: { creditLimit: 10000, creditUsed: 0, creditAvailable: 10000, hasOverdueBill: false },
  security: { hasPayPassword: true, mobileBound: true, emailBound: true },
}

const meta = {
  title: 'Miembro/Inicio',
  component: MemberHomeView,
  args: {
    member: {
      memberId: 1,
      memberName: 'comprador_cubaimport',
      memberTrueName: 'Carlos Manuel Rodríguez Pérez',
      memberEmail: 'comprador@example.com',
      memberType: 3,
      companyName: 'Importadora Caribe S.A.',
    },
    summary,
    counts: {
      total: 14,
      counts: [
        { orderState: 10, count: 2 },
        { orderState: 20, count: 1 },
        { orderState: 31, count: 1 },
        { orderState: 35, count: 1 },
        { orderState: 30, count: 2 },
        { orderState: 40, count: 1 },
        { orderState: 50, count: 2 },
        { orderState: 0, count: 2 },
        { orderState: 70, count: 2 },
      ],
    },
    footprints: [
      {
        logId: 1,
        lookedAt: '2026-05-01T10:00:00.000Z',
        goodsId: 3,
        productId: 5,
        goodsName: 'Cemento gris P.O 42.5 (saco de 50 kg)',
        goodsImage: '/mock-images/goods/5.svg',
        goodsPrice: 6.5,
        minBuyNum: 100,
        saleUnit: 'saco',
        storeId: 57,
        storeName: 'Materiales Shandong',
        stockType: 'inStock',
        productionState: 'inStock',
        saleNum: 1200,
      },
    ],
  },
} satisfies Meta<typeof MemberHomeView>

export default meta
type Story = StoryObj<typeof meta>

export const Enterprise: Story = {}

export const OverdueCredit: Story = {
  args: {
    summary: {
      ...summary,
      balanceAvailable: 0,
      credit: { creditLimit: 5000, creditUsed: 4800, creditAvailable: 200, hasOverdueBill: true },
    },
  },
}

export const FiguresUnavailable: Story = {
  args: { summary: null, counts: null, footprints: [] },
}

export const Designer: Story = {
  args: {
    member: {
      memberId: 3,
      memberName: 'disenador_vedado',
      memberEmail: 'disenador@example.com',
      memberType: 2,
    },
    footprints: [],
  },
}

export const Personal: Story = {
  args: {
    member: {
      memberId: 2,
      memberName: 'personal_habana01',
      memberTrueName: 'Ana Laura Martínez Díaz',
      memberEmail: 'personal@example.com',
      memberType: 1,
    },
    footprints: [],
  },
}
