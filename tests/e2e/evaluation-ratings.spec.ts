// Store ratings and product scores of an evaluation (issue 16 item 8; REFERENCE.md §4 Review, §6 reviews and the
// store's 3 scores; SPEC.md §5 at most 5 review images) in Chromium with axe, as comprador@example.com on the
// seeded order pending review: the three store ratings (one set with the keyboard), the first product rated 4
// with a text → "Mis valoraciones" shows them, the product's reviews show the score, the store's averages move.
// Bad input is refused in Spanish and nothing typed is lost: a score of 0 or 6 sent raw to the mock, a 6th
// photo of a product, a PDF renamed .jpg.
import type { Page } from '@playwright/test'
import { cartLineName } from '../fixtures/cart-line-name'
import { TINY_PNG as PNG } from './files'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { memberApi } from './member-api'

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })
/** A PDF named like a photo and declared as one: only its content tells. */
const pdfAsJpg = () => ({
  name: 'factura.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
})

interface Line {
  orderProductId: number
  productId: number
  goodsId: number
  goodsName: string
  specValues: string
}
interface Order {
  orderSn: string
  orderType: number
  storeId: number
  productList: Line[]
}
interface Scores {
  description: number
  service: number
  delivery: number
}

async function orderPendingReview(page: Page): Promise<Order> {
  const answer = await memberApi<{ list: Order[] }>(
    page,
    '/v3/business/front/orderInfo/list?orderState=40&pageSize=50',
  )
  const order = answer.data.list.find((o) => o.orderType === 1)
  expect(order, 'comprador has a seeded order pending review').toBeTruthy()
  return order!
}

const storeScores = async (page: Page, storeId: number) =>
  (await memberApi<{ score: Scores }>(page, `/v3/seller/front/store/detail?storeId=${storeId}`)).data.score

const reviewsOf = async (page: Page, goodsId: number) =>
  (
    await memberApi<{ pagination: { total: number }; summary: { avgScore: number } }>(
      page,
      `/v3/goods/front/goods/comment?goodsId=${goodsId}&current=1&pageSize=10`,
    )
  ).data

