// Mis cupones in Chromium with axe on every state visited (issue 12 item 6; SPEC.md §2 /member/coupon): a coupon
// received in the coupon centre is in Sin usar at once; used at checkout (an order submitted) it is in Usados;
// a seeded coupon whose window ended is in Caducados; "Usar" opens the goods list of its store. The tab stays in
// the URL. Each test starts on a freshly seeded mock.
import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const WELCOME = 'Bienvenida a la plataforma'
// seeded (mocks/seed/content.ts): a goods of the first coupon store, and its minimum order
const PRODUCT = 551
const MINIMUM = 50

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Estado de los cupones' })

/** The card of a coupon in the shown tab, paging on until it is found. */
async function findCard(page: Page, region: Locator, name: string): Promise<Locator> {
  const card = region.getByRole('article', { name })
  for (let turn = 0; turn < 10; turn++) {
    await expect(region.getByRole('article').first()).toBeVisible()
    if (await card.count()) return card
    const next = page.getByRole('button', { name: 'Página siguiente' })
    if (!(await next.isVisible()) || (await next.isDisabled())) break
    await next.click()
    await expect(page.getByText('Cargando...')).toHaveCount(0)
  }
  await expect(card).toBeVisible()
  return card
}

test('a coupon received in the centre is in Sin usar; used at checkout it moves to Usados', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/coupon')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis cupones' })).toBeVisible()
  const unused = page.getByRole('region', { name: 'Cupones: Sin usar' })
  await expect(unused.getByRole('article').first()).toBeVisible()
  await expect(tabs(page).getByRole('link', { name: 'Sin usar' })).toHaveAttribute('aria-current', 'page')
  const unusedCount = tabs(page)
    .getByRole('listitem')
    .first()
    .getByText(/^\d+ cupones?$/)
  const countBefore = Number(/^\d+/.exec((await unusedCount.textContent())!)![0])
  await expect(unused.getByRole('article', { name: WELCOME })).toHaveCount(0)
  await expectAccessible(page)

  // the coupon centre writes the receipt this list reads
  await page.goto('/coupon')
  const welcome = page.getByRole('listitem').filter({ hasText: WELCOME })
  await welcome.getByRole('button', { name: 'Recibir' }).click()
  await expect(welcome.getByRole('button', { name: 'Recibido' })).toBeDisabled()

  await page.goto('/member/coupon?tab=1')
  await expect(unusedCount).toHaveText(`${countBefore + 1} cupones`)
  const card = await findCard(page, unused, WELCOME)
  await expect(card.getByText(/Válido en:\s*Plataforma/)).toBeVisible()
  await expect(card.getByRole('link', { name: `Usar ${WELCOME}` })).toHaveAttribute('href', '/goods/list')
  await expectAccessible(page)

  // used at checkout: an order is submitted with it
  await page.goto(`/buy/confirm?productId=${PRODUCT}&numbers=${MINIMUM}`)
  const submit = page.getByRole('button', { name: 'Enviar pedido' })
  await expect(submit).toBeEnabled()
  const coupons = page.getByRole('region', { name: 'Cupones de la plataforma' })
  await coupons.getByRole('radio', { name: new RegExp(WELCOME) }).check()
  await expect(coupons.getByText('Descuento del cupón de la plataforma')).toBeVisible()
  await page.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }).check()
  await submit.click()
  await expect(page).toHaveURL(/\/buy\/pay\?paySn=/)

  await page.goto('/member/coupon')
  await expect(unusedCount).toHaveText(`${countBefore} cupones`)
  await tabs(page).getByRole('link', { name: 'Usados' }).click()
  await expect(page).toHaveURL(/\/member\/coupon\?tab=2$/)
  const used = page.getByRole('region', { name: 'Cupones: Usados' })
  const usedCard = used.getByRole('article', { name: WELCOME })
  await expect(usedCard).toBeVisible()
  await expect(usedCard.getByText('Usado', { exact: true })).toBeVisible()
  await expect(usedCard.getByText(/^Usado el \d{4}-\d{2}-\d{2}$/)).toBeVisible()
  await expect(usedCard.getByRole('link')).toHaveCount(0)
  await expectAccessible(page)

  // the tab stays in the URL across a reload
  await page.reload()
  await expect(tabs(page).getByRole('link', { name: 'Usados' })).toHaveAttribute('aria-current', 'page')
  await expect(
    page.getByRole('region', { name: 'Cupones: Usados' }).getByRole('article', { name: WELCOME }),
  ).toBeVisible()
})

test('an expired coupon is in Caducados, and "Usar" opens the goods list of the coupon’s store', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/coupon?tab=3')
  const expired = page.getByRole('region', { name: 'Cupones: Caducados' })
  const summer = expired.getByRole('article', { name: 'Liquidación de verano' })
  await expect(summer).toBeVisible()
  await expect(summer.getByText('Caducado', { exact: true })).toBeVisible()
  await expect(summer.getByText(/^Caducó el \d{4}-\d{2}-\d{2}$/)).toBeVisible()
  await expect(expired.getByRole('link', { name: /^Usar / })).toHaveCount(0)
  await expectAccessible(page)

  await tabs(page).getByRole('link', { name: 'Sin usar' }).click()
  await expect(page).toHaveURL(/\/member\/coupon\?tab=1$/)
  const unused = page.getByRole('region', { name: 'Cupones: Sin usar' })
  const storeCard = unused.getByRole('article').filter({ hasNotText: 'Plataforma' }).first()
  await expect(storeCard).toBeVisible()
  const use = storeCard.getByRole('link', { name: /^Usar / })
  const href = (await use.getAttribute('href'))!
  expect(href).toMatch(/^\/goods\/list\?storeId=\d+$/)
  await use.click()
  await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
})
