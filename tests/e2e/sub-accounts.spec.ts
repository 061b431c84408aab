// Sub-accounts and the spending approval in Chromium (issue 27 items 1 and 2; SPEC.md §6, §8). The mock lives in
// the page's service worker, so "calling the API directly" is a fetch from the page with the member's bearer.
// The main account works on the screens: it creates a sub-account on /member/createSub, sets limits and rights,
// disables one and decides the approvals on /member/subAccount, and reads the rights on /member/permission.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { expect, expectAccessible, fillLogin, loginThroughPage, test } from './fixtures'
import { checkLayout } from './layout-settled'
import { memberApi, placeOrder } from './member-api'

const [A] = sellableGoods(buildSeedData())
const MAIN = 'comprador@example.com'
const SUB = 'subcuenta@example.com'
const NO_PAY = 'subcuenta.sinpago@example.com'
const ADDRESS = {
  memberName: 'Lisandra Pérez',
  telMobile: '13800138000',
  country: 'Cuba',
  province: 'La Habana',
  city: 'Plaza',
  detailAddress: 'Calle 23 n.º 456 entre L y M',
  isDefault: 1,
}
const CARD = {
  cardNumber: '4111111111111111',
  cardHolder: 'Lisandra Pérez',
  cardExpiry: '12/35',
  cardCvv: '123',
}

async function switchTo(page: Page, email: string) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await loginThroughPage(page, email)
}

async function orderAsSub(page: Page) {
  const added = await memberApi(page, '/v3/member/front/memberAddress/add', ADDRESS, { form: true })
  expect(added.state, added.msg).toBe(200)
  return placeOrder(page, A!.product.productId, A!.goods.minBuyNum)
}

const payByCard = (page: Page, paySn: string) =>
  memberApi(
    page,
    '/v3/business/front/orderPay/doPay',
    { paySn, payMethod: 'card', ...CARD },
    {
      idempotencyKey: crypto.randomUUID(),
    },
  )

/** Axe and the layout check on the screen shown (the mock's own control-panel toggle is not the app's). */
async function checkScreen(page: Page) {
  await expectAccessible(page)
  expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
}

const subRow = (page: Page, text: string) =>
  page
    .getByRole('table', { name: 'Subcuentas, sus permisos y su límite de gasto' })
    .getByRole('row')
    .filter({ hasText: text })
const approvalRow = (page: Page, orderSn: string) =>
  page
    .getByRole('table', { name: 'Pedidos de las subcuentas por encima de su límite de gasto' })
    .getByRole('row')
    .filter({ hasText: orderSn })

