import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { RechargeView, type RechargeFormState } from '../../src/features/wallet/recharge-view'
import { recharge } from './fixtures'

const emptyForm: RechargeFormState = {
  amount: '',
  method: 'transfer',
  voucher: null,
  fieldErrors: {},
  formError: null,
  busy: null,
}

const meta = {
  title: 'wallet/RechargeView',
  component: RechargeView,
  args: {
    stage: 'form',
    form: emptyForm,
    record: null,
    bankAccount: {
      bankName: 'Banco Metropolitano S.A. — Sucursal 278, Vedado, La Habana',
      accountName: 'Mercado Mayorista China–Cuba S.A. (cuenta de cobros a proveedores)',
      accountNumber: '0598 7612 3400 0127',
      swift: 'BMNBCUHH',
    },
    onCopy: fn(),
    loadError: null,
    returnHref: null,
    onAmountChange: fn(),
    onAmountBlur: fn(),
    onMethodChange: fn(),
    onVoucherPick: fn(),
    onVoucherRemove: fn(),
    onSubmit: fn(),
    onRestart: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RechargeView>

export default meta
type Story = StoryObj<typeof meta>

/** editing — an empty form, wire transfer chosen: the platform account to pay into above the voucher */
export const Form: Story = {}

/** editing — bad amount and a refused voucher (SPEC.md §5) */
export const FormRefused: Story = {
  args: {
    form: {
      ...emptyForm,
      amount: '10.5',
      fieldErrors: {
        amount: { id: 'validation.recharge.amountInteger' },
        voucher: { id: 'validation.upload.fileFormat' },
      },
    },
  },
}

/** editing — voucher attached, e-payment refusal shown next to the button */
export const FormWithVoucher: Story = {
  args: {
    form: {
      ...emptyForm,
      amount: '100',
      voucher: { name: 'comprobante.png', url: '/mock-uploads/rechargeVoucher/1.png' },
      formError: { text: 'Esta solicitud ya se está procesando.' },
    },
  },
}

/** editing — e-payment chosen */
export const FormEPayment: Story = { args: { form: { ...emptyForm, amount: '30', method: 'tropipay' } } }

/** checkingVoucher / uploadingVoucher / submitting */
export const Busy: Story = {
  args: {
    form: {
      ...emptyForm,
      amount: '100',
      voucher: { name: 'comprobante.png', url: '/mock-uploads/rechargeVoucher/1.png' },
      busy: 'submitting',
    },
  },
}

/** loadingRecord — the gateway's return reads the top-up */
export const Loading: Story = { args: { stage: 'loading' } }

/** loadFailed */
export const LoadFailed: Story = {
  args: { stage: 'loadFailed', loadError: { text: 'No se encontró el registro de recarga.' } },
}

/** pending — waiting for the platform */
export const Pending: Story = { args: { stage: 'pending', record: recharge() } }

/** confirmed — with the way back to the payment */
export const Confirmed: Story = {
  args: {
    stage: 'confirmed',
    record: recharge({ payState: 'confirmed', finishTime: '2026-03-02T16:00:00.000Z' }),
    returnHref: '/buy/pay?paySn=PG202603021500000001',
  },
}

/** declined — nothing posted */
export const Rejected: Story = {
  args: {
    stage: 'declined',
    record: recharge({
      payState: 'declined',
      rejectReason: 'El comprobante no corresponde a una transferencia recibida.',
    }),
  },
}

/** failed — the e-payment was declined */
export const Failed: Story = {
  args: {
    stage: 'failed',
    record: recharge({ payMethod: 'tropipay', payState: 'failed', voucherUrl: null }),
  },
}

/** redirecting — leaving for the gateway */
export const Redirecting: Story = { args: { stage: 'redirecting' } }
