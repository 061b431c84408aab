// The kit's stories as a page of the mock build (issue 24 item 4): /mock-kit#<story id> renders one story of
// stories/components inside the providers every story gets (.storybook/preview.tsx), so that
// tests/e2e/visual.spec.ts can take their pixel baselines without building Storybook (40–55 s on 2 cores).
// src/main.tsx loads it on that address in mock builds only; the production build never has it
// (npm run check:bundle).
import { composeStories } from '@storybook/react-vite'
import { StrictMode, useEffect, useState, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import es from '../src/i18n/es.compiled.json'
import { groupNumbers } from '../src/i18n/group-numbers'
import './kit-gallery.css'

// the numbers of every text grouped as the app writes them (src/i18n/dictionary.ts addMessages)
const dictionary = groupNumbers(es as unknown as Parameters<typeof groupNumbers>[0])

type StoryModule = Parameters<typeof composeStories>[0]

const modules = import.meta.glob<StoryModule>('./components/*.stories.tsx', { eager: true })

interface Entry {
  id: string
  Story: ComponentType
}

const entries: Entry[] = Object.values(modules).flatMap((module) =>
  Object.values(composeStories(module)).map((Story) => {
    const story = Story as ComponentType & { id: string }
    return { id: story.id, Story: story }
  }),
)

declare global {
  interface Window {
    /** the ids the gallery can show, read by tests/e2e/visual.spec.ts */
    kitStories?: string[]
  }
}
window.kitStories = entries.map((entry) => entry.id)

const currentId = () => decodeURIComponent(window.location.hash.slice(1))

function Gallery() {
  const [id, setId] = useState(currentId)
  useEffect(() => {
    const follow = () => setId(currentId())
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  const entry = entries.find((candidate) => candidate.id === id)
  if (!entry) {
    return (
      <ul>
        {entries.map((candidate) => (
          <li key={candidate.id}>
            <a href={`#${candidate.id}`}>{candidate.id}</a>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <IntlProvider locale="es" defaultLocale="es" messages={dictionary}>
      {/* a new router and story state for every story */}
      <MemoryRouter key={entry.id}>
        <div className="kit-story" data-story={entry.id}>
          <entry.Story />
        </div>
      </MemoryRouter>
    </IntlProvider>
  )
}

export function renderKitGallery(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <Gallery />
    </StrictMode>,
  )
}
