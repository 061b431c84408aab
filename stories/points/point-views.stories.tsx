import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PointDetailView, PointListView, PointMallView } from '../../src/features/points/point-mall-views'
import { categories, drill, lantern, lanternDetail } from './fixtures'

const meta = {
  title: 'Puntos/Tienda',
  component: PointMallView,
  args: { categories, recommended: [lantern, drill], memberIntegral: 5000 },
} satisfies Meta<typeof PointMallView>

export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = {}
export const Visitor: Story = { args: { memberIntegral: null } }
export const List: Story = {
  render: () => (
    <PointListView
      categories={categories}
      categoryId={2}
      list={[lantern]}
      pagination={{ current: 1, pageSize: 20, total: 1 }}
      onPage={fn()}
    />
  ),
}
export const EmptyList: Story = {
  render: () => (
    <PointListView
      categories={categories}
      list={[]}
      pagination={{ current: 1, pageSize: 20, total: 0 }}
      onPage={fn()}
    />
  ),
}
export const Detail: Story = {
  render: () => <PointDetailView goods={lanternDetail} memberIntegral={5000} onRedeem={fn()} />,
}
export const DetailSoldOut: Story = {
  render: () => (
    <PointDetailView goods={{ ...lanternDetail, stock: 0 }} memberIntegral={5000} onRedeem={fn()} />
  ),
}
