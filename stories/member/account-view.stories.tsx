import type { Meta, StoryObj } from '@storybook/react-vite'
import { AccountView } from '../../src/features/member/account-view'

const summary = {
  reviewState: 2 as const,
  balanceAvailable: 2000,
  memberIntegral: 5000,
  couponCount: 5,
  credit: { creditLimit: 10000, creditUsed: 0, creditAvailable: 10000, hasOverdueBill: false },
  security: { hasPayPassword: true, mobileBound: true, emailBound: true },
}

const meta = {
  title: 'Miembro/Seguridad de la cuenta',
  component: AccountView,
  args: {
    member: {
      memberId: 1,
      memberName: 'comprador_cubaimport',
      memberEmail: 'comprador@example.com',
      memberMobile: '52345678',
      memberType: 3,
    },
    summary,
  },
} satisfies Meta<typeof AccountView>

export default meta
type Story = StoryObj<typeof meta>

export const AllSet: Story = {}

export const NoPayPasswordNoMobile: Story = {
  args: {
    member: {
      memberId: 2,
      memberName: 'personal_habana01',
      memberEmail: 'personal@example.com',
      memberType: 1,
    },
    summary: { ...summary, security: { hasPayPassword: false, mobileBound: false, emailBound: true } },
  },
}
