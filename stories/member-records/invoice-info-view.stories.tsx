// /member/invoice/info?invoiceId= — every field of one header: a company VAT header, a personal one, and a
// header the server does not know.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { InvoiceInfoView } from '../../src/features/member-records/invoice-info-view'
import { invoices } from './fixtures'

const meta = {
  title: 'Miembro/Información de factura',
  component: InvoiceInfoView,
  args: { invoice: invoices[0]! },
} satisfies Meta<typeof InvoiceInfoView>

export default meta
type Story = StoryObj<typeof meta>

/** a company VAT header, the default: every field. */
export const CompanyVat: Story = {}

/** a personal header: only the fields it has. */
export const Personal: Story = { args: { invoice: invoices[1]! } }

/** no `invoiceId`, or one the server does not know. */
export const NotFound: Story = { args: { invoice: null } }
