// Sub-accounts and the spending approval in Chromium (issue 27 items 1 and 2; SPEC.md §6, §8). The mock lives in
// the page's service worker, so "calling the API directly" is a fetch from the page with the member's bearer.
// Not here yet: the /member/subAccount, /member/createSub and /member/permission screens (still placeholders),
// so the main account approves through the API (approval/decide) rather than through a screen.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { expect, expectAccessible, loginThroughPage, test } from './fixtures'
import { layoutCheck } from './layout-check'
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

async function subIdOf(page: Page, email: string): Promise<number> {
  const list = await memberApi<{ list: { subMemberId: number; email: string }[] }>(
    page,
    '/v3/member/front/subAccount/list?current=1&pageSize=10',
  )
  return list.data.list.find((s) => s.email === email)!.subMemberId
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

test('a sub-account orders above its limit, the main account approves, then the sub-account pays', async ({
  page,
}) => {
  await loginThroughPage(page, MAIN)
  const subId = await subIdOf(page, SUB)
  const edited = await memberApi(page, '/v3/member/front/subAccount/edit', {
    subMemberId: subId,
    spendingLimit: 1,
    permissions: ['browse', 'prices', 'order', 'pay', 'addresses'],
  })
  expect(edited.state, edited.msg).toBe(200)

  await switchTo(page, SUB)
  const placed = await orderAsSub(page)
  await page.goto(`/buy/pay?paySn=${placed.paySn}&payFrom=1`)
  await expect(page.getByTestId('approval-notice')).toContainText('Pendiente de aprobación')
  await expectAccessible(page)
  // the mock's own control-panel toggle is not the app's (as in layout.spec)
  expect(await page.evaluate(layoutCheck, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
  expect(await payByCard(page, placed.paySn)).toMatchObject({
    state: 255,
    msg: 'Este pedido espera la aprobación de la cuenta principal.',
  })

  await switchTo(page, MAIN)
  const pending = await memberApi<{ list: { orderSn: string }[] }>(
    page,
    '/v3/member/front/subAccount/approvals',
  )
  const orderSn = placed.orderSnList[0]!
  expect(pending.data.list.map((a) => a.orderSn)).toContain(orderSn)
  const approved = await memberApi(page, '/v3/member/front/subAccount/approval/decide', {
    orderSn,
    decision: 'approve',
  })
  expect(approved.state, approved.msg).toBe(200)

  await switchTo(page, SUB)
  await page.goto(`/buy/pay?paySn=${placed.paySn}&payFrom=1`)
  await expect(page.getByTestId('approval-notice')).toContainText('Aprobado')
  const paid = await payByCard(page, placed.paySn)
  expect(paid.state, paid.msg).toBe(200)
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
})

test('a personal member cannot open /member/subAccount nor call its API', async ({ page }) => {
  await loginThroughPage(page, 'personal@example.com')
  await page.goto('/member/subAccount')
  await expect(page).toHaveURL(/\/member\/index$/)
  const answer = await memberApi(page, '/v3/member/front/subAccount/list')
  expect(answer).toMatchObject({ state: 255, msg: 'Solo las empresas pueden usar esta función' })
  await expectAccessible(page)
})
