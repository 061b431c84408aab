// The app as it is deployed (issue 26 item 1): the production build (dist/, no service worker, no mock in the
// page) on one origin, the HTTP mock API (npm run mock:api) on another. CORS for the app's headers, the Content
// Security Policy's connect-src and img-src, and the pictures of the API's own host are all in play.
// Runs in the `production-http` project of playwright.config.ts (scripts/run-e2e.mjs builds dist/ for it).
import type { Page } from '@playwright/test'
import { io } from 'socket.io-client'
import { expect, expectAccessible, fillLogin, test } from './fixtures'
import { heavyPhotoPng } from './files'
import { checkLayout } from './layout-settled'

const API_ORIGIN = `http://localhost:${process.env.E2E_API_PORT ?? 4175}`

test('comprador logs in, browses the goods and adds to the cart against the HTTP mock API', async ({
  page,
  consoleErrors,
}) => {
  const apiRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_ORIGIN}/v3/`)) apiRequests.push(request.url())
  })
  await page.goto('/login')
  // a production build: the policy allows exactly this origin and the API's (and its chat socket), and no mock
  // worker ships
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toContain(`connect-src 'self' ${API_ORIGIN} ${API_ORIGIN.replace(/^http/, 'ws')};`)
  expect((await page.request.get('/mockServiceWorker.js')).headers()['content-type']).toContain('text/html')
  expect((await page.request.get('/mock-worker.js')).headers()['content-type']).toContain('text/html')
  await fillLogin(page, 'comprador@example.com')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()

  await page.goto('/goods/list?keyword=galletas')
  const card = page.getByRole('article').first()
  await expect(card).toBeVisible()
  // pictures come from the API's image host, allowed by img-src
  const picture = card.locator('img').first()
  await expect(picture).toHaveAttribute('src', new RegExp(`^${API_ORIGIN}/mock-images/`))
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // the card's link opens the product in a new tab: open its address here
  const link = card.getByRole('heading').getByRole('link')
  const name = ((await link.textContent()) ?? '').replace(/\s*\(se abre en una pestaña nueva\)\s*$/, '')
  await page.goto((await link.getAttribute('href'))!)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await page.goBack()

  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Añadir al carrito: / })
    .click()
  await expect(page.getByRole('article').first().getByRole('status')).toHaveText('Añadido al carrito.')
  await page.goto('/cart/index')
  await expect(
    page.getByRole('spinbutton', { name: new RegExp(`^Cantidad de ${escape(name)}`) }),
  ).toBeVisible()
  expect(apiRequests.length).toBeGreaterThan(5)
  expect(consoleErrors).toEqual([])
})

test("comprador chats with the platform service over the mock API's socket.io server (issue 29 item 3)", async ({
  page,
  consoleErrors,
}) => {
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  const polls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_ORIGIN}/socket.io/`)) polls.push(request.url())
  })
  await page.goto('/login?redirectUrl=%2Fservice%3Fvid%3D0')
  await fillLogin(page, 'comprador@example.com')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(
    page.getByRole('heading', { name: 'Conversación con Servicio de la plataforma' }),
  ).toBeVisible()
  const box = page.getByRole('textbox', { name: 'Escriba un mensaje' })
  await box.fill('¿Aceptan pago en dos plazos para un contenedor?')
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(box).toHaveValue('')
  const log = page.getByRole('log', { name: 'Conversación con Servicio de la plataforma' })
  await expect(log.getByRole('listitem').filter({ hasText: 'pago en dos plazos' })).toContainText('Enviado')
  // the automatic answer comes back over the socket
  await expect(log.getByText('Un agente de la tienda le responderá en breve').last()).toBeVisible()
  // socket.io as production uses it: long-polling first, then the websocket, both on the API's origin
  expect(polls.some((url) => url.includes('transport=polling'))).toBe(true)
  expect(sockets.some((url) => url.startsWith(`${API_ORIGIN.replace(/^http/, 'ws')}/socket.io/`))).toBe(true)

  // the server knows the member from the handshake's token: none, no socket; and a payload's member id is not
  // believed (the message lands in this member's conversation)
  const refusal = await new Promise<string>((resolve) => {
    const stranger = io(API_ORIGIN, {
      transports: ['polling'],
      reconnection: false,
      auth: { token: 'at-ajeno' },
    })
    stranger.on('connect_error', (error) => {
      stranger.close()
      resolve(error.message)
    })
  })
  expect(refusal).toBe('Sesión no válida')
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const own = io(API_ORIGIN, { transports: ['websocket'], reconnection: false, auth: { token } })
  await new Promise<void>((resolve) => own.on('connect', resolve))
  const echoed = new Promise<{ msgId: number }>((resolve) => own.on('get_send_msg', resolve))
  own.emit('send_msg', {
    memberId: 1,
    storeId: 0,
    msgType: 1,
    msg: JSON.stringify({ content: 'Enviado desde otro dispositivo' }),
    clientMsgId: `otro-${Date.now()}`,
  })
  const { msgId } = await echoed
  own.close()
  const history = await page.request.post(`${API_ORIGIN}/v3/helpdesk/front/chat/msgLog`, {
    headers: { Authorization: `Bearer ${token}` },
    form: { storeId: 0 },
  })
  const ids = ((await history.json()) as { data: { list: { msgId: number }[] } }).data.list.map(
    (message) => message.msgId,
  )
  expect(ids).toContain(msgId)
  expect(consoleErrors).toEqual([])
})

