// Every state of the checkout machine that the view shows differently (machines/checkout/checkout.machine.ts).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { Address, CheckoutData, CheckoutProblem, Invoice, OrderLine } from '../../src/api/checkout'
import { CheckoutView, type CheckoutViewProps } from '../../src/features/checkout/checkout-view'

const addresses: Address[] = [
  {
    addressId: 1,
    memberName: 'Ana Pérez',
    telMobile: '13800138000',
    country: 'Cuba',
    province: 'La Habana',
    city: 'La Habana',
    street: 'Calle 23',
    detailAddress: 'Edificio 105, apartamento 4, Vedado',
    addressAll: 'Cuba La Habana La Habana Calle 23',
    isDefault: true,
  },
  {
    addressId: 2,
    memberName: 'Almacén Mariel',
    telMobile: '47-123456',
    country: 'Cuba',
    province: 'Artemisa',
    city: 'Mariel',
    street: 'Zona Especial de Desarrollo',
    detailAddress: 'Nave 3, muelle norte',
    addressAll: 'Cuba Artemisa Mariel Zona Especial de Desarrollo',
    isDefault: false,
  },
]

const invoices: Invoice[] = [
  { invoiceId: 7, titleType: 2, invoiceTitle: 'Importadora Caribe S.A.', invoiceType: 1, isDefault: true },
  {
    invoiceId: 8,
    titleType: 2,
    invoiceTitle: 'Importadora Caribe S.A.',
    invoiceType: 2,
    taxCode: 'CU-30012345',
    isDefault: false,
  },
]

const line = (productId: number, goodsName: string, price: number, buyNum: number): OrderLine => ({
  productId,
  goodsId: productId * 10,
  goodsName,
  goodsImage: `/mock-images/goods/${productId}.svg?label=${encodeURIComponent(goodsName)}`,
  specValues: 'Acabado: Galvanizado · Medida: 1/2"',
  productCode: `SKU-${productId}`,
  saleUnit: 'uds.',
  price,
  buyNum,
  subtotal: Math.round(price * buyNum * 100) / 100,
})

const checkout: CheckoutData = {
  storeGroupList: [
    {
      storeId: 9,
      storeName: 'Tianjin Steel',
      productList: [
        line(101, 'Tubo de acero galvanizado', 10.5, 50),
        line(102, 'Codo de acero 90°', 2.2, 100),
      ],
      availableCouponList: [
        {
          couponCode: '31',
          couponName: 'US$ 20 de descuento',
          couponType: 1,
          value: 20,
          minAmount: 300,
          checked: true,
          usable: true,
          discount: 20,
        },
        {
          couponCode: '32',
          couponName: '5 % en tubería',
          couponType: 2,
          value: 5,
          minAmount: 2000,
          checked: false,
          usable: false,
        },
      ],
      storeCouponCode: '31',
      goodsAmount: 745,
      couponAmount: 20,
      integralCashAmount: 2.42,
      expressFee: 38.5,
      expressState: 'charged',
      totalAmount: 761.08,
    },
    {
      storeId: 12,
      storeName: 'Foshan Cerámica',
      productList: [line(201, 'Baldosa porcelánica 60×60', 8, 40)],
      availableCouponList: [],
      storeCouponCode: null,
      goodsAmount: 320,
      couponAmount: 0,
      integralCashAmount: 0.58,
      expressFee: 27.8,
      expressState: 'charged',
      totalAmount: 347.22,
    },
  ],
  stockType: 'inStock',
  goodsAmount: 1065,
  couponAmount: 20,
  integral: 300,
  integralCashAmount: 3,
  expressFee: 66.3,
  totalAmount: 1108.3,
  integralRule: { unit: 100, scale: 100, maxDeductRate: 0.1, memberIntegral: 5000, maxUsable: 5000 },
  address: addresses[0]!,
  invoiceId: null,
}

const address: CheckoutViewProps['address'] = {
  addresses,
  selectedId: 1,
  error: null,
  dialog: null,
  onSelect: fn(),
  onAdd: fn(),
  onEdit: fn(),
  onSave: fn(),
  onCancel: fn(),
}

const stores: CheckoutViewProps['stores'] = {
  inputs: {
    9: { storeCouponCode: '31', remark: '', purchaseOrderNumber: 'OC-2026/001' },
    12: { storeCouponCode: null, remark: 'Entregar por la mañana', purchaseOrderNumber: '' },
  },
  couponErrors: {},
  inputErrors: {},
  onSelectCoupon: fn(),
  onInputChange: fn(),
}

const points: CheckoutViewProps['points'] = { text: '300', error: null, onChange: fn(), onApply: fn() }

const summary: CheckoutViewProps['summary'] = {
  agreement: false,
  agreementError: null,
  notice: null,
  submitFailure: null,
  onAgreementChange: fn(),
  onSubmit: fn(),
  onDismissNotice: fn(),
}

const problem = (
  state: CheckoutProblem['state'],
  stateValue: string,
  extra: Partial<CheckoutProblem['productList'][number]>,
): CheckoutProblem => ({
  state,
  stateValue,
  productList: [
    {
      productId: 101,
      goodsName: 'Tubo de acero galvanizado',
      specValues: 'Acabado: Galvanizado',
      buyNum: 50,
      ...extra,
    },
  ],
})

