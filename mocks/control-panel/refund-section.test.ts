// "Reembolsos" of the mock control panel (issue 6 item 7): a refund the buyer requested through the API is
// refused (with a reason) or confirmed by the panel acting as the supplier, with only the actions the refund
// machine takes offered; a refusal of the server is shown and changes nothing.
// (A .ts file without JSX: the mock tests are collected as mocks/**/*.test.ts.)
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { db } from '../db'
import { walletOf } from '../lib/ledger'
import { MOCK_PAY_PASSWORD, get, makePayment, newKey, postJson, tokenOf } from '../fixtures/payment-fixtures'
import { resetDatabase } from '../persistence'
import { ControlPanel } from './control-panel'
import { postRefund } from '../fixtures/refund-fixtures'

const COMPRADOR = 'comprador@example.com'

/**
 * comprador pays a one-unit regular order from the balance, then asks for a refund of part of it (with
 * `type` 'return', the supplier ships the unit first: a return needs shipped goods).
 */
async function requestedRefund(amount = 40, type: 'refund' | 'return' = 'refund') {
  const token = await tokenOf(COMPRADOR)
  const payment = await makePayment(COMPRADOR, { needPay: 100, stores: 1 })
  const paid = await postJson(
    '/v3/business/front/orderPay/doPay',
    { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD },
    token,
    { 'Idempotency-Key': newKey() },
  )
  expect(paid.state).toBe(200)
  const orderSn = payment.orderSns[0]!
  if (type === 'return') {
    const shipped = await postJson('/v3/mock/front/orders/act', { orderSn, action: 'shipBatch', units: 1 })
    expect(shipped.state).toBe(200)
  }
  const info = await get(`/v3/business/front/after/sale/apply/applyInfo?orderSn=${orderSn}`, token)
  const reasons = await get('/v3/system/front/reason/list?type=105', token)
  const returnReasons = await get('/v3/system/front/reason/list?type=107', token)
  const submitted = await postRefund(
    '/v3/business/front/after/sale/apply/submit',
    {
      orderSn,
      type,
      productList: info.data.lines.map((line: { orderProductId: number; refundableNum: number }) => ({
        orderProductId: line.orderProductId,
        afsNum: line.refundableNum,
      })),
      goodsState: type === 'return' ? 'received' : 'notReceived',
      amount,
      reasonId: (type === 'return' ? returnReasons : reasons).data[0].reasonId,
      description: 'Llegó tarde',
      refundAccount: info.data.paymentAccount.key,
    },
    token,
  )
  expect(submitted.state).toBe(200)
  return { orderSn, afsSn: submitted.data.afsSn as string, token }
}

const refundNow = (afsSn: string) => db.refunds.findFirst((q) => q.where({ afsSn }))!
const orderNow = (orderSn: string) => db.orders.findFirst((q) => q.where({ orderSn }))!
const balanceOf = (email: string) =>
  walletOf(db.members.findFirst((q) => q.where({ email }))!.memberId).balance

/** Types a whole text at once (a paste): keystroke by keystroke is slow and tests nothing more here. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input)
  await user.paste(text)
}

async function openPanel() {
  const user = userEvent.setup()
  renderWithProviders(createElement(ControlPanel))
  await user.click(screen.getByRole('button', { name: 'Panel de simulación' }))
  return user
}

const refundsSection = () => screen.getByRole('region', { name: 'Reembolsos' })
/** The row of a refund (named by its afsSn), found by its heading: cheaper than every listitem's name. */
const refundRow = async (afsSn: string) =>
  within((await within(refundsSection()).findByText(afsSn, { selector: 'h4' })).closest('li')!)
const timeline = (row: ReturnType<typeof within>, afsSn: string) =>
  within(row.getByRole('list', { name: `Estados de la máquina de la solicitud ${afsSn}` }))
    .getAllByRole('listitem')
    .map(
      (step) => `${step.querySelector('code')!.textContent}${step.getAttribute('aria-current') ? '*' : ''}`,
    )

