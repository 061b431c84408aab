import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PayView } from '../../src/features/payment/pay-view'
import {
  EMPTY_VALUES,
  FINAL_PAYMENT_INFO,
  METHODS,
  MOROSO_METHODS,
  payInfo,
  PROOF_IMAGE,
  windowOf,
} from './fixtures'

const meta = {
  title: 'payment/PayView',
  component: PayView,
  args: {
    info: payInfo(),
    formStatus: 'choosing',
    remainingMs: 21 * 3_600_000 + 47 * 60_000 + 15_000,
    window: windowOf(payInfo()),
    methods: METHODS,
    method: 'balance',
    values: EMPTY_VALUES,
    problems: {},
    proof: null,
    formError: null,
    methodsError: null,
    thirdParty: false,
    resetPayPasswordHref: '/member/pwd/reset?returnUrl=%2Fbuy%2Fpay%3FpaySn%3DPG202603021500000001',
    onSelectMethod: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onProofSelected: fn(),
    onProofRemoved: fn(),
    onSubmit: fn(),
    onRetryMethods: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof PayView>

export default meta
type Story = StoryObj<typeof meta>

/** unpaid.form.loadingMethods */
export const LoadingMethods: Story = { args: { formStatus: 'loadingMethods', methods: [], method: null } }

/** unpaid.form.methodsFailed */
export const MethodsFailed: Story = {
  args: { formStatus: 'methodsFailed', methods: [], method: null, methodsError: { id: 'api.error.network' } },
}

/** unpaid.form.choosing — prepaid balance */
export const ChoosingBalance: Story = {}

export const BalanceWrongPassword: Story = {
  args: {
    values: { ...EMPTY_VALUES, payPwd: '' },
    formError: { text: 'La contraseña de pago no es correcta.' },
  },
}

export const BalanceShortPassword: Story = {
  args: {
    values: { ...EMPTY_VALUES, payPwd: '1234' },
    problems: { payPwd: { id: 'validation.payment.payPasswordFormat' } },
  },
}

/** A reservation's final payment: a 7-day window, and its text says so (issue 15 item 10). */
export const FinalPayment: Story = {
  args: {
    info: payInfo(FINAL_PAYMENT_INFO),
    window: windowOf(payInfo(FINAL_PAYMENT_INFO)),
    remainingMs: 5 * 24 * 3_600_000 + 21 * 3_600_000 + 47 * 60_000,
  },
}

export const NoPayPasswordSet: Story = { args: { info: payInfo({ hasPayPassword: false }) } }

export const Credit: Story = { args: { method: 'credit' } }

/** moroso@example.com: credit blocked by the overdue bill, no prepaid balance. */
export const CreditBlocked: Story = {
  args: {
    info: payInfo({ balanceAvailable: 0, credit: { limit: 10000, available: 10000, hasOverdueBill: true } }),
    methods: MOROSO_METHODS,
    method: 'card',
  },
}

export const CardWithProblems: Story = {
  args: {
    method: 'card',
    values: {
      ...EMPTY_VALUES,
      cardNumber: '4111 1111 1111 1112',
      cardHolder: 'A',
      cardExpiry: '01/20',
      cardCvv: '1',
    },
    problems: {
      cardNumber: { id: 'validation.payment.cardFormat' },
      cardHolder: { id: 'validation.payment.holderLength' },
      cardExpiry: { id: 'validation.payment.expiryPast' },
      cardCvv: { id: 'validation.payment.cvvFormat' },
    },
  },
}

export const CardDeclined: Story = {
  args: {
    method: 'card',
    values: {
      ...EMPTY_VALUES,
      cardNumber: '4000000000000002',
      cardHolder: 'Ana Pérez',
      cardExpiry: '12/30',
      cardCvv: '123',
    },
    formError: { text: 'La tarjeta fue rechazada por el banco emisor.' },
  },
}

export const VoucherTooShort: Story = {
  args: {
    method: 'voucher',
    values: { ...EMPTY_VALUES, voucherNumber: '100000000000000000', voucherPin: '1000000000000001' },
    problems: { voucherNumber: { id: 'validation.payment.voucherCardFormat' } },
  },
}

export const TransferWithoutProof: Story = { args: { method: 'transfer' } }

export const TransferProofRefused: Story = {
  args: {
    method: 'transfer',
    problems: { proof: { id: 'validation.upload.fileTooBig' } },
  },
}

/** unpaid.form.uploadingProof */
export const TransferUploading: Story = { args: { method: 'transfer', formStatus: 'uploadingProof' } }

export const TransferProofAttached: Story = {
  args: { method: 'transfer', proof: { url: PROOF_IMAGE, name: 'comprobante.png' } },
}

/** Back from /buy/waitFor: the store rejected the proof. */
export const TransferRejected: Story = {
  args: {
    method: 'transfer',
    info: payInfo({ transferRejectReason: 'El importe del comprobante no coincide con el pedido.' }),
  },
}

export const Tropipay: Story = { args: { method: 'tropipay' } }

/** unpaid.form.paying */
export const Paying: Story = {
  args: { formStatus: 'paying', values: { ...EMPTY_VALUES, payPwd: '20262026' } },
}

/** redirecting (to the e-payment gateway) */
export const Redirecting: Story = { args: { formStatus: 'redirecting', method: 'tropipay' } }

/** The applicant already asked a third party to pay. */
export const ThirdPartyRequestActive: Story = {
  args: {
    info: payInfo({
      payRequest: {
        requestSn: 'ST202603021500000001',
        paySn: 'PG202603021500000001',
        state: 'requested',
        stateValue: 'Solicitado',
        needPay: 1234.56,
        createTime: '2026-03-02T16:00:00.000Z',
        expireTime: '2026-03-03T15:00:00.000Z',
        applicant: {
          memberName: 'comprador',
          companyName: 'Importadora Habana S.A.',
          email: 'comprador@example.com',
        },
        payer: { memberName: 'personal', companyName: '', email: 'p***@example.com' },
        orderSnList: ['P202603021500000001'],
      },
    }),
  },
}

/** The payer of a third-party request: wallet fields are the payer's; no "Pago por un tercero". */
export const ThirdPartyPayer: Story = {
  args: {
    thirdParty: true,
    info: payInfo({
      balanceAvailable: 3000,
      payRequest: {
        requestSn: 'ST202603021500000001',
        paySn: 'PG202603021500000001',
        state: 'waitingPayment',
        stateValue: 'Pendiente de pago',
        needPay: 1234.56,
        createTime: '2026-03-02T16:00:00.000Z',
        expireTime: '2026-03-03T15:00:00.000Z',
        applicant: {
          memberName: 'comprador',
          companyName: 'Importadora Habana S.A.',
          email: 'c***@example.com',
        },
        payer: { memberName: 'personal', companyName: '', email: 'personal@example.com' },
        orderSnList: ['P202603021500000001'],
      },
    }),
  },
}

export const NoMethods: Story = { args: { methods: [], method: null } }

/** The page's own funds check (issue 16 item 9d): the balance does not cover, so it is disabled with why. */
export const BalanceShortDisabled: Story = {
  args: {
    info: payInfo({ balanceAvailable: 12.5 }),
    methodProblems: { balance: { id: 'validation.payment.balanceShort' } },
    method: 'credit',
  },
}

/** moroso@example.com seen by the page's own rule: no balance, credit blocked by the overdue bill. */
export const MorosoCreditOverdue: Story = {
  args: {
    info: payInfo({ balanceAvailable: 0, credit: { limit: 10000, available: 10000, hasOverdueBill: true } }),
    methodProblems: {
      balance: { id: 'validation.payment.balanceShort' },
      credit: { id: 'validation.payment.creditOverdue' },
    },
    method: 'card',
  },
}

const OTHER_PAYER = { id: 'validation.payment.finalPayerOnly' }

/** A final payment seen from an account that did not pay the deposit (issue 16 item 9b): nothing to choose. */
export const FinalPaymentOtherPayer: Story = {
  args: {
    info: payInfo({
      ...FINAL_PAYMENT_INFO,
      depositPayer: { memberName: 'Luis Gómez', email: 'l***@example.com' },
    }),
    window: windowOf(payInfo(FINAL_PAYMENT_INFO)),
    methodProblems: Object.fromEntries(METHODS.map((option) => [option.payMethod, OTHER_PAYER])),
    method: null,
  },
}

/** The deposit's own payer pays the rest: no third party may, so none is offered. */
export const FinalPaymentOwnDeposit: Story = {
  args: {
    info: payInfo({
      ...FINAL_PAYMENT_INFO,
      depositPayer: { memberName: 'Carlos Manuel Rodríguez Pérez', email: 'comprador@example.com' },
    }),
    window: windowOf(payInfo(FINAL_PAYMENT_INFO)),
    offersThirdParty: false,
  },
}
