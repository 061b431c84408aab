import { expect, expectAccessible, test } from './fixtures'

const results = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Resultados' })

test('a keyword searched from the header opens the goods list of that keyword', async ({ page }) => {
  await page.goto('/goods/category')
  await expect(page.getByRole('heading', { level: 1, name: 'Todas las categorías' })).toBeVisible()
  await expectAccessible(page)
  const search = page.getByRole('banner').getByLabel('Buscar', { exact: true })
  await search.fill('cemento')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/goods\/list\?keyword=cemento$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de «cemento»' })).toBeVisible()
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expectAccessible(page)
})

test('a category deep link with filters shows them and a reload restores them', async ({ page }) => {
  await page.goto('/goods/list?categoryId=1&g=1&pid=0&sort=3&stockType=inStock&lowPrice=1&highPrice=500')
  const check = async () => {
    await expect(page.getByRole('navigation', { name: 'Ruta de categorías' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Precio ascendente' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(
      page.getByRole('group', { name: 'Disponibilidad' }).getByRole('button', { name: /^En existencia/ }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('Precio mínimo')).toHaveValue('1')
    await expect(page.getByLabel('Precio máximo')).toHaveValue('500')
    await expect(results(page).getByRole('article').first()).toBeVisible()
  }
  await check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Más vendidos' }).click()
  await expect(page).toHaveURL(/sort=1/)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Más vendidos' })).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await check()
})

test('a price of "abc" shows the Spanish message and keeps the typed text', async ({ page }) => {
  await page.goto('/goods/list?keyword=cemento')
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de «cemento»' })).toBeVisible()
  await page.getByLabel('Precio mínimo').fill('abc')
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByText('Introduzca un precio válido, por ejemplo 12,50')).toBeVisible()
  await expect(page.getByLabel('Precio mínimo')).toHaveValue('abc')
  await expect(page).toHaveURL(/\/goods\/list\?keyword=cemento$/)
  await expectAccessible(page)
})

test('a search without results shows the empty state with ways out', async ({ page }) => {
  await page.goto('/goods/list?keyword=zzzzqqq')
  await expect(page.getByText('No hay productos que coincidan con su búsqueda.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Categorías populares' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Borrar todos los filtros' }).click()
  await expect(page).toHaveURL(/\/goods\/list$/)
  await expect(results(page).getByRole('article').first()).toBeVisible()
})

test('brands, series, new goods and offers are real pages', async ({ page }) => {
  await page.goto('/brand')
  await expect(page.getByRole('heading', { level: 1, name: 'Marcas' })).toBeVisible()
  await expectAccessible(page)
  await page.goto('/goods/series')
  await expect(page.getByRole('heading', { level: 1, name: 'Series' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Ver todos los productos de / }).first()).toBeVisible()
  await expectAccessible(page)
  await page.goto('/goods/series?seriesId=99999')
  await expect(page.getByRole('alert')).toHaveText(/La serie de productos no existe\./)
  await page.goto('/goods/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Novedades' })).toBeVisible()
  await expectAccessible(page)
  await page.goto('/discount')
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible()
})
