// The third-party payment screens against the mock backend (seeded data, real machines, MSW): the applicant
// asks, the payer identifies the applicant and accepts or refuses, the applicant cancels, the window expires.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router'
import { beforeEach, expect, it } from 'vitest'
import { clock } from '../../../mocks/clock'
import { db } from '../../../mocks/db'
import { makePayment, postForm, tokenOf } from '../../../mocks/fixtures/payment-fixtures'
import { resetDatabase } from '../../../mocks/persistence'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { formatMoney } from '../../i18n/format'
import { CreateRequestRoute } from './create-request-route'
import { PayerPayRoute } from './payer-pay-route'
import { ApplicantDetailRoute, PayerDetailRoute } from './request-detail-route'
import { applicantListLoader, payerListLoader } from './request-list-loader'
import { ApplicantListRoute, PayerListRoute } from './request-list-route'
import { requestResultLoader } from './request-result-loader'
import { RequestResultRoute } from './request-result-route'

const APPLICANT = 'comprador@example.com'
const PAYER = 'personal@example.com'

async function logIn(email: string) {
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

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

const routes: RouteObject[] = [
  {
    path: '/',
    hydrateFallbackElement: <p>…</p>,
    children: [
      { path: 'buy/request', element: <CreateRequestRoute /> },
      { path: 'buy/another/result', element: <RequestResultRoute />, loader: requestResultLoader },
      { path: 'buy/another/list', element: <ApplicantListRoute />, loader: applicantListLoader },
      { path: 'buy/another/anotherFor', element: <PayerListRoute />, loader: payerListLoader },
      { path: 'buy/another/detail', element: <ApplicantDetailRoute /> },
      { path: 'buy/another/pay', element: <PayerPayRoute /> },
      { path: 'buy/another/pay/detail', element: <PayerDetailRoute /> },
      { path: 'buy/pay', element: <Where /> },
    ],
  },
]

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

/** comprador asks personal to pay a fresh payment, through the API. */
async function requestOf(needPay = 250) {
  const payment = await makePayment(APPLICANT, { needPay })
  const answer = await postForm(
    '/v3/business/front/payRequest/add',
    { paySn: payment.paySn, payerEmail: PAYER, message: 'Gracias por pagar este pedido' },
    await tokenOf(APPLICANT),
  )
  expect(answer.state).toBe(200)
  return { payment, requestSn: answer.data.requestSn as string }
}

beforeEach(async () => {
  await resetDatabase()
})

it('asks a registered member to pay: an unknown payer is refused and the typed values stay', async () => {
  await logIn(APPLICANT)
  const payment = await makePayment(APPLICANT, { needPay: 321.5 })
  const router = renderAt(`/buy/request?paySn=${payment.paySn}`)
  const user = userEvent.setup()

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Solicitar el pago a un tercero' }),
  ).toBeVisible()
  const table = await screen.findByRole('table', { name: 'Pedidos incluidos en el pago' })
  for (const orderSn of payment.orderSns) expect(within(table).getByText(orderSn)).toBeInTheDocument()
  expect(within(table).getByText(formatMoney(321.5))).toBeInTheDocument()

  const email = screen.getByLabelText('Correo electrónico del pagador')
  await user.type(email, 'no-es-correo')
  await user.tab()
  expect(email).toHaveAccessibleDescription(/Introduzca un correo electrónico válido/)

  await user.clear(email)
  await user.type(email, 'nadie@example.com')
  await user.type(screen.getByLabelText('Mensaje para el pagador (opcional)'), 'Por favor, páguelo')
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El pagador no está registrado en la plataforma.',
  )
  expect(email).toHaveValue('nadie@example.com')
  expect(screen.getByLabelText('Mensaje para el pagador (opcional)')).toHaveValue('Por favor, páguelo')

  await user.clear(email)
  await user.type(email, PAYER)
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible()
  const request = db.payRequests.findFirst((q) => q.where({ paySn: payment.paySn }))!
  expect(request).toMatchObject({ state: 'requested', message: 'Por favor, páguelo' })
  expect(router.state.location.search).toBe(`?requestSn=${request.requestSn}`)
  expect(screen.getByRole('link', { name: 'Ver el detalle de la solicitud' })).toHaveAttribute(
    'href',
    `/buy/another/detail?requestSn=${request.requestSn}`,
  )
  expect(screen.getByRole('link', { name: 'Mis solicitudes de pago' })).toHaveAttribute(
    'href',
    '/buy/another/list',
  )
})

