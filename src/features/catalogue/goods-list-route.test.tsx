import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { renderWithProviders } from '../../../tests/render'
import { discountLoader, goodsListLoader, newGoodsLoader } from './goods-list-loader'
import { listStateFromUrl } from './goods-list-params'
import { DiscountRoute, GoodsListRoute, NewGoodsRoute } from './goods-list-route'

// the mock filters and counts 600 goods per request: give slow CI machines room
configure({ asyncUtilTimeout: 5000 })

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>Cargando...</p>,
        children: [
          { path: 'goods/list', Component: GoodsListRoute, loader: goodsListLoader },
          { path: 'goods/new', Component: NewGoodsRoute, loader: newGoodsLoader },
          { path: 'discount', Component: DiscountRoute, loader: discountLoader },
          { path: 'goods/category', element: <p>categorías</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

const search = (router: ReturnType<typeof renderAt>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search))

const results = () => screen.getByRole('region', { name: 'Resultados' })
const cardNames = () =>
  within(results())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent?.replace(' (se abre en una pestaña nueva)', '').trim())

function leafPath() {
  const leaf = db.categories.findFirst((q) => q.where({ grade: 3 }))!
  const level2 = db.categories.findFirst((q) => q.where({ categoryId: leaf.pid }))!
  const level1 = db.categories.findFirst((q) => q.where({ categoryId: level2.pid }))!
  return { leaf, level2, level1 }
}