beforeEach(async () => {
  await resetDatabase()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ControlPanel — Reembolsos', () => {
  it('lists a requested refund with its order, type, amount and the supplier’s two answers', async () => {
    const { orderSn, afsSn } = await requestedRefund()
    await openPanel()
    const row = await refundRow(afsSn)
    expect(row.getByText(orderSn)).toBeInTheDocument()
    expect(row.getByText(COMPRADOR)).toBeInTheDocument()
    expect(row.getByText('Solicitar reembolso')).toBeInTheDocument()
    expect(row.getByText('US$ 40,00')).toBeInTheDocument()
    // a refund only: the return steps of the machine are not on its timeline
    expect(timeline(row, afsSn)).toEqual(['applied*', 'refunded'])
    expect(row.getByRole('button', { name: 'Confirmar' })).toBeEnabled()
    expect(row.getByRole('button', { name: 'Rechazar' })).toBeDisabled()
    expect(row.queryByRole('button', { name: 'Mercancía recibida' })).not.toBeInTheDocument()
  })

  it('"Confirmar" refunds a refund only at once: the money goes back to the balance that paid', async () => {
    const { orderSn, afsSn } = await requestedRefund(40)
    const balance = balanceOf(COMPRADOR)
    const user = await openPanel()
    const row = await refundRow(afsSn)
    await user.click(row.getByRole('button', { name: 'Confirmar' }))
    expect(
      await within(refundsSection()).findByText(
        `Solicitud ${afsSn}: «Confirmar» aplicado. Estado: Reembolsado.`,
      ),
    ).toBeInTheDocument()
    expect(refundNow(afsSn).lifecycle.state).toBe('refunded')
    expect(balanceOf(COMPRADOR)).toBeCloseTo(balance + 40, 2)
    expect(orderNow(orderSn).lifecycle.state).toBe('pendingShipment')
    // closed: no longer among the open requests
    await waitFor(() =>
      expect(within(refundsSection()).queryByText(afsSn, { selector: 'h4' })).not.toBeInTheDocument(),
    )
  })

  it('a refund with return: "Confirmar" waits for the goods, "Mercancía recibida" refunds them', async () => {
    const { afsSn, token } = await requestedRefund(100, 'return')
    const balance = balanceOf(COMPRADOR)
    const user = await openPanel()
    let row = await refundRow(afsSn)
    expect(row.getByText('Reembolso con devolución')).toBeInTheDocument()
    expect(timeline(row, afsSn)).toEqual(['applied*', 'waitingReturn', 'returnShipped', 'refunded'])
    await user.click(row.getByRole('button', { name: 'Confirmar' }))
    await waitFor(() => expect(refundNow(afsSn).lifecycle.state).toBe('waitingReturn'))
    await waitFor(() => expect(timeline(row, afsSn)).toContain('waitingReturn*'))
    // the buyer's turn: nothing for the supplier until the goods are on their way back
    expect(row.getByText('La máquina no acepta acciones del proveedor ahora.')).toBeInTheDocument()
    expect(balanceOf(COMPRADOR)).toBe(balance)

    const shipped = await postJson(
      '/v3/business/front/after/sale/deliverGoods',
      { afsSn, expressId: 1, trackingNumber: 'CU123456789' },
      token,
    )
    expect(shipped.state).toBe(200)
    await user.click(within(refundsSection()).getByRole('button', { name: 'Actualizar reembolsos' }))
    row = await refundRow(afsSn)
    expect(await row.findByText(/Correos de Cuba · CU123456789/)).toBeInTheDocument()
    await user.click(row.getByRole('button', { name: 'Mercancía recibida' }))
    await waitFor(() => expect(refundNow(afsSn).lifecycle.state).toBe('refunded'))
    expect(balanceOf(COMPRADOR)).toBeCloseTo(balance + 100, 2)
  }, 30_000) // two actions, a return shipment and three list reloads

  it('"Rechazar" needs a reason, and the refused request waits for the buyer', async () => {
    const { afsSn } = await requestedRefund()
    const user = await openPanel()
    const row = await refundRow(afsSn)
    await fill(user, row.getByLabelText('Motivo'), 'El pedido aún no se ha enviado')
    await user.click(row.getByRole('button', { name: 'Rechazar' }))
    await waitFor(() => expect(refundNow(afsSn).lifecycle.state).toBe('refused'))
    expect(refundNow(afsSn).refuseReason).toBe('El pedido aún no se ha enviado')
    await waitFor(() => expect(timeline(row, afsSn)).toEqual(['applied', 'refused*', 'refunded']))
    expect(row.getByText('La máquina no acepta acciones del proveedor ahora.')).toBeInTheDocument()
  })

  it('shows the server’s refusal when the request was answered meanwhile, and nothing changes', async () => {
    const { afsSn } = await requestedRefund()
    const user = await openPanel()
    const row = await refundRow(afsSn)
    expect((await postJson('/v3/mock/front/refunds/act', { afsSn, action: 'confirm' })).state).toBe(200)
    const before = refundNow(afsSn)
    await fill(user, row.getByLabelText('Motivo'), 'Demasiado tarde')
    await user.click(row.getByRole('button', { name: 'Rechazar' }))
    expect(await within(refundsSection()).findByRole('alert')).toHaveTextContent(
      'Acción no permitida en el estado actual de la solicitud.',
    )
    expect(refundNow(afsSn)).toEqual(before)
  })
})
