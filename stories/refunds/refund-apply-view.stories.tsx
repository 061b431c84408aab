import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { amountCapOf, refundFormProblems, rulesOf } from '../../machines/refund-apply/refund-form'
import { applyFormFixture, reapplyFormFixture } from '../../machines/refund-apply/refund.fixtures'
import { RefundApplyView } from '../../src/features/refunds/refund-apply-view'

const form = applyFormFixture()
const IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const images = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    path: `/uploads/afterSale/${i + 1}.png`,
    url: IMAGE,
    name: `${i + 1}.png`,
  }))

const meta = {
  title: 'refunds/RefundApplyView',
  component: RefundApplyView,
  args: {
    mode: 'apply',
    status: 'editing',
    form,
    images: [],
    validate: (values) => refundFormProblems(values, rulesOf(form)),
    amountCap: (values) => amountCapOf(form, values),
    imageError: null,
    loadError: null,
    error: null,
    onImagesAdded: fn(),
    onImageRemoved: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RefundApplyView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', form: null } }

export const LoadFailed: Story = {
  args: {
    status: 'loadFailed',
    form: null,
    loadError: { text: 'Este pedido no admite reembolso en su estado actual.' },
  },
}

export const Editing: Story = {}

export const RefundOnlyBeforeShipping: Story = {
  args: {
    form: applyFormFixture({
      types: ['refund'],
      goodsStates: ['notReceived'],
      reasons: { 'refund:notReceived': form.reasons['refund:notReceived'] },
      initialValues: { ...form.initialValues, goodsState: 'notReceived' },
    }),
  },
}

/** Issue 16 item 7: a refund only of goods received (reasons of list 106). */
export const GoodsReceived: Story = {
  args: { initialValues: { goodsState: 'received' } },
}

/** Two basins of the second line only: the amount follows what they cost. */
export const OneLineTwoUnits: Story = {
  args: {
    initialValues: {
      goodsState: 'received',
      lines: [
        { orderProductId: 1, selected: false, quantity: '100' },
        { orderProductId: 2, selected: true, quantity: '2' },
      ],
      amount: '50,00',
    },
  },
}

/** More units than are left, no line chosen, an amount above what the lines cost. */
export const LineRulesBroken: Story = {
  args: {
    showAllErrors: true,
    initialValues: {
      lines: [
        { orderProductId: 1, selected: false, quantity: '100' },
        { orderProductId: 2, selected: true, quantity: '4' },
      ],
      amount: '120,00',
    },
  },
}

export const NoLineChosen: Story = {
  args: {
    showAllErrors: true,
    initialValues: {
      lines: [
        { orderProductId: 1, selected: false, quantity: '100' },
        { orderProductId: 2, selected: false, quantity: '3' },
      ],
      amount: '0,00',
    },
  },
}

/** A line an earlier refund took entirely. */
export const LineFullyRefunded: Story = {
  args: {
    form: applyFormFixture({
      lines: [form.lines[0]!, { ...form.lines[1]!, refundableNum: 0 }],
      initialValues: {
        ...form.initialValues,
        lines: [form.initialValues.lines[0]!, { orderProductId: 2, selected: false, quantity: '0' }],
        amount: '150,00',
      },
    }),
  },
}

export const WithImages: Story = { args: { images: images(3) } }

export const Uploading: Story = { args: { status: 'uploading', images: images(2) } }

export const SixthImageRefused: Story = {
  args: { images: images(5), imageError: { id: 'validation.refund.imagesMax' } },
}

export const ImageTooBig: Story = {
  args: { images: images(1), imageError: { id: 'validation.upload.fileTooBig' } },
}

export const BadInput: Story = {
  args: {
    showAllErrors: true,
    initialValues: { amount: '0', reasonId: '', description: 'x'.repeat(201) },
  },
}

export const AboveMaximum: Story = { args: { showAllErrors: true, initialValues: { amount: '999' } } }

export const Submitting: Story = { args: { status: 'submitting', images: images(1) } }

export const Refused: Story = {
  args: { error: { text: 'La devolución solo es posible cuando se ha enviado mercancía.' } },
}

export const Reapplying: Story = {
  args: {
    mode: 'reapply',
    form: reapplyFormFixture(),
    images: reapplyFormFixture().images,
    validate: (values) => refundFormProblems(values, rulesOf(reapplyFormFixture())),
    amountCap: (values) => amountCapOf(reapplyFormFixture(), values),
    afsSn: reapplyFormFixture().afsSn,
  },
}

export const NotReapplicable: Story = {
  args: { mode: 'reapply', status: 'notReapplicable', form: null, afsSn: 'AS202603031000000001' },
}
