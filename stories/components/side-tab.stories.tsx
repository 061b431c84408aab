import type { Meta, StoryObj } from '@storybook/react-vite'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import { SideTab } from '../../src/components/side-tab'

const meta = {
  title: 'Componentes/SideTab',
  component: SideTab,
  args: { cartCount: 0, chatAppUrl: 'https://wa.me/5350000000' },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        // Wider than COMPACT_WIDTH_PX (1568), so the full form shows whatever the screen.
        wide: { name: 'Escritorio ancho', styles: { width: '1600px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    // A page long enough to scroll past BACK_TO_TOP_THRESHOLD_PX and bring up "Volver arriba".
    (Story) => (
      <div style={{ minHeight: '300vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideTab>

export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
}

/** At 1568 px or less only the icons show; hovering or focusing one shows its label after 500 ms. */
export const Compact: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
}

export const WithCartCount: Story = {
  args: { cartCount: 12 },
  globals: { viewport: { value: 'wide', isRotated: false } },
}

export const CompactWithLargeCartCount: Story = {
  args: { cartCount: 150 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
}
