// The accessibility check's own test (expectAccessible in fixtures.ts, axe run in the page): a serious or
// critical violation fails it, a clean page passes, and a second check of the same document (axe already
// injected) still sees what changed since the first; a busy page is judged once it has settled. Colour contrast is
// measured once per look of text in a worker (fixtures.ts): new text, and text whose look changed, is measured.
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

test('the check waits for a busy page to settle and judges what it settles on', async ({
  page,
  consoleErrors,
}) => {
  // while busy, the rows are dimmed below the contrast threshold (as a list dims its old rows while loading)
  await page.setContent(
    page_(
      '<div id="list" aria-busy="true" style="opacity:0.3"><p>Pedido 1001</p></div>' +
        '<script>setTimeout(() => { const list = document.getElementById("list"); list.removeAttribute("aria-busy"); list.style.opacity = "1" }, 400)</script>',
    ),
  )
  await expectAccessible(page)
  await expect(page.locator('#list')).not.toHaveAttribute('aria-busy', 'true')
  expect(consoleErrors).toEqual([])
})

test('contrast is measured for new text on a page already judged, and for text whose background changed', async ({
  page,
  consoleErrors,
}) => {
  // #767676 on white passes AA (4.54:1) and fails on #dddddd
  await page.setContent(
    page_('<div class="saldo"><p style="color:#767676">Saldo disponible</p></div><p>Pendiente</p>'),
  )
  await expectAccessible(page)
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<p class="vencido" style="color:#bbbbbb">Vencido</p>')
  })
  expect(await failure(page)).toContain('color-contrast')
  await page.evaluate(() => document.querySelector('.vencido')!.remove())
  await expectAccessible(page)
  // the same text, the same classes: only an ancestor's background changed
  await page.evaluate(() =>
    document.querySelector<HTMLElement>('.saldo')!.style.setProperty('background', '#dddddd'),
  )
  expect(await failure(page)).toContain('color-contrast')
  expect(consoleErrors).toEqual([])
})
