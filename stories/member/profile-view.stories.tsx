import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ProfileView } from '../../src/features/member/profile-view'

const member = {
  memberId: 2,
  memberName: 'personal_habana01',
  memberTrueName: 'Ana Laura Martínez Díaz',
  memberEmail: 'personal@example.com',
  memberType: 1 as const,
}

const meta = {
  title: 'Miembro/Mi perfil',
  component: ProfileView,
  args: {
    status: 'editing',
    member,
    avatarUrl: null,
    avatarError: null,
    submitError: null,
    loadError: null,
    saved: false,
    onPickAvatar: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileView>

export default meta
type Story = StoryObj<typeof meta>

export const Editing: Story = {}
export const CheckingAvatar: Story = { args: { status: 'checkingAvatar' } }
export const AvatarTooBig: Story = { args: { avatarError: { id: 'validation.upload.fileTooBigAvatar' } } }
export const AvatarNotAnImage: Story = { args: { avatarError: { id: 'validation.upload.fileFormat' } } }
export const Saving: Story = { args: { status: 'saving' } }
export const Saved: Story = { args: { saved: true } }
export const Refused: Story = { args: { submitError: { text: 'La imagen del avatar no es válida.' } } }
export const LoadFailed: Story = {
  args: { status: 'loadFailed', member: null, loadError: { id: 'api.error.network' } },
}
