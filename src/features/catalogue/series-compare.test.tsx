import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { session } from '../../api/session'
import { seriesLoader } from './series-loader'
import { SeriesRoute } from './series-route'

function renderSeries() {
  const router = createMemoryRouter(
    [
      {
        path: '/goods/series',
        Component: SeriesRoute,
        loader: seriesLoader,
        hydrateFallbackElement: <p>…</p>,
      },
    ],
    { initialEntries: ['/goods/series'] },
  )
  renderWithProviders(<RouterProvider router={router} />)
}

describe('series in the comparison (SPEC.md §5)', () => {
  it('adds a series to the comparison and marks it', async () => {
    const user = userEvent.setup()
    renderSeries()
    const [first] = await screen.findAllByRole('button', { name: /^Comparar la serie / }, { timeout: 5000 })
    const name = first!.textContent!.replace('Comparar la serie ', '')
    await user.click(first!)
    await waitFor(() => expect(session.getSnapshot().contrastList).toMatchObject([{ kind: 'series', name }]))
    expect(screen.getByText(`La serie ${name} está en la comparación`)).toBeInTheDocument()
  })

  it('refuses to mix series with products already in the comparison', async () => {
    session.setContrastList([{ kind: 'product', id: 1, categoryId: 1, name: 'Cemento', image: '' }])
    const user = userEvent.setup()
    renderSeries()
    const [first] = await screen.findAllByRole('button', { name: /^Comparar la serie / }, { timeout: 5000 })
    await user.click(first!)
    expect(await screen.findByRole('alert')).toHaveTextContent('no se pueden mezclar productos y series')
    expect(session.getSnapshot().contrastList).toHaveLength(1)
  })
})
