// The accessibility check's own test (expectAccessible in fixtures.ts, axe run in the page): a serious or
// critical violation fails it, a clean page passes, and a second check of the same document (axe already
// injected) still sees what changed since the first.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'

const page_ = (body: string) =>
  `<!doctype html><html lang="es"><head><title>Prueba</title></head><body><main><h1>Monedero</h1>${body}</main></body></html>`

async function failure(page: Page): Promise<string> {
  return expectAccessible(page).then(
    () => '',
    (error: Error) => error.message,
  )
}

test('a clean page passes the accessibility check', async ({ page, consoleErrors }) => {
  await page.setContent(page_('<p>Saldo disponible</p><button type="button">Recargar</button>'))
  await expectAccessible(page)
  expect(consoleErrors).toEqual([])
})

test('a button without a name and an image without alt fail it, also on a second check of the page', async ({
  page,
  consoleErrors,
}) => {
  await page.setContent(page_('<p>Saldo disponible</p>'))
  await expectAccessible(page)
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<button type="button"></button><img src="data:,">')
  })
  const message = await failure(page)
  expect(message).toContain('button-name')
  expect(message).toContain('image-alt')
  expect(consoleErrors).toEqual([])
})