const meta = {
  title: 'Pedido/Confirmar pedido',
  component: CheckoutView,
  args: {
    status: 'ready',
    buyNow: false,
    checkout,
    recalculating: false,
    loadError: null,
    blocked: null,
    onRetry: fn(),
    onBack: fn(),
    address,
    invoice: { invoices, selectedId: null, onSelect: fn() },
    stores,
    points,
    summary,
    problemDialog: { problem: null, onResetPoints: fn() },
  },
} satisfies Meta<typeof CheckoutView>

export default meta

type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: {
    status: 'loading',
    checkout: null,
    address: { ...address, addresses: [] },
    invoice: { invoices: [], selectedId: null, onSelect: fn() },
  },
}

export const LoadFailed: Story = {
  args: { status: 'loadFailed', checkout: null, loadError: { id: 'api.error.network' } },
}

export const Ready: Story = {}

export const Recalculating: Story = { args: { recalculating: true, points: { ...points, text: '500' } } }

export const FieldErrors: Story = {
  args: {
    points: {
      ...points,
      text: '150',
      error: { id: 'validation.checkout.pointsMultiple', values: { unit: 100 } },
    },
    stores: {
      ...stores,
      inputs: {
        9: { storeCouponCode: '31', remark: '', purchaseOrderNumber: 'OC 2026#1' },
        12: { storeCouponCode: null, remark: '', purchaseOrderNumber: '' },
      },
      couponErrors: { 9: { text: 'El cupón no pertenece a esta tienda.' } },
      inputErrors: { 9: { purchaseOrderNumber: { id: 'validation.checkout.poNumberFormat' } } },
    },
    summary: {
      ...summary,
      agreementError: { id: 'validation.checkout.agreementRequired' },
      notice: { id: 'checkout.confirm.fixErrors' },
    },
  },
}

export const NoAddress: Story = {
  args: {
    address: {
      ...address,
      addresses: [],
      selectedId: null,
      error: { id: 'validation.checkout.addressRequired' },
    },
    checkout: { ...checkout, address: null },
  },
}

export const ReservationOrder: Story = { args: { checkout: { ...checkout, stockType: 'reserved' } } }

export const AddressEditingWithErrors: Story = {
  args: {
    address: {
      ...address,
      dialog: {
        mode: 'new',
        values: {
          memberName: 'A',
          telMobile: '12345',
          country: 'Cuba',
          province: '',
          city: 'Mariel',
          street: '',
          detailAddress: 'Nave',
          isDefault: false,
        },
        saving: false,
        error: { text: 'La dirección debe tener entre 5 y 500 caracteres.' },
      },
    },
  },
}

export const AddressSaving: Story = {
  args: {
    address: {
      ...address,
      dialog: { mode: 'edit', values: { ...addresses[1]!, isDefault: false }, saving: true, error: null },
    },
  },
}

export const Submitting: Story = { args: { status: 'submitting', summary: { ...summary, agreement: true } } }

export const ProblemOutOfStock: Story = {
  args: { problemDialog: { problem: problem(1, 'Agotado', { productStock: 0 }), onResetPoints: fn() } },
}

export const ProblemStockExceeded: Story = {
  args: {
    problemDialog: { problem: problem(2, 'Stock superado', { productStock: 30 }), onResetPoints: fn() },
  },
}

export const ProblemPurchaseLimit: Story = {
  args: {
    problemDialog: {
      problem: problem(3, 'Límite de compra superado', { purchaseLimit: 20 }),
      onResetPoints: fn(),
    },
  },
}

export const ProblemQuantityOutOfRange: Story = {
  args: {
    problemDialog: {
      problem: problem(4, 'Cantidad fuera del límite o rango', { buyNum: 100000, productStock: 5000 }),
      onResetPoints: fn(),
    },
  },
}

export const ProblemPromotionChanged: Story = {
  args: {
    problemDialog: {
      onResetPoints: fn(),
      problem: problem(5, 'La promoción del producto cambió. Vuelva atrás y haga el pedido de nuevo.', {
        price: 10.5,
        newPrice: 12.6,
      }),
    },
  },
}

export const ProblemPointsInsufficient: Story = {
  args: {
    problemDialog: {
      problem: { state: 6, stateValue: 'Puntos insuficientes', productList: [] },
      onResetPoints: fn(),
    },
  },
}

export const MixedStockBlocked: Story = {
  args: {
    status: 'blocked',
    checkout: null,
    blocked: { text: 'No se pueden mezclar productos en stock y de reserva en un mismo pedido.' },
  },
}

export const BuyNowBrokenLink: Story = {
  args: { status: 'blocked', buyNow: true, checkout: null, blocked: { id: 'checkout.confirm.invalidLink' } },
}

export const SubmitFailed: Story = {
  args: {
    status: 'submitFailed',
    summary: { ...summary, agreement: true, submitFailure: { id: 'checkout.confirm.submitFailed' } },
  },
}

/** SPEC.md §9: the total to pay with its EUR equivalent as a reference (issue 16 item 10). */
export const EuroReference: Story = { args: { summary: { ...summary, euroRate: 0.92 } } }
