// The mock build's service worker never reloads a page that is being typed into (issue 26 item 2). A test that
// opened a second page before the first page's worker had activated lost the email typed into /login: msw
// reloaded the page, which its worker had not claimed yet (mocks/lib/worker-control.ts).
import { expect, fillLogin, test } from './fixtures'

test('a page opened while the mock’s worker is still installing keeps what is typed into it', async ({
  page,
}) => {
  // a page of the origin that does not start the app; it registers the worker and is left at once, as a page
  // is left while the mock starts
  await page.goto('/mockServiceWorker.js')
  await page.evaluate(() => {
    void navigator.serviceWorker.register('/mockServiceWorker.js')
    window.location.href = '/login'
  })
  await page.waitForURL('**/login')
  const email = page.getByLabel('Correo electrónico')
  await email.fill('comprador@example.com')
  // the mock is up: the captcha came through it
  await expect(page.getByRole('img', { name: 'Imagen con el código de verificación' })).toBeVisible()
  await fillLogin(page, 'comprador@example.com')
  await expect(email).toHaveValue('comprador@example.com')
  // one document: the page was never reloaded under the typing
  expect(
    await page.evaluate(() => performance.getEntriesByType('navigation').map((entry) => entry.toJSON().type)),
  ).toEqual(['navigate'])
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
})