describe('GoodsListRoute', () => {
  it('shows the category breadcrumb, sibling links and the goods of a category deep link', async () => {
    const { leaf, level2, level1 } = leafPath()
    renderAt(`/goods/list?categoryId=${leaf.categoryId}&g=3&pid=${level2.categoryId}`)
    expect(await screen.findByRole('heading', { level: 1, name: leaf.categoryName })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de categorías' })
    expect(within(crumbs).getByRole('link', { name: 'Todas las categorías' })).toHaveAttribute(
      'href',
      '/goods/category',
    )
    expect(within(crumbs).getByRole('link', { name: level1.categoryName })).toHaveAttribute(
      'href',
      `/goods/list?categoryId=${level1.categoryId}&g=1&pid=0`,
    )
    expect(within(crumbs).getByRole('link', { name: leaf.categoryName })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const related = screen.getByRole('navigation', { name: 'Categorías relacionadas' })
    expect(within(related).getAllByRole('link').length).toBe(
      db.categories.findMany((q) => q.where({ pid: level2.categoryId })).length,
    )
    expect(cardNames().length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Relevancia' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('puts every filter in the URL and a reload of that URL restores them', async () => {
    const user = userEvent.setup()
    const { level1 } = leafPath()
    const router = renderAt(`/goods/list?categoryId=${level1.categoryId}&g=1&pid=0`)
    await screen.findByRole('heading', { level: 1, name: level1.categoryName })

    await user.click(screen.getByRole('button', { name: 'Precio ascendente' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Precio ascendente' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )

    const brandBox = within(screen.getByRole('group', { name: 'Marcas' })).getAllByRole('checkbox')[0]!
    const brandName = brandBox.closest('label')!.textContent!.replace(/ \(\d+\)$/, '')
    await user.click(brandBox)
    await waitFor(() => expect(search(router).brandIds).toMatch(/^\d+$/))
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(`^${brandName} \\(`) })).toBeChecked(),
    )

    const stock = screen.getByRole('group', { name: 'Disponibilidad' })
    await user.click(within(stock).getByRole('button', { name: /^En existencia/ }))
    await waitFor(() => expect(search(router).stockType).toBe('inStock'))
    await waitFor(() =>
      expect(within(stock).getByRole('button', { name: /^En existencia/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )

    await user.type(screen.getByLabelText('Precio mínimo'), '1')
    await user.type(screen.getByLabelText('Precio máximo'), '5000,999')
    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    await waitFor(() => expect(search(router).highPrice).toBe('5001'))
    const url = `${router.state.location.pathname}${router.state.location.search}`
    expect(search(router)).toMatchObject({ categoryId: String(level1.categoryId), lowPrice: '1', sort: '3' })

    // "reload": a fresh router on the same URL
    router.dispose()
    document.body.innerHTML = ''
    renderAt(url)
    await screen.findByRole('heading', { level: 1, name: level1.categoryName })
    expect(screen.getByRole('button', { name: 'Precio ascendente' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${brandName} \\(`) })).toBeChecked()
    expect(
      within(screen.getByRole('group', { name: 'Disponibilidad' })).getByRole('button', {
        name: /^En existencia/,
      }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByLabelText('Precio mínimo')).toHaveValue('1')
    expect(screen.getByLabelText('Precio máximo')).toHaveValue('5001')
  })

  it('goes back to the previous filters with the browser history', async () => {
    const user = userEvent.setup()
    const router = renderAt('/goods/list?keyword=cemento')
    await screen.findByRole('heading', { level: 1, name: 'Resultados de «cemento»' })
    await user.click(screen.getByRole('button', { name: 'Más vendidos' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Más vendidos' })).toHaveAttribute('aria-pressed', 'true'),
    )
    await router.navigate(-1)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Relevancia' })).toHaveAttribute('aria-pressed', 'true'),
    )
    expect(search(router)).toEqual({ keyword: 'cemento' })
  })

  it('keeps "abc" typed in the price input and says in Spanish what is wrong, without filtering', async () => {
    const user = userEvent.setup()
    const router = renderAt('/goods/list?keyword=cemento')
    await screen.findByRole('heading', { level: 1, name: 'Resultados de «cemento»' })
    const low = screen.getByLabelText('Precio mínimo')
    await user.type(low, 'abc')
    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(await screen.findByText('Introduzca un precio válido, por ejemplo 12,50')).toBeInTheDocument()
    expect(low).toHaveValue('abc')
    expect(low).toHaveAttribute('aria-invalid', 'true')
    expect(search(router)).toEqual({ keyword: 'cemento' })
    await user.clear(screen.getByLabelText('Precio máximo'))
    await user.type(screen.getByLabelText('Precio máximo'), '-4')
    await user.clear(low)
    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(await screen.findByText('El precio no puede ser negativo')).toBeInTheDocument()
  })

  it('swaps a low price above the high one and says so', async () => {
    const user = userEvent.setup()
    const router = renderAt('/goods/list')
    await screen.findByRole('heading', { level: 1, name: 'Productos' })
    await user.type(screen.getByLabelText('Precio mínimo'), '90')
    await user.type(screen.getByLabelText('Precio máximo'), '10')
    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    await waitFor(() => expect(search(router)).toMatchObject({ lowPrice: '10', highPrice: '90' }))
    expect(
      await screen.findByText('El precio mínimo era mayor que el máximo; se han intercambiado.'),
    ).toBeInTheDocument()
  })

  it('shows a price error of a shared URL and lists without that bound', async () => {
    renderAt('/goods/list?lowPrice=abc')
    await screen.findByRole('heading', { level: 1, name: 'Productos' })
    expect(screen.getByLabelText('Precio mínimo')).toHaveValue('abc')
    expect(screen.getByText('Introduzca un precio válido, por ejemplo 12,50')).toBeInTheDocument()
    expect(cardNames().length).toBe(20)
  })

  it('does not break on a 2,000-character keyword with brackets: it searches 100 characters and says so', async () => {
    const keyword = `[a]${'x'.repeat(1997)}`
    const state = listStateFromUrl(new URL(`http://localhost/goods/list?keyword=${keyword}`), 'all')
    expect(state.query.keyword).toHaveLength(100)
    renderAt(`/goods/list?keyword=${encodeURIComponent(keyword)}`)
    expect(
      await screen.findByText('La palabra clave era demasiado larga: se buscan sus primeros 100 caracteres.'),
    ).toBeInTheDocument()
    expect(screen.getByText('No hay productos que coincidan con su búsqueda.')).toBeInTheDocument()
  })

  it('shows an empty state with a clear-filters link and popular categories', async () => {
    const user = userEvent.setup()
    const router = renderAt('/goods/list?keyword=zzzzqqq&sort=1')
    expect(await screen.findByText('No hay productos que coincidan con su búsqueda.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Categorías populares' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Borrar todos los filtros' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument()
  })

  it('shows the last page for a page beyond the last', async () => {
    renderAt('/goods/list?keyword=cemento&page=99&limit=10')
    await screen.findByRole('heading', { level: 1, name: 'Resultados de «cemento»' })
    const pager = screen.getByRole('navigation', { name: 'Paginación' })
    const current = within(pager).getByRole('button', { current: 'page' })
    expect(within(pager).getByRole('button', { name: 'Página siguiente' })).toBeDisabled()
    expect(cardNames().length).toBeGreaterThan(0)
    expect(current).toHaveAccessibleName(/^Página \d+$/)
  })

  it('says so when a series does not exist', async () => {
    renderAt('/goods/list?seriesId=99999')
    expect(await screen.findByRole('alert')).toHaveTextContent('La serie de productos no existe.')
  })

  it('shows prices only to a logged-in member', async () => {
    renderAt('/goods/list?keyword=cemento')
    await screen.findByRole('heading', { level: 1, name: 'Resultados de «cemento»' })
    expect(within(results()).getAllByText('Inicie sesión para ver el precio').length).toBeGreaterThan(0)
  })

  it('presets /goods/new and /discount with their own headings', async () => {
    renderAt('/goods/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'Novedades' })).toBeInTheDocument()
    expect(within(results()).getAllByText('Nuevo').length).toBe(cardNames().length)
    document.body.innerHTML = ''
    renderAt('/discount')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas' })).toBeInTheDocument()
  })

  it('filters by an attribute of the category and keeps it in the URL', async () => {
    const user = userEvent.setup()
    const { leaf } = leafPath()
    const router = renderAt(`/goods/list?categoryId=${leaf.categoryId}&g=3`)
    await screen.findByRole('heading', { level: 1, name: leaf.categoryName })
    // the first checkbox fieldset after the brands is an attribute of the category
    const group = screen
      .getAllByRole('group')
      .find(
        (element) =>
          element.tagName === 'FIELDSET' && element.querySelector('legend')?.textContent !== 'Marcas',
      )!
    const attributeName = group.querySelector('legend')!.textContent!
    const box = within(group).getAllByRole('checkbox')[0]!
    const label = box.closest('label')!.textContent!.replace(/ \(\d+\)$/, '')
    const count = Number(/\((\d+)\)$/.exec(box.closest('label')!.textContent!)![1])
    await user.click(box)
    await waitFor(() => expect(search(router).attributes).toBe(`${attributeName}=${label}`))
    await waitFor(() => expect(cardNames().length).toBe(Math.min(count, 20)))
  })
})