test('a sub-account orders above its limit, the main account approves one order and rejects another on /member/subAccount, then the sub-account pays the approved one', async ({
  page,
}) => {
  await loginThroughPage(page, MAIN)
  await page.goto('/member/subAccount')
  // the limit set on the screen, in its dialog
  await subRow(page, SUB).getByRole('button', { name: 'Permisos y límite de compras_caribe01' }).click()
  const rights = page.getByRole('dialog', { name: 'Permisos y límite de compras_caribe01' })
  await rights.getByLabel('Límite de gasto (USD)').fill('1')
  for (const right of ['Ver el catálogo', 'Ver precios', 'Hacer pedidos', 'Pagar', 'Gestionar direcciones'])
    await rights.getByRole('checkbox', { name: right }).check()
  await rights.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Permisos y límite guardados.' })).toBeVisible()
  await expect(subRow(page, SUB)).toContainText('US$ 1,00')

  await switchTo(page, SUB)
  const placed = await orderAsSub(page)
  const refused = await orderAsSub(page)
  await page.goto(`/buy/pay?paySn=${placed.paySn}&payFrom=1`)
  await expect(page.getByTestId('approval-notice')).toContainText('Pendiente de aprobación')
  await checkScreen(page)
  expect(await payByCard(page, placed.paySn)).toMatchObject({
    state: 255,
    msg: 'Este pedido espera la aprobación de la cuenta principal.',
  })

  await switchTo(page, MAIN)
  await page.goto('/member/subAccount')
  const orderSn = placed.orderSnList[0]!
  const refusedSn = refused.orderSnList[0]!
  await expect(approvalRow(page, orderSn)).toContainText('Pendiente de aprobación')
  await expect(subRow(page, SUB)).toContainText('2 pedidos por aprobar')
  // what was ordered, before deciding
  await approvalRow(page, orderSn).getByText('Ver 1 producto').click()
  await expect(approvalRow(page, orderSn).getByRole('listitem')).toContainText(' × US$')
  await checkScreen(page)
  await approvalRow(page, orderSn)
    .getByRole('button', { name: `Aprobar ${orderSn}` })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Pedido aprobado' })).toBeVisible()
  await expect(approvalRow(page, orderSn)).toHaveCount(0)
  // the sub-account's count follows the decision without a reload
  await expect(subRow(page, SUB)).toContainText('1 pedido por aprobar')

  // a rejection needs its reason; the empty one is refused by the form
  await approvalRow(page, refusedSn)
    .getByRole('button', { name: `Rechazar ${refusedSn}` })
    .click()
  const reject = page.getByRole('dialog', { name: `Rechazar el pedido ${refusedSn}` })
  await reject.getByRole('button', { name: 'Guardar' }).click()
  await expect(reject.getByText('Indique el motivo del rechazo')).toBeVisible()
  await checkScreen(page)
  await reject.getByLabel('Motivo del rechazo').fill('Supera el presupuesto del mes')
  await reject.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Pedido rechazado.' })).toBeVisible()
  await expect(page.getByText('No hay pedidos de subcuentas esperando su aprobación.')).toBeVisible()

  await switchTo(page, SUB)
  await page.goto(`/buy/pay?paySn=${placed.paySn}&payFrom=1`)
  await expect(page.getByTestId('approval-notice')).toContainText('Aprobado')
  const paid = await payByCard(page, placed.paySn)
  expect(paid.state, paid.msg).toBe(200)
  await page.goto(`/buy/pay?paySn=${refused.paySn}&payFrom=1`)
  await expect(page.getByTestId('approval-notice')).toContainText('Supera el presupuesto del mes')
})

