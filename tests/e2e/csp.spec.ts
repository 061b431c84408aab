// The app runs under its Content Security Policy (issue 15 item 3): the mock build carries the production
// policy, relaxed only by 'unsafe-eval' for the mock's ajv validators (scripts/vite-plugins.ts), and no screen
// visited here — public, logged in, paying through the simulated gateway — triggers a single violation.
// Every violation is caught twice: the page's securitypolicyviolation events and Chromium's "Refused to …"
// console messages. (dist/index.html's strict policy is checked by scripts/check-bundle.mjs.)
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { placeOrder } from './member-api'

const [A] = sellableGoods(buildSeedData())
/** The mock seeds its database on a browser's first visit: seconds on a loaded 2-core CI machine. */
const FIRST_VISIT = { timeout: 30_000 }

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Records every violation report of the page (and of each page it navigates to). */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    window.__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  return refused
}

/** No violation on the current document so far, no refusal logged since the test began, axe clean. */
async function expectCleanScreen(page: Page, refused: string[]) {
  expect(await page.evaluate(() => window.__cspViolations ?? ['the violation listener is missing'])).toEqual(
    [],
  )
  expect(refused).toEqual([])
  await expectAccessible(page)
}

async function policyOf(page: Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(content, 'the built index.html carries the policy').toBeTruthy()
  return new Map(
    content!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  )
}

test('the mock build carries the policy: scripts from this origin only, no inline script, no plugins', async ({
  page,
}) => {
  await page.goto('/index')
  const policy = await policyOf(page)
  expect(policy.get('default-src')).toEqual(["'self'"])
  // the mock's single relaxation; dist/ has script-src 'self' alone (npm run check:bundle)
  expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  // the PDF preview of /previewFile (contracts.spec.ts) frames a blob: URL of the page, nothing else
  expect(policy.get('frame-src')).toEqual(['blob:'])
  expect(policy.get('base-uri')).toEqual(["'self'"])
  expect(policy.get('form-action')).toEqual(["'self'"])
  expect(policy.get('connect-src')).toContain("'self'")
  expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']))
  expect([...policy.values()].flat()).not.toContain("'unsafe-inline'")
})

test('the policy is enforced: a script inserted inline is refused and reported', async ({ page }) => {
  const refused = await watchPolicy(page)
  await page.goto('/index')
  await expect(page.getByRole('heading', { name: 'Categorías' })).toBeVisible(FIRST_VISIT)
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.append(script)
    await new Promise((done) => setTimeout(done, 100))
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true
  })
  expect(ran).toBe(false)
  await expect
    .poll(() => page.evaluate(() => window.__cspViolations ?? []))
    .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)])
  await expect.poll(() => refused.length).toBeGreaterThan(0)
})

test('home, goods list, product detail and login run under the policy without a violation', async ({
  page,
  consoleErrors,
}) => {
  // several screens, each checked by axe, on a shared 2-core machine
  test.slow()
  const refused = await watchPolicy(page)
  await page.goto('/index')
  await expect(page.getByRole('heading', { name: 'Categorías' })).toBeVisible(FIRST_VISIT)
  await expectCleanScreen(page, refused)

  await page.goto('/goods/list?keyword=cemento')
  const results = page.getByRole('region', { name: 'Resultados' })
  await expect(results.getByRole('article').first()).toBeVisible()
  // the pictures come from the (mock) image host: img-src must let them load (they load once in view)
  const picture = results.getByRole('article').first().locator('img').first()
  await picture.scrollIntoViewIfNeeded()
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
  await expectCleanScreen(page, refused)

  await page.goto(`/goods/detail?productId=${A!.product.productId}`)
  await expect(page.getByRole('heading', { level: 1, name: A!.goods.goodsName })).toBeVisible()
  await expectCleanScreen(page, refused)

  await page.goto('/login')
  // the captcha is a data: image
  const captcha = page.getByRole('img', { name: 'Imagen con el código de verificación' })
  await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expectCleanScreen(page, refused)
  expect(consoleErrors).toEqual([])
})

test('cart, order list and a TropiPay payment through the simulated gateway run without a violation', async ({
  page,
  consoleErrors,
}) => {
  // several screens, each checked by axe, on a shared 2-core machine
  test.slow()
  const refused = await watchPolicy(page)
  await loginAs(page, 'comprador@example.com')
  await expectCleanScreen(page, refused)

  await page.goto('/cart/index')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
  await expectCleanScreen(page, refused)

  await page.goto('/member/order/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible()
  await expectCleanScreen(page, refused)

  const placed = await placeOrder(page, A!.product.productId, A!.goods.minBuyNum)
  await page.goto(`/buy/pay?paySn=${placed.paySn}&payFrom=2`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pago del pedido' })).toBeVisible()
  await expectCleanScreen(page, refused)
  await page.getByRole('radio', { name: 'TropiPay (pago electrónico)' }).check()
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pasarela de pago simulada — TropiPay' }),
  ).toBeVisible()
  await expectCleanScreen(page, refused)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  await expectCleanScreen(page, refused)
  expect(consoleErrors).toEqual([])
})
