// The comparison screen and the compare bar against the mock backend.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../mocks/db'
import { session } from '../../api/session'
import { CompareBar } from '../../components/compare-bar'
import { renderWithProviders } from '../../../tests/render'
import { contrastLoader } from './contrast-loader'
import { ContrastRoute } from './contrast-route'

function renderContrast(search = '') {
  const router = createMemoryRouter(
    [{ path: '/goods/contrast', element: <ContrastRoute />, loader: contrastLoader }],
    { initialEntries: [`/goods/contrast${search}`] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

const products = () =>
  db.goods
    .all()
    .filter((goods) => goods.state === 1)
    .slice(0, 3)
    .map((goods) => {
      const sku = db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))!
      return {
        kind: 'product' as const,
        id: sku.productId,
        categoryId: goods.categoryId,
        name: goods.goodsName,
        image: '',
      }
    })

describe('comparison screen', () => {
  it('shows an empty state linking to the catalogue when nothing is compared', async () => {
    renderContrast()
    expect(await screen.findByText('No hay productos para comparar.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver el catálogo' })).toHaveAttribute('href', '/goods/category')
  })

  it('shows one column per stored item, marks differing rows and can show only them', async () => {
    const items = products()
    session.setContrastList(items)
    renderContrast()
    const table = await screen.findByRole('table')
    const headers = within(table).getAllByRole('columnheader')
    expect(headers).toHaveLength(items.length + 1)
    for (const item of items)
      expect(within(table).getByRole('link', { name: new RegExp(item.name) })).toHaveAttribute(
        'target',
        '_blank',
      )
    expect(within(table).getAllByText('Inicie sesión para ver el precio')).toHaveLength(items.length)
    const rowHeaders = within(table).getAllByRole('rowheader')
    const different = rowHeaders.filter((header) => header.textContent?.includes('Diferente'))
    expect(different.length).toBeGreaterThan(0)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar solo diferencias' }))
    expect(within(table).getAllByRole('rowheader')).toHaveLength(different.length)
  })

  it('removes a column from the stored list and clears it', async () => {
    const items = products()
    session.setContrastList(items)
    renderContrast()
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: `Quitar ${items[0]!.name} de la comparación` }))
    expect(session.getSnapshot().contrastList.map((item) => item.id)).toEqual(
      items.slice(1).map((item) => item.id),
    )
    expect(screen.getAllByRole('columnheader')).toHaveLength(items.length)
    await userEvent.click(screen.getByRole('button', { name: 'Vaciar comparación' }))
    expect(session.getSnapshot().contrastList).toEqual([])
    expect(await screen.findByText('No hay productos para comparar.')).toBeInTheDocument()
  })

  it('compares the products of a shared link and shows the refusal of more than four', async () => {
    const ids = products().map((item) => item.id)
    renderContrast(`?productIds=${ids.slice(0, 2).join(',')}`)
    expect(await screen.findAllByRole('columnheader')).toHaveLength(3)
  })

  it('shows the server refusal of a shared link with five products', async () => {
    renderContrast('?productIds=1,2,3,4,5')
    expect(await screen.findByRole('alert')).toHaveTextContent('La comparación está llena (máximo 4)')
  })
})

describe('compare bar', () => {
  it('lists the items with remove and clear, links to the comparison and hides when empty', async () => {
    const items = products().slice(0, 2)
    const onRemove = vi.fn()
    const onClear = vi.fn()
    const { rerender } = renderWithProviders(
      <MemoryRouter>
        <CompareBar items={items} onRemove={onRemove} onClear={onClear} />
      </MemoryRouter>,
    )
    const bar = screen.getByRole('complementary', { name: 'Comparación' })
    expect(within(bar).getByText('2 de 4 seleccionados')).toBeInTheDocument()
    expect(within(bar).getByRole('link', { name: 'Comparar' })).toHaveAttribute('href', '/goods/contrast')
    await userEvent.click(
      within(bar).getByRole('button', { name: `Quitar ${items[0]!.name} de la comparación` }),
    )
    expect(onRemove).toHaveBeenCalledWith(items[0])
    await userEvent.click(within(bar).getByRole('button', { name: 'Vaciar' }))
    expect(onClear).toHaveBeenCalled()
    rerender(
      <MemoryRouter>
        <CompareBar items={[]} onRemove={onRemove} onClear={onClear} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('complementary', { name: 'Comparación' })).not.toBeInTheDocument()
  })
})
