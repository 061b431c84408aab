import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { StoreSummary } from '../../src/api/catalogue'
import { ContractAddView } from '../../src/features/contracts/contract-add-view'
import { contractMessages, emptyContract } from '../../src/schemas/contract.schema'
import { paymentMessages } from '../../src/schemas/payment.schema'

const stores = [
  { storeId: 3, storeName: 'Guangzhou Hengda Materiales Co., Ltd.' },
  { storeId: 57, storeName: 'Almacén Mariel Zona Especial' },
] as StoreSummary[]
const filled = {
  title: 'Suministro de paneles solares 2027',
  storeId: '3',
  orderSn: '',
  startDate: '2026-11-01',
  endDate: '2027-10-31',
  amount: '15250,75',
}

const meta = {
  title: 'Contratos/Nuevo contrato',
  component: ContractAddView,
  args: {
    values: emptyContract,
    fieldErrors: {},
    stores,
    attachments: [],
    fileRefusal: null,
    filesBusy: false,
    submitting: false,
    submitError: null,
    onChange: fn(),
    onSearchStores: fn(),
    onPickFiles: fn(),
    onRemoveFile: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ContractAddView>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Refused: Story = {
  args: {
    values: { ...filled, title: 'A', amount: '0' },
    fieldErrors: { title: contractMessages.titleLength.id, amount: contractMessages.amountRange.id },
  },
}
export const FileRefused: Story = {
  args: {
    values: filled,
    fileRefusal: { fileName: 'falso.pdf', message: { id: paymentMessages.fileFormat.id } },
  },
}
export const Uploading: Story = { args: { values: filled, filesBusy: true } }
export const WithAttachment: Story = {
  args: {
    values: filled,
    attachments: [
      {
        url: '/mock-uploads/contract/1.pdf',
        path: '/uploads/contract/1.pdf',
        size: 900,
        contentType: 'application/pdf',
        fileName: 'contrato-firmado.pdf',
      },
    ],
  },
}
export const ServerRefused: Story = {
  args: { values: filled, submitError: { text: 'El proveedor no existe o está cerrado.' } },
}