test('rates the store and a product with 4 stars and a text; the list, the product reviews and the store averages show it', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'comprador@example.com', '/member/order/evaluation')
  await expect(page.getByRole('heading', { level: 1, name: 'Valoraciones' })).toBeVisible()
  const order = await orderPendingReview(page)
  const line = order.productList[0]!
  const goods = line.goodsName
  // the form names the line by its goods and the SKU's spec values
  const name = cartLineName(goods, line.specValues)
  const storeBefore = await storeScores(page, order.storeId)
  const reviewsBefore = await reviewsOf(page, line.goodsId)

  await page.goto(`/member/order/evaluate?orderSn=${order.orderSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Valorar pedido' })).toBeVisible()
  const description = page.getByRole('radiogroup', { name: 'Descripción del producto' })
  const service = page.getByRole('radiogroup', { name: 'Atención del proveedor' })
  const delivery = page.getByRole('radiogroup', { name: 'Velocidad de entrega' })
  const productRating = page.getByRole('radiogroup', { name: `Puntuación de ${name}` })
  // every rating starts at 5 (REFERENCE.md §4 Review)
  for (const group of [description, service, delivery, productRating])
    await expect(group.getByRole('radio', { name: '5 estrellas' })).toBeChecked()
  await expectAccessible(page)

  // keyboard: from the checked 5th star, three steps left is 2
  await description.getByRole('radio', { name: '5 estrellas' }).focus()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft')
  await expect(description.getByRole('radio', { name: '2 estrellas' })).toBeChecked()
  await service.getByRole('radio', { name: '1 estrella', exact: true }).check()
  await delivery.getByRole('radio', { name: '1 estrella', exact: true }).check()
  await productRating.getByRole('radio', { name: '4 estrellas' }).check()
  const productText = page.getByRole('textbox', { name: `Comentario sobre ${name}` })
  await productText.fill('Dos marcos llegaron rayados; la potencia es la anunciada.')
  const overall = page.getByRole('radiogroup', { name: 'Puntuación', exact: true })
  await overall.getByRole('radio', { name: '4 estrellas' }).check()
  await page.getByRole('textbox', { name: 'Comentario', exact: true }).fill('Proveedor serio.')

  // a 6th photo of the product is refused next to it; a PDF renamed .jpg is refused by its content
  const productPhotos = page.getByLabel(`Fotos de ${name} (opcional)`)
  await productPhotos.setInputFiles([1, 2, 3, 4, 5, 6].map((n) => photo(`panel-${n}.png`)))
  await expect(page.getByText('Como máximo 5 imágenes.')).toBeVisible()
  await expect(page.getByRole('img', { name: /^Imagen \d: panel-\d\.png$/ })).toHaveCount(5)
  for (const n of [5, 4, 3, 2]) await page.getByRole('button', { name: `Quitar imagen ${n}` }).click()
  await expect(page.getByRole('img', { name: /^Imagen \d: panel-\d\.png$/ })).toHaveCount(1)
  await productPhotos.setInputFiles(pdfAsJpg())
  await expect(page.getByText('Formato de archivo incorrecto')).toBeVisible()
  await expect(page.getByRole('img', { name: /factura/ })).toHaveCount(0)
  await expectAccessible(page)

  // a score out of 1–5 sent raw to the mock: its Spanish message, nothing kept
  for (const score of [0, 6]) {
    const raw = await memberApi(page, '/v3/business/front/orderComment/addOrderComment', {
      orderSn: order.orderSn,
      score: 5,
      storeScores: { description: 5, service: 5, delivery: 5 },
      productScores: [{ orderProductId: line.orderProductId, score }],
    })
    expect(raw).toMatchObject({ state: 255, msg: 'Seleccione de 1 a 5 estrellas.' })
  }
  // nothing typed was lost
  await expect(description.getByRole('radio', { name: '2 estrellas' })).toBeChecked()
  await expect(productRating.getByRole('radio', { name: '4 estrellas' })).toBeChecked()
  await expect(productText).toHaveValue('Dos marcos llegaron rayados; la potencia es la anunciada.')

  await page.getByRole('button', { name: 'Publicar valoración' }).click()
  await expect(page).toHaveURL('/member/order/evaluation?tab=mine')
  const card = page.getByRole('article', { name: `Pedido ${order.orderSn}` })
  await expect(card.getByRole('img', { name: 'Descripción del producto: 2 de 5 estrellas' })).toBeVisible()
  await expect(card.getByRole('img', { name: 'Atención del proveedor: 1 de 5 estrellas' })).toBeVisible()
  await expect(card.getByRole('img', { name: 'Velocidad de entrega: 1 de 5 estrellas' })).toBeVisible()
  await expect(card.getByRole('img', { name: `Puntuación de ${goods}: 4 de 5 estrellas` })).toBeVisible()
  await expect(card.getByText('Dos marcos llegaron rayados; la potencia es la anunciada.')).toBeVisible()
  await expect(card.getByRole('img', { name: `Foto 1 de ${goods}` })).toBeVisible()
  await expectAccessible(page)

  // the product's reviews: the new review first with its 4 stars, counted in the average
  const reviewsAfter = await reviewsOf(page, line.goodsId)
  expect(reviewsAfter.pagination.total).toBe(reviewsBefore.pagination.total + 1)
  await page.goto(`/goods/detail?productId=${line.productId}`)
  await page.getByRole('tab', { name: /^Valoraciones/ }).click()
  const review = page
    .getByRole('list', { name: /valoraciones/i })
    .getByRole('article')
    .filter({ hasText: 'Dos marcos llegaron rayados' })
  await expect(review.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible()
  await expect(
    page.getByText(`Valoración media: ${reviewsAfter.summary.avgScore.toFixed(1)} de 5`),
  ).toBeVisible()

  // the store's three averages moved down with the low ratings, on the product page's store card
  const storeAfter = await storeScores(page, order.storeId)
  for (const key of ['description', 'service', 'delivery'] as const)
    expect(storeAfter[key]).toBeLessThan(storeBefore[key])
  await expect(
    page.getByText(
      `Descripción ${storeAfter.description.toFixed(1)} · Servicio ${storeAfter.service.toFixed(1)} · Entrega ${storeAfter.delivery.toFixed(1)}`,
    ),
  ).toBeVisible()
  await expectAccessible(page)
})
