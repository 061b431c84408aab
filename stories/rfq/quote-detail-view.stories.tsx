import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { QuoteDetailView } from '../../src/features/rfq/quote-detail-view'
import { EXPIRED, INQUIRY, REVISED } from './rfq-fixtures'

const meta = {
  title: 'RFQ/QuoteDetailView',
  component: QuoteDetailView,
  args: {
    status: 'ready',
    inquiry: INQUIRY,
    quote: REVISED,
    versions: [
      {
        version: REVISED.versions[1]!,
        changes: [
          {
            field: 'price',
            goodsName: 'Cemento gris Portland P.O 42.5, saco de 50 kg',
            before: 9.5,
            after: 7.25,
          },
          { field: 'totalAmount', before: 2475, after: 1980 },
          { field: 'deliveryDate', before: '2026-12-20', after: '2026-12-15' },
        ],
      },
      { version: REVISED.versions[0]!, changes: null },
    ],
    loadError: null,
    confirming: false,
    accepting: false,
    acceptError: null,
    onAccept: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof QuoteDetailView>

export default meta
type Story = StoryObj<typeof meta>

/** Version 2 with what changed from version 1. */
export const Revised: Story = {}

export const Confirming: Story = { args: { confirming: true } }

export const Expired: Story = {
  args: { quote: EXPIRED, versions: [{ version: EXPIRED.versions[0]!, changes: null }] },
}

export const Missing: Story = { args: { status: 'loadFailed', quote: null, loadError: null } }
