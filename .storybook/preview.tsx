// Every story gets what the app shell gives every screen: the Spanish dictionary and a router
// (TOOLCHAIN.md gotcha 8). stories/stories.test.tsx renders the same providers around each story.
import type { Preview } from '@storybook/react-vite'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import es from '../src/i18n/es.compiled.json'
import { groupNumbers } from '../src/i18n/group-numbers'
import '../src/app/global.css'

// the numbers of every text grouped as the app writes them (src/i18n/dictionary.ts addMessages)
const dictionary = groupNumbers(es as unknown as Parameters<typeof groupNumbers>[0])

const preview: Preview = {
  decorators: [
    (Story) => (
      <IntlProvider locale="es" defaultLocale="es" messages={dictionary}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </IntlProvider>
    ),
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
