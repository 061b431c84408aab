import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { QuickOrderView, type QuickOrderViewRow } from '../../src/features/quick-order/quick-order-view'

const row = (key: number, overrides: Partial<QuickOrderViewRow> = {}): QuickOrderViewRow => ({
  key,
  code: '',
  quantity: '',
  status: 'unchecked',
  problem: null,
  refusal: null,
  ...overrides,
})

const found = (key: number, overrides: Partial<QuickOrderViewRow> = {}) =>
  row(key, {
    code: `TUB-00${key}`,
    quantity: '100',
    status: 'found',
    goodsName: `Tubo de acero galvanizado ${key}`,
    specValues: 'Medida: 1/2"',
    minBuyNum: 50,
    saleUnit: 'unidades',
    stock: 5000,
    price: 10.5,
    ...overrides,
  })

const meta = {
  title: 'quick-order/QuickOrderView',
  component: QuickOrderView,
  args: {
    rows: [row(1), row(2), row(3)],
    showPrices: true,
    acceptsMaterialCodes: false,
    busy: false,
    canAddRow: true,
    notice: null,
    result: null,
    link: null,
    linkError: null,
    onAddRow: fn(),
    onRemoveRow: fn(),
    onCodeChange: fn(),
    onQuantityChange: fn(),
    onImport: fn(),
    onCheck: fn(),
    onAddToCart: fn(),
    onCreateLink: fn(),
    onCopyLink: fn(),
  },
} satisfies Meta<typeof QuickOrderView>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Checked: Story = {
  args: {
    rows: [
      found(1),
      row(2, { code: 'NO-EXISTE', quantity: '5', status: 'notFound' }),
      found(3, { quantity: '75', problem: { id: 'validation.quantity.multiple', values: { min: 50 } } }),
      found(4, { status: 'offShelf' }),
    ],
  },
}

/** An enterprise (memberType 3): the page names its material codes, and a row found by one names its SKU. */
export const EnterpriseMaterialCode: Story = {
  args: {
    acceptsMaterialCodes: true,
    rows: [found(1, { code: 'MAT-0001', skuCode: 'TUB-001' }), found(2)],
  },
}

export const Busy: Story = { args: { rows: [found(1)], busy: true } }

export const Added: Story = {
  args: {
    rows: [found(1), found(2, { refusal: 'Cantidad superior al stock disponible.' })],
    result: { added: 1, refused: 1 },
  },
}

export const NoValidRows: Story = {
  args: {
    rows: [row(1, { code: 'NO-EXISTE', quantity: '5', status: 'notFound' })],
    notice: { id: 'quickOrder.page.noValidRows' },
  },
}

/** SPEC.md §5 (issue 16 item 9c): in-stock and reserved goods in one link are refused before it is created. */
export const LinkMixedStock: Story = {
  args: {
    rows: [found(1), found(2)],
    notice: { id: 'validation.quickOrder.mixedStock' },
  },
}

export const LinkCreated: Story = {
  args: {
    rows: [found(1)],
    link: {
      path: '/prototype/quickOrder?link=qo-1-3f9a2c',
      url: 'https://mercado.example.com/prototype/quickOrder?link=qo-1-3f9a2c',
      expiresAt: '2026-03-08T10:00:00.000Z',
    },
  },
}

export const LinkExpired: Story = {
  args: { linkError: { text: 'El enlace de pedido rápido ha caducado.' } },
}
