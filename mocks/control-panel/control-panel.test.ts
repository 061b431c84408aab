// The supplier sections of the mock control panel (issue 5): pending wire transfers with their proof, confirmed
// or rejected, and a SKU's price change — through the mock-only endpoints, as a developer or an e2e test uses
// them. (A .ts file without JSX: the mock tests are collected as mocks/**/*.test.ts.)
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { db } from '../db'
import {
  doPay,
  imageBytes,
  makePayment,
  ordersOf,
  paymentNow,
  tokenOf,
  upload,
} from '../fixtures/payment-fixtures'
import { resetDatabase } from '../persistence'
import { COMPRADOR, memberOf, postJson } from '../fixtures/checkout-fixtures'
import { POINT_PATHS } from '../handlers/points'
import { ControlPanel } from './control-panel'

async function pendingTransfer(needPay = 180) {
  const token = await tokenOf('comprador@example.com')
  const payment = await makePayment('comprador@example.com', { needPay })
  const proof = await upload(token, imageBytes(2000))
  expect(proof.state).toBe(200)
  const paid = await doPay(token, { paySn: payment.paySn, payMethod: 'transfer', proofUrl: proof.data.url })
  expect(paid.state).toBe(200)
  // the answers hand out fresh signed links to the same private file (issue 27 item 8)
  return {
    payment,
    proofUrl: `${(proof.data.path as string).replace('/uploads/', '/mock-uploads/')}?expires=`,
  }
}

async function openPanel() {
  const user = userEvent.setup()
  renderWithProviders(createElement(ControlPanel))
  await user.click(screen.getByRole('button', { name: 'Panel de simulación' }))
  return user
}

const transfersSection = () => screen.getByRole('region', { name: 'Transferencias pendientes' })

beforeEach(async () => {
  await resetDatabase()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ControlPanel — Transferencias pendientes', () => {
  it('says there is nothing to confirm when no transfer waits', async () => {
    await openPanel()
    expect(
      await within(transfersSection()).findByText('No hay transferencias pendientes de confirmación.'),
    ).toBeInTheDocument()
  })

  it('lists a pending transfer with the buyer, the amount, the orders and the proof image', async () => {
    const { payment, proofUrl } = await pendingTransfer()
    await openPanel()
    const item = within(
      await within(transfersSection()).findByRole('listitem', { name: `Pago ${payment.paySn}` }),
    )
    expect(item.getByText(/Comprador: comprador@example.com/)).toBeInTheDocument()
    expect(item.getByText(/Importe: US\$ 180,00/)).toBeInTheDocument()
    expect(item.getByText(new RegExp(`Pedidos: ${payment.orderSns.join(', ')}`))).toBeInTheDocument()
    expect(
      item.getByRole('img', { name: `Comprobante de transferencia del pago ${payment.paySn}` }),
    ).toHaveAttribute('src', expect.stringContaining(proofUrl))
  })

  it('"Confirmar transferencia" makes the payment paid and its orders "Pendiente de envío"', async () => {
    const { payment } = await pendingTransfer()
    const user = await openPanel()
    const item = within(
      await within(transfersSection()).findByRole('listitem', { name: `Pago ${payment.paySn}` }),
    )
    await user.click(item.getByRole('button', { name: 'Confirmar transferencia' }))
    expect(
      await within(transfersSection()).findByText(
        `Transferencia del pago ${payment.paySn} confirmada: sus pedidos pasan a Pendiente de envío.`,
      ),
    ).toBeInTheDocument()
    expect(paymentNow(payment.paySn)).toMatchObject({ payState: 'paid', payMethod: 'transfer' })
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([20, 20])
    expect(
      await within(transfersSection()).findByText('No hay transferencias pendientes de confirmación.'),
    ).toBeInTheDocument()
  })

  it('"Rechazar" needs a reason of 2 to 200 characters and sends the payment back to unpaid with it', async () => {
    const { payment } = await pendingTransfer()
    const user = await openPanel()
    const item = within(
      await within(transfersSection()).findByRole('listitem', { name: `Pago ${payment.paySn}` }),
    )
    const reject = item.getByRole('button', { name: 'Rechazar' })
    expect(reject).toBeDisabled()
    await user.type(item.getByLabelText('Motivo del rechazo'), 'x')
    expect(reject).toBeDisabled()
    await user.type(item.getByLabelText('Motivo del rechazo'), ' El importe no coincide')
    await user.click(reject)
    await waitFor(() => expect(paymentNow(payment.paySn).payState).toBe('unpaid'))
    expect(paymentNow(payment.paySn)).toMatchObject({
      transferRejectReason: 'x El importe no coincide',
      proofUrl: null,
    })
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([10, 10])
    expect(
      await within(transfersSection()).findByText(
        `Transferencia del pago ${payment.paySn} rechazada: el pago vuelve a estar pendiente.`,
      ),
    ).toBeInTheDocument()
  })
})

