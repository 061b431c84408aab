import { configure, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { renderWithProviders } from '../../../tests/render'
import { brandLoader } from './brand-loader'
import { BrandRoute } from './brand-route'
import { groupBrands, letterOf } from './brand-view'
import { categoryLoader } from './category-loader'
import { CategoryRoute } from './category-route'
import { seriesLoader } from './series-loader'
import { SeriesRoute } from './series-route'

// the mock filters and counts 600 goods per request: give slow CI machines room
configure({ asyncUtilTimeout: 5000 })

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>Cargando...</p>,
        children: [
          { path: 'brand', Component: BrandRoute, loader: brandLoader },
          { path: 'goods/category', Component: CategoryRoute, loader: categoryLoader },
          { path: 'goods/series', Component: SeriesRoute, loader: seriesLoader },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

describe('CategoryRoute', () => {
  it('shows every level-1 category as a section, level 2 as headings and level 3 as goods-list links', async () => {
    renderAt('/goods/category')
    await screen.findByRole('heading', { level: 1, name: 'Todas las categorías' })
    const level1 = db.categories.findMany((q) => q.where({ grade: 1 }))
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(level1.length)
    const leaf = db.categories.findFirst((q) => q.where({ grade: 3 }))!
    const links = screen.getAllByRole('link', { name: leaf.categoryName })
    expect(
      links.some(
        (link) =>
          link.getAttribute('href') === `/goods/list?categoryId=${leaf.categoryId}&g=3&pid=${leaf.pid}`,
      ),
    ).toBe(true)
  })
})

describe('BrandRoute', () => {
  it('groups brands A–Z, links each to its goods and disables letters without brands', async () => {
    renderAt('/brand')
    await screen.findByRole('heading', { level: 1, name: 'Marcas' })
    const groups = groupBrands(db.brands.all().map((brand) => ({ ...brand, logo: '', goodsCount: 0 })))
    const jump = screen.getByRole('navigation', { name: 'Marcas por letra inicial' })
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      if (groups.has(letter))
        expect(within(jump).getByRole('link', { name: letter })).toHaveAttribute('href', `#brands-${letter}`)
      else
        expect(within(jump).getByRole('link', { name: `Sin marcas con la letra ${letter}` })).toHaveAttribute(
          'aria-disabled',
          'true',
        )
    }
    const brand = db.brands.all()[0]!
    expect(screen.getByRole('link', { name: brand.brandName })).toHaveAttribute(
      'href',
      `/goods/list?brandIds=${brand.brandId}`,
    )
  })

  it('files a brand under the letter of its name without accents, and others under #', () => {
    expect(letterOf({ brandName: 'Ávila', initial: 'Á' })).toBe('A')
    expect(letterOf({ brandName: '3M', initial: '3' })).toBe('#')
  })
})

describe('SeriesRoute', () => {
  it('lists series with their first goods and a link to all their goods', async () => {
    renderAt('/goods/series')
    await screen.findByRole('heading', { level: 1, name: 'Series' })
    const links = screen.getAllByRole('link', { name: /^Ver todos los productos de / })
    expect(links.length).toBe(10)
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/goods\/list\?seriesId=\d+$/))
  })

  it('says "La serie de productos no existe." for an unknown series id', async () => {
    renderAt('/goods/series?seriesId=99999')
    expect(await screen.findByRole('alert')).toHaveTextContent('La serie de productos no existe.')
    expect(screen.getByRole('link', { name: 'Ver todas las series' })).toHaveAttribute(
      'href',
      '/goods/series',
    )
  })
})
