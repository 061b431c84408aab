// "Pedidos" of the mock control panel (issue 6 item 7): a reservation order placed through the API is driven
// by the panel acting as the supplier — approve, then quote — with only the actions its machine takes
// offered, and a refused action (the panel was stale) shows the server's message and changes nothing.
// (A .ts file without JSX: the mock tests are collected as mocks/**/*.test.ts.)
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { db } from '../db'
import { MOCK_PAY_PASSWORD, get, makePayment, newKey, postJson, tokenOf } from '../fixtures/payment-fixtures'
import { resetDatabase } from '../persistence'
import { ControlPanel } from './control-panel'

const COMPRADOR = 'comprador@example.com'
const NOT_ALLOWED = 'Acción no permitida en el estado actual del pedido.'

/** The first reserved goods on sale in an open store with stock for its minimum order. */
function reservedSku() {
  const goods = db.goods
    .all()
    .sort((a, b) => a.goodsId - b.goodsId)
    .find((row) => {
      const store = db.stores.findFirst((q) => q.where({ storeId: row.storeId }))
      const sku = db.products.findFirst((q) => q.where({ goodsId: row.goodsId }))
      return (
        row.stockType === 'reserved' &&
        row.state === 1 &&
        row.purchaseLimit === 0 &&
        store?.isOpen &&
        sku &&
        sku.stock >= row.minBuyNum
      )
    })!
  const product = db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))!
  return { productId: product.productId, buyNum: goods.minBuyNum }
}

/** A reservation order of comprador, placed as the checkout does (confirm, then submit once). */
async function placeReservation(): Promise<string> {
  const token = await tokenOf(COMPRADOR)
  const line = reservedSku()
  const confirm = await postJson(
    '/v3/business/front/orderOperate/confirm',
    { isCart: false, productList: [line] },
    token,
  )
  expect(confirm.state).toBe(200)
  const price = confirm.data.storeGroupList[0].productList[0].price as number
  const submit = await postJson(
    '/v3/business/front/orderOperate/submit',
    {
      isCart: false,
      productList: [{ ...line, price }],
      addressId: confirm.data.address.addressId,
      agreement: true,
    },
    token,
    { 'Idempotency-Key': newKey() },
  )
  expect(submit.data).toMatchObject({ orderType: 2, paySn: null })
  return submit.data.orderSnList[0] as string
}

/** A regular order of comprador (one unit), paid from the prepaid balance: pending shipment. */
async function paidRegularOrder() {
  const token = await tokenOf(COMPRADOR)
  const payment = await makePayment(COMPRADOR, { needPay: 100, stores: 1 })
  const paid = await postJson(
    '/v3/business/front/orderPay/doPay',
    { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD },
    token,
    { 'Idempotency-Key': newKey() },
  )
  expect(paid.state).toBe(200)
  return { orderSn: payment.orderSns[0]! }
}

const orderNow = (orderSn: string) => db.orders.findFirst((q) => q.where({ orderSn }))!

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

const ordersSection = () => screen.getByRole('region', { name: 'Pedidos' })
/** The row of an order (named by its orderSn), found by its heading: cheaper than every listitem's name. */
const orderRow = async (orderSn: string) =>
  within((await within(ordersSection()).findByText(orderSn, { selector: 'h4' })).closest('li')!)
const hasRow = (orderSn: string) => within(ordersSection()).queryByText(orderSn, { selector: 'h4' }) !== null
const currentStep = (row: ReturnType<typeof within>, orderSn: string) =>
  within(row.getByRole('list', { name: `Estados de la máquina del pedido ${orderSn}` }))
    .getAllByRole('listitem')
    .find((step) => step.getAttribute('aria-current') === 'step')

