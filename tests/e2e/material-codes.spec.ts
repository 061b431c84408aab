// Material codes and the .xls import in Chromium (issue 27 item 3; SPEC.md §2 /member/matCode, §5, §6, §8). The
// enterprise imports a 200-row BIFF8 .xls with exactly 3 bad rows (an unknown SKU, an empty cell, a code it already
// has), sees exactly those flagged before anything is saved, saves the 197 good rows and finds them in its list;
// an .exe renamed .xls is refused by its first bytes in Spanish. A file the real browser Worker never answers for
// is refused by the time limit, in Spanish, with the page usable meanwhile and nothing saved. A code is added by
// hand (through the form's and the server's refusals: empty cells, an unknown SKU, a code already taken, with what
// was typed kept), edited, and deleted after a confirmation. A personal member cannot open the screen. Bad files
// the browser adds nothing to (10,000 rows, corrupt, formulas, 100 KB cells) are unit tests of the parse function
// (src/lib/sheet/material-sheet.test.ts).
import type { Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, loginThroughPage, test } from './fixtures'
import { materialCodesXls, renamedExe } from './files'
import { checkLayout } from './layout-settled'

async function checkScreen(page: Page) {
  await expectAccessible(page)
  expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
}

const sku = (goodsId: number) => `PC-${String(goodsId).padStart(6, '0')}-1`
/** 200 rows; rows 51, 102 and 153 of the sheet are bad (the header is row 1). */
function importRows(): string[][] {
  const rows = Array.from({ length: 200 }, (_, i) => [
    `IMP-${String(i + 1).padStart(4, '0')}`,
    sku(i + 1),
    '',
  ])
  rows[49] = ['IMP-0050', 'PC-999999-9', ''] // unknown SKU
  rows[100] = ['', sku(101), 'sin código'] // empty cell
  rows[151] = ['MAT-0001', sku(152), ''] // a code the enterprise already has (seeded)
  return rows
}

test('the enterprise imports 200 rows, sees exactly the 3 bad ones flagged, and saves the rest', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/matCode')
  await expect(page.getByRole('heading', { name: 'Códigos de material', level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Códigos de material' }).getByRole('row')).toHaveCount(13)
  await checkScreen(page)

  // an .exe renamed .xls is refused by its first bytes, in Spanish, and nothing is previewed
  const picker = page.getByLabel(/Archivo de códigos/)
  await picker.setInputFiles(renamedExe('codigos.xls'))
  await expect(
    page.getByText('El archivo no es una hoja de cálculo de Excel (.xls o .xlsx).', { exact: false }),
  ).toBeVisible()
  await expect(page.getByRole('table', { name: 'Filas con errores' })).toHaveCount(0)

  await picker.setInputFiles(await materialCodesXls('codigos-obra.xls', importRows()))
  await expect(page.getByText('200 filas: 197 correctas, 3 con errores.', { exact: false })).toBeVisible()
  const bad = page.getByRole('table', { name: 'Filas con errores' }).getByRole('row')
  await expect(bad).toHaveCount(4) // the header and exactly the 3 bad rows
  await expect(bad.nth(1)).toContainText('51')
  await expect(bad.nth(1)).toContainText('El código de producto «PC-999999-9» no existe.')
  await expect(bad.nth(2)).toContainText('102')
  await expect(bad.nth(2)).toContainText('Introduzca el código de material')
  await expect(bad.nth(3)).toContainText('153')
  await expect(bad.nth(3)).toContainText('El código de material «MAT-0001» ya existe.')
  // nothing is saved before the preview is confirmed
  await expect(page.getByRole('table', { name: 'Códigos de material' }).getByRole('row')).toHaveCount(13)
  await checkScreen(page)

  await page.getByRole('button', { name: 'Guardar 197 códigos correctos' }).click()
  await expect(page.getByText('Se guardaron 197 códigos de codigos-obra.xls.')).toBeVisible()
  const search = page.locator('#main').getByRole('search')
  await search.getByLabel('Buscar código o producto').fill('IMP-0200')
  await search.getByRole('button', { name: 'Buscar' }).click()
  const listed = page.getByRole('table', { name: 'Códigos de material' }).getByRole('row')
  await expect(listed).toHaveCount(2)
  await expect(listed.nth(1)).toContainText(sku(200))
  await search.getByLabel('Buscar código o producto').fill('IMP-0050')
  await search.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('heading', { name: 'Ningún código coincide con «IMP-0050»' })).toBeVisible()
})

test('the enterprise adds a code by hand through the refusals, edits it and deletes it after a confirmation', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/matCode')
  const table = page.getByRole('table', { name: 'Códigos de material' })
  await expect(table.getByRole('row')).toHaveCount(13)

  await page.getByRole('button', { name: 'Añadir código' }).click()
  const dialog = page.getByRole('dialog', { name: 'Añadir código de material' })
  const code = dialog.getByLabel('Código de material')
  const skuField = dialog.getByLabel('Código de producto (SKU)')
  // empty cells: each field says what is missing, in Spanish, and nothing is sent
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog.getByText('Introduzca el código de material')).toBeVisible()
  await expect(dialog.getByText('Introduzca el código de producto (SKU)')).toBeVisible()
  await checkScreen(page)

  // an unknown SKU is refused by the server above the fields; what was typed stays
  await code.fill('OBRA-0077')
  await skuField.fill('PC-999999-9')
  await dialog.getByLabel('Descripción').fill('Pared norte')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('El código de producto «PC-999999-9» no existe.')
  await expect(code).toHaveValue('OBRA-0077')
  await expect(dialog.getByLabel('Descripción')).toHaveValue('Pared norte')

  // a code the enterprise already has (seeded), whatever its case, is refused too
  await code.fill('mat-0001')
  await skuField.fill(sku(40))
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog.getByRole('alert')).toContainText('ya existe.')
  await expect(code).toHaveValue('mat-0001')
  await expect(table.getByRole('row')).toHaveCount(13)
  await checkScreen(page)

  await code.fill('OBRA-0077')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Código de material guardado.' })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(14)
  const added = table.getByRole('row').filter({ hasText: 'OBRA-0077' })
  await expect(added).toContainText(sku(40))
  await expect(added).toContainText('Pared norte')

  // edited: the dialog opens with the code's values, and the row shows the change
  await page.getByRole('button', { name: 'Editar OBRA-0077' }).click()
  const editor = page.getByRole('dialog', { name: 'Editar OBRA-0077' })
  await expect(editor.getByLabel('Código de producto (SKU)')).toHaveValue(sku(40))
  await expect(editor.getByLabel('Descripción')).toHaveValue('Pared norte')
  await editor.getByLabel('Código de producto (SKU)').fill(sku(41))
  await editor.getByLabel('Descripción').fill('Pared sur')
  await checkScreen(page)
  await editor.getByRole('button', { name: 'Guardar' }).click()
  await expect(editor).toHaveCount(0)
  await expect(added).toContainText(sku(41))
  await expect(added).toContainText('Pared sur')
  await expect(table.getByRole('row')).toHaveCount(14)

  // deleted only after the confirmation: cancelling keeps it
  await page.getByRole('button', { name: 'Eliminar OBRA-0077' }).click()
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar el código OBRA-0077?' })
  await expect(confirm).toContainText('El pedido rápido dejará de reconocerlo.')
  await checkScreen(page)
  await confirm.getByRole('button', { name: 'Cancelar' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(added).toHaveCount(1)
  await page.getByRole('button', { name: 'Eliminar OBRA-0077' }).click()
  await confirm.getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Código de material eliminado.' })).toBeVisible()
  await expect(added).toHaveCount(0)
  await expect(table.getByRole('row')).toHaveCount(13)
  // and the server no longer has it
  await page.reload()
  await expect(table.getByRole('row')).toHaveCount(13)
  await expect(table.getByRole('row').filter({ hasText: 'OBRA-0077' })).toHaveCount(0)
})