test('a chat picture on a slow link shows its upload progress before it arrives (issue 29 item 1)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login?redirectUrl=%2Fservice%3Fvid%3D0')
  await fillLogin(page, 'comprador@example.com')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(
    page.getByRole('heading', { name: 'Conversación con Servicio de la plataforma' }),
  ).toBeVisible()
  // a slow link, as Chromium emulates it (a picture of 3,5 MB, small enough in pixels to go as it is): here the
  // upload crosses the network to the HTTP mock API (in the mock build the page's own mock answers it, which no
  // network emulation slows). The emulation barely slows an XHR's request body, so the bar (a <progress>, role
  // progressbar) is recorded as the page adds and changes it rather than caught by polling.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const slow = (400 * 1024) / 8
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: slow,
    uploadThroughput: slow,
  })
  // every state of the progress bar, recorded as the page changes it, with whether the picture had arrived then
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { progressSeen: string[] }).progressSeen = seen
    new MutationObserver(() => {
      const arrived = document.querySelectorAll('img[alt="Imagen enviada por Usted"]').length
      for (const bar of document.querySelectorAll('progress'))
        seen.push(`${bar.getAttribute('aria-label')} max=${bar.getAttribute('max')} arrived=${arrived}`)
    }).observe(document.body, { childList: true, subtree: true, attributes: true })
  })
  await page
    .getByLabel('Adjuntar imagen')
    .setInputFiles({ name: 'muestra.png', mimeType: 'image/png', buffer: heavyPhotoPng(1600, 800) })
  // the progress bar showed while the picture was on its way, before it arrived
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen))
    .toContain('Progreso de la subida max=100 arrived=0')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await expect(page.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeHidden({
    timeout: 30_000,
  })
  const log = page.getByRole('log', { name: 'Conversación con Servicio de la plataforma' })
  await expect(log.getByRole('button', { name: 'Ver la imagen en grande' }).last()).toBeVisible()
  expect(consoleErrors).toEqual([])
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('the installed app shows a product seen before when the link is gone, with the time of its prices', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/login')
  await fillLogin(page, 'comprador@example.com')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  // the service worker installs on the first visit and controls the pages opened after it
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.goto('/goods/detail?productId=5')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).not.toBeEmpty()
  const name = (await heading.textContent()) ?? ''
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expect(page.getByText(/^Precios al /)).toHaveCount(0)
  const before = await cartQuantity(page, 5)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const notices = page.getByRole('status').filter({ hasText: 'Sin conexión: se muestra lo último' })
  await expect(notices).toContainText('Sin conexión: se muestra lo último que consultó')
  await expect(notices).toContainText(/Precios al \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  // what the page could not fetch offline (the member's own records) failed at the network, nothing else
  expect(consoleErrors.every((text) => /ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(text))).toBe(
    true,
  )
  consoleErrors.splice(0)

  // a cart change made offline waits for the link, and goes once when it returns (issue 26 item 3)
  const cartAdds: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${API_ORIGIN}/v3/business/front/cart/add`)
      cartAdds.push(request.headers()['idempotency-key'] ?? '')
  })
  const quantity = Number(await page.getByLabel('Cantidad', { exact: true }).inputValue())
  await page.getByRole('button', { name: 'Añadir al carrito', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Sin conexión: el producto se añadirá al carrito' }),
  ).toBeVisible()
  await expect(notices).toContainText('1 producto espera la conexión para añadirse al carrito')
  expect(cartAdds).toEqual([])

  await context.setOffline(false)
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Conexión recuperada: se añadió al carrito 1 producto pendiente.' }),
  ).toBeVisible()
  // the reads the offline page could not make failed at the network, and nothing else; judged once the link is
  // back: a failure's console message may arrive after the moment the link returns (1 run in 4 of session 20)
  expect(consoleErrors.every((text) => /ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(text))).toBe(
    true,
  )
  consoleErrors.splice(0)
  await expect(page.getByText('1 producto espera la conexión')).toHaveCount(0)
  expect(cartAdds).toHaveLength(1)
  expect(cartAdds[0]).toMatch(/^[A-Za-z0-9-]{16,64}$/)
  expect((await cartQuantity(page, 5)) - before).toBe(quantity)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByText('Sin conexión: se muestra lo último que consultó')).toHaveCount(0)
  expect(cartAdds).toHaveLength(1)
})

test('a price seen from the cache that the server has changed since: the checkout uses the server’s and says so', async ({
  page,
}) => {
  await page.goto('/login')
  await fillLogin(page, 'comprador@example.com')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  // the first visit fetches the product, and the worker keeps the answer
  await page.goto('/goods/detail?productId=6')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).not.toBeEmpty()
  const name = (await heading.textContent()) ?? ''
  // the supplier raises the price meanwhile (the control panel's call)
  const raised = await page.evaluate(async (origin) => {
    const response = await fetch(`${origin}/v3/mock/front/goods/price`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: 6, price: 987.65 }),
    })
    return ((await response.json()) as { state: number }).state
  }, API_ORIGIN)
  expect(raised).toBe(200)
  // the next visit is answered from the cache at once: the old price, with its time
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByText(/Precios al \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible()
  // bought at once (this API's cart is shared with the other tests of the project)
  await page.getByRole('button', { name: 'Comprar ahora', exact: true }).click()
  await expect(page).toHaveURL(/\/buy\/confirm\?productId=6/)
  const stale = page.getByRole('region', { name: /desde que lo vio en una página guardada/ })
  await expect(stale).toContainText(`${name}`)
  await expect(stale).toContainText('ahora US$ 987,65; lo vio a US$ ')
  await expectAccessible(page)
  await checkLayout(page).then((violations) => expect(violations).toEqual([]))
})

// A full storage quota (issue 26, bad input): "the cache evicts, and the app keeps working". The origin may keep
// no more than it already holds (Chromium's quota, overridden through the DevTools protocol), so every cache write
// of the service worker fails and Workbox empties its runtime caches (purgeOnQuotaError); localStorage is filled
// until it refuses even one character, so the offline cart queue cannot be written either and lives in the page.
test('a full storage: the caches give way, and browsing and a cart change made offline still work', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/login')
  await fillLogin(page, 'comprador@example.com')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.goto('/goods/list?keyword=galletas')
  await expect(page.getByRole('article').first()).toBeVisible()
  const runtimeEntries = () =>
    page.evaluate(async () => {
      let entries = 0
      for (const name of await caches.keys())
        if (!name.startsWith('workbox-precache')) entries += (await (await caches.open(name)).keys()).length
      return entries
    })
  await expect.poll(runtimeEntries).toBeGreaterThan(0)

  const cdp = await context.newCDPSession(page)
  const { usage } = await page.evaluate(() => navigator.storage.estimate())
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(page.url()).origin,
    quotaSize: Math.ceil(usage ?? 0),
  })

  // the worker's writes fail: it empties its runtime caches, and every page still comes from the network
  await page.goto('/goods/detail?productId=7')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).not.toBeEmpty()
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].some((img) => img.src.includes('/mock-images/') && img.naturalWidth > 0),
      ),
    )
    .toBe(true)
  await expect.poll(runtimeEntries).toBe(0)
  await page.goto('/goods/list?keyword=galletas')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.goto('/goods/detail?productId=7')
  await expect(heading).not.toBeEmpty()
  const before = await cartQuantity(page, 7)

  // filled to the last character just before the change: a key the app removed while browsing would leave room
  const filled = await page.evaluate(() => {
    let count = 0
    for (const size of [1 << 20, 1 << 14, 1 << 8, 1 << 4, 1])
      try {
        for (;;) localStorage.setItem(`relleno-${(count += 1)}`, 'x'.repeat(size))
      } catch {
        // this size no longer fits: try a smaller one
      }
    return count
  })
  expect(filled).toBeGreaterThan(3)

  // a cart change made offline waits in the page, and goes once when the link returns
  const cartAdds: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${API_ORIGIN}/v3/business/front/cart/add`)
      cartAdds.push(request.headers()['idempotency-key'] ?? '')
  })
  await context.setOffline(true)
  const quantity = Number(await page.getByLabel('Cantidad', { exact: true }).inputValue())
  await page.getByRole('button', { name: 'Añadir al carrito', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Sin conexión: el producto se añadirá al carrito' }),
  ).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('cartOutbox'))).toBeNull()
  await context.setOffline(false)
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Conexión recuperada: se añadió al carrito 1 producto pendiente.' }),
  ).toBeVisible()
  expect(cartAdds).toHaveLength(1)
  expect((await cartQuantity(page, 7)) - before).toBe(quantity)
  // nothing but the reads made while offline failed
  expect(consoleErrors.every((text) => /ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(text))).toBe(
    true,
  )
})

