// The checkout's platform coupons and new invoice header (issue 16 item 4): no coupon chosen, one chosen (the
// total lower), one the order does not reach refused in the form, and the invoice dialog open, refused, saving.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { CheckoutCoupon, CheckoutData } from '../../src/api/checkout'
import { CheckoutView } from '../../src/features/checkout/checkout-view'
import { emptyInvoice } from '../../src/schemas/invoice.schema'
import base from './checkout-view.stories'

const coupons: CheckoutCoupon[] = [
  {
    couponCode: '801',
    couponName: 'Bienvenida a la plataforma',
    couponType: 1,
    value: 20,
    minAmount: 200,
    effectiveEnd: '2029-12-31T00:00:00.000Z',
    checked: false,
    usable: true,
    discount: 20,
  },
  {
    couponCode: '802',
    couponName: 'Temporada solar',
    couponType: 1,
    value: 50,
    minAmount: 1000,
    effectiveEnd: '2029-06-30T00:00:00.000Z',
    checked: false,
    usable: false,
    discount: 50,
  },
]
const checkout = base.args.checkout as CheckoutData
const withCoupons: CheckoutData = { ...checkout, platformCouponList: coupons, platformCouponCode: null }

const meta = {
  title: 'Pedido/Confirmar pedido/Cupones de la plataforma y factura nueva',
  component: CheckoutView,
  args: {
    ...base.args,
    checkout: withCoupons,
    platformCoupons: { selected: null, error: null, onSelect: fn() },
    invoice: { ...base.args.invoice, onAdd: fn(), dialog: null },
  },
} satisfies Meta<typeof CheckoutView>

export default meta

type Story = StoryObj<typeof meta>

export const PlatformCoupons: Story = {}

export const PlatformCouponChosen: Story = {
  args: {
    checkout: {
      ...withCoupons,
      platformCouponCode: '801',
      platformCouponAmount: 20,
      totalAmount: checkout.totalAmount - 20,
    },
    platformCoupons: { selected: '801', error: null, onSelect: fn() },
  },
}

export const PlatformCouponBelowMinimum: Story = {
  args: {
    platformCoupons: {
      selected: '802',
      error: { id: 'checkout.platformCoupon.minimum', values: { amount: 'US$ 1.000,00' } },
      onSelect: fn(),
    },
  },
}

export const NoPlatformCoupons: Story = { args: { checkout: { ...checkout, platformCouponList: [] } } }

const invoiceDialog = { saving: false, error: null, onSave: fn(), onCancel: fn() }

export const NewInvoiceHeader: Story = {
  args: {
    invoice: { ...base.args.invoice, onAdd: fn(), dialog: { ...invoiceDialog, values: emptyInvoice } },
  },
}

export const NewInvoiceHeaderRefused: Story = {
  args: {
    invoice: {
      ...base.args.invoice,
      onAdd: fn(),
      dialog: {
        ...invoiceDialog,
        values: { ...emptyInvoice, invoiceTitle: 'Ferretería La Central S.A.', taxCode: '01234567890' },
        error: { text: 'Puede guardar como máximo 20 encabezados de factura.' },
      },
    },
  },
}

export const NewInvoiceHeaderSaving: Story = {
  args: {
    invoice: {
      ...base.args.invoice,
      onAdd: fn(),
      dialog: {
        ...invoiceDialog,
        saving: true,
        values: {
          ...emptyInvoice,
          invoiceTitle: 'Ferretería La Central S.A.',
          taxCode: '01234567890',
          receiverEmail: 'facturas@lacentral.example.com',
        },
      },
    },
  },
}
