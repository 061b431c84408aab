// The refund screens against the mock backend (seeded data, real machines, MSW): request a refund with return
// with a proof image, the form's bad input (amount 0 and above the maximum, a 6th image, a 1.5 MB image), the
// detail's steps and actions (return logistics, reapply after a refusal, withdraw), and the after-sales list.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { http } from '../../../mocks/handlers/http'
import { REASONS } from '../../../mocks/lib/reasons'
import { paidOrder, receivableOrder, refundNow } from '../../../mocks/fixtures/order-fixtures'
import { allLines } from '../../../mocks/fixtures/refund-fixtures'
import { imageBytes, memberOf, tokenOf, upload } from '../../../mocks/fixtures/payment-fixtures'
import { postRefund } from '../../../mocks/fixtures/refund-fixtures'
import { ok } from '../../../mocks/lib/envelope'
import { confirmRefund, refuseRefund } from '../../../mocks/lib/refund-records'
import { server } from '../../../mocks/node'
import { resetDatabase } from '../../../mocks/persistence'
import { cartLineName } from '../../../tests/fixtures/cart-line-name'
import { renderWithProviders } from '../../../tests/render'
import { stateNames } from '../../../machines/order-lifecycle/lifecycle'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { formatMoney } from '../../i18n/format'
import { aftersalesListLoader } from './aftersales-list-loader'
import { AftersalesListRoute } from './aftersales-list-route'
import { RefundApplyRoute } from './refund-apply-route'
import { RefundDetailRoute } from './refund-detail-route'
import { refundStateMessage, refundStepMessage } from './refund-parts'

const BUYER = 'comprador@example.com'
const MB = 1024 * 1024

async function logIn(email = BUYER) {
  const captcha = await getCaptcha()
  const token = await postToken({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.key,
    loginType: 1,
  })
  session.setTokens({ accessToken: token.access_token ?? '', refreshToken: token.refreshToken })
  session.setMemberInfo(await getMemberInfo())
}

const routes: RouteObject[] = [
  {
    path: '/',
    hydrateFallbackElement: <p>…</p>,
    children: [
      { path: 'member/order/refund/apply', element: <RefundApplyRoute /> },
      { path: 'member/order/refund/detail', element: <RefundDetailRoute /> },
      { path: 'member/order/aftersales', element: <AftersalesListRoute />, loader: aftersalesListLoader },
    ],
  },
]

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

const png = (name: string, size = 4096) =>
  new File([imageBytes(size) as BlobPart], name, { type: 'image/png' })

/**
 * jsdom's FormData cannot cross Node's fetch: each image is uploaded as the browser would (as the buyer, source
 * afterSale), and the screen's upload calls are answered with those uploads, one after the other.
 */
async function answerUploads(count: number) {
  const token = await tokenOf(BUYER)
  const answers: unknown[] = []
  for (let n = 0; n < count; n++)
    answers.push((await upload(token, imageBytes(2048), { source: 'afterSale', name: `${n}.png` })).data)
  let next = 0
  server.use(
    http.post('/v3/oss/common/upload', () =>
      HttpResponse.json(ok(answers[Math.min(next++, count - 1)] as never)),
    ),
  )
}

/** A refund of `type` opened through the API on a paid, shipped order of the buyer. */
async function openRefund(type: 'refund' | 'return' = 'return') {
  const order = await receivableOrder(BUYER, { total: 150 })
  const answer = await postRefund(
    '/v3/business/front/after/sale/apply/submit',
    {
      orderSn: order.orderSn,
      type,
      productList: allLines(order),
      goodsState: type === 'return' ? 'received' : 'notReceived',
      amount: 80,
      reasonId: type === 'return' ? REASONS[107][0]!.reasonId : REASONS[105][0]!.reasonId,
      description: 'Piezas rotas',
      refundAccount: `balance:${memberOf(BUYER).memberId}`,
    },
    await tokenOf(BUYER),
  )
  expect(answer.state).toBe(200)
  return refundNow(answer.data.afsSn as string)
}

beforeEach(async () => {
  await resetDatabase()
})

describe('refund labels', () => {
  it('has a state label and a step label for every state of the refund machine', () => {
    for (const state of stateNames('refund')) {
      expect(refundStateMessage(state), state).not.toBeNull()
      expect(refundStepMessage(state), state).not.toBeNull()
    }
  })
})

