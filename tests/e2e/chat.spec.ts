// The chat in the browser (issue 29), as comprador@example.com on the mock build's socket (MSW + socket.io
// binding, docs/decisions/014), with axe and the layout check: «Contactar al proveedor» on a product page opens
// /service?vid= in a new tab; the buyer's message is stored («Enviado»), the supplier answers from the control
// panel and the buyer sees it with an unread count on the list meanwhile; and a message sent with the link down
// waits («Pendiente…»), what is being typed stays in the box, and the message is delivered once the link is back.
// Issue 29 item 1 and 4: opened about a product, the chat offers its card; the card and a picture (a thumbnail that
// opens in a dialog) are sent and shown, the text being typed stays, and after enough messages the conversation
// opened again shows «Ver mensajes anteriores», which loads the oldest; the card, sent once, is not offered again.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { pngFile } from './files'
import { checkLayout } from './layout-settled'

const seed = buildSeedData()
const openStores = new Set(seed.stores.filter((store) => store.isOpen).map((store) => store.storeId))
const goods = seed.goods.find((row) => row.state === 1 && openStores.has(row.storeId))!
const product = seed.products.find((sku) => sku.goodsId === goods.goodsId)!
const storeName = seed.stores.find((store) => store.storeId === goods.storeId)!.storeName

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

async function expectLaidOut(page: Page) {
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await checkLayout(page, {})).toEqual([])
  }
}

/** The chat tab's console errors and warnings (the fixture watches the first tab only). */
function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const box = (page: Page) => page.getByRole('textbox', { name: 'Escriba un mensaje' })
const send = (page: Page) => page.getByRole('button', { name: 'Enviar', exact: true })
const conversation = (page: Page) => page.getByRole('log', { name: `Conversación con ${storeName}` })

