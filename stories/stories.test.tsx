// Smoke test of every story through Storybook's portable stories: each one renders, inside the providers
// that .storybook/preview.tsx gives it, without throwing (console.error fails the test, see tests/setup.ts).
import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { expect, it } from 'vitest'
import { renderWithProviders } from '../tests/render'

type StoryModule = Parameters<typeof composeStories>[0]

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true })

const stories: [string, ComponentType][] = Object.entries(modules).flatMap(([path, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]): [string, ComponentType] => [
    `${path.replace(/^\.\//, '').replace(/\.stories\.tsx$/, '')} › ${name}`,
    Story as ComponentType,
  ]),
)

it('finds the stories to render', () => {
  expect(stories.length).toBeGreaterThan(0)
})

it.each(stories)('renders the story %s', (_name, Story) => {
  renderWithProviders(
    <MemoryRouter>
      <div data-testid="story-root">
        <Story />
      </div>
    </MemoryRouter>,
  )
  expect(screen.getByTestId('story-root')).not.toBeEmptyDOMElement()
})