test('a file the browser’s Worker never answers for is refused by the time limit; the page stays usable and saves nothing', async ({
  page,
}) => {
  // the built worker is a chunk of its own (src/lib/sheet/sheet-worker.ts: new URL(…, import.meta.url)), served
  // as /assets/material-sheet.worker-<hash>.js; this one takes the file and never answers. Routed on the context:
  // the mock's service worker fetches the script on the page's behalf, and page.route does not see that fetch
  const WORKER = /\/assets\/material-sheet\.worker-[\w-]+\.js$/
  let served = 0
  await page.context().route(WORKER, (route) => {
    served += 1
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'self.onmessage = () => { /* never answers */ }',
    })
  })
  await loginAs(page, 'comprador@example.com', '/member/matCode')
  const table = page.getByRole('table', { name: 'Códigos de material' })
  await expect(table.getByRole('row')).toHaveCount(13)

  const started = Date.now()
  await page.getByLabel(/Archivo de códigos/).setInputFiles(await materialCodesXls('lento.xls', importRows()))
  await expect(page.getByText('Leyendo el archivo…')).toBeVisible()
  // the page is usable while the worker reads: the list searches and a dialog opens and closes
  const search = page.locator('#main').getByRole('search')
  await search.getByLabel('Buscar código o producto').fill('MAT-0003')
  await search.getByRole('button', { name: 'Buscar' }).click()
  await expect(table.getByRole('row')).toHaveCount(2)
  await page.getByRole('button', { name: 'Añadir código' }).click()
  await page
    .getByRole('dialog', { name: 'Añadir código de material' })
    .getByRole('button', { name: 'Cancelar' })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await expect(page.getByText('La lectura del archivo tardó demasiado y se canceló.')).toBeVisible({
    timeout: 15_000,
  })
  expect(served).toBe(1)
  // the time limit (MATERIAL_IMPORT_TIME_MS, 5 s) ended it, not an error of the worker
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500)
  await expect(page.getByText('Leyendo el archivo…')).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Filas con errores' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Guardar \d+ códigos? correctos?/ })).toHaveCount(0)
  await checkScreen(page)

  // nothing was saved: the full list still has the seeded twelve
  await search.getByRole('button', { name: 'Ver todos' }).click()
  await expect(table.getByRole('row')).toHaveCount(13)
  await search.getByLabel('Buscar código o producto').fill('IMP-0001')
  await search.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('heading', { name: 'Ningún código coincide con «IMP-0001»' })).toBeVisible()

  // with the real worker back, the same file is read and previewed
  await page.context().unroute(WORKER)
  await page.getByLabel(/Archivo de códigos/).setInputFiles(await materialCodesXls('lento.xls', importRows()))
  await expect(page.getByText('200 filas: 197 correctas, 3 con errores.', { exact: false })).toBeVisible()
})

test('a personal member cannot open /member/matCode', async ({ page }) => {
  await loginThroughPage(page, 'personal@example.com')
  await page.goto('/member/matCode')
  await expect(page).toHaveURL(/\/member\/index$/)
  await expect(page.getByRole('link', { name: 'Códigos de material' })).toHaveCount(0)
  await expectAccessible(page)
})