describe('refund request form', () => {
  it('requests a refund with return with a proof image and shows the request', async () => {
    await logIn()
    const order = await receivableOrder(BUYER, { total: 150 })
    await answerUploads(1)
    const router = renderAt(`/member/order/refund/apply?orderSn=${order.orderSn}`)
    const user = userEvent.setup()

    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitar reembolso' })).toBeVisible()
    const amount = await screen.findByLabelText('Importe del reembolso (US$)')
    expect(amount).toHaveValue('150,00')
    expect(amount).toHaveAccessibleDescription(`Máximo reembolsable: ${formatMoney(150)}`)
    expect(screen.getByLabelText('Cuenta de reembolso')).toHaveValue(`balance:${memberOf(BUYER).memberId}`)

    await user.click(screen.getByRole('radio', { name: 'Reembolso con devolución' }))
    await user.clear(amount)
    await user.type(amount, '80,50')
    const reason = screen.getByLabelText('Motivo')
    await user.selectOptions(reason, REASONS[107][0]!.content)
    await user.type(screen.getByLabelText('Descripción (opcional)'), 'Llegaron rotas')
    expect(screen.getByText('14 de 200 caracteres')).toBeInTheDocument()
    await user.upload(screen.getByLabelText('Imágenes de prueba (opcional)'), png('caja.png'))
    expect(await screen.findByRole('img', { name: 'Imagen 1: caja.png' }, { timeout: 5000 })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/order/refund/detail'))
    const refund = db.refunds.findFirst((q) => q.where({ orderSn: order.orderSn }))!
    expect(refund).toMatchObject({ type: 'return', amount: 80.5, description: 'Llegaron rotas' })
    expect(refund.images).toHaveLength(1)
    expect(router.state.location.search).toBe(`?afsSn=${refund.afsSn}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: `Solicitud de reembolso ${refund.afsSn}` }),
    ).toBeVisible()
    expect(screen.getAllByText('Solicitado, pendiente del proveedor')[0]).toBeVisible()
    expect(screen.getByRole('button', { name: 'Retirar solicitud' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Volver a solicitar' })).toBeNull()
  })

  it('refuses an amount of 0 or above the maximum, a 6th image and a 1.5 MB image, losing nothing', async () => {
    await logIn()
    const order = await paidOrder(BUYER, { total: 150 })
    await answerUploads(5)
    renderAt(`/member/order/refund/apply?orderSn=${order.orderSn}`)
    const user = userEvent.setup()
    const amount = await screen.findByLabelText('Importe del reembolso (US$)')
    // nothing was shipped yet: refund only
    expect(screen.queryByRole('radio', { name: 'Reembolso con devolución' })).toBeNull()
    expect(screen.getByRole('radio', { name: 'Solicitar reembolso' })).toBeChecked()

    await user.clear(amount)
    await user.type(amount, '0')
    await user.tab()
    expect(amount).toHaveAccessibleDescription(/Indique un importe mayor que 0\./)
    await user.clear(amount)
    await user.type(amount, '150,01')
    await user.tab()
    expect(amount).toHaveAccessibleDescription(/El importe no puede superar el máximo reembolsable\./)
    await user.type(screen.getByLabelText('Descripción (opcional)'), 'No llegó a tiempo')

    const picker = screen.getByLabelText('Imágenes de prueba (opcional)')
    await user.upload(
      picker,
      [1, 2, 3, 4, 5].map((n) => png(`${n}.png`)),
    )
    expect(await screen.findByText('5 de 5 imágenes', {}, { timeout: 5000 })).toBeVisible()
    await waitFor(() => expect(picker).toBeEnabled())
    await user.upload(picker, png('6.png'))
    expect(picker).toHaveAccessibleDescription(/Como máximo 5 imágenes\./)
    await user.click(screen.getByRole('button', { name: 'Quitar imagen 5' }))
    await user.upload(picker, png('grande.png', 1.5 * MB))
    expect(picker).toHaveAccessibleDescription(/El archivo supera el tamaño máximo de 1 MB\./)

    expect(screen.getAllByRole('img', { name: /^Imagen \d: \d\.png$/ })).toHaveLength(4)
    expect(amount).toHaveValue('150,01')
    expect(screen.getByLabelText('Descripción (opcional)')).toHaveValue('No llegó a tiempo')
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect(screen.getByLabelText('Motivo')).toHaveAccessibleDescription('Seleccione un motivo.')
    expect(db.refunds.findFirst((q) => q.where({ orderSn: order.orderSn }))).toBeUndefined()
  })

  it('shows the server’s refusal when the order admits no refund', async () => {
    await logIn()
    const order = await paidOrder(BUYER, { total: 150 })
    // an order already in after-sales admits no second request
    const answer = await postRefund(
      '/v3/business/front/after/sale/apply/submit',
      {
        orderSn: order.orderSn,
        type: 'refund',
        productList: allLines(order),
        goodsState: 'notReceived',
        amount: 10,
        reasonId: REASONS[105][0]!.reasonId,
        refundAccount: `balance:${memberOf(BUYER).memberId}`,
      },
      await tokenOf(BUYER),
    )
    expect(answer.state).toBe(200)
    renderAt(`/member/order/refund/apply?orderSn=${order.orderSn}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este pedido no admite reembolso en su estado actual.',
    )
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible()
  })
})

describe('refund request per line (issue 16 item 7)', () => {
  it('refunds two units of one line of a received order, the amount following the units', async () => {
    await logIn()
    const order = await receivableOrder(BUYER, { total: 150, units: 10 })
    const name = cartLineName(order.lines[0]!.goodsName, order.lines[0]!.specValues)
    const router = renderAt(`/member/order/refund/apply?orderSn=${order.orderSn}`)
    const user = userEvent.setup()
    const quantity = await screen.findByRole('textbox', { name: `Unidades de ${name}` })
    expect(screen.getByRole('checkbox', { name: `Incluir ${name}` })).toBeChecked()
    expect(quantity).toHaveValue('10')
    expect(quantity).toHaveAccessibleDescription('Quedan 10 por reembolsar')
    const amount = screen.getByLabelText('Importe del reembolso (US$)')

    await user.clear(quantity)
    await user.type(quantity, '11')
    await user.tab()
    expect(quantity).toHaveAccessibleDescription(
      /La cantidad supera las unidades que quedan por reembolsar\./,
    )
    await user.clear(quantity)
    await user.type(quantity, '2')
    expect(amount).toHaveValue('30,00')
    expect(amount).toHaveAccessibleDescription(`Máximo por los productos elegidos: ${formatMoney(30)}`)

    // a refund only of goods received: the reasons of list 106
    const reason = screen.getByLabelText('Motivo')
    expect(within(reason).queryByRole('option', { name: REASONS[106][0]!.content })).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'Mercancía recibida' }))
    await user.selectOptions(reason, REASONS[106][0]!.content)
    await user.clear(amount)
    await user.type(amount, '31')
    await user.tab()
    expect(amount).toHaveAccessibleDescription(
      /El importe no puede superar el coste de los productos elegidos\./,
    )
    await user.clear(amount)
    await user.type(amount, '30')
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/order/refund/detail'))
    expect(db.refunds.findFirst((q) => q.where({ orderSn: order.orderSn }))).toMatchObject({
      type: 'refund',
      amount: 30,
      goodsState: 'received',
      reasonId: REASONS[106][0]!.reasonId,
      lines: [{ orderProductId: order.lines[0]!.orderProductId, afsNum: 2 }],
    })
  })

  it('asks for a line when none is chosen, keeping what was typed', async () => {
    await logIn()
    const order = await receivableOrder(BUYER, { total: 150, units: 10 })
    const name = cartLineName(order.lines[0]!.goodsName, order.lines[0]!.specValues)
    renderAt(`/member/order/refund/apply?orderSn=${order.orderSn}`)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Descripción (opcional)'), 'Sin cajas')
    await user.click(screen.getByRole('checkbox', { name: `Incluir ${name}` }))
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect(await screen.findByText('Seleccione al menos un producto.')).toBeVisible()
    expect(screen.getByLabelText('Descripción (opcional)')).toHaveValue('Sin cajas')
    expect(db.refunds.findFirst((q) => q.where({ orderSn: order.orderSn }))).toBeUndefined()
  })
})

