// Pixel baselines of the main screens (issue 24 item 4): what a buyer sees at 1280 × 720 and 1920 × 1080, as
// comprador@example.com on the freshly seeded mock. The accessibility tree cannot tell a 270 px figure from a
// 28 px one; these pictures can. A change that moves pixels updates its baseline on purpose
// (`npm run test:visual:update`, then review the PNG diff: README "Pixel baselines").
//
// What keeps the pixels the same on every run and machine:
// - the page's clock is fixed before the mock seeds, so every seeded date, countdown and "hace N días" is the
//   same (the mock builds its seed relative to the browser's clock);
// - fonts come from Debian packages that .ci/run installs (DejaVu, Liberation, WenQuanYi Micro Hei) and the
//   flags of playwright.config.ts turn off hinting, subpixel positioning and LCD text;
// - the mock's control-panel button appears once the page has settled, at a moment that varies: it is hidden
//   from the pictures (tests/e2e/visual.css);
// - the baselines belong to one Chromium version (tests/e2e/__screenshots__/CHROMIUM_VERSION).
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { expect, loginAs, test } from './fixtures'

// the screenshot's stylesheet (tests/e2e/visual.css) is an inline style, which the app's CSP refuses;
// tests/e2e/csp.spec.ts proves the policy, these tests only take pictures
test.use({ bypassCSP: true })

const FIXED_NOW = new Date('2026-11-28T10:00:00-05:00')
const { product } = sellableGoods(buildSeedData())[0]!

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const

interface Shot {
  name: string
  /** Opens the screen and waits for its content; the page is logged in already. */
  open: (page: Page) => Promise<void>
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

/**
 * Waits for the screen's data: no loader left, the header's counts (asked when the session starts; two
 * helpers' runs drew goods-detail at 1920 px once with «Chat (3 sin leer)» and once without), no request in
 * flight, then the web fonts.
 */
async function settle(page: Page) {
  await expect(page.getByText('Cargando...')).toHaveCount(0)
  const account = page.getByRole('navigation', { name: 'Mi cuenta' })
  await expect(account.getByRole('link', { name: /^Mensajes \(\d+ sin leer\)$/ })).toBeVisible()
  await expect(account.getByRole('link', { name: /^Chat \(\d+ sin leer\)/ })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

const shots: Shot[] = [
  {
    name: 'home',
    open: async (page) => {
      await page.goto('/index')
      await expect(page.getByRole('heading', { name: 'Categorías' })).toBeVisible()
    },
  },
  {
    name: 'goods-list',
    open: async (page) => {
      await page.goto('/goods/list')
      await expect(page.getByRole('article').first()).toBeVisible()
    },
  },
  {
    name: 'goods-detail',
    open: async (page) => {
      await page.goto(`/goods/detail?productId=${product.productId}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  { name: 'cart', open: async (page) => (await page.goto('/cart/index'), heading(page, 'Carrito')) },
  {
    name: 'checkout',
    open: async (page) => {
      await page.goto('/buy/confirm?ifcart=true')
      await expect(page.getByRole('region', { name: 'Resumen del pedido' })).toBeVisible()
    },
  },
  {
    name: 'order-list',
    open: async (page) => (await page.goto('/member/order/list'), heading(page, 'Mis pedidos')),
  },
  {
    name: 'payment',
    open: async (page) => {
      await page.goto('/member/order/list')
      await page
        .getByRole('link', { name: /^Pagar el pedido / })
        .first()
        .click()
      await heading(page, 'Pago del pedido')
    },
  },
  {
    name: 'order-detail',
    open: async (page) => {
      await page.goto('/member/order/list')
      await page
        .getByRole('link', { name: /^Ver detalle del pedido / })
        .first()
        .click()
      await expect(page).toHaveURL(/\/member\/order\/(detail|info)\?/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  {
    name: 'member-home',
    open: async (page) => (await page.goto('/member/index'), heading(page, 'Centro de miembros')),
  },
  { name: 'wallet', open: async (page) => (await page.goto('/member/wallet'), heading(page, /./)) },
  { name: 'points-mall', open: async (page) => (await page.goto('/point/index'), heading(page, /./)) },
]

for (const { width, height } of SIZES) {
  test(`the main screens look as their baselines at ${width} × ${height}`, async ({ page }) => {
    await page.clock.setFixedTime(FIXED_NOW)
    await page.setViewportSize({ width, height })
    await loginAs(page, 'comprador@example.com')
    for (const shot of shots) {
      await test.step(shot.name, async () => {
        await shot.open(page)
        await settle(page)
        // the part of the screen a buyer sees first: full pages of long lists would weigh megabytes
        await expect(page).toHaveScreenshot(`${shot.name}-${width}.png`, {
          stylePath: 'tests/e2e/visual.css',
        })
      })
    }
  })
}

// The kit's stories (stories/components), each in every state it has a story for, including long text: the
// mock build's /mock-kit page renders one story per address hash (stories/kit-gallery.tsx), without the app
// or its mock backend, so that every story costs a hash change and a picture, not a Storybook build.
test("the kit's stories look as their baselines", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/mock-kit')
  const ids = await page
    .waitForFunction(() => (window as { kitStories?: string[] }).kitStories)
    .then((handle) => handle.jsonValue())
  expect(ids!.length).toBeGreaterThan(50)
  for (const id of ids!) {
    await test.step(id, async () => {
      await page.evaluate((story) => (window.location.hash = story), id)
      await expect(page.locator(`[data-story="${id}"]`)).toBeAttached()
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      // the whole story: dialogs open over the page, long lists run below the window
      await expect(page).toHaveScreenshot(`kit/${id}.png`, { fullPage: true })
    })
  }
})
