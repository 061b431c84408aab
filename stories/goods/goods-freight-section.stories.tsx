// "Envío estimado" of the product detail (issue 16 item 3): a buyer's addresses or a visitor's regions, the
// freight charged, free from the threshold, picked up (reserved goods), while estimating, and a failure.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { ExpressEstimate } from '../../src/api/freight'
import { GoodsFreightSection } from '../../src/features/goods/goods-freight-section'

const regionList: ExpressEstimate['regionList'] = [
  {
    regionCode: 'cu-occidente',
    regionName: 'Cuba occidental (Pinar del Río, Artemisa, La Habana, Mayabeque, Isla de la Juventud)',
  },
  { regionCode: 'cu-centro', regionName: 'Cuba central (Matanzas a Camagüey)' },
  { regionCode: 'cu-oriente', regionName: 'Cuba oriental (Las Tunas a Guantánamo)' },
  { regionCode: 'latam', regionName: 'Resto de Latinoamérica' },
]

const address = (addressId: number, memberName: string, province: string, city: string) => ({
  addressId,
  memberName,
  telMobile: '52345678',
  country: 'Cuba',
  province,
  city,
  street: '',
  detailAddress: 'Dirección de prueba n.º 1',
  addressAll: `Cuba, ${province}, ${city}`,
  isDefault: addressId === 1,
})

const visitor: ExpressEstimate = {
  productId: 101,
  buyNum: 100,
  weightKg: 5000,
  goodsAmount: 750,
  expressFee: 275,
  expressState: 'charged',
  freeAbove: 5000,
  regionCode: 'cu-occidente',
  regionName: regionList[0]!.regionName,
  addressId: null,
  addressList: [],
  regionList,
}

const buyer: ExpressEstimate = {
  ...visitor,
  regionCode: 'cu-oriente',
  regionName: regionList[2]!.regionName,
  expressFee: 615,
  addressId: 3,
  addressList: [
    address(1, 'Carlos Manuel Rodríguez Pérez', 'La Habana', 'Plaza de la Revolución'),
    address(2, 'Yusimí Hernández Soto', 'Artemisa', 'Mariel'),
    address(3, 'Orlando Quesada Vidal', 'Santiago de Cuba', 'Santiago de Cuba'),
  ],
}

const meta = {
  title: 'Productos/Envío estimado',
  component: GoodsFreightSection,
  args: { status: 'ready', estimate: buyer, onShipToChange: fn(), onRetry: fn() },
} satisfies Meta<typeof GoodsFreightSection>

export default meta

type Story = StoryObj<typeof meta>

export const ToOneOfTheBuyersAddresses: Story = {}

export const VisitorChoosesARegion: Story = { args: { estimate: visitor } }

export const FreeFromTheThreshold: Story = {
  args: { estimate: { ...buyer, goodsAmount: 6200, expressFee: 0, expressState: 'free' } },
}

export const ReservedGoodsArePickedUp: Story = {
  args: { estimate: { ...visitor, expressFee: 0, expressState: 'pickup' } },
}

export const Estimating: Story = { args: { status: 'estimating', estimate: null } }

export const Failed: Story = { args: { status: 'failed', estimate: null } }