test('a buyer contacts the supplier from a product and reads the answer sent from the control panel', async ({
  page,
  context,
}) => {
  await loginAs(page, 'comprador@example.com', `/goods/detail?productId=${product.productId}`)
  // the header counts the unread chat messages (issue 29 item 1)
  const headerChat = (tab: Page) =>
    tab.getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link', { name: /^Chat/ })
  await expect(headerChat(page)).toContainText(/^Chat \(\d+ sin leer\)/)
  const unreadAtStart = Number(/\((\d+) sin leer/.exec((await headerChat(page).textContent()) ?? '')![1])
  const contact = page.getByRole('link', { name: /^Contactar al proveedor/ }).first()
  await expect(contact).toHaveAttribute(
    'href',
    `/service?vid=${goods.storeId}&productId=${product.productId}`,
  )
  const [chat] = await Promise.all([context.waitForEvent('page'), contact.click()])
  const errors = watchConsole(chat)

  await expect(chat.getByRole('heading', { level: 1, name: 'Chat con el proveedor' })).toBeVisible()
  await expect(chat.getByRole('heading', { name: `Conversación con ${storeName}` })).toBeVisible()
  await expect(chat.getByRole('button', { name: storeName })).toHaveAttribute('aria-current', 'true')
  await expect(chat.getByText('Aún no hay mensajes.', { exact: false })).toBeVisible()
  await expectAccessible(chat)
  await expectLaidOut(chat)

  await box(chat).fill('¿Pueden enviar 200 unidades a La Habana en enero?')
  await send(chat).click()
  await expect(box(chat)).toHaveValue('')
  const mine = conversation(chat).getByRole('listitem').filter({ hasText: '200 unidades a La Habana' })
  await expect(mine).toContainText('Enviado')
  await expect(mine).toContainText(/\d{2}:\d{2}/)
  // the store's automatic answer
  await expect(conversation(chat).getByText('Un agente de la tienda le responderá en breve')).toBeVisible()

  // the supplier answers from the control panel
  await chat.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = chat.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
  const section = panel.getByRole('region', { name: 'Chat (como proveedor)' })
  await section.getByRole('button', { name: 'Actualizar conversaciones' }).click()
  const select = section.getByRole('combobox', { name: 'Conversación' })
  const option = select.locator('option', { hasText: `comprador@example.com con ${storeName}` })
  await select.selectOption((await option.getAttribute('value'))!)
  await section
    .getByRole('textbox', { name: 'Respuesta del proveedor' })
    .fill('Sí: 200 unidades salen el 12 de enero.')
  await section.getByRole('button', { name: 'Enviar como proveedor' }).click()
  await expect(section.getByRole('status')).toHaveText('Respuesta enviada a comprador@example.com.')
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()
  await expect(conversation(chat).getByText('Sí: 200 unidades salen el 12 de enero.')).toBeVisible()

  // another conversation's unread message shows on the list; opening it reads it
  const other = chat.getByRole('button', { name: /Servicio de la plataforma/ })
  await expect(other).toContainText('1 mensaje sin leer')
  await other.click()
  await expect(
    chat.getByRole('heading', { name: 'Conversación con Servicio de la plataforma' }),
  ).toBeVisible()
  await expect(other).not.toContainText('mensaje sin leer')
  // the platform's message is read (the supplier's answer was read as it came): the chat tab's header follows
  await expect(headerChat(chat)).toContainText(`Chat (${unreadAtStart - 1} sin leer)`)
  await expectAccessible(chat)
  expect(errors).toEqual([])
})

test('a message sent with the link down waits, keeps the box, and goes once the link is back', async ({
  page,
  context,
}) => {
  const errors = watchConsole(page)
  await loginAs(page, 'comprador@example.com', `/service?vid=${goods.storeId}`)
  await expect(page.getByRole('heading', { name: `Conversación con ${storeName}` })).toBeVisible()
  await box(page).fill('Primer mensaje, con conexión')
  await send(page).click()
  await expect(conversation(page).getByRole('listitem').filter({ hasText: 'Primer mensaje' })).toContainText(
    'Enviado',
  )

  // the page's own chunks that load after the first screen (the shell's connection notices, the control panel)
  // are in before the link goes down: an offline chunk load is another test's subject (errors.spec)
  await expect(page.getByRole('button', { name: 'Panel de simulación' })).toBeVisible()
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('connection-notices')),
  )
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'Reconectando…' })).toBeVisible()
  await box(page).fill('Escrito sin conexión: 50 cajas más')
  await send(page).click()
  const waiting = conversation(page).getByRole('listitem').filter({ hasText: '50 cajas más' })
  await expect(waiting).toContainText('Pendiente: se enviará al volver la conexión')
  await box(page).fill('Un borrador a medias')
  await expectAccessible(page)

  await context.setOffline(false)
  await expect(waiting).toContainText('Enviado', { timeout: 25_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Reconectando…' })).toBeHidden()
  await expect(box(page)).toHaveValue('Un borrador a medias')
  // delivered once
  await expect(conversation(page).getByText('Escrito sin conexión: 50 cajas más')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('a buyer sends a product card and a picture, and loads the older messages', async ({ page }) => {
  const errors = watchConsole(page)
  await loginAs(page, 'comprador@example.com', `/service?vid=${goods.storeId}&productId=${product.productId}`)
  await expect(page.getByRole('heading', { name: `Conversación con ${storeName}` })).toBeVisible()
  // the product it was opened about is offered as a card
  const offer = page.getByRole('region', { name: 'Consultar sobre este artículo' })
  await expect(offer).toContainText(goods.goodsName)
  await expectAccessible(page)
  await expectLaidOut(page)
  await offer.getByRole('button', { name: 'Enviar la tarjeta' }).click()
  await expect(offer).toBeHidden()
  // offered once per entry: the address no longer names the product, so coming back does not offer it again
  await expect(page).toHaveURL(new RegExp(`/service\\?vid=${goods.storeId}$`))
  const card = conversation(page).getByRole('listitem').filter({ hasText: goods.goodsName })
  await expect(card).toContainText('Enviado')
  await expect(card.getByRole('link', { name: /Ver el producto/ })).toHaveAttribute(
    'href',
    `/goods/detail?productId=${product.productId}`,
  )

  // a picture, while a text is half typed: the text stays; an emoji goes in at the caret
  await box(page).fill('Medidas: 2 m')
  await page.getByRole('button', { name: /Insertar emoji/ }).click()
  await page.getByRole('group', { name: 'Emojis' }).getByRole('button', { name: 'Pulgar arriba' }).click()
  await expect(box(page)).toHaveValue('Medidas: 2 m👍')
  await page.getByLabel('Adjuntar imagen').setInputFiles(pngFile('muestra.png'))
  const thumbnail = conversation(page).getByRole('button', { name: 'Ver la imagen en grande' })
  await expect(thumbnail).toBeVisible()
  await expect(conversation(page).getByRole('img', { name: 'Imagen enviada por Usted' })).toHaveJSProperty(
    'complete',
    true,
  )
  await expect(box(page)).toHaveValue('Medidas: 2 m👍')
  await thumbnail.click()
  const dialog = page.getByRole('dialog', { name: 'Imagen de la conversación' })
  await expect(dialog.getByRole('img')).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
  await send(page).click()
  await expect(box(page)).toHaveValue('')

  // enough messages for a second page of history (10 a page)
  for (let index = 1; index <= 8; index += 1) {
    await box(page).fill(`Línea ${index} del pedido`)
    await box(page).press('Enter')
  }
  await expect(
    conversation(page).getByRole('listitem').filter({ hasText: 'Línea 8 del pedido' }),
  ).toContainText('Enviado')

  // away and back within the app: the conversation opens on its newest page
  await page.getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link').first().click()
  await expect(page).not.toHaveURL(/\/service/)
  await page.goBack()
  await expect(conversation(page).getByText('Línea 8 del pedido')).toBeVisible()
  await expect(conversation(page).getByText(goods.goodsName)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Consultar sobre este artículo' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Ver mensajes anteriores' }).click()
  await expect(conversation(page).getByRole('listitem').filter({ hasText: goods.goodsName })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ver mensajes anteriores' })).toBeHidden()
  await expectLaidOut(page)
  expect(errors).toEqual([])
})
