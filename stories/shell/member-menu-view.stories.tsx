import type { Meta, StoryObj } from '@storybook/react-vite'
import { memberMenu } from '../../src/app/member-menu'
import { screens } from '../../src/app/router'
import { MemberMenuView } from '../../src/features/shell/member-menu-view'

const meta = {
  title: 'Shell/Member menu',
  component: MemberMenuView,
  args: { groups: memberMenu(screens), memberType: 3 },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof MemberMenuView>

export default meta
type Story = StoryObj<typeof meta>

export const Enterprise: Story = {}

export const Personal: Story = { args: { memberType: 1 } }

export const MemberTypeUnknown: Story = { args: { memberType: null } }