describe('ControlPanel — Cambiar precio de un SKU', () => {
  it('changes a SKU’s price through the mock and says so', async () => {
    const product = db.products.all()[0]!
    const user = await openPanel()
    const section = within(screen.getByRole('region', { name: 'Cambiar precio de un SKU' }))
    await user.type(section.getByLabelText('ID del SKU (productId)'), String(product.productId))
    await user.type(section.getByLabelText('Nuevo precio (US$)'), '12.5')
    await user.click(section.getByRole('button', { name: 'Cambiar precio' }))
    expect(
      await section.findByText(
        `El SKU ${product.productId} cuesta ahora US$ 12,50 (todos los tramos escalados).`,
      ),
    ).toBeInTheDocument()
    expect(db.products.findFirst((q) => q.where({ productId: product.productId }))!.price).toBe(12.5)
  })

  it('asks for a SKU and a price in range before calling the mock', async () => {
    const user = await openPanel()
    const section = within(screen.getByRole('region', { name: 'Cambiar precio de un SKU' }))
    await user.type(section.getByLabelText('ID del SKU (productId)'), '3')
    await user.click(section.getByRole('button', { name: 'Cambiar precio' }))
    expect(
      section.getByText('Indique un ID de SKU entero y un precio mayor que 0 y hasta 999.999.'),
    ).toBeInTheDocument()
  })
})

describe('ControlPanel — existing sections', () => {
  it('still moves the mock clock forward', async () => {
    const user = await openPanel()
    await user.click(screen.getByRole('button', { name: 'Adelantar 24 horas' }))
    expect(await screen.findByText(/Adelanto: 24 h/)).toBeInTheDocument()
  })
})

describe('ControlPanel — jump menu', () => {
  it('names every section by its heading and takes the developer to the one chosen', async () => {
    const user = await openPanel()
    const menu = screen.getByRole('navigation', { name: 'Secciones del panel' })
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Simular fallos' })).toBeInTheDocument(),
    )
    const headings = within(screen.getByRole('complementary'))
      .getAllByRole('heading', { level: 3 })
      .filter((heading) => heading.closest('section')?.parentElement?.classList.contains('mock-panel'))
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(headings.map((heading) => heading.textContent))
    await user.click(within(menu).getByRole('button', { name: 'Simular fallos' }))
    expect(screen.getByRole('heading', { level: 3, name: 'Simular fallos' })).toHaveFocus()
  })
})

describe('ControlPanel — every section with records', () => {
  // issue 25 item 8: the panel showed an app label (a points order's state) its dictionary lacked; the
  // mock build drew its raw id (tests/e2e/points-mall.spec.ts), and tests/setup.ts fails this test on any
  // console error
  it('draws every section with a record of each kind without a console error', async () => {
    await pendingTransfer()
    const token = await tokenOf(COMPRADOR)
    const addressId = db.addresses.findFirst((q) =>
      q.where({ memberId: memberOf(COMPRADOR).memberId }),
    )!.addressId
    const lantern = db.pointGoods.findFirst((q) => q.where({ goodsId: 1 }))!
    const redeemed = await postJson(
      POINT_PATHS.submit,
      { goodsId: 1, number: 1, addressId, integral: lantern.integralPrice },
      token,
      { 'Idempotency-Key': 'panel-test-points-000001' },
    )
    expect(redeemed.state).toBe(200)
    await openPanel()
    const points = screen.getByRole('region', { name: 'Canjes de puntos (como plataforma)' })
    await waitFor(() => expect(within(points).getByText('Pendiente de envío')).toBeInTheDocument())
    await waitFor(() => expect(within(transfersSection()).getAllByRole('listitem').length).toBeGreaterThan(0))
    for (const region of screen.getAllByRole('region'))
      expect(region.textContent, 'a section drew a raw message id').not.toMatch(
        /\b[a-z]+(\.[a-zA-Z0-9]+){2,}\b/,
      )
  })
})
