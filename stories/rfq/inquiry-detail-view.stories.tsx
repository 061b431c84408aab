import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { InquiryDetailView } from '../../src/features/rfq/inquiry-detail-view'
import { INQUIRY, REVISED } from './rfq-fixtures'

const meta = {
  title: 'RFQ/InquiryDetailView',
  component: InquiryDetailView,
  args: {
    status: 'ready',
    inquiry: INQUIRY,
    loadError: null,
    pending: null,
    accepting: false,
    acceptError: null,
    onAccept: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InquiryDetailView>

export default meta
type Story = StoryObj<typeof meta>

/** Three quotes side by side, cheapest first; the expired one offers nothing to accept. */
export const Comparing: Story = {}

export const Confirming: Story = { args: { pending: REVISED } }

export const Accepting: Story = { args: { pending: REVISED, accepting: true } }

/** The server refused (expired meanwhile): said above the quotes, read again. */
export const Refused: Story = {
  args: { acceptError: { text: 'La cotización ha caducado y ya no se puede aceptar.' } },
}

export const NoQuotes: Story = { args: { inquiry: { ...INQUIRY, quotes: [], quoteCount: 0 } } }

export const LoadFailed: Story = {
  args: { status: 'loadFailed', inquiry: null, loadError: { text: 'La consulta no existe.' } },
}
