// The payment screens against the mock backend (seeded data, real machine, MSW): /buy/pay with its methods
// and bad input, /buy/waitFor, /tropipay/success|fail.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { clock } from '../../../mocks/clock'
import { db } from '../../../mocks/db'
import { http } from '../../../mocks/handlers/http'
import {
  imageBytes,
  makePayment,
  memberOf,
  postForm,
  postJson,
  tokenOf,
  upload,
} from '../../../mocks/fixtures/payment-fixtures'
import { finalPaymentReservation, quotedReservation } from '../../../mocks/fixtures/order-fixtures'
import { ok } from '../../../mocks/lib/envelope'
import { server } from '../../../mocks/node'
import { resetDatabase } from '../../../mocks/persistence'
import { renderWithProviders } from '../../../tests/render'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { PayRoute } from './pay-route'
import { TropipayFailRoute, TropipaySuccessRoute } from './tropipay-return-route'
import { WaitForRoute } from './wait-for-route'

function renderPayment(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/buy/pay', element: <PayRoute /> },
      { path: '/buy/waitFor', element: <WaitForRoute /> },
      { path: '/tropipay/success', element: <TropipaySuccessRoute /> },
      { path: '/tropipay/fail', element: <TropipayFailRoute /> },
      { path: '*', element: <p>otra página</p> },
    ],
    { initialEntries: [path] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

async function logIn(email = 'comprador@example.com') {
  await resetDatabase()
  const token = await tokenOf(email)
  session.setTokens({ accessToken: token, refreshToken: undefined })
  session.setMemberInfo(await getMemberInfo())
  return token
}

/** Counts the requests the screen makes to one API path. */
function countRequests(path: string) {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.headers.get('Idempotency-Key') ?? '')
  })
  return seen
}

const payButton = () => screen.getByRole('button', { name: 'Pagar' })