// Production builds differ from the mock builds the other specs run (no defaultMessage, no mock): the checkout's
// module read a defaultMessage when it loaded and its screen could not open in production (session 20). Every
// chunk of the build is evaluated here, so a module that throws on load in production fails this test.
test('every chunk of the production build loads without throwing', async ({ page }) => {
  const { readdirSync } = await import('node:fs')
  const chunks = readdirSync(new URL('../../dist/assets', import.meta.url)).filter((name) =>
    name.endsWith('.js'),
  )
  expect(chunks.length).toBeGreaterThan(50)
  await page.goto('/index')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const failed = await page.evaluate(async (names) => {
    const failures: string[] = []
    for (const name of names)
      await import(/* @vite-ignore */ `/assets/${name}`).catch((error: unknown) =>
        failures.push(`${name}: ${String(error)}`),
      )
    return failures
  }, chunks)
  expect(failed).toEqual([])
})

/** The member's quantity of a product in the cart, read from the API as the page's own session. */
async function cartQuantity(page: Page, productId: number): Promise<number> {
  return page.evaluate(
    async ({ origin, productId }) => {
      const response = await fetch(`${origin}/v3/business/front/cart/cartList`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
      })
      const { data } = (await response.json()) as {
        data: { storeCartGroupList?: { storeGoodsList: { productId: number; buyNum: number }[] }[] }
      }
      const lines = (data.storeCartGroupList ?? []).flatMap((group) => group.storeGoodsList)
      return lines.find((line) => line.productId === productId)?.buyNum ?? 0
    },
    { origin: API_ORIGIN, productId },
  )
}
