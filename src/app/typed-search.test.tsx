// What a buyer types in the header's search survives the page changing its address under it (issue 26 item 2:
// nothing typed is lost). The header used to be keyed by the query, so a filter, a page of results or a late
// redirect that changed the query remounted it and emptied the box mid-word.
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { routes } from './router'

describe('the header search while the address changes', () => {
  it('keeps a half-typed word when the query changes, and shows the new word when a search changes it', async () => {
    const user = userEvent.setup()
    const router = createMemoryRouter(routes, { initialEntries: ['/goods/list?keyword=cemento'] })
    renderWithProviders(<RouterProvider router={router} />)
    const box = await screen.findByRole('combobox', { name: /buscar/i })
    expect(box).toHaveValue('cemento')

    await user.clear(box)
    await user.type(box, 'tornil')
    await act(() => router.navigate('/goods/list?keyword=cemento&sort=2', { replace: true }))
    expect(screen.getByRole('combobox', { name: /buscar/i })).toHaveValue('tornil')

    await act(() => router.navigate('/goods/list?keyword=pintura'))
    expect(screen.getByRole('combobox', { name: /buscar/i })).toHaveValue('pintura')
    router.dispose()
  })
})