beforeEach(async () => {
  await resetDatabase()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ControlPanel — Pedidos', () => {
  it('shows a new reservation order with its state, its machine’s timeline and only the review actions', async () => {
    const orderSn = await placeReservation()
    await openPanel()
    const row = await orderRow(orderSn)
    // e2e tests find the row by its accessible name
    expect(within(ordersSection()).getByRole('listitem', { name: orderSn })).toBeInTheDocument()
    expect(row.getByText(COMPRADOR)).toBeInTheDocument()
    expect(row.getByText('Reserva')).toBeInTheDocument()
    expect(row.getByText('Pendiente de revisión del proveedor')).toBeInTheDocument()
    expect(currentStep(row, orderSn)).toHaveTextContent('waitingReview')
    // the timeline is the machine's main path, in the order of its definition
    const steps = within(row.getByRole('list', { name: `Estados de la máquina del pedido ${orderSn}` }))
      .getAllByRole('listitem')
      .map((step) => step.querySelector('code')!.textContent)
    expect(steps).toEqual([
      'waitingReview',
      'waitingQuote',
      'waitingDeposit',
      'preparing',
      'waitingFinalPayment',
      'waitingShipment',
      'shipping',
      'waitingPickup',
      'waitingReceipt',
      'finished',
    ])
    expect(row.getByRole('button', { name: 'Aprobar revisión' })).toBeEnabled()
    expect(row.getByRole('button', { name: 'Rechazar' })).toBeDisabled()
    for (const name of [
      'Cotizar',
      'Mercancía preparada',
      'Enviar lote',
      'Recogida lista',
      'Registrar recogida',
    ])
      expect(row.queryByRole('button', { name })).not.toBeInTheDocument()
  })

  it('approves the review, then quotes it: deposit 30 % with its payment, and the row offers the next actions only', async () => {
    const orderSn = await placeReservation()
    const user = await openPanel()
    let row = await orderRow(orderSn)
    await user.click(row.getByRole('button', { name: 'Aprobar revisión' }))
    expect(
      await within(ordersSection()).findByText(
        `Pedido ${orderSn}: «Aprobar revisión» aplicado. Estado: Pendiente de cotización del proveedor.`,
      ),
    ).toBeInTheDocument()
    expect(orderNow(orderSn).lifecycle.state).toBe('waitingQuote')

    row = await orderRow(orderSn)
    await waitFor(() => expect(currentStep(row, orderSn)).toHaveTextContent('waitingQuote'))
    expect(row.queryByRole('button', { name: 'Aprobar revisión' })).not.toBeInTheDocument()
    const quote = row.getByRole('button', { name: 'Cotizar' })
    expect(quote).toBeDisabled()
    await fill(user, row.getByLabelText('Importe total de la cotización'), '1000')
    await fill(user, row.getByLabelText('Nota de la cotización (opcional)'), 'Entrega en 30 días')
    await user.click(quote)
    expect(
      await within(ordersSection()).findByText(
        `Pedido ${orderSn}: «Cotizar» aplicado. Estado: Pendiente de pago del depósito.`,
      ),
    ).toBeInTheDocument()

    const order = orderNow(orderSn)
    expect(order.lifecycle.state).toBe('waitingDeposit')
    expect(order).toMatchObject({ depositAmount: 300, finalAmount: 700, totalMoney: 1000 })
    expect(db.payments.findFirst((q) => q.where({ paySn: order.depositPaySn! }))).toMatchObject({
      kind: 'deposit',
      needPay: 300,
      payState: 'unpaid',
    })
    row = await orderRow(orderSn)
    await waitFor(() => expect(currentStep(row, orderSn)).toHaveTextContent('waitingDeposit'))
    expect(row.getByText('US$ 300,00')).toBeInTheDocument()
    expect(row.getByText('US$ 700,00')).toBeInTheDocument()
    // waiting for the buyer's deposit: the supplier has nothing to do
    expect(row.getByText('La máquina no acepta acciones del proveedor ahora.')).toBeInTheDocument()
    expect(row.queryByRole('button', { name: 'Cotizar' })).not.toBeInTheDocument()
  }, 30_000) // two actions and two list reloads through the panel

  it('shows the server’s refusal of an action its state no longer takes, and the order does not change', async () => {
    const orderSn = await placeReservation()
    const user = await openPanel()
    const row = await orderRow(orderSn)
    // someone else approved it meanwhile (the panel is stale)
    expect((await postJson('/v3/mock/front/orders/act', { orderSn, action: 'approve' })).state).toBe(200)
    const before = orderNow(orderSn)

    await user.click(row.getByRole('button', { name: 'Aprobar revisión' }))
    expect(await row.findByRole('alert')).toHaveTextContent(NOT_ALLOWED)
    const after = orderNow(orderSn)
    expect(after.lifecycle).toEqual(before.lifecycle)
    expect(after.log).toHaveLength(before.log.length)
    // the list was read again: the row now offers what the machine takes in waitingQuote
    expect(await row.findByRole('button', { name: 'Cotizar' })).toBeInTheDocument()
    expect(row.getByRole('alert')).toHaveTextContent(NOT_ALLOWED)
  })

  it('rejects the review with a reason of 2 to 200 characters, and the closed order leaves the open list', async () => {
    const orderSn = await placeReservation()
    const user = await openPanel()
    const row = await orderRow(orderSn)
    const reject = row.getByRole('button', { name: 'Rechazar' })
    await fill(user, row.getByLabelText('Motivo'), 'x')
    expect(reject).toBeDisabled()
    await fill(user, row.getByLabelText('Motivo'), ' Sin capacidad de producción')
    await user.click(reject)
    expect(
      await within(ordersSection()).findByText(
        `Pedido ${orderSn}: «Rechazar» aplicado. Estado: Revisión rechazada por el proveedor.`,
      ),
    ).toBeInTheDocument()
    expect(orderNow(orderSn)).toMatchObject({ lifecycle: { state: 'rejected' } })
    await waitFor(() => expect(hasRow(orderSn)).toBe(false))
    // every order, closed ones too
    await user.click(within(ordersSection()).getByRole('checkbox', { name: 'Solo pedidos abiertos' }))
    const closed = await orderRow(orderSn)
    expect(currentStep(closed, orderSn)).toHaveTextContent('rejected')
  })

  it('walks the supplier’s side after the deposit: prepare, ship a batch, logistics, pickup code, pickup', async () => {
    const orderSn = await placeReservation()
    const token = await tokenOf(COMPRADOR)
    const act = (body: Record<string, unknown>) => postJson('/v3/mock/front/orders/act', { orderSn, ...body })
    const payBalance = (paySn: string) =>
      postJson(
        '/v3/business/front/orderPay/doPay',
        { paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD },
        token,
        { 'Idempotency-Key': newKey() },
      )
    expect((await act({ action: 'approve' })).state).toBe(200)
    expect((await act({ action: 'quote', total: 500 })).state).toBe(200)
    expect((await payBalance(orderNow(orderSn).depositPaySn!)).state).toBe(200)
    const units = (orderNow(orderSn).lifecycle.context as { unitsTotal: number }).unitsTotal

    const user = await openPanel()
    let row = await orderRow(orderSn)
    await user.click(row.getByRole('button', { name: 'Mercancía preparada' }))
    await waitFor(() => expect(orderNow(orderSn).lifecycle.state).toBe('waitingFinalPayment'))
    row = await orderRow(orderSn)
    await waitFor(() => expect(row.getByText('Plazo del pago final')).toBeInTheDocument())
    expect(row.getByText('La máquina no acepta acciones del proveedor ahora.')).toBeInTheDocument()

    expect((await payBalance(orderNow(orderSn).finalPaySn!)).state).toBe(200)
    await user.click(within(ordersSection()).getByRole('button', { name: 'Actualizar pedidos' }))
    row = await orderRow(orderSn)
    const ship = await row.findByRole('button', { name: 'Enviar lote' })
    // no "recogida en almacén" for a reservation order: its pickup follows every batch
    expect(row.queryByRole('checkbox')).not.toBeInTheDocument()
    await fill(user, row.getByLabelText('Unidades'), String(units + 1))
    await fill(user, row.getByLabelText('Número de contenedor'), 'mscu1234567')
    expect(row.getByLabelText('Número de contenedor')).toHaveValue('MSCU1234567')
    await user.click(ship)
    expect(await row.findByRole('alert')).toHaveTextContent('No quedan tantas unidades por enviar.')
    expect(orderNow(orderSn).batches).toHaveLength(0)

    await user.clear(row.getByLabelText('Unidades'))
    await fill(user, row.getByLabelText('Unidades'), String(units))
    await user.click(row.getByRole('button', { name: 'Enviar lote' }))
    await waitFor(() => expect(orderNow(orderSn).lifecycle.state).toBe('shipping'))
    const batch = within(await row.findByRole('listitem', { name: 'Lote 1' }))
    expect(batch.getByText(new RegExp(`MSCU1234567 · En preparación`))).toBeInTheDocument()
    expect(row.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(batch.getByRole('button', { name: 'Avanzar logística' }))
    await waitFor(() => expect(orderNow(orderSn).batches[0]!.logisticsState).toBe('prepared'))

    await user.click(await row.findByRole('button', { name: 'Recogida lista' }))
    await waitFor(() => expect(orderNow(orderSn).lifecycle.state).toBe('waitingPickup'))
    const code = orderNow(orderSn).pickupCode!
    expect(await row.findByText(code)).toBeInTheDocument()
    const wrong = code === '000000' ? '111111' : '000000'
    await fill(user, row.getByLabelText('Código de recogida'), wrong)
    await user.click(row.getByRole('button', { name: 'Registrar recogida' }))
    expect(await row.findByRole('alert')).toHaveTextContent('El código de recogida no es correcto.')
    expect(orderNow(orderSn).lifecycle.state).toBe('waitingPickup')
    await user.clear(row.getByLabelText('Código de recogida'))
    await fill(user, row.getByLabelText('Código de recogida'), code)
    await user.click(row.getByRole('button', { name: 'Registrar recogida' }))
    await waitFor(() => expect(orderNow(orderSn).lifecycle.state).toBe('waitingReceipt'))
    expect(await row.findByText('Confirmación automática de recepción')).toBeInTheDocument()

    // a week of mock clock confirms the receipt: the finished order leaves the open list
    await user.click(screen.getByRole('button', { name: 'Adelantar 7 días' }))
    await waitFor(() => expect(hasRow(orderSn)).toBe(false))
    expect(orderNow(orderSn).lifecycle.state).toBe('finished')
  }, 30_000) // a long journey of nine actions through the panel

  it('ships a paid regular order’s last batch for pickup in the warehouse, with a pickup code', async () => {
    const { orderSn } = await paidRegularOrder()
    const user = await openPanel()
    const row = await orderRow(orderSn)
    expect(row.getByText('Regular')).toBeInTheDocument()
    expect(currentStep(row, orderSn)).toHaveTextContent('pendingShipment')
    expect(row.getByRole('button', { name: 'Rechazar pedido' })).toBeDisabled()
    await fill(user, row.getByLabelText('Unidades'), '1')
    await user.click(row.getByRole('checkbox', { name: 'Recogida en almacén (solo el último lote)' }))
    await user.click(row.getByRole('button', { name: 'Enviar lote' }))
    await waitFor(() => expect(orderNow(orderSn).lifecycle.state).toBe('pendingPickup'))
    expect(await row.findByText(orderNow(orderSn).pickupCode!)).toBeInTheDocument()
    expect(await row.findByRole('button', { name: 'Registrar recogida' })).toBeInTheDocument()
    expect(row.queryByRole('button', { name: 'Enviar lote' })).not.toBeInTheDocument()
  })

  it('"Rechazar pedido" ends a paid regular order that the supplier cannot fulfil', async () => {
    const { orderSn } = await paidRegularOrder()
    const user = await openPanel()
    const row = await orderRow(orderSn)
    await fill(user, row.getByLabelText('Motivo'), 'Mercancía agotada en fábrica')
    await user.click(row.getByRole('button', { name: 'Rechazar pedido' }))
    expect(
      await within(ordersSection()).findByText(
        new RegExp(`^Pedido ${orderSn}: «Rechazar pedido» aplicado\\. Estado: Rechazado\\.$`),
      ),
    ).toBeInTheDocument()
    expect(orderNow(orderSn).lifecycle.state).toBe('rejected')
  })

  it('filters by a part of the order number', async () => {
    const orderSn = await placeReservation()
    const user = await openPanel()
    await orderRow(orderSn)
    expect(within(ordersSection()).getAllByText(/^[A-Z0-9]+$/, { selector: 'h4' }).length).toBeGreaterThan(1)
    await fill(user, within(ordersSection()).getByLabelText('Número de pedido (o parte)'), orderSn.slice(-8))
    await user.click(within(ordersSection()).getByRole('button', { name: 'Actualizar pedidos' }))
    await waitFor(() =>
      expect(
        within(ordersSection())
          .getAllByText(/^[A-Z0-9]+$/, { selector: 'h4' })
          .map((heading) => heading.textContent),
      ).toEqual([orderSn]),
    )
    await user.clear(within(ordersSection()).getByLabelText('Número de pedido (o parte)'))
    await fill(user, within(ordersSection()).getByLabelText('Número de pedido (o parte)'), 'X0X0X0')
    await user.click(within(ordersSection()).getByRole('button', { name: 'Actualizar pedidos' }))
    expect(await within(ordersSection()).findByText('No hay pedidos con este filtro.')).toBeInTheDocument()
  })

  it('filters by the buyer’s email', async () => {
    const orderSn = await placeReservation()
    const user = await openPanel()
    const email = within(ordersSection()).getByLabelText('Correo del comprador')
    await fill(user, email, COMPRADOR)
    await user.click(within(ordersSection()).getByRole('button', { name: 'Actualizar pedidos' }))
    expect(await orderRow(orderSn)).toBeTruthy()
    await user.clear(email)
    await fill(user, email, 'personal@example.com')
    await user.click(within(ordersSection()).getByRole('button', { name: 'Actualizar pedidos' }))
    await waitFor(() => expect(hasRow(orderSn)).toBe(false))
    const rows = within(ordersSection()).queryAllByText(/^[A-Z0-9]+$/, { selector: 'h4' })
    for (const heading of rows)
      expect(within(heading.closest('li')!).getByText('personal@example.com')).toBeInTheDocument()
  })

  it('"Adelantar 7 días" moves the mock clock a week', async () => {
    const user = await openPanel()
    await user.click(screen.getByRole('button', { name: 'Adelantar 7 días' }))
    expect(await screen.findByText(/Adelanto: 168 h/)).toBeInTheDocument()
    expect((await get('/v3/mock/front/state')).data.offsetHours).toBe(168)
  })
})
