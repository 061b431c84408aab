import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CartView, type CartViewData, type CartViewLine } from '../../src/features/cart/cart-view'

const line = (cartId: number, overrides: Partial<CartViewLine> = {}): CartViewLine => ({
  cartId,
  productId: 100 + cartId,
  goodsName: `Tubo de acero galvanizado ${cartId}`,
  goodsImage: `/mock-images/goods/${cartId}.svg?label=Tubo`,
  specValues: 'Acabado: Galvanizado · Medida: 1/2"',
  goodsPrice: 10.5,
  buyNum: 50,
  minBuyNum: 50,
  productStock: 5000,
  productState: 1,
  stockType: 'inStock',
  isChecked: 1,
  subtotal: 525,
  ...overrides,
})

const memberCart: CartViewData = {
  storeCartGroupList: [
    {
      storeId: 9,
      storeName: 'Tianjin Steel',
      checkedAll: true,
      storeGoodsList: [line(1), line(2, { productStock: 120 })],
    },
    {
      storeId: 12,
      storeName: 'Foshan Cerámica',
      checkedAll: true,
      storeGoodsList: [line(3, { goodsPrice: 2, subtotal: 100 })],
    },
  ],
  invalidList: [],
  checkedAll: true,
  totalAmount: 1150,
  totalCheck: 3,
}

const meta = {
  title: 'Carrito/Carrito',
  component: CartView,
  args: {
    kind: 'cart',
    status: 'ready',
    cart: memberCart,
    loggedIn: true,
    showPrices: true,
    busy: false,
    drafts: {},
    lineErrors: {},
    notice: null,
    loadError: null,
    onQuantityChange: fn(),
    onToggleLine: fn(),
    onToggleStore: fn(),
    onToggleAll: fn(),
    onDelete: fn(),
    onEmptyInvalid: fn(),
    onMoveToFavourites: fn(),
    onCheckout: fn(),
    onDismissNotice: fn(),
    onRetry: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof CartView>

export default meta

type Story = StoryObj<typeof meta>

export const MemberCart: Story = {}

export const RefusedQuantity: Story = {
  args: { drafts: { 1: 70 }, lineErrors: { 1: { id: 'validation.quantity.multiple', values: { min: 50 } } } },
}

export const MixedSelection: Story = {
  args: {
    cart: {
      ...memberCart,
      storeCartGroupList: [
        {
          storeId: 9,
          storeName: 'Tianjin Steel',
          checkedAll: true,
          storeGoodsList: [line(1), line(4, { stockType: 'reserved' })],
        },
      ],
    },
    notice: { id: 'cart.notice.mixedStock' },
  },
}

export const InvalidLines: Story = {
  args: {
    cart: {
      ...memberCart,
      invalidList: [
        line(5, { productState: 2, isChecked: 0 }),
        line(6, { productState: 3, productStock: 0, isChecked: 0 }),
      ],
    },
  },
}

export const Empty: Story = {
  args: {
    cart: { storeCartGroupList: [], invalidList: [], checkedAll: false, totalAmount: 0, totalCheck: 0 },
  },
}

export const Loading: Story = { args: { status: 'loading', cart: null } }

export const Failed: Story = {
  args: { status: 'failed', cart: null, loadError: { id: 'api.error.network' } },
}

export const SampleCartWithQuota: Story = {
  args: {
    kind: 'sample',
    cart: {
      ...memberCart,
      storeCartGroupList: [
        {
          storeId: 9,
          storeName: 'Tianjin Steel',
          checkedAll: true,
          storeGoodsList: [line(1, { buyNum: 1, subtotal: 10.5 })],
        },
      ],
      totalAmount: 10.5,
      totalCheck: 1,
      quota: { monthlyCount: 10, monthlyAmount: 500, remainingCount: 9, remainingAmount: 489.5 },
    },
  },
}

/** SPEC.md §5 monthly sample limits reached (issue 16 item 9a): said on the page, a larger quantity refused. */
export const SampleLimitReached: Story = {
  args: {
    kind: 'sample',
    cart: {
      ...memberCart,
      storeCartGroupList: [
        {
          storeId: 9,
          storeName: 'Tianjin Steel',
          checkedAll: true,
          storeGoodsList: [line(1, { buyNum: 1, subtotal: 10.5 })],
        },
      ],
      totalAmount: 10.5,
      totalCheck: 1,
      quota: { monthlyCount: 10, monthlyAmount: 500, remainingCount: 0, remainingAmount: 0 },
    },
    drafts: { 1: 3 },
    lineErrors: { 1: { id: 'validation.sample.amountExceeded', values: { amount: 'US$ 0,00' } } },
  },
}

export const VisitorCart: Story = { args: { loggedIn: false, showPrices: false } }

/** SPEC.md §9: the total's EUR equivalent as a reference (issue 16 item 10). */
export const EuroReference: Story = { args: { euroRate: 0.92 } }
