import type { Meta, StoryObj } from '@storybook/react-vite'
import { BrandView } from '../../src/features/catalogue/brand-view'

const meta = {
  title: 'Catálogo/Marcas',
  component: BrandView,
  args: {
    brands: [
      {
        brandId: 1,
        brandName: 'Aceros Pacífico',
        initial: 'A',
        country: 'China',
        logo: '/mock-images/store/1.svg',
        goodsCount: 12,
      },
      {
        brandId: 2,
        brandName: 'Ceramix',
        initial: 'C',
        country: 'China',
        logo: '/mock-images/store/2.svg',
        goodsCount: 7,
      },
      {
        brandId: 3,
        brandName: 'Hengda',
        initial: 'H',
        country: 'China',
        logo: '/mock-images/store/3.svg',
        goodsCount: 0,
      },
      {
        brandId: 4,
        brandName: '3M Industrial',
        initial: '3',
        country: 'EE. UU.',
        logo: '/mock-images/store/4.svg',
        goodsCount: 3,
      },
    ],
  },
} satisfies Meta<typeof BrandView>

export default meta

type Story = StoryObj<typeof meta>

export const AToZ: Story = {}

export const NoBrands: Story = { args: { brands: [] } }
