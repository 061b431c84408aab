import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { productFixture } from '../../machines/refund-apply/refund.fixtures'
import { refundStateAllows } from '../../machines/refund-apply/refund-lifecycle'
import { AftersalesListView } from '../../src/features/refunds/aftersales-list-view'
import { walkedRefund } from '../lifecycle-fixtures'

/** A return waiting for the goods, a return just applied for, a refund the supplier refused, one paid back. */
const refunds = [
  walkedRefund('return', [{ type: 'supplier.confirmed' }], {
    afsSn: 'AS202603031000000004',
    lines: [{ orderProductId: 1, afsNum: 2 }],
  }),
  walkedRefund('return', [], { afsSn: 'AS202603031000000003' }),
  walkedRefund('refund', [{ type: 'supplier.refused', reason: 'Faltan fotos del embalaje' }], {
    afsSn: 'AS202603031000000002',
    productList: [productFixture, { ...productFixture, productId: 6, goodsName: 'Ducha de mano' }],
  }),
  walkedRefund('refund', [{ type: 'supplier.confirmed' }], { afsSn: 'AS202603031000000001', amount: 150 }),
]

const meta = {
  title: 'refunds/AftersalesListView',
  component: AftersalesListView,
  args: {
    tab: 'all',
    refunds,
    page: 1,
    limit: 20,
    total: refunds.length,
    tabHref: (tab) => (tab === 'all' ? '/member/order/aftersales' : `/member/order/aftersales?type=${tab}`),
    onPageChange: fn(),
    canShipBack: (refund) => refundStateAllows(refund.state, 'return.shipped'),
  },
} satisfies Meta<typeof AftersalesListView>

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {}

export const ReturnsOnly: Story = {
  args: { tab: 'return', refunds: refunds.filter((refund) => refund.type === 'return'), total: 2 },
}

export const Empty: Story = { args: { refunds: [], total: 0 } }

export const ManyPages: Story = { args: { total: 95, page: 3 } }
