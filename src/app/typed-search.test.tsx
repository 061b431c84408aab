// What a buyer types in the header's search survives the page changing its address under it (issue 26 item 2:
// nothing typed is lost). The header used to be keyed by the query, so a filter, a page of results or a late
// redirect that changed the query remounted it and emptied the box mid-word. The layout is rendered with a plain
// screen of its own (the app's route table is shared by the other tests of the worker).
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { AppLayout } from './app-layout'

describe('the header search while the address changes', () => {
  it('keeps a half-typed word when the query changes, and shows the new word when a search changes it', async () => {
    const user = userEvent.setup()
    const router = createMemoryRouter(
      [{ path: '/', element: <AppLayout />, children: [{ path: 'goods/list', element: <p>Resultados</p> }] }],
      { initialEntries: ['/goods/list?keyword=bloque'] },
    )
    renderWithProviders(<RouterProvider router={router} />)
    await screen.findByText('Resultados')
    const box = screen.getByRole('combobox', { name: 'Buscar' })
    expect(box).toHaveValue('bloque')

    await user.clear(box)
    await user.type(box, 'tornil')
    await act(() => router.navigate('/goods/list?keyword=bloque&sort=2', { replace: true }))
    expect(screen.getByRole('combobox', { name: 'Buscar' })).toHaveValue('tornil')

    await act(() => router.navigate('/goods/list?keyword=pintura'))
    expect(screen.getByRole('combobox', { name: 'Buscar' })).toHaveValue('pintura')
    router.dispose()
  })
})