describe('payment screen', () => {
  it('shows what is paid with a live countdown, refuses a wrong pay password and then pays with the prepaid balance', async () => {
    await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 150.5 })
    renderPayment(`/buy/pay?paySn=${payment.paySn}&payFrom=1`)
    expect(await screen.findByRole('timer')).toHaveTextContent(/^2[34]:[0-5]\d:[0-5]\d$/)
    expect(screen.getByRole('heading', { level: 1, name: 'Pago del pedido' })).toBeVisible()
    expect(screen.getByText(formatMoney(150.5))).toBeVisible()
    for (const orderSn of payment.orderSns) expect(screen.getByRole('cell', { name: orderSn })).toBeVisible()
    const balance = await screen.findByRole('radio', { name: 'Saldo prepago' })
    expect(balance).toBeChecked()
    expect(screen.getByRole('link', { name: 'Pago por un tercero' })).toHaveAttribute(
      'href',
      `/buy/request?paySn=${payment.paySn}`,
    )
    // issue 12 item 2: to the top-up with the shortfall (none here) and the way back to this payment
    expect(screen.getByRole('link', { name: 'Recargar' })).toHaveAttribute(
      'href',
      `/member/recharge?returnUrl=${encodeURIComponent(`/buy/pay?paySn=${payment.paySn}`)}`,
    )

    const password = screen.getByLabelText('Contraseña de pago')
    await userEvent.type(password, '123')
    await userEvent.click(payButton())
    expect(await screen.findByText('La contraseña de pago tiene al menos 8 dígitos')).toBeVisible()

    await userEvent.clear(password)
    await userEvent.type(password, '11112222')
    await userEvent.click(payButton())
    expect(await screen.findByText('La contraseña de pago no es correcta.')).toBeVisible()
    expect(password).toHaveValue('')
    expect(memberOf('comprador@example.com').balance).toBe(2000)

    await userEvent.type(password, '20262026')
    await userEvent.click(payButton())
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
    expect(
      screen.getByText(db.payments.findFirst((q) => q.where({ paySn: payment.paySn }))!.tradeSn!),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute(
      'href',
      '/member/order/list',
    )
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toBeVisible()
    expect(memberOf('comprador@example.com').balance).toBe(1849.5)
    for (const orderSn of payment.orderSns)
      expect(db.orders.findFirst((q) => q.where({ orderSn }))!.orderState).toBe(20)
  })

  it('pays once when "Pagar" is double-clicked', async () => {
    await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 100 })
    const calls = countRequests('/v3/business/front/orderPay/doPay')
    renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    await userEvent.type(await screen.findByLabelText('Contraseña de pago'), '20262026')
    await userEvent.dblClick(payButton())
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatch(/^[A-Za-z0-9-]{16,64}$/)
    expect(memberOf('comprador@example.com').balance).toBe(1900)
  })

  it('shows a payment that is already paid as the result, without the form', async () => {
    const token = await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 80 })
    await postJson(
      '/v3/business/front/orderPay/doPay',
      { paySn: payment.paySn, payMethod: 'balance', payPwd: '20262026' },
      token,
      { 'Idempotency-Key': 'test-key-already-paid-0001' },
    )
    renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument()
  })

  it('shows credit disabled for a member with an overdue bill, with the reason', async () => {
    await logIn('moroso@example.com')
    const payment = await makePayment('moroso@example.com', { needPay: 100 })
    renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    const credit = await screen.findByRole('radio', { name: 'Crédito' })
    expect(credit).toBeDisabled()
    expect(credit).toHaveAccessibleDescription('Las facturas de crédito vencidas bloquean el pago a crédito.')
    expect(screen.getByRole('radio', { name: 'Saldo prepago' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Tarjeta bancaria' })).toBeChecked()
    // issue 12 item 2: a balance too short offers the top-up of what it lacks, and the way back here
    expect(screen.getByRole('link', { name: 'Recargar' })).toHaveAttribute(
      'href',
      `/member/recharge?returnUrl=${encodeURIComponent(`/buy/pay?paySn=${payment.paySn}`)}&amount=100`,
    )
  })

  it('refuses an 18-digit voucher before calling the server, then pays with a seeded voucher', async () => {
    await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 120 })
    const calls = countRequests('/v3/business/front/orderPay/doPay')
    renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    await userEvent.click(await screen.findByRole('radio', { name: 'Vale de recarga' }))
    const number = screen.getByLabelText('Número del vale (19 dígitos)')
    await userEvent.type(number, '100000000000000000')
    await userEvent.type(screen.getByLabelText('PIN del vale (16 dígitos)'), '1000000000000001')
    await userEvent.click(payButton())
    expect(await screen.findByText('El número del vale tiene 19 dígitos')).toBeVisible()
    expect(calls).toHaveLength(0)
    await userEvent.type(number, '1')
    await userEvent.click(payButton())
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
    // the rest of the 5.000 USD voucher went to the prepaid balance
    expect(screen.getByText(formatMoney(2000 + 5000 - 120))).toBeVisible()
  })

  it('shows the bank refusal of a card next to the form and keeps what was typed', async () => {
    await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 50 })
    renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    await userEvent.click(await screen.findByRole('radio', { name: 'Tarjeta bancaria' }))
    await userEvent.type(screen.getByLabelText('Número de tarjeta'), '4000 0000 0000 0002')
    await userEvent.type(screen.getByLabelText('Titular de la tarjeta'), 'Ana Pérez')
    await userEvent.type(screen.getByLabelText('Fecha de caducidad (MM/AA)'), '12/35')
    await userEvent.type(screen.getByLabelText('Código de seguridad (CVV)'), '123')
    await userEvent.click(payButton())
    expect(await screen.findByText('La tarjeta fue rechazada por el banco emisor.')).toBeVisible()
    expect(screen.getByLabelText('Número de tarjeta')).toHaveValue('4000 0000 0000 0002')
    expect(screen.getByLabelText('Titular de la tarjeta')).toHaveValue('Ana Pérez')
    expect(payButton()).toBeEnabled()
  })

  it('refuses a text file and a 2 MB image as payment proof before uploading', async () => {
    await logIn()
    const payment = await makePayment('comprador@example.com')
    const uploads = countRequests('/v3/oss/common/upload')
    renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    await userEvent.click(await screen.findByRole('radio', { name: 'Transferencia bancaria' }))
    expect(screen.getByText('Banco Metropolitano', { exact: false })).toBeVisible()
    const input = screen.getByLabelText('Comprobante de pago (PNG o JPG, máximo 1 MB)')
    await userEvent.upload(input, new File(['hola'], 'recibo.txt', { type: 'text/plain' }), {
      applyAccept: false,
    })
    expect(await screen.findByText('Formato de archivo incorrecto')).toBeVisible()
    await userEvent.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024)], 'grande.png', { type: 'image/png' }),
    )
    expect(await screen.findByText('El archivo supera el tamaño máximo de 1 MB.')).toBeVisible()
    await userEvent.click(payButton())
    expect(await screen.findByText('Adjunte el comprobante de pago.')).toBeVisible()
    expect(uploads).toHaveLength(0)
  })

  it('pays by transfer with an uploaded proof, waits for the store and shows the result once it confirms', async () => {
    const token = await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 300 })
    // jsdom's FormData cannot cross Node's fetch: the proof is uploaded as the browser would, and the screen's
    // upload call is answered with that upload
    const uploaded = await upload(token, imageBytes(4096))
    server.use(http.post('/v3/oss/common/upload', () => HttpResponse.json(ok(uploaded.data))))
    const router = renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    await userEvent.click(await screen.findByRole('radio', { name: 'Transferencia bancaria' }))
    await userEvent.upload(
      screen.getByLabelText('Comprobante de pago (PNG o JPG, máximo 1 MB)'),
      new File([imageBytes(4096) as BlobPart], 'comprobante.png', { type: 'image/png' }),
    )
    expect(
      await screen.findByRole('img', { name: 'Comprobante de pago adjunto' }, { timeout: 5000 }),
    ).toHaveAttribute('src', uploaded.data.url)
    await userEvent.click(payButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/waitFor'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pendiente de confirmación de la tienda' }),
    ).toBeVisible()
    expect(screen.getByRole('img', { name: 'Comprobante de transferencia enviado' })).toBeVisible()
    expect((await postJson('/v3/mock/front/payments/confirmTransfer', { paySn: payment.paySn })).state).toBe(
      200,
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pago realizado' }, { timeout: 8000 }),
    ).toBeVisible()
  })

  it('goes back to /buy/pay with the reason when the store rejects the proof', async () => {
    const token = await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 300 })
    const uploaded = await upload(token, imageBytes(2048))
    await postJson(
      '/v3/business/front/orderPay/doPay',
      { paySn: payment.paySn, payMethod: 'transfer', proofUrl: uploaded.data.url },
      token,
      { 'Idempotency-Key': 'test-key-transfer-rejected-1' },
    )
    const router = renderPayment(`/buy/waitFor?paySn=${payment.paySn}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pendiente de confirmación de la tienda' }),
    ).toBeVisible()
    await postJson('/v3/mock/front/payments/rejectTransfer', {
      paySn: payment.paySn,
      reason: 'El importe no coincide.',
    })
    expect(
      await screen.findByText(
        'La tienda rechazó su comprobante de transferencia: El importe no coincide.',
        {},
        {
          timeout: 8000,
        },
      ),
    ).toBeVisible()
    expect(router.state.location.pathname).toBe('/buy/pay')
  })

  it('shows an unpaid payment as expired once the mock clock passes the 24 h window', async () => {
    await logIn()
    const payment = await makePayment('comprador@example.com')
    clock.advanceHours(25)
    renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La orden de pago ha caducado.' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute(
      'href',
      '/member/order/list',
    )
  })

  it('says the 24 h window of an order payment beside its countdown, both ending at the server deadline', async () => {
    await logIn()
    const payment = await makePayment('comprador@example.com')
    renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    expect(await screen.findByRole('timer')).toHaveTextContent(/^2[34]:[0-5]\d:[0-5]\d$/)
    expect(
      screen.getByText(
        `Plazo de pago: 24 horas, hasta el ${formatDateTime(payment.expireAt)}. Si no paga antes, el pedido se cancelará.`,
      ),
    ).toBeVisible()
  })

  it('says the 24 h window of a reservation deposit', async () => {
    await logIn()
    const order = await quotedReservation('comprador@example.com')
    const deposit = db.payments.findFirst((q) => q.where({ paySn: order.depositPaySn! }))!
    renderPayment(`/buy/pay?paySn=${deposit.paySn}`)
    expect(await screen.findByRole('timer')).toHaveTextContent(/^2[34]:[0-5]\d:[0-5]\d$/)
    expect(
      screen.getByText(
        `Plazo para pagar el depósito: 24 horas, hasta el ${formatDateTime(deposit.expireAt)}. Si no lo paga antes, el pedido de reserva se cancelará.`,
      ),
    ).toBeVisible()
  })

  it('says the 7-day window of a final payment beside a countdown of about a week, never "24 horas"', async () => {
    await logIn()
    const { final } = await finalPaymentReservation('comprador@example.com')
    clock.advanceHours(20)
    renderPayment(`/buy/pay?paySn=${final.paySn}`)
    // 7 days − 20 h = 148 h left
    expect(await screen.findByRole('timer')).toHaveTextContent(/^14[78]:[0-5]\d:[0-5]\d$/)
    expect(
      screen.getByText(
        `Plazo para pagar el saldo final: 7 días, hasta el ${formatDateTime(final.expireAt)}. Si no lo paga antes, el pedido se cerrará y perderá el depósito.`,
      ),
    ).toBeVisible()
    expect(screen.queryByText(/24 horas/)).toBeNull()
  })

  it('tells that an overdue final payment closed the order and lost the deposit', async () => {
    await logIn()
    const { final } = await finalPaymentReservation('comprador@example.com')
    clock.advanceHours(7 * 24 + 1)
    renderPayment(`/buy/pay?paySn=${final.paySn}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La orden de pago ha caducado.' }),
    ).toBeVisible()
    expect(
      screen.getByText(
        `El saldo final no se pagó dentro del plazo (7 días, hasta el ${formatDateTime(final.expireAt)}): el pedido se cerró y se perdió el depósito.`,
      ),
    ).toBeVisible()
  })

  it("shows the server's message for a payment of somebody else", async () => {
    await logIn('personal@example.com')
    const payment = await makePayment('comprador@example.com')
    renderPayment(`/buy/pay?paySn=${payment.paySn}`)
    expect(await screen.findByText('No se encontró el registro de pago.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible()
  })

  it('hides "Pago por un tercero" for the payer of a request and sends him to the request result once paid', async () => {
    await resetDatabase()
    const payment = await makePayment('comprador@example.com', { needPay: 90 })
    const created = await postForm(
      '/v3/business/front/payRequest/add',
      { paySn: payment.paySn, payerEmail: 'personal@example.com', message: 'Gracias' },
      await tokenOf('comprador@example.com'),
    )
    expect(created.state).toBe(200)
    const requestSn = created.data.requestSn as string
    const payer = await tokenOf('personal@example.com')
    session.setTokens({ accessToken: payer, refreshToken: undefined })
    session.setMemberInfo(await getMemberInfo())
    expect((await postForm('/v3/business/front/payRequest/accept', { requestSn }, payer)).state).toBe(200)
    const router = renderPayment(`/buy/pay?paySn=${payment.paySn}&requestSn=${requestSn}`)
    await userEvent.type(await screen.findByLabelText('Contraseña de pago'), '20262026')
    expect(screen.queryByRole('link', { name: 'Pago por un tercero' })).not.toBeInTheDocument()
    expect(screen.getByText(/Usted paga este pedido por encargo de/)).toBeVisible()
    await userEvent.click(payButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/another/result'))
    expect(router.state.location.search).toBe(`?requestSn=${requestSn}&paid=1`)
    expect(memberOf('personal@example.com').balance).toBe(2910)
    expect(memberOf('comprador@example.com').balance).toBe(2000)
  })
})

describe('e-payment return pages', () => {
  async function gatewaySession(token: string, paySn: string) {
    const answer = await postJson(
      '/v3/business/front/orderPay/doPay',
      { paySn, payMethod: 'tropipay' },
      token,
      { 'Idempotency-Key': `test-key-gateway-${paySn}` },
    )
    return new URL(answer.data.redirectUrl as string, 'http://x').searchParams.get('token')!
  }

  it('reads the payment on /tropipay/success: approved by the gateway → the result', async () => {
    const token = await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 70 })
    const gateway = await gatewaySession(token, payment.paySn)
    await postJson('/v3/mock/front/gateway/complete', { token: gateway, outcome: 'approved' })
    renderPayment(`/tropipay/success?paySn=${payment.paySn}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  })

  it('never trusts the URL: /tropipay/success of an unpaid payment says it did not complete', async () => {
    await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 70 })
    renderPayment(`/tropipay/success?paySn=${payment.paySn}`)
    const title = await screen.findByRole('heading', { level: 1, name: 'El pago electrónico no se completó' })
    const page = title.closest('section')!
    expect(within(page).getByRole('link', { name: 'Volver a intentar' })).toHaveAttribute(
      'href',
      `/buy/pay?paySn=${payment.paySn}`,
    )
  })

  it('shows /tropipay/fail after the gateway declined', async () => {
    const token = await logIn()
    const payment = await makePayment('comprador@example.com', { needPay: 70 })
    const gateway = await gatewaySession(token, payment.paySn)
    await postJson('/v3/mock/front/gateway/complete', { token: gateway, outcome: 'declined' })
    renderPayment(`/tropipay/fail?paySn=${payment.paySn}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El pago electrónico no se completó' }),
    ).toBeVisible()
  })
})
