// Shared Playwright fixtures: every page is checked for console errors and for serious or critical axe
// violations; a fresh mock database per test (the mock keeps state in the browser's storage).
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export async function expectAccessible(page: Page) {
  // Legacy mode runs axe once in the page (the app has no cross-origin frames to merge) instead of a second
  // page that merges per-frame results; only violations carry node details. Every rule still runs.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(
    blocking.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([])
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
    expect(errors, 'console errors on the page').toEqual([])
  },
})

export { expect }

export const PASSWORD = 'Prueba#2026'
/** The mock backend also accepts this captcha answer so that scripted tests can log in (GLOSSARY.md). */
export const TEST_CAPTCHA = '0000'

export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByLabel('Código de verificación').fill(TEST_CAPTCHA)
}

/** Logs in through the real login page; lands on `redirectUrl` (default /index). */
export async function loginAs(page: Page, email: string, redirectUrl?: string) {
  await page.goto(redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login')
  await fillLogin(page, email)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
}

export interface Fault {
  pathPrefix: string
  kind: 'http500' | 'network' | 'slow' | 'state' | 'sessionInvalid'
  times: number
  msg?: string
}

/** Makes the next matching API requests fail (mock-only endpoint of the control panel). The registry
 * lives in the page: inject after the page has loaded, then trigger the requests in-app. */
export async function injectFault(page: Page, fault: Fault) {
  const state = await page.evaluate(async (body) => {
    const response = await fetch('/v3/mock/front/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return ((await response.json()) as { state: number }).state
  }, fault)
  expect(state).toBe(200)
}