it('says so when the payment already has an open request', async () => {
  const { payment, requestSn } = await requestOf()
  await logIn(APPLICANT)
  renderAt(`/buy/request?paySn=${payment.paySn}`)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Este pago ya tiene una solicitud de pago por un tercero en curso.',
  )
  expect(screen.getByRole('link', { name: 'Ver la solicitud' })).toHaveAttribute(
    'href',
    `/buy/another/detail?requestSn=${requestSn}`,
  )
  expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).not.toBeInTheDocument()
})

it('shows "La orden de pago ha caducado." for a payment past its window', async () => {
  await logIn(APPLICANT)
  const payment = await makePayment(APPLICANT)
  clock.advanceHours(25)
  renderAt(`/buy/request?paySn=${payment.paySn}`)
  expect(await screen.findByRole('alert')).toHaveTextContent('La orden de pago ha caducado.')
})

it('shows "No se encontró el registro de pago." for an unknown payment', async () => {
  await logIn(APPLICANT)
  renderAt('/buy/request?paySn=PG000000000000000000')
  expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró el registro de pago.')
})

it('lets the payer identify the applicant before accepting, then goes to the payment screen', async () => {
  const { payment, requestSn } = await requestOf(250)
  await logIn(PAYER)
  renderAt(`/buy/another/pay?requestSn=${requestSn}`)
  const user = userEvent.setup()

  const who = await screen.findByRole('region', { name: 'Quién le pide el pago' })
  const applicant = db.members.findFirst((q) => q.where({ email: APPLICANT }))!
  expect(within(who).getByText(applicant.memberTrueName || applicant.memberName)).toBeInTheDocument()
  expect(within(who).getByText(applicant.companyName)).toBeInTheDocument()
  expect(within(who).getByText('c***@example.com')).toBeInTheDocument()
  expect(screen.getByText('Gracias por pagar este pedido')).toBeInTheDocument()
  for (const orderSn of payment.orderSns) expect(screen.getByText(orderSn)).toBeInTheDocument()
  expect(screen.getAllByText(formatMoney(250)).length).toBeGreaterThan(0)
  expect(screen.getByRole('timer')).toHaveTextContent(/^2[34]:\d\d:\d\d$/)

  // issue 15 item 12: "Aceptar y pagar" before the tick says why, next to the box, and takes the payer there
  const accept = screen.getByRole('button', { name: 'Aceptar y pagar' })
  const knows = screen.getByRole('checkbox', { name: 'Conozco al solicitante y acepto pagar' })
  await user.click(accept)
  const why =
    'Para aceptar y pagar, marque «Conozco al solicitante y acepto pagar». Si no conoce al solicitante, rechace la solicitud.'
  expect(knows).toHaveAccessibleDescription(why)
  expect(knows).toHaveAttribute('aria-invalid', 'true')
  expect(knows).toHaveFocus()
  expect(accept).toHaveAccessibleDescription(why)
  expect(db.payRequests.findFirst((q) => q.where({ requestSn }))!.state).toBe('requested')
  await user.click(knows)
  expect(knows).not.toHaveAccessibleDescription(why)
  await user.click(accept)
  expect(await screen.findByTestId('where')).toHaveTextContent(
    `/buy/pay?paySn=${payment.paySn}&requestSn=${requestSn}`,
  )
  expect(db.payRequests.findFirst((q) => q.where({ requestSn }))!.state).toBe('waitingPayment')
})

