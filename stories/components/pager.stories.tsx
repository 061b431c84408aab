import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { Pager, type PagerProps } from '../../src/components/pager'

/** Keeps page and limit in state, as a screen would, so the buttons can be tried out. */
function InteractivePager({ page, limit, onChange, ...rest }: PagerProps) {
  const [state, setState] = useState({ page, limit })
  return (
    <Pager
      {...rest}
      page={state.page}
      limit={state.limit}
      onChange={(nextPage, nextLimit) => {
        setState({ page: nextPage, limit: nextLimit })
        onChange(nextPage, nextLimit)
      }}
    />
  )
}

const meta = {
  title: 'Componentes/Pager',
  component: Pager,
  render: (args) => <InteractivePager key={`${args.page}-${args.limit}-${args.total}`} {...args} />,
  args: { page: 1, limit: 20, total: 1000, onChange: fn() },
} satisfies Meta<typeof Pager>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}

export const MiddlePageWithGaps: Story = {
  args: { page: 25 },
}

export const LastPage: Story = {
  args: { page: 50 },
}

/** Below 992 px the pager shows 5 numbered buttons instead of 7. */
export const NarrowViewport: Story = {
  args: { page: 25 },
  globals: { viewport: { value: 'tablet', isRotated: false } },
}

export const FewPages: Story = {
  args: { page: 2, total: 45 },
}

export const NoResults: Story = {
  args: { total: 0 },
}
