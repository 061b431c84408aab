// The delivery-address dialog shared by the checkout and /member/address/list: empty, every rule broken (messages in Spanish), a refusal of the
// server with what was typed kept, and saving.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormattedMessage } from 'react-intl'
import { fn } from 'storybook/test'
import { AddressDialog } from '../../src/components/address-dialog'
import { emptyAddress } from '../../src/schemas/address.schema'

const typed = {
  memberName: 'Ana Pérez',
  telMobile: '13912345678',
  country: 'Cuba',
  province: 'Artemisa',
  city: 'Mariel',
  street: 'Zona Especial de Desarrollo',
  detailAddress: 'Nave 3, muelle norte',
  isDefault: true,
}

const meta = {
  title: 'Componentes/Dirección de entrega',
  component: AddressDialog,
  args: { mode: 'new', values: emptyAddress, saving: false, error: null, onSave: fn(), onCancel: fn() },
  // the dialog opens over the checkout page (it renders into document.body)
  decorators: [
    (Story) => (
      <div className="checkout-page">
        <h1>
          <FormattedMessage id="checkout.confirm.title" defaultMessage="Confirmar pedido" />
        </h1>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressDialog>

export default meta

type Story = StoryObj<typeof meta>

export const NewAddress: Story = {}

export const EveryRuleBroken: Story = {
  args: {
    values: { ...emptyAddress, memberName: 'A', telMobile: '12345', detailAddress: 'Nave' },
    showAllErrors: true,
  },
}

export const RefusedByTheServer: Story = {
  args: { mode: 'edit', values: typed, error: { text: 'La dirección no existe.' } },
}

export const Saving: Story = { args: { mode: 'edit', values: typed, saving: true } }
