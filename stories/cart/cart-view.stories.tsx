import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { Coupon } from '../../src/api/content'
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
  // what the server sends for a line (issue 16 item 5): the SKU's code, the sale unit and its price ladder
  productCode: `TAG-050-${cartId}`,
  saleUnit: 'tubo',
  ladder: [
    { minQty: 50, price: 10.5 },
    { minQty: 200, price: 9.8 },
    { minQty: 1000, price: 9.1 },
  ],
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
      storeGoodsList: [
        line(3, {
          goodsName: 'Azulejo cerámico 30 × 30 cm',
          specValues: 'Color: Blanco',
          goodsPrice: 2,
          subtotal: 100,
          productCode: 'AZ-3030-B',
          saleUnit: 'caja',
          ladder: [{ minQty: 50, price: 2 }],
        }),
      ],
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

/**
 * What a wholesale buyer checks on a line (issue 16 item 5): the product code, the sale unit and the price
 * ladder with the tier the quantity reaches marked; a single-price SKU has no ladder, an older line no code.
 */
export const LineCodeUnitAndLadder: Story = {
  args: {
    cart: {
      ...memberCart,
      storeCartGroupList: [
        {
          storeId: 9,
          storeName: 'Tianjin Steel',
          checkedAll: true,
          storeGoodsList: [
            line(1),
            line(2, { buyNum: 200, goodsPrice: 9.8, subtotal: 1960 }),
            line(7, { buyNum: 1000, goodsPrice: 9.1, subtotal: 9100, productCode: undefined }),
            line(8, { ladder: [{ minQty: 50, price: 10.5 }] }),
          ],
        },
      ],
      totalAmount: 12110,
      totalCheck: 4,
    },
  },
}

const NOW = Date.parse('2026-06-01T00:00:00.000Z')
const storeCoupon = (couponId: number, extra: Partial<Coupon> = {}): Coupon => ({
  couponId,
  couponName: `Cupón de tienda ${couponId}`,
  couponType: 1,
  value: 10,
  minAmount: 100,
  storeId: 9,
  storeName: 'Tianjin Steel',
  description: 'Solo en productos de esta tienda.',
  effectiveStart: '2026-01-01T00:00:00.000Z',
  effectiveEnd: '2028-01-01T00:00:00.000Z',
  total: 300,
  received: 12,
  isReceived: false,
  ...extra,
})
const withCoupons: CartViewData = {
  ...memberCart,
  storeCartGroupList: memberCart.storeCartGroupList.map((group) =>
    group.storeId === 9 ? { ...group, hasCoupon: true } : group,
  ),
}
const couponList = {
  coupons: [
    storeCoupon(21),
    storeCoupon(22, { couponType: 2, value: 5, minAmount: 200, couponName: 'Cupón de temporada' }),
    storeCoupon(23, { total: 1, received: 1, couponName: 'Cupón relámpago' }),
  ],
  failed: false,
  now: NOW,
  pendingId: null,
  notices: {},
  onReceive: fn(),
  onRetry: fn(),
}

/** A store with coupons offers "Cupones" in its header (issue 16 item 4); the popover is closed. */
export const StoreWithCoupons: Story = {
  args: { cart: withCoupons, storeCoupons: { openStoreId: null, onToggle: fn(), list: couponList } },
}

/** The store's coupon popover open under its header: each coupon with "Recibir", one sold out. */
export const StoreCouponPopoverOpen: Story = {
  args: { cart: withCoupons, storeCoupons: { openStoreId: 9, onToggle: fn(), list: couponList } },
}