test('the main account creates a sub-account on /member/createSub, keeps what it typed through refusals, sets its limit and disables it', async ({
  page,
}) => {
  await loginThroughPage(page, MAIN)
  await page.goto('/member/subAccount')
  await expect(subRow(page, SUB)).toBeVisible()
  await checkScreen(page)
  await page.getByRole('link', { name: 'Crear subcuenta' }).first().click()
  await expect(page).toHaveURL(/\/member\/createSub$/)
  const email = page.getByLabel('Correo electrónico')
  const name = page.getByLabel('Nombre de usuario')
  const password = page.getByLabel('Contraseña')
  const limit = page.getByLabel('Límite de gasto (USD)')
  const create = page.getByRole('button', { name: 'Crear subcuenta' })
  // an email already registered: the server refuses, and everything typed stays
  await email.fill(SUB)
  await name.fill('almacen_norte04')
  await password.fill('Nueva#2026x')
  await limit.fill('-1')
  await create.click()
  await expect(page.getByText('El límite de gasto debe ser mayor que 0.')).toBeVisible()
  await limit.fill('abc')
  await create.click()
  await expect(page.getByText('El límite de gasto debe ser un importe en USD.')).toBeVisible()
  await limit.fill('250')
  await page.getByRole('checkbox', { name: 'Hacer pedidos' }).check()
  await create.click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(email).toHaveValue(SUB)
  await expect(name).toHaveValue('almacen_norte04')
  await expect(limit).toHaveValue('250')
  await expect(page.getByRole('checkbox', { name: 'Hacer pedidos' })).toBeChecked()
  await checkScreen(page)

  await email.fill('almacen.norte@example.com')
  await create.click()
  await expect(page.getByText('Subcuenta almacen.norte@example.com creada.')).toBeVisible()
  await checkScreen(page)
  await page.getByRole('link', { name: 'Volver a las subcuentas' }).first().click()
  const row = subRow(page, 'almacen.norte@example.com')
  await expect(row).toContainText('US$ 250,00')
  await expect(row).toContainText('Hacer pedidos')

  await row.getByRole('button', { name: 'Permisos y límite de almacen_norte04' }).click()
  const rights = page.getByRole('dialog', { name: 'Permisos y límite de almacen_norte04' })
  await rights.getByLabel('Límite de gasto (USD)').fill('abc')
  await rights.getByRole('button', { name: 'Guardar' }).click()
  await expect(rights.getByText('El límite de gasto debe ser un importe en USD.')).toBeVisible()
  await rights.getByLabel('Límite de gasto (USD)').fill('1500.5')
  await rights.getByRole('button', { name: 'Guardar' }).click()
  await expect(row).toContainText('US$ 1.500,50')

  await row.getByRole('button', { name: 'Desactivar almacen_norte04' }).click()
  const confirm = page.getByRole('alertdialog', { name: '¿Desactivar la subcuenta almacen_norte04?' })
  await checkScreen(page)
  await confirm.getByRole('button', { name: 'Desactivar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Subcuenta desactivada.' })).toBeVisible()
  await expect(row).toContainText('Desactivada')
  await expect(row.getByRole('button', { name: 'Activar almacen_norte04' })).toBeVisible()

  // /member/permission reads the same rights
  await page.goto('/member/permission')
  await expect(page.getByRole('heading', { name: 'Subcuentas y sus permisos' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'almacen.norte@example.com' })).toContainText(
    'Desactivada',
  )
  await expect(page.getByRole('heading', { name: 'Diseñadores autorizados' })).toBeVisible()
  await checkScreen(page)

  // the disabled sub-account cannot log in, and is told why
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await page.goto('/login')
  await fillLogin(page, 'almacen.norte@example.com', 'Nueva#2026x')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByText('Esta subcuenta está desactivada.')).toBeVisible()
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('almacen.norte@example.com')
})

test('a sub-account without the pay right is refused by the mock when it calls doPay directly', async ({
  page,
}) => {
  await loginThroughPage(page, NO_PAY)
  const placed = await orderAsSub(page)
  expect(await payByCard(page, placed.paySn)).toMatchObject({
    state: 255,
    msg: 'Su subcuenta no tiene permiso para pagar.',
  })
  // nor can it create a sub-account
  const created = await memberApi(page, '/v3/member/front/subAccount/add', {
    email: 'otra@example.com',
    memberName: 'otra_subcuenta1',
    password: 'Nueva#2026x',
    spendingLimit: 10,
    permissions: [],
  })
  expect(created).toMatchObject({ state: 255, msg: 'Una subcuenta no puede gestionar subcuentas' })
  // and the screens of the main account are neither offered nor opened (the guard and the menu, §6)
  await page.goto('/member/createSub')
  await expect(page).toHaveURL(/\/member\/index$/)
  const menu = page.getByRole('navigation', { name: 'Menú del centro de miembros' })
  await expect(menu.getByRole('link', { name: 'Mensajes', exact: true })).toBeVisible()
  for (const name of ['Subcuentas', 'Crear subcuenta', 'Permisos'])
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0)
})

test('a personal member cannot open /member/subAccount nor call its API', async ({ page }) => {
  await loginThroughPage(page, 'personal@example.com')
  await page.goto('/member/subAccount')
  await expect(page).toHaveURL(/\/member\/index$/)
  const answer = await memberApi(page, '/v3/member/front/subAccount/list')
  expect(answer).toMatchObject({ state: 255, msg: 'Solo las empresas pueden usar esta función' })
  await expectAccessible(page)
})
