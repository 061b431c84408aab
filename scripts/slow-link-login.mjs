#!/usr/bin/env node
// A trial, not a test (issue 26 item 2): the login page of the production build against the HTTP mock API over
// an emulated Cuban link (CDP Network.emulateNetworkConditions, 400 kbit/s down, 200 kbit/s up, 300 ms). The
// mock's network fault loses the captcha twice: "Reintentando…", then the image, with the typed email and
// password kept; then four times: the retries (1 s, 2 s, 4 s) stop and "Reintentar" logs in. Screenshots at
// 1280 and 1920 px go to SHOTS (default test-results/slow-login).
//
//   npm run mock:api -- --port 4195 &
//   VITE_API_BASE_URL=http://localhost:4195 VITE_IMAGE_ORIGINS=http://localhost:4195 npm run build
//   npx vite preview --port 4185 & node scripts/slow-link-login.mjs
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const APP = process.env.APP_ORIGIN ?? 'http://localhost:4185'
const API = process.env.API_ORIGIN ?? 'http://localhost:4195'
const SHOTS = process.env.SHOTS ?? 'test-results/slow-login'
mkdirSync(SHOTS, { recursive: true })
const fault = (times) =>
  fetch(`${API}/v3/mock/front/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pathPrefix: '/v3/captcha/', kind: 'network', times }),
  })
const clear = () => fetch(`${API}/v3/mock/front/faults/clear`, { method: 'POST' })
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu'],
})
for (const width of [1280, 1920]) {
  const page = await browser.newPage({
    viewport: { width, height: width === 1280 ? 800 : 1080 },
    locale: 'es-ES',
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 50000,
    uploadThroughput: 25000,
  })
  const captchaCalls = []
  const t0 = Date.now()
  page.on('request', (r) => {
    if (r.url().includes('/v3/captcha/') && r.method() === 'GET')
      captchaCalls.push(((Date.now() - t0) / 1000).toFixed(1))
  })
  // 1. two lost loads: "Reintentando…", then the image; typed email and password stay
  await clear()
  await fault(2)
  await page.goto(`${APP}/login`)
  await page.getByLabel('Correo electrónico').fill('comprador@example.com', { timeout: 60000 })
  await page.getByLabel('Contraseña', { exact: true }).fill('Prueba#2026')
  await page.getByText('No se pudo cargar la imagen. Reintentando…').waitFor({ timeout: 60000 })
  await page.screenshot({ path: `${SHOTS}/login-retrying-${width}.png` })
  await page.getByRole('img', { name: 'Imagen con el código de verificación' }).waitFor({ timeout: 60000 })
  const kept = [
    await page.getByLabel('Correo electrónico').inputValue(),
    await page.getByLabel('Contraseña', { exact: true }).inputValue(),
  ]
  await page.getByLabel('Código de verificación').fill('0000')
  await page.screenshot({ path: `${SHOTS}/login-recovered-${width}.png` })
  console.log(
    width,
    'recovered; captcha requests at s:',
    captchaCalls.join(', '),
    '; kept:',
    kept.join(' / '),
  )
  // 2. four lost loads: the retries stop and "Reintentar" is offered
  captchaCalls.length = 0
  await clear()
  await fault(4)
  await page.getByRole('button', { name: 'Cambiar imagen' }).click()
  await page.getByRole('button', { name: 'Reintentar' }).waitFor({ timeout: 90000 })
  await page.screenshot({ path: `${SHOTS}/login-failed-${width}.png` })
  console.log(
    width,
    'gave up after requests at s:',
    captchaCalls.join(', '),
    '; email still',
    await page.getByLabel('Correo electrónico').inputValue(),
  )
  await clear()
  await page.getByRole('button', { name: 'Reintentar' }).click()
  await page.getByRole('img', { name: 'Imagen con el código de verificación' }).waitFor({ timeout: 60000 })
  await page.getByLabel('Código de verificación').fill('0000')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 90000 })
  console.log(width, 'logged in after "Reintentar" at', ((Date.now() - t0) / 1000).toFixed(1), 's')
  await page.close()
}
await browser.close()