describe('refund detail', () => {
  it('takes the return logistics while the goods are awaited, then shows them on their way back', async () => {
    await logIn()
    const refund = await confirmRefund(await openRefund('return'))
    expect(refund?.lifecycle.state).toBe('waitingReturn')
    renderAt(`/member/order/refund/detail?afsSn=${refund!.afsSn}`)
    const user = userEvent.setup()
    const steps = await screen.findByRole('list', { name: 'Progreso' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Solicitud enviada (completado)',
      'Devolución aprobada (paso actual)',
      'Mercancía devuelta (pendiente)',
      'Reembolsado (pendiente)',
    ])
    expect(screen.getByText(/Zona Especial de Desarrollo Mariel/)).toBeVisible()
    const tracking = screen.getByLabelText('Número de seguimiento')
    // the carrier comes from the carrier list (issue 16 item 7)
    const carrier = screen.getByRole('combobox', { name: 'Empresa de transporte' })
    await waitFor(() => expect(within(carrier).getByRole('option', { name: 'Transcargo' })).toBeVisible())
    await user.click(screen.getByRole('button', { name: 'Enviar datos de devolución' }))
    expect(carrier).toHaveAccessibleDescription(/Indique la empresa de transporte\./)
    await user.selectOptions(carrier, 'Transcargo')
    await user.type(tracking, 'AB-12')
    await user.click(screen.getByRole('button', { name: 'Enviar datos de devolución' }))
    expect(tracking).toHaveAccessibleDescription(/El número de seguimiento tiene de 1 a 20 letras o cifras\./)
    await user.clear(tracking)
    await user.type(tracking, 'AB12345')
    await user.click(screen.getByRole('button', { name: 'Enviar datos de devolución' }))
    expect(await screen.findByText(/Enviada con Transcargo, número de seguimiento AB12345/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Enviar datos de devolución' })).toBeNull()
    expect(refundNow(refund!.afsSn).lifecycle.state).toBe('returnShipped')
  })

  it('shows the supplier’s refusal and reapplies from it with the request’s values', async () => {
    await logIn()
    const refund = await refuseRefund(await openRefund('refund'), 'Faltan fotos del embalaje')
    const router = renderAt(`/member/order/refund/detail?afsSn=${refund!.afsSn}`)
    const user = userEvent.setup()
    expect(await screen.findByText('Faltan fotos del embalaje', { selector: 'p' })).toBeVisible()
    const reapply = screen.getByRole('link', { name: 'Volver a solicitar' })
    expect(reapply).toHaveAttribute('href', `/member/order/refund/apply?afsSn=${refund!.afsSn}`)
    await user.click(reapply)

    expect(await screen.findByRole('heading', { level: 1, name: 'Volver a solicitar' })).toBeVisible()
    const amount = await screen.findByLabelText('Importe del reembolso (US$)')
    expect(amount).toHaveValue('80,00')
    expect(screen.getByLabelText('Descripción (opcional)')).toHaveValue('Piezas rotas')
    await user.clear(amount)
    await user.type(amount, '60')
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/order/refund/detail'))
    expect(await screen.findByRole('button', { name: 'Retirar solicitud' })).toBeVisible()
    expect(refundNow(refund!.afsSn)).toMatchObject({ amount: 60, lifecycle: { state: 'applied' } })
  })

  it('withdraws the request only after the buyer confirms', async () => {
    await logIn()
    const refund = await openRefund('refund')
    renderAt(`/member/order/refund/detail?afsSn=${refund.afsSn}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Retirar solicitud' }))
    const dialog = screen.getByRole('alertdialog', { name: '¿Retirar la solicitud?' })
    await user.click(within(dialog).getByRole('button', { name: 'No, mantenerla' }))
    expect(refundNow(refund.afsSn).lifecycle.state).toBe('applied')
    await user.click(screen.getByRole('button', { name: 'Retirar solicitud' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: '¿Retirar la solicitud?' })).getByRole('button', {
        name: 'Sí, retirar',
      }),
    )
    expect(await screen.findAllByText('Retirado por el comprador')).not.toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Retirar solicitud' })).toBeNull()
    expect(refundNow(refund.afsSn).lifecycle.state).toBe('withdrawn')
  })

  it('says so when the request does not exist', async () => {
    await logIn()
    renderAt('/member/order/refund/detail?afsSn=AS000000000000000000')
    expect(await screen.findByRole('alert')).toHaveTextContent('La solicitud de reembolso no existe.')
  })
})

describe('after-sales list', () => {
  it('lists the requests by type with a link to each detail, the page held by the URL', async () => {
    await logIn()
    const withReturn = await openRefund('return')
    const refundOnly = await openRefund('refund')
    const router = renderAt('/member/order/aftersales')
    const user = userEvent.setup()
    const table = await screen.findByRole('table', { name: 'Reembolsos y posventa' })
    expect(within(table).getByRole('rowheader', { name: withReturn.afsSn })).toBeVisible()
    expect(within(table).getByRole('rowheader', { name: refundOnly.afsSn })).toBeVisible()
    expect(
      within(table).getByRole('link', { name: `Ver detalle de la solicitud ${refundOnly.afsSn}` }),
    ).toHaveAttribute('href', `/member/order/refund/detail?afsSn=${refundOnly.afsSn}`)
    expect(screen.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page')

    // the return waits for the supplier: nothing to ship back yet
    expect(
      screen.queryByRole('link', { name: `Devolver mercancía de la solicitud ${withReturn.afsSn}` }),
    ).toBeNull()

    await user.click(screen.getByRole('link', { name: 'Reembolso con devolución' }))
    await waitFor(() => expect(router.state.location.search).toBe('?type=return'))
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: refundOnly.afsSn })).toBeNull())
    expect(screen.getByRole('rowheader', { name: withReturn.afsSn })).toBeVisible()
  })

  it('offers "Devolver mercancía" for a return the supplier approved, leading to its return form', async () => {
    await logIn()
    const approved = await confirmRefund(await openRefund('return'))
    renderAt('/member/order/aftersales')
    const shipBack = await screen.findByRole('link', {
      name: `Devolver mercancía de la solicitud ${approved!.afsSn}`,
    })
    expect(shipBack).toHaveAttribute('href', `/member/order/refund/detail?afsSn=${approved!.afsSn}#devolver`)
    expect(shipBack).toHaveTextContent('Devolver mercancía')
  })
})
