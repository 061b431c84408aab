import type { Meta, StoryObj } from '@storybook/react-vite'
import { WaitForView } from '../../src/features/payment/wait-for-view'
import { payInfo, PROOF_IMAGE } from './fixtures'

const meta = {
  title: 'payment/WaitForView',
  component: WaitForView,
  args: { info: payInfo({ payState: 'pendingConfirmation', payMethod: 'transfer', proofUrl: PROOF_IMAGE }) },
} satisfies Meta<typeof WaitForView>

export default meta
type Story = StoryObj<typeof meta>

/** awaitingConfirmation (waiting and polling look the same) */
export const PendingConfirmation: Story = {}
