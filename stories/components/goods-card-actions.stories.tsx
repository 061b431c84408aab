// A goods card of the lists with its buying actions (issue 16 item 5): ready, busy, added, refused; the
// self-run badge and the review count.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { GoodsCard, type GoodsCardData } from '../../src/components/goods-card'

const goods: GoodsCardData = {
  goodsId: 249,
  productId: 551,
  goodsName: 'Galletas dulces surtidas paquete 400 g',
  goodsImage: '/mock-images/goods/249.svg',
  goodsPrice: 15.2,
  minBuyNum: 50,
  saleUnit: 'paquetes',
  storeId: 43,
  storeName: 'Suzhou Jinlong Alimentos Trading Co., Ltd.',
  stockType: 'inStock',
  productionState: 'inStock',
  saleNum: 1280,
  isSelf: true,
  commentNum: 12,
}
const actions = { busy: false, onAddToCart: fn(), onAddFavourite: fn() }

const meta = {
  title: 'Componentes/Tarjeta de producto con acciones',
  component: GoodsCard,
  args: { goods, showPrice: true, actions },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoodsCard>

export default meta

type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Busy: Story = { args: { actions: { ...actions, busy: true } } }
export const AddedToCart: Story = {
  args: {
    actions: { ...actions, notice: { kind: 'success', message: { id: 'catalogue.card.addedToCart' } } },
  },
}
export const Refused: Story = {
  args: { actions: { ...actions, notice: { kind: 'error', message: { text: 'Producto agotado.' } } } },
}
export const Visitor: Story = { args: { showPrice: false } }
