// The first paint is the shell (issue 14 item 3): on the first load the layout renders at once and the screen's
// place shows the loading status until its modules and data arrive; a page-wide loader would hold the header,
// the search and the footer back until then.
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { renderWithProviders } from '../../tests/render'
import { leafRoutes, routes } from './router'

describe('first load', () => {
  it('draws the header, the search and the footer while the screen still waits for its data', async () => {
    // the API never answers: the first screen's loader stays pending
    server.use(http.all('http://api.test/*', () => new Promise<never>(() => undefined)))
    const router = createMemoryRouter(routes, { initialEntries: ['/goods/list?keyword=cemento'] })
    renderWithProviders(<RouterProvider router={router} />)

    expect(await screen.findByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('search')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('Cargando')
    expect(router.state.initialized).toBe(false)
    router.dispose()
  })

  it('gives every screen of the layout its loading fallback, and the layout none (it has no loader)', () => {
    const [root] = routes
    expect(root?.loader).toBeUndefined()
    expect(root?.hydrateFallbackElement).toBeUndefined()
    for (const route of leafRoutes()) {
      expect(route.hydrateFallbackElement, route.path ?? 'index').toBeDefined()
    }
  })
})
