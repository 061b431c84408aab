import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemberHomeView } from '../../src/features/member/member-home-view'

const meta = {
  title: 'Miembro/Inicio',
  component: MemberHomeView,
  args: {
    member: {
      memberId: 1,
      memberName: 'comprador_cubaimport',
      memberTrueName: 'Yanelis Pérez',
      memberEmail: 'comprador@example.com',
      memberType: 3,
      companyName: 'Importadora Caribe S.A.',
      balanceAvailable: 2000,
      memberIntegral: 5000,
      creditLimit: 10000,
    },
  },
} satisfies Meta<typeof MemberHomeView>

export default meta
type Story = StoryObj<typeof meta>

export const Enterprise: Story = {}

export const Designer: Story = {
  args: {
    member: {
      memberId: 3,
      memberName: 'disenadora_habana',
      memberEmail: 'disenador@example.com',
      memberType: 2,
      balanceAvailable: 500,
      memberIntegral: 100,
      creditLimit: 0,
    },
  },
}
