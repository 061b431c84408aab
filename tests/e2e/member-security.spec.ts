// The member home and the profile and security pages in the browser (issue 11 item 3): comprador's figures
// and order counts, a changed login password (old refused, new accepted), a new pay password that pays an
// order, a reset pay password with the email code the mock shows, and avatars refused by size and content.
// A fresh mock database per test; axe on every page visited.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { memberApi, placeOrder } from './member-api'
import { oversizePng, pngFile } from './files'
import { expect, expectAccessible, fillLogin, loginAs, PASSWORD, test } from './fixtures'

const [A] = sellableGoods(buildSeedData())

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function payWith(page: Page, payPassword: string) {
  const placed = await placeOrder(page, A!.product.productId, A!.goods.minBuyNum)
  await page.goto(`/buy/pay?paySn=${placed.paySn}&payFrom=2`)
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  await page.getByLabel('Contraseña de pago').fill(payPassword)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
}

test('the member home shows comprador’s figures and order counts, also as badges on the order tabs', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/index')
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de miembros' })).toBeVisible()
  await expect(page.getByText('Empresa certificada')).toBeVisible()
  await expect(page.getByText('Aprobada')).toBeVisible()
  const money = page.getByRole('region', { name: 'Mis activos' })
  await expect(money.getByRole('link', { name: /Saldo prepago.*US\$\s?2\.000,00/ })).toHaveAttribute(
    'href',
    '/member/wallet',
  )
  await expect(money.getByRole('link', { name: /Mis puntos.*5\.?000/ })).toHaveAttribute(
    'href',
    '/member/myPoint',
  )
  await expect(money.getByRole('link', { name: /Mis cupones.*cup/ })).toHaveAttribute(
    'href',
    '/member/coupon',
  )
  await expect(money.getByRole('link', { name: /Crédito disponible.*10\.000,00/ })).toHaveAttribute(
    'href',
    '/member/credit/index',
  )
  const counts = await memberApi<{ total: number; counts: { orderState: number; count: number }[] }>(
    page,
    '/v3/business/front/orderInfo/stateCount',
  )
  const pending = counts.data.counts.find((c) => c.orderState === 10)!.count
  const orders = page.getByRole('region', { name: 'Mis pedidos' })
  await expect(
    orders.getByRole('link', {
      name: `Pendiente de pago ${pending} ${pending === 1 ? 'pedido' : 'pedidos'}`,
    }),
  ).toHaveAttribute('href', '/member/order/list?state=10')
  await expect(orders.getByRole('link', { name: `Ver todos (${counts.data.total})` })).toBeVisible()
  await expectAccessible(page)

  await orders.getByRole('link', { name: /^Pendiente de pago/ }).click()
  await expect(page).toHaveURL(/\/member\/order\/list\?state=10$/)
  const tabs = page.getByRole('navigation', { name: 'Estado del pedido' })
  await expect(tabs.getByText(`${pending} ${pending === 1 ? 'pedido' : 'pedidos'}`).first()).toBeAttached()
  await expectAccessible(page)
})

test('a changed login password: after logging out the old one is refused and the new one works', async ({
  page,
}) => {
  await loginAs(page, 'personal@example.com', '/member/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Seguridad de la cuenta' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Cambiar Contraseña de inicio de sesión' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cambiar la contraseña de inicio de sesión' }),
  ).toBeVisible()
  await field(page, 'Contraseña actual').fill('Equivocada#1')
  await field(page, 'Nueva contraseña').fill('Nueva clave#1')
  await field(page, 'Nueva contraseña').blur()
  await expect(page.getByText('La contraseña no puede contener espacios')).toBeVisible()
  await field(page, 'Nueva contraseña').fill('NuevaClave#2027')
  await field(page, 'Repita la nueva contraseña').fill('NuevaClave#2027')
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible()
  // nothing typed is lost
  await expect(field(page, 'Nueva contraseña')).toHaveValue('NuevaClave#2027')
  await expectAccessible(page)
  await field(page, 'Contraseña actual').fill(PASSWORD)
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Cambio guardado.')).toBeVisible()

  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await page.goto('/login')
  await fillLogin(page, 'personal@example.com', PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'El correo electrónico o la contraseña son incorrectos.' })
      .first(),
  ).toBeVisible()
  await fillLogin(page, 'personal@example.com', 'NuevaClave#2027')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
})

test('a new pay password pays an order, the old one no longer does', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/member/pwd/pay')
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar la contraseña de pago' })).toBeVisible()
  await field(page, 'Contraseña de pago actual').fill('20262026')
  await field(page, 'Nueva contraseña de pago').fill('1234567')
  await field(page, 'Repita la contraseña de pago').fill('1234567')
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('La contraseña de pago tiene al menos 8 dígitos')).toBeVisible()
  await field(page, 'Nueva contraseña de pago').fill('87654321')
  await field(page, 'Repita la contraseña de pago').fill('87654321')
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Cambio guardado.')).toBeVisible()
  await expectAccessible(page)

  await payWith(page, '20262026')
  await expect(page.getByText('La contraseña de pago no es correcta.')).toBeVisible()
  await page.getByLabel('Contraseña de pago').fill('87654321')
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
})

test('the pay password is reset with the email code the mock shows', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/member/pwd/reset')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Restablecer la contraseña de pago' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText(/Código enviado a c\*\*\*@example\.com/)).toBeVisible()
  // no mail leaves the browser: the code is in the mock's outbox (newest first)
  const outbox = await memberApi<{ to: string; code: string | null }[]>(page, '/v3/mock/front/outbox')
  const code = outbox.data.find((mail) => mail.to === 'comprador@example.com' && mail.code)!.code!
  await field(page, 'Código del correo').fill(code === '000000' ? '111111' : '000000')
  await field(page, 'Nueva contraseña de pago').fill('55556666')
  await field(page, 'Repita la contraseña de pago').fill('55556666')
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('El código de verificación es incorrecto.')).toBeVisible()
  await expectAccessible(page)
  await field(page, 'Código del correo').fill(code)
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Cambio guardado.')).toBeVisible()
  await payWith(page, '55556666')
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
})

test('the profile refuses a 5 MB avatar and a GIF renamed .png, and saves a real PNG', async ({ page }) => {
  await loginAs(page, 'personal@example.com', '/member/info')
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
  await expectAccessible(page)
  const picker = page.getByLabel('Elegir foto de perfil')
  await picker.setInputFiles(oversizePng('grande.png', 5 * 1024 * 1024))
  await expect(page.getByText('El archivo supera el tamaño máximo de 4 MB.')).toBeVisible()
  await picker.setInputFiles({ name: 'animada.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a…') })
  await expect(page.getByText('Formato de archivo incorrecto')).toBeVisible()
  await picker.setInputFiles(pngFile('yo.png'))
  await expect(page.getByRole('img', { name: 'Foto de perfil actual' })).toHaveAttribute(
    'src',
    /mock-uploads\/avatar/,
  )
  await page.getByLabel('Nombre y apellidos').fill('Ana Martínez')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Perfil guardado.')).toBeVisible()
  await expectAccessible(page)
})
