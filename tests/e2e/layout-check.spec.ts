// The layout check's own test (layout-check.ts), on planted pages: each kind of defect it exists for is
// reported, and a clean page, including what only looks suspicious (visually hidden text, a wide table in its
// own scroll box, a fixed bar over nothing, a sticky bar over rows that scroll out from under it), is not.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { layoutCheck, MAX_FONT_PX, MIN_FONT_PX } from './layout-check'

const BASE = `<style>
  body { margin: 0; font: 14px/1.5 sans-serif; }
  main { display: block; width: 1000px; margin: 0 auto; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; }
</style>`

async function check(page: Page, body: string) {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.setContent(`<!doctype html><html lang="es"><head>${BASE}</head><body>${body}</body></html>`)
  return page.evaluate(layoutCheck, {})
}

test('the type scale of the check is the design tokens’ one', () => {
  expect([MIN_FONT_PX, MAX_FONT_PX]).toEqual([12, 28])
})

test('text drawn 200 px tall and a 9 px input are reported, each once', async ({ page, consoleErrors }) => {
  const violations = await check(
    page,
    `<main>
      <h1>Monedero</h1>
      <p class="wallet-figure" style="font-size: 200px">Saldo</p>
      <label>Importe <input class="amount" style="font-size: 9px" value="100"></label>
    </main>`,
  )
  expect(violations).toEqual([
    expect.stringMatching(/^text 200 px .*p\.wallet-figure "Saldo"$/),
    expect.stringMatching(/^text 9 px .*input\.amount "100"$/),
  ])
  expect(consoleErrors).toEqual([])
})

test('a 3000 px wide element is reported as page overflow with the element that causes it', async ({
  page,
}) => {
  const violations = await check(
    page,
    `<main><h1>Puntos</h1><div class="points-layout"><div class="points-head" style="width: 3000px">Tienda</div></div></main>`,
  )
  expect(violations).toHaveLength(1)
  expect(violations[0]).toMatch(
    /^overflow: page is 1860 px wider than the 1280 px window; widest: .*div\.points-head/,
  )
})

test('a visually hidden label that escapes its table’s scroll box is named as the overflow’s cause', async ({
  page,
}) => {
  // an absolutely positioned label is clipped by its containing block only, not by an unpositioned scroll box
  const violations = await check(
    page,
    `<main><div class="table-wrap" style="overflow-x: auto"><table style="width: 3000px"><tr>
      <td style="width: 2500px">Pedido</td>
      <td><a href="#p">Producto<span class="visually-hidden">(se abre en una pestaña nueva)</span></a></td>
    </tr></table></div></main>`,
  )
  expect(violations).toHaveLength(1)
  expect(violations[0]).toMatch(
    /^overflow: page is \d+ px wider .*; widest: .*span\.visually-hidden \(1 px wide/,
  )
})

test('a button under a fixed bar is reported as covered', async ({ page }) => {
  const violations = await check(
    page,
    `<div class="promo-bar" style="position: fixed; top: 0; left: 0; right: 0; height: 120px; background: #fff">
      Oferta
    </div>
    <main><button type="button" style="margin-top: 40px">Comprar</button><p>Texto</p></main>`,
  )
  expect(violations).toEqual([
    expect.stringMatching(/^covered: .*button "Comprar" at \(\d+, \d+\) is under fixed div\.promo-bar$/),
  ])
})

test('a clean page reports nothing, however close it comes to each rule', async ({ page }) => {
  // rows under the sticky header at the page's end and under the sticky totals bar at its top
  const rows = Array.from({ length: 40 }, (_, i) => `<li><a href="#r${i}">Fila ${i}</a></li>`).join('')
  const violations = await check(
    page,
    `<header style="position: sticky; top: 0; background: #fff"><a href="#inicio">Inicio</a></header>
    <aside class="side-tab" style="position: fixed; right: 0; top: 300px; width: 60px; font-size: 12px">Chat</aside>
    <main>
      <h1 style="font-size: 28px">Carrito</h1>
      <p style="font-size: 12px">Texto pequeño <span class="visually-hidden" style="font-size: 200px">oculto</span></p>
      <ul>${rows}</ul>
      <p style="font-size: 200px; display: none">no se muestra</p>
      <p style="font-size: 200px; visibility: hidden">invisible</p>
      <div style="opacity: 0"><p style="font-size: 200px">transparente</p></div>
      <div style="overflow-x: auto"><table style="width: 3000px"><tr><td>Tabla ancha
        <span class="visually-hidden">(se abre en una pestaña nueva)</span></td></tr></table></div>
      <ul>${rows}</ul>
      <div class="cart-footer" style="position: sticky; bottom: 0; padding: 16px; background: #fff"><button>Pagar</button></div>
    </main>
    <div role="dialog" aria-modal="true" style="display: none">cerrado</div>`,
  )
  expect(violations).toEqual([])
})

test('an open modal dialog is not judged as chrome covering the page', async ({ page }) => {
  const violations = await check(
    page,
    `<main><button type="button">Comprar</button></main>
    <div class="dialog-backdrop" style="position: fixed; inset: 0; background: rgba(0, 0, 0, 0.5)">
      <div role="dialog" aria-modal="true" aria-label="Iniciar sesión"><button type="button">Cerrar</button></div>
    </div>`,
  )
  expect(violations).toEqual([])
})

test('in bad-input mode a long word out of its box, a cut-off name and a broken picture are reported', async ({
  page,
}) => {
  const word = 'PVMONOHALFCELLBIFACIALTOPCON670WDOUBLEGLASSFRAMEXL'
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.setContent(
    `<!doctype html><html lang="es"><head>${BASE}</head><body><main>
      <div class="cell" style="width: 120px">${word}</div>
      <div class="name" style="width: 120px; overflow: hidden">${word}</div>
      <div class="wraps" style="width: 120px; overflow-wrap: anywhere">${word}</div>
      <div class="clamped" style="width: 120px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">${word}</div>
      <img class="lost" src="data:image/png;base64,AAAA" alt="" width="40" height="40">
      <img class="found" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='4'/%3E" alt="" width="40" height="40">
    </main></body></html>`,
  )
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
  const violations = await page.evaluate(layoutCheck, { badInput: true })
  expect(violations).toEqual([
    expect.stringMatching(/^text spills \d+ px out of its box: .*div\.cell "PVMONO/),
    expect.stringMatching(/^text is cut off \d+ px out of its box: .*div\.name "PVMONO/),
    expect.stringMatching(/^broken image \(no placeholder\): .*img\.lost/),
  ])
  // off by default: the layout over every route does not judge these
  expect(await page.evaluate(layoutCheck, {})).toEqual([])
})
