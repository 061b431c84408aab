import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SampleApplyView } from '../../src/features/samples/sample-apply-view'

const lines = [
  {
    cartId: 1,
    goodsName: 'Agua purificada botella 1.5 L',
    storeName: 'Nanjing Jinlong Alimentos Trading Co., Ltd.',
    goodsPrice: 5.45,
    buyNum: 1,
    subtotal: 5.45,
  },
  {
    cartId: 2,
    goodsName: 'Perfil de aluminio para ventana serie 80',
    storeName: 'Guangzhou Hengda Materiales Co., Ltd.',
    goodsPrice: 12.4,
    buyNum: 2,
    subtotal: 24.8,
  },
]

const meta = {
  title: 'Samples/SampleApplyView',
  component: SampleApplyView,
  args: {
    status: 'editing',
    lines,
    quota: { monthlyCount: 10, monthlyAmount: 500, appliedCount: 3, appliedAmount: 120 },
    contact: { receiverName: 'Ana Pérez', receiverMobile: '5355512345', address: '', remark: '' },
    errors: {},
    error: null,
    applySn: null,
    onField: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SampleApplyView>

export default meta
type Story = StoryObj<typeof meta>

export const Editing: Story = {}

/** Over the month's amount: the shared rule's message in place, what was typed kept. */
export const OverQuota: Story = {
  args: {
    quota: { monthlyCount: 10, monthlyAmount: 500, appliedCount: 3, appliedAmount: 490 },
    contact: {
      receiverName: 'Ana Pérez',
      receiverMobile: '5355512345',
      address: 'Calle 23 No. 105',
      remark: '',
    },
    errors: {
      lines: { id: 'validation.sample.amountExceeded', values: { amount: 'US$ 10,00' } },
    },
  },
}

export const MissingFields: Story = {
  args: {
    contact: { receiverName: '', receiverMobile: '12', address: '', remark: '' },
    errors: {
      receiverName: { id: 'validation.sampleApply.receiverRequired' },
      address: { id: 'validation.sampleApply.addressRequired' },
    },
  },
}

export const NothingSelected: Story = { args: { lines: [] } }

export const Submitted: Story = { args: { status: 'submitted', applySn: 'SA202611290000000001' } }