it('lets the payer refuse with a reason, checked by the shared rule', async () => {
  const { requestSn } = await requestOf()
  await logIn(PAYER)
  renderAt(`/buy/another/pay?requestSn=${requestSn}`)
  const user = userEvent.setup()

  await user.click(await screen.findByRole('button', { name: 'Rechazar' }))
  const dialog = screen.getByRole('dialog', { name: 'Rechazar la solicitud' })
  const reason = within(dialog).getByLabelText('Motivo del rechazo')
  await user.type(reason, 'x')
  await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }))
  expect(reason).toHaveAccessibleDescription(/El motivo debe tener entre 2 y 200 caracteres/)
  await user.type(reason, ' No conozco a esta persona')
  await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'La solicitud de pago por un tercero fue cancelada o caducó.',
  )
  expect(db.payRequests.findFirst((q) => q.where({ requestSn }))).toMatchObject({
    state: 'cancelled',
    cancelledBy: 'payer',
    refuseReason: 'x No conozco a esta persona',
  })
})

it('shows the applicant the payer’s reason of a refusal', async () => {
  const { requestSn } = await requestOf()
  const refused = await postForm(
    '/v3/business/front/payRequest/refuse',
    { requestSn, reason: 'No reconozco este pedido' },
    await tokenOf(PAYER),
  )
  expect(refused.state).toBe(200)
  await logIn(APPLICANT)
  renderAt(`/buy/another/detail?requestSn=${requestSn}`)
  expect(await screen.findByText('El pagador rechazó la solicitud.')).toBeInTheDocument()
  expect(screen.getByText('No reconozco este pedido')).toBeInTheDocument()
  expect(screen.getByText('Cancelado')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Cancelar solicitud' })).not.toBeInTheDocument()
})

it('lets the applicant cancel after confirming', async () => {
  const { requestSn } = await requestOf()
  await logIn(APPLICANT)
  renderAt(`/buy/another/detail?requestSn=${requestSn}`)
  const user = userEvent.setup()

  const payer = await screen.findByRole('region', { name: 'Pagador' })
  expect(within(payer).getByText('p***@example.com')).toBeInTheDocument()
  expect(screen.getByRole('timer')).toHaveTextContent(/^2[34]:\d\d:\d\d$/)
  await user.click(screen.getByRole('button', { name: 'Cancelar solicitud' }))
  const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar la solicitud?' })
  await user.click(within(dialog).getByRole('button', { name: 'No, volver' }))
  expect(db.payRequests.findFirst((q) => q.where({ requestSn }))!.state).toBe('requested')
  await user.click(screen.getByRole('button', { name: 'Cancelar solicitud' }))
  await user.click(screen.getByRole('button', { name: 'Sí, cancelar la solicitud' }))
  expect(await screen.findByText('El solicitante canceló la solicitud.')).toBeInTheDocument()
  expect(screen.queryByRole('timer')).not.toBeInTheDocument()
  expect(db.payRequests.findFirst((q) => q.where({ requestSn }))!.state).toBe('cancelled')
})

it('shows an expired request once the mock clock passes the window', async () => {
  const { requestSn } = await requestOf()
  clock.advanceHours(25)
  await logIn(APPLICANT)
  renderAt(`/buy/another/detail?requestSn=${requestSn}`)
  expect(await screen.findByText('Caducado')).toBeInTheDocument()
  expect(screen.getByText('El plazo de pago terminó sin que se pagara.')).toBeInTheDocument()
})

it('says "No se encontró el registro de pago." to anyone else', async () => {
  const { requestSn } = await requestOf()
  await logIn('disenador@example.com')
  renderAt(`/buy/another/pay?requestSn=${requestSn}`)
  expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró el registro de pago.')
})

it('lists the applicant’s requests with state tabs held in the URL', async () => {
  const { requestSn } = await requestOf()
  await logIn(APPLICANT)
  const router = renderAt('/buy/another/list')
  const user = userEvent.setup()
  const table = await screen.findByRole('table', { name: 'Solicitudes de pago por un tercero' })
  expect(within(table).getByText(requestSn)).toBeInTheDocument()
  expect(within(table).getByRole('link', { name: `Ver detalle de ${requestSn}` })).toHaveAttribute(
    'href',
    `/buy/another/detail?requestSn=${requestSn}`,
  )
  const tabs = screen.getByRole('navigation', { name: 'Filtrar por estado' })
  expect(within(tabs).getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page')
  await user.click(within(tabs).getByRole('link', { name: 'Pagado' }))
  expect(await screen.findByText('No hay solicitudes en este estado.')).toBeInTheDocument()
  expect(router.state.location.search).toBe('?state=paid')
  expect(within(tabs).getByRole('link', { name: 'Pagado' })).toHaveAttribute('aria-current', 'page')
})

it('lists the requests made to the payer, each leading to the pay page while open', async () => {
  const { requestSn } = await requestOf()
  await logIn(PAYER)
  renderAt('/buy/another/anotherFor')
  const link = await screen.findByRole('link', { name: `Revisar y pagar ${requestSn}` })
  expect(link).toHaveAttribute('href', `/buy/another/pay?requestSn=${requestSn}`)
  expect(screen.getByRole('heading', { level: 1, name: 'Pagos que me solicitaron' })).toBeVisible()
})

it('shows both sides from the header’s "Pagos por un tercero": my requests and the requests others made to me', async () => {
  const { requestSn } = await requestOf()
  await logIn(PAYER)
  const router = renderAt('/buy/another/list')
  const user = userEvent.setup()
  const sides = await screen.findByRole('navigation', { name: 'Pagos por un tercero' })
  expect(within(sides).getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute('aria-current', 'page')
  expect(await screen.findByText('No hay solicitudes en este estado.')).toBeInTheDocument()
  await user.click(within(sides).getByRole('link', { name: 'Solicitudes para pagar' }))
  expect(await screen.findByRole('link', { name: `Revisar y pagar ${requestSn}` })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/buy/another/anotherFor')
  const now = screen.getByRole('navigation', { name: 'Pagos por un tercero' })
  expect(within(now).getByRole('link', { name: 'Solicitudes para pagar' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(within(now).getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
    'href',
    '/buy/another/list',
  )
})

it('shows the payer what he paid and the paid result page', async () => {
  const { payment, requestSn } = await requestOf(99)
  const payerToken = await tokenOf(PAYER)
  expect((await postForm('/v3/business/front/payRequest/accept', { requestSn }, payerToken)).state).toBe(200)
  const response = await fetch('http://api.test/v3/business/front/orderPay/doPay', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${payerToken}`,
      'Idempotency-Key': 'pay-request-test-0001',
    },
    body: JSON.stringify({ paySn: payment.paySn, payMethod: 'balance', payPwd: '20262026', requestSn }),
  })
  expect(((await response.json()) as { state: number }).state).toBe(200)
  await logIn(PAYER)
  renderAt(`/buy/another/result?requestSn=${requestSn}&paid=1`)
  const applicant = db.members.findFirst((q) => q.where({ email: APPLICANT }))!
  const name = applicant.memberTrueName || applicant.memberName
  expect(
    await screen.findByRole('heading', { level: 1, name: new RegExp(`^Pago realizado para ${name}`) }),
  ).toBeVisible()
  expect(screen.getByText(new RegExp(`Pagó ${formatMoney(99).replace('$', '\\$')}`))).toBeInTheDocument()

  await userEvent.setup().click(screen.getByRole('link', { name: 'Ver el detalle del pago' }))
  expect(await screen.findByText('El pagador pagó sus pedidos.')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByText('Pagado')).toBeInTheDocument())
  expect(screen.getByText('Fecha de pago')).toBeInTheDocument()
})
