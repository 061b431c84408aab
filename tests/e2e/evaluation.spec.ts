// Evaluating an order (issue 6 item 6) in Chromium as comprador@example.com, on the seeded order pending review
// (a fresh mock database per test, fixtures); axe on every page visited. Bad input: a 1.5 MB photo and a 6th
// photo are refused with Spanish messages before anything is uploaded.
import type { Page } from '@playwright/test'
import { oversizePng, TINY_PNG as PNG } from './files'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { memberApi } from './member-api'

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })
/** 1.5 MB that starts like a PNG: the screen refuses it by its size, before the upload. */
const bigPhoto = () => oversizePng('grande.png', 1.5 * 1024 * 1024)

interface OrderPage {
  list: { orderSn: string; orderType: number }[]
}

/** The seeded regular order of the buyer pending review (orderState 40). */
async function orderPendingReview(page: Page): Promise<string> {
  const answer = await memberApi<OrderPage>(
    page,
    '/v3/business/front/orderInfo/list?orderState=40&pageSize=50',
  )
  expect(answer.state).toBe(200)
  const order = answer.data.list.find((o) => o.orderType === 1)
  expect(order, 'comprador has a seeded order pending review').toBeTruthy()
  return order!.orderSn
}

test('evaluates an order pending review with 4 stars, a text and one photo; it is then completed and listed under "Mis valoraciones"', async ({
  page,
}) => {
  // a journey through five screens with axe on each: more than the default minute on a busy machine
  test.slow()
  await loginAs(page, 'comprador@example.com', '/member/order/evaluation')
  await expect(page.getByRole('heading', { level: 1, name: 'Valoraciones' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pendientes de valorar' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const orderSn = await orderPendingReview(page)
  await expectAccessible(page)

  await page.getByRole('link', { name: `Valorar el pedido ${orderSn}` }).click()
  await expect(page).toHaveURL(`/member/order/evaluate?orderSn=${orderSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Valorar pedido' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: `Pedido ${orderSn}` })).toBeVisible()
  const rating = page.getByRole('radiogroup', { name: 'Puntuación', exact: true })
  await expect(rating.getByRole('radio')).toHaveCount(5)
  await expectAccessible(page)

  // no stars yet: the rule's message, nothing sent
  await page.getByRole('button', { name: 'Publicar valoración' }).click()
  await expect(page.getByText('Seleccione de 1 a 5 estrellas.')).toBeVisible()

  await rating.getByRole('radio', { name: '4 estrellas' }).check()
  await expect(rating.getByRole('radio', { name: '4 estrellas' })).toBeChecked()
  await expect(page.getByText('Seleccione de 1 a 5 estrellas.')).toBeHidden()
  await page
    .getByRole('textbox', { name: 'Comentario', exact: true })
    .fill('Paneles bien embalados; llegaron a tiempo.')
  await expect(page.getByText('42 de 500 caracteres')).toBeVisible()

  const photos = page.getByLabel('Fotos (opcional)')
  await photos.setInputFiles(bigPhoto())
  await expect(page.getByText('El archivo supera el tamaño máximo de 1 MB.')).toBeVisible()
  await expect(page.getByRole('img', { name: /^Imagen 1:/ })).toHaveCount(0)

  await photos.setInputFiles([1, 2, 3, 4, 5, 6].map((n) => photo(`foto-${n}.png`)))
  await expect(page.getByText('Como máximo 5 imágenes.')).toBeVisible()
  await expect(page.getByRole('img', { name: /^Imagen \d: foto-\d\.png$/ })).toHaveCount(5)
  await expect(page.getByText('5 de 5 imágenes')).toBeVisible()
  await expectAccessible(page)

  // keep one photo
  for (const n of [5, 4, 3, 2]) await page.getByRole('button', { name: `Quitar imagen ${n}` }).click()
  await expect(page.getByRole('img', { name: 'Imagen 1: foto-1.png' })).toBeVisible()
  await expect(page.getByText('1 de 5 imágenes')).toBeVisible()

  await page.getByRole('button', { name: 'Publicar valoración' }).click()
  await expect(page).toHaveURL('/member/order/evaluation?tab=mine')
  await expect(page.getByRole('status').filter({ hasText: 'Su valoración se publicó.' })).toBeVisible()
  const card = page.getByRole('article', { name: `Pedido ${orderSn}` })
  await expect(card.getByRole('img', { name: '4 de 5 estrellas', exact: true })).toBeVisible()
  await expect(card.getByText('Paneles bien embalados; llegaron a tiempo.')).toBeVisible()
  await expect(card.getByRole('img', { name: `Foto 1 de la valoración del pedido ${orderSn}` })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Valoraciones' }).getByRole('link', { name: 'Mis valoraciones' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)

  // no longer pending review; "Completado" in Mis pedidos
  await page.getByRole('link', { name: 'Pendientes de valorar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Valoraciones' })).toBeVisible()
  await expect(page.getByRole('link', { name: `Valorar el pedido ${orderSn}` })).toHaveCount(0)
  await expectAccessible(page)

  await page.goto('/member/order/list?state=50')
  const completed = page.getByRole('article', { name: `Pedido ${orderSn}` })
  await expect(completed).toBeVisible()
  await expect(completed.getByText('Completado', { exact: true })).toBeVisible()
  await expectAccessible(page)
})

test('an order is evaluated once: the form is not offered again and the API refuses a second evaluation', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/order/evaluation')
  const orderSn = await orderPendingReview(page)
  const first = await memberApi(page, '/v3/business/front/orderComment/addOrderComment', {
    orderSn,
    score: 5,
  })
  expect(first.state).toBe(200)
  const second = await memberApi(page, '/v3/business/front/orderComment/addOrderComment', {
    orderSn,
    score: 1,
  })
  expect(second).toMatchObject({ state: 255, msg: 'Este pedido no está pendiente de valoración.' })

  await page.goto(`/member/order/evaluate?orderSn=${orderSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ya valoró este pedido' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publicar valoración' })).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Ir a Mis valoraciones' }).click()
  await expect(
    page
      .getByRole('article', { name: `Pedido ${orderSn}` })
      .getByRole('img', { name: '5 de 5 estrellas', exact: true }),
  ).toBeVisible()
  await expectAccessible(page)
})
