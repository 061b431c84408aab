import type { Meta, StoryObj } from '@storybook/react-vite'
import { routeTitles } from '../../src/app/route-titles'
import { FeatureUpgradePage } from '../../src/components/feature-upgrade-page'

const meta = {
  title: 'Shell/Función en actualización',
  component: FeatureUpgradePage,
  args: { title: routeTitles.goodsContrast },
} satisfies Meta<typeof FeatureUpgradePage>

export default meta
type Story = StoryObj<typeof meta>

export const ComparisonScreen: Story = {}
