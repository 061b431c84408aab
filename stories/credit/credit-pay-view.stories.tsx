import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { API_MESSAGE_IDS } from '../../src/api/errors'
import { CreditPayView } from '../../src/features/credit/credit-pay-view'
import { BILL_SN, detailFixture, summaryFixture } from '../../machines/credit-pay/credit-pay.fixtures'

const meta = {
  title: 'Crédito/Pagar factura',
  component: CreditPayView,
  args: {
    stage: 'form',
    billSn: BILL_SN,
    summary: summaryFixture(),
    bill: detailFixture(),
    values: { payMethod: 'tropipay', payPwd: '' },
    fieldError: null,
    formError: null,
    loadError: null,
    methodProblems: {},
    setPayPasswordHref: '/member/pwd/pay',
    onMethod: fn(),
    onPasswordChange: fn(),
    onPasswordBlur: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreditPayView>

export default meta
type Story = StoryObj<typeof meta>

export const ByEPayment: Story = {}
export const FromBalance: Story = {
  args: { summary: summaryFixture({ balanceAvailable: 6000 }), values: { payMethod: 'balance', payPwd: '' } },
}
export const PasswordMissing: Story = {
  args: {
    summary: summaryFixture({ balanceAvailable: 6000 }),
    values: { payMethod: 'balance', payPwd: '' },
    fieldError: 'validation.payment.payPasswordRequired',
  },
}
/** The balance does not cover the bill: shown disabled with the reason and a way to top up (SPEC.md §5). */
export const BalanceShort: Story = {
  args: { methodProblems: { balance: 'validation.payment.balanceShort' } },
}
export const GatewayDeclined: Story = { args: { formError: { id: 'credit.pay.gatewayFailed' } } }
export const Paying: Story = { args: { stage: 'paying' } }
export const Paid: Story = {
  args: { stage: 'paid', bill: detailFixture({ state: 'paid', outstanding: 0, paidAmount: 4800 }) },
}
export const StillOpen: Story = { args: { stage: 'notPayable', bill: detailFixture({ state: 'open' }) } }
export const LoadFailed: Story = {
  args: { stage: 'loadFailed', bill: null, loadError: { id: API_MESSAGE_IDS.network } },
}
