// Material codes and the .xls import in Chromium (issue 27 item 3; SPEC.md §2 /member/matCode, §5, §6, §8). The
// enterprise imports a 200-row BIFF8 .xls with exactly 3 bad rows (an unknown SKU, an empty cell, a code it already
// has), sees exactly those flagged before anything is saved, saves the 197 good rows and finds them in its list;
// an .exe renamed .xls is refused by its first bytes in Spanish. A personal member cannot open the screen. Bad
// files the browser adds nothing to (10,000 rows, corrupt, formulas, 100 KB cells) are unit tests of the parse
// function (src/lib/sheet/material-sheet.test.ts).
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

test('a personal member cannot open /member/matCode', async ({ page }) => {
  await loginThroughPage(page, 'personal@example.com')
  await page.goto('/member/matCode')
  await expect(page).toHaveURL(/\/member\/index$/)
  await expect(page.getByRole('link', { name: 'Códigos de material' })).toHaveCount(0)
  await expectAccessible(page)
})
