import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { InquiryListView, QuoteListView } from '../../src/features/rfq/rfq-list-views'
import { EXPIRED, INQUIRY, OTHER, REVISED } from './rfq-fixtures'

const meta = {
  title: 'RFQ/InquiryListView',
  component: InquiryListView,
  args: {
    status: 'ready',
    list: [
      INQUIRY,
      {
        ...INQUIRY,
        inquirySn: 'IQ202600000000000002',
        state: 'accepted',
        title: 'Perfiles de aluminio serie 80 para 40 ventanas de la escuela primaria de Cárdenas',
      },
    ],
    pagination: { current: 1, pageSize: 10, total: 2 },
    state: undefined,
    error: null,
    onState: fn(),
    onPage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InquiryListView>

export default meta
type Story = StoryObj<typeof meta>

export const Inquiries: Story = {}

export const Empty: Story = { args: { list: [], pagination: { current: 1, pageSize: 10, total: 0 } } }

export const LoadFailed: Story = {
  args: { status: 'loadFailed', list: [], error: { text: 'La conexión falló.' } },
}

/** /member/inquiry/myQuo: the quotes received, with their states. */
export const Quotes: Story = {
  render: () => (
    <QuoteListView
      status="ready"
      list={[REVISED, OTHER, EXPIRED]}
      pagination={{ current: 1, pageSize: 10, total: 3 }}
      state={undefined}
      error={null}
      onState={fn()}
      onPage={fn()}
      onRetry={fn()}
    />
  ),
}
