// Two more rules the mock enforced alone, now also on the page (issue 16 item 9; SPEC.md §5, §8), as
// comprador@example.com in Chromium with axe: the final payment of a reservation order only from the account
// that paid the deposit (the payment page offers no method to another account and names the deposit's payer;
// the mock refuses the same payment in the same words), and no mixing of in-stock and reserved goods in a
// quick-order link (refused before anything is sent; what was typed stays).
import { buildSeedData } from '../../mocks/seed'
import { memberApi } from './member-api'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const SAME_PAYER = 'El saldo final debe pagarse desde la misma cuenta que pagó el depósito.'
const MIXED = 'No se pueden mezclar productos en stock y de reserva en un mismo enlace.'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

interface OrderRow {
  orderSn: string
  reserveState: string | null
  finalPaySn: string | null
}

interface PayInfo {
  depositPayer: { memberName: string; email: string } | null
}

test('a final payment whose deposit a friend paid offers no method to the buyer and names the payer', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const list = await memberApi<{ list: OrderRow[] }>(
    page,
    '/v3/business/front/orderInfo/list?current=1&pageSize=50',
  )
  const waiting = list.data.list.filter((row) => row.reserveState === 'waitingFinalPayment')
  // the seeded history has one paid by comprador itself and one whose deposit personal@example.com paid
  const payers = new Map<string, PayInfo['depositPayer']>()
  for (const row of waiting) {
    const info = await memberApi<PayInfo>(page, `/v3/business/front/orderPay/payInfo?paySn=${row.finalPaySn}`)
    payers.set(row.finalPaySn!, info.data.depositPayer)
  }
  // another member's e-mail is masked (p***@example.com)
  const friendPaid = [...payers].find(([, payer]) => payer && payer.email !== 'comprador@example.com')
  const ownPaid = [...payers].find(([, payer]) => payer?.email === 'comprador@example.com')
  expect(friendPaid).toBeDefined()
  expect(friendPaid![1]!.email).toMatch(/^p\*+@example\.com$/)
  expect(ownPaid).toBeDefined()

  await page.goto(`/buy/pay?paySn=${friendPaid![0]}&payFrom=2`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pago del pedido' })).toBeVisible()
  await expect(
    page.getByText(
      `El saldo final solo puede pagarse desde la cuenta que pagó el depósito: ${friendPaid![1]!.memberName} (${friendPaid![1]!.email}).`,
    ),
  ).toBeVisible()
  const methods = page.getByRole('radio')
  await expect(methods.first()).toBeVisible()
  for (const method of await methods.all()) {
    await expect(method).toBeDisabled()
    await expect(method).toHaveAccessibleDescription(SAME_PAYER)
  }
  // the friend can be asked to pay it
  await expect(page.getByRole('link', { name: 'Pago por un tercero' })).toBeVisible()
  await expectAccessible(page)

  // the mock refuses the same payment in the same words, whatever the page offers
  const refused = await memberApi(
    page,
    '/v3/business/front/orderPay/doPay',
    { paySn: friendPaid![0], payMethod: 'balance', payPwd: '20262026' },
    { idempotencyKey: crypto.randomUUID() },
  )
  expect(refused).toMatchObject({ state: 255, msg: SAME_PAYER })

  // the buyer who paid the deposit pays the final payment itself: no "Pago por un tercero"
  await page.goto(`/buy/pay?paySn=${ownPaid![0]}&payFrom=2`)
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  await expect(page.getByRole('link', { name: 'Pago por un tercero' })).toHaveCount(0)
  await expectAccessible(page)
})

const seed = buildSeedData()
const openStores = new Set(seed.stores.filter((store) => store.isOpen).map((store) => store.storeId))
const skuOf = (stockType: 'inStock' | 'reserved') =>
  seed.products
    .map((product) => ({ product, goods: seed.goods.find((goods) => goods.goodsId === product.goodsId)! }))
    .find(
      ({ product, goods }) =>
        openStores.has(goods.storeId) &&
        goods.state === 1 &&
        goods.stockType === stockType &&
        goods.purchaseLimit === 0 &&
        product.stock >= goods.minBuyNum,
    )!

test('a quick-order link with in-stock and reserved goods is refused before it is sent, and nothing typed is lost', async ({
  page,
}) => {
  const inStock = skuOf('inStock')
  const reserved = skuOf('reserved')
  const links: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/quickOrder/link')) links.push(request.method())
  })
  await loginAs(page, 'comprador@example.com', '/prototype/quickOrder')
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido rápido' })).toBeVisible()
  await page
    .getByLabel('Pegar filas')
    .fill(
      [
        `${inStock.product.productCode}\t${inStock.goods.minBuyNum}`,
        `${reserved.product.productCode}\t${reserved.goods.minBuyNum}`,
      ].join('\n'),
    )
  await page.getByRole('button', { name: 'Importar' }).click()
  await page.getByRole('button', { name: 'Comprobar códigos' }).click()
  await expect(page.getByText(reserved.goods.goodsName)).toBeVisible()
  await page.getByRole('button', { name: 'Crear enlace de pedido rápido' }).click()
  await expect(page.getByText(MIXED)).toBeVisible()
  expect(links).toEqual([])
  await expect(page.getByLabel('Código del producto, fila 1')).toHaveValue(inStock.product.productCode)
  await expect(page.getByLabel('Código del producto, fila 2')).toHaveValue(reserved.product.productCode)
  await expect(page.getByLabel('Dirección del enlace')).toHaveCount(0)
  await expectAccessible(page)

  // the mock refuses the same link in the same words
  const refused = await memberApi(page, '/v3/business/front/quickOrder/link', {
    lines: [
      { productCode: inStock.product.productCode, number: inStock.goods.minBuyNum },
      { productCode: reserved.product.productCode, number: reserved.goods.minBuyNum },
    ],
  })
  expect(refused).toMatchObject({ state: 255, msg: MIXED })

  // without the reserved row the link is made
  await page.getByRole('button', { name: 'Eliminar fila 2' }).click()
  await page.getByRole('button', { name: 'Crear enlace de pedido rápido' }).click()
  await expect(page.getByLabel('Dirección del enlace')).toHaveValue(/\/prototype\/quickOrder\?link=qo-\d+-/)
  await expectAccessible(page)
})
