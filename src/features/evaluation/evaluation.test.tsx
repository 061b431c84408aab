// The evaluate form and the evaluation list against the mock backend (issue 6 item 6; SPEC.md §5, §9): the
// seeded orders of comprador@example.com (one regular order pending review, a finished reservation order, a
// completed and evaluated order), the real machine, MSW.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { db, type OrderRecord } from '../../../mocks/db'
import { http } from '../../../mocks/handlers/http'
import { imageBytes, memberOf, postJson, tokenOf, upload } from '../../../mocks/fixtures/payment-fixtures'
import { ok } from '../../../mocks/lib/envelope'
import { server } from '../../../mocks/node'
import { resetDatabase } from '../../../mocks/persistence'
import { renderWithProviders } from '../../../tests/render'
import { getMemberInfo } from '../../api/member'
import type { OrderSummary } from '../../api/orders'
import type { UploadResult } from '../../api/payment'
import { session } from '../../api/session'
import { EvaluateRoute } from './evaluate-route'
import { evaluationListLoader, evaluationListParams } from './evaluation-list-loader'
import { EvaluationListRoute } from './evaluation-list-route'
import { pendingEvaluations } from './pending-evaluations'

const BUYER = 'comprador@example.com'
const UPLOAD = '/v3/oss/common/upload'
const COMMENT = '/v3/business/front/orderComment/addOrderComment'

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/member/order/evaluate', element: <EvaluateRoute /> },
      {
        path: '/member/order/evaluation',
        element: <EvaluationListRoute />,
        loader: evaluationListLoader,
      },
      { path: '*', element: <p>otra página</p> },
    ],
    { initialEntries: [path] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

async function logIn(email = BUYER) {
  await resetDatabase()
  const token = await tokenOf(email)
  session.setTokens({ accessToken: token, refreshToken: undefined })
  session.setMemberInfo(await getMemberInfo())
  return token
}

const ordersOf = (email: string) => db.orders.findMany((q) => q.where({ memberId: memberOf(email).memberId }))

/** A seeded order of the buyer in `state` of its lifecycle. */
function seededOrder(state: string, orderType: 1 | 2 = 1): OrderRecord {
  const order = ordersOf(BUYER).find(
    (o) => o.orderType === orderType && o.lifecycle.state === state && o.evaluation === null,
  )
  if (!order) throw new Error(`no seeded order in ${state}`)
  return order
}

const orderNow = (orderSn: string) => db.orders.findFirst((q) => q.where({ orderSn }))!

/** jsdom's FormData cannot cross Node's fetch: the photo is uploaded as the browser would, and the screen's
 * upload calls are answered with those uploads, in order. */
async function answerUploadsWith(token: string, count: number) {
  const answers: UploadResult[] = []
  for (let n = 0; n < count; n++) {
    const answer = await upload(token, imageBytes(2048), { source: 'review', name: `foto-${n + 1}.png` })
    expect(answer.state).toBe(200)
    answers.push(answer.data as UploadResult)
  }
  const calls: number[] = []
  server.use(
    http.post(UPLOAD, () => {
      calls.push(1)
      return HttpResponse.json(ok(answers[Math.min(calls.length, answers.length) - 1]!))
    }),
  )
  return calls
}

const photo = (name: string, size = 2048) =>
  new File([imageBytes(size) as BlobPart], name, { type: 'image/png' })

const photoInput = () => screen.getByLabelText('Fotos (opcional)')
const publish = () => screen.getByRole('button', { name: 'Publicar valoración' })

describe('evaluate screen', () => {
  it('publishes 4 stars, a text and a photo once, then shows the evaluation under “Mis valoraciones”', async () => {
    const token = await logIn()
    const order = seededOrder('pendingReview')
    const uploads = await answerUploadsWith(token, 1)
    const comments: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === COMMENT) comments.push(request.method)
    })
    const router = renderAt(`/member/order/evaluate?orderSn=${order.orderSn}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Valorar pedido' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: `Pedido ${order.orderSn}` })).toBeVisible()
    const rating = screen.getByRole('radiogroup', { name: 'Puntuación' })
    expect(within(rating).getAllByRole('radio')).toHaveLength(5)
    expect(within(rating).getByRole('radio', { name: '1 estrella' })).not.toBeChecked()
    await userEvent.click(within(rating).getByRole('radio', { name: '4 estrellas' }))
    expect(within(rating).getByRole('radio', { name: '4 estrellas' })).toBeChecked()
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Comentario' }),
      'Buena calidad y entrega puntual.',
    )
    expect(screen.getByText('32 de 500 caracteres')).toBeVisible()
    await userEvent.upload(photoInput(), photo('panel.png'))
    expect(await screen.findByRole('img', { name: 'Imagen 1: panel.png' })).toBeVisible()
    expect(uploads).toHaveLength(1)

    await userEvent.dblClick(publish())
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'))
    expect(router.state.location.pathname).toBe('/member/order/evaluation')
    expect(comments).toEqual(['POST'])
    const stored = orderNow(order.orderSn)
    expect(stored.lifecycle.state).toBe('completed')
    expect(stored.evaluation).toMatchObject({ score: 4, content: 'Buena calidad y entrega puntual.' })
    expect(stored.evaluation!.images).toHaveLength(1)

    const stars = await screen.findByRole('img', { name: '4 de 5 estrellas' })
    const card = stars.closest('article')!
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(`Pedido ${order.orderSn}`)

    expect(within(card).getByText('Buena calidad y entrega puntual.')).toBeVisible()
    expect(
      within(card).getByRole('img', { name: `Foto 1 de la valoración del pedido ${order.orderSn}` }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Mis valoraciones' })).toHaveAttribute('aria-current', 'page')
    // the form now holds the store ratings and a score, text and photos per line (issue 16 item 8): jsdom
    // renders it on every keystroke, slower than the default 15 s on a busy machine
  }, 40_000)

  it('refuses a 6th photo and a 1.5 MB photo with Spanish messages, before any upload', async () => {
    const token = await logIn()
    const order = seededOrder('pendingReview')
    const uploads = await answerUploadsWith(token, 5)
    renderAt(`/member/order/evaluate?orderSn=${order.orderSn}`)
    await screen.findByRole('radiogroup', { name: 'Puntuación' })

    await userEvent.upload(photoInput(), photo('grande.png', 1.5 * 1024 * 1024))
    expect(await screen.findByText('El archivo supera el tamaño máximo de 1 MB.')).toBeVisible()
    expect(uploads).toHaveLength(0)

    await userEvent.upload(
      photoInput(),
      [1, 2, 3, 4, 5, 6].map((n) => photo(`foto-${n}.png`)),
    )
    expect(await screen.findByText('Como máximo 5 imágenes.')).toBeVisible()
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Imagen \d: / })).toHaveLength(5))
    expect(uploads).toHaveLength(5)
    expect(screen.getByText('5 de 5 imágenes')).toBeVisible()
  })

  it('asks for the stars before publishing and sends nothing', async () => {
    await logIn()
    const order = seededOrder('pendingReview')
    const comments: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === COMMENT) comments.push(request.method)
    })
    renderAt(`/member/order/evaluate?orderSn=${order.orderSn}`)
    await screen.findByRole('radiogroup', { name: 'Puntuación' })
    await userEvent.click(publish())
    expect(await screen.findByText('Seleccione de 1 a 5 estrellas.')).toBeVisible()
    expect(screen.getByRole('radiogroup', { name: 'Puntuación' })).toHaveAttribute('aria-invalid', 'true')
    expect(comments).toEqual([])
  })

  it('shows the server’s refusal and keeps the stars and the text when the order was evaluated meanwhile', async () => {
    const token = await logIn()
    const order = seededOrder('pendingReview')
    renderAt(`/member/order/evaluate?orderSn=${order.orderSn}`)
    const rating = await screen.findByRole('radiogroup', { name: 'Puntuación' })
    await userEvent.click(within(rating).getByRole('radio', { name: '5 estrellas' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Comentario' }), 'Excelente')
    // another tab evaluates it first
    expect((await postJson(COMMENT, { orderSn: order.orderSn, score: 3 }, token)).state).toBe(200)
    await userEvent.click(publish())
    expect(await screen.findByText('Este pedido no está pendiente de valoración.')).toBeVisible()
    expect(within(rating).getByRole('radio', { name: '5 estrellas' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Comentario' })).toHaveValue('Excelente')
    expect(orderNow(order.orderSn).evaluation?.score).toBe(3)
  })

  it('evaluates a finished reservation order, which stays finished', async () => {
    await logIn()
    const order = seededOrder('finished', 2)
    const router = renderAt(`/member/order/evaluate?orderSn=${order.orderSn}`)
    const rating = await screen.findByRole('radiogroup', { name: 'Puntuación' })
    await userEvent.click(within(rating).getByRole('radio', { name: '3 estrellas' }))
    await userEvent.click(publish())
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'))
    expect(orderNow(order.orderSn).lifecycle.state).toBe('finished')
    expect(orderNow(order.orderSn).evaluation?.score).toBe(3)
  })

  it('says an evaluated order is evaluated once, with a way to “Mis valoraciones”', async () => {
    await logIn()
    const order = ordersOf(BUYER).find((o) => o.evaluation !== null)!
    renderAt(`/member/order/evaluate?orderSn=${order.orderSn}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Ya valoró este pedido' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ir a Mis valoraciones' })).toHaveAttribute(
      'href',
      '/member/order/evaluation?tab=mine',
    )
    expect(screen.queryByRole('button', { name: 'Publicar valoración' })).toBeNull()
  })

  it('says an order not received yet cannot be evaluated', async () => {
    await logIn()
    const order = seededOrder('pendingReceipt')
    renderAt(`/member/order/evaluate?orderSn=${order.orderSn}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este pedido no está pendiente de valoración' }),
    ).toBeVisible()
    expect(screen.getByText(/Estado actual: Pendiente de confirmación de recepción\./)).toBeVisible()
  })

  it('shows the server’s message for an unknown order, and a bad link without asking the server', async () => {
    await logIn()
    renderAt('/member/order/evaluate?orderSn=P000000000000000000')
    expect(await screen.findByText('El pedido no existe.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible()
  })

  it('explains a link without a valid order number', async () => {
    await logIn()
    renderAt('/member/order/evaluate?orderSn=<script>')
    expect(await screen.findByText('El enlace no indica un número de pedido válido.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
  })
})

describe('evaluation list', () => {
  it('lists the orders pending review and the finished reservation order, each with “Valorar”', async () => {
    await logIn()
    const expected = ordersOf(BUYER)
      .filter(
        (o) =>
          (o.orderType === 1 && o.lifecycle.state === 'pendingReview') ||
          (o.orderType === 2 && o.lifecycle.state === 'finished' && o.evaluation === null),
      )
      .map((o) => o.orderSn)
    expect(expected.length).toBeGreaterThanOrEqual(2)
    renderAt('/member/order/evaluation')
    expect(await screen.findByRole('heading', { level: 1, name: 'Valoraciones' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Pendientes de valorar' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings.sort()).toEqual(expected.map((sn) => `Pedido ${sn}`).sort())
    for (const orderSn of expected) {
      expect(screen.getByRole('link', { name: `Valorar el pedido ${orderSn}` })).toHaveAttribute(
        'href',
        `/member/order/evaluate?orderSn=${orderSn}`,
      )
    }
  })

  it('shows the member’s evaluations with their stars, text and store under “Mis valoraciones”', async () => {
    await logIn()
    const evaluated = ordersOf(BUYER).filter((o) => o.evaluation !== null)
    expect(evaluated.length).toBeGreaterThan(0)
    renderAt('/member/order/evaluation?tab=mine')
    const first = evaluated[0]!
    const card = (await screen.findByRole('heading', { level: 2, name: `Pedido ${first.orderSn}` })).closest(
      'article',
    )!
    expect(within(card).getByRole('img', { name: `${first.evaluation!.score} de 5 estrellas` })).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(evaluated.length)
  })

  it('tells a member without evaluations so', async () => {
    await logIn('personal@example.com')
    renderAt('/member/order/evaluation?tab=mine')
    expect(await screen.findByText('Aún no ha publicado ninguna valoración.')).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).toBeNull()
  })

  it('reads the tab, page and size from the URL, with safe defaults', () => {
    const params = (search: string) => evaluationListParams(new URLSearchParams(search))
    expect(params('')).toEqual({ tab: 'pending', page: 1, limit: 20 })
    expect(params('tab=mine&page=3&limit=50')).toEqual({ tab: 'mine', page: 3, limit: 50 })
    expect(params('tab=otra&page=-2&limit=7')).toEqual({ tab: 'pending', page: 1, limit: 20 })
  })
})

describe('pendingEvaluations', () => {
  const order = (orderSn: string, overrides: Partial<OrderSummary> = {}) =>
    ({
      orderSn,
      evaluated: false,
      lifecycle: { kind: 'reservation', state: 'finished', context: {} },
      ...overrides,
    }) as OrderSummary
  const regular = Array.from({ length: 23 }, (_, i) =>
    order(`P${String(i).padStart(8, '0')}`, {
      lifecycle: { kind: 'regular', state: 'pendingReview', context: {} },
    }),
  )
  const reservations = [
    order('R00000001'),
    order('R00000002', { evaluated: true }),
    order('R00000003'),
    order('R00000004', { lifecycle: { kind: 'reservation', state: 'waitingReceipt', context: {} } }),
  ]
  /** A fake listOrders that pages like the server (a page beyond the last answers the last one). */
  const fakeList = (async (query: { orderState?: number; current?: number; pageSize?: number }) => {
    const items = query.orderState === 40 ? regular : reservations
    const size = query.pageSize ?? 20
    const last = Math.max(1, Math.ceil(items.length / size))
    const current = Math.min(query.current ?? 1, last)
    return {
      list: items.slice((current - 1) * size, current * size),
      pagination: { current, pageSize: size, total: items.length },
      serverTime: '2026-11-20T15:00:00.000Z',
    }
  }) as unknown as Parameters<typeof pendingEvaluations>[2]

  it('joins the server’s pages of orders pending review with the evaluable reservation orders', async () => {
    const sns = async (page: number) =>
      (await pendingEvaluations(page, 10, fakeList)).list.map((o) => o.orderSn)
    expect((await pendingEvaluations(1, 10, fakeList)).pagination).toEqual({
      current: 1,
      pageSize: 10,
      total: 25,
    })
    expect(await sns(1)).toEqual(regular.slice(0, 10).map((o) => o.orderSn))
    expect(await sns(3)).toEqual([...regular.slice(20).map((o) => o.orderSn), 'R00000001', 'R00000003'])
    expect(await sns(4)).toEqual([])
  })
})
