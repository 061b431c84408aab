// "Flujos de pedidos" of the control panel (issue 13 item 2) on the seeded mock: the diagram's states carry the
// counts of the mock's orders, and choosing a state lists its orders. (A .ts file without JSX: the mock tests
// are collected as mocks/**/*.test.ts.)
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { db } from '../../db'
import { resetDatabase } from '../../persistence'
import { ControlPanel } from '../control-panel'

beforeEach(async () => {
  await resetDatabase()
})

const reservationsIn = (state: string) =>
  db.orders.all().filter((order) => order.orderType === 2 && order.lifecycle.state === state)

async function openFlows() {
  const user = userEvent.setup()
  renderWithProviders(createElement(ControlPanel))
  await user.click(screen.getByRole('button', { name: 'Panel de simulación' }))
  await user.click(screen.getByRole('button', { name: 'Ver flujos de pedidos' }))
  const dialog = await screen.findByRole('dialog', { name: 'Flujos de pedidos' })
  await within(dialog).findByRole(
    'group',
    { name: 'Diagrama de estados: Pedido de reserva' },
    { timeout: 10_000 },
  )
  return { user, dialog }
}

// ELK lays each diagram out in the test's own thread
describe('ControlPanel — Flujos de pedidos', { timeout: 40_000 }, () => {
  it('shows on each state of the reservation machine how many seeded orders are in it now', async () => {
    const { dialog } = await openFlows()
    const deposit = reservationsIn('waitingDeposit').length
    expect(deposit).toBeGreaterThan(0)
    const state = within(dialog).getByRole('button', {
      name: `Pendiente de pago del depósito (waitingDeposit): ${deposit} ${deposit === 1 ? 'pedido' : 'pedidos'}`,
    })
    expect(state).toHaveAttribute('aria-pressed', 'false')
    // the text alternative says the same
    const table = within(dialog).getByRole('table', { name: 'Estados de Pedido de reserva' })
    const row = within(table).getByRole('row', { name: /Pendiente de pago del depósito/ })
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(String(deposit))
    expect(
      within(dialog).getByRole('table', { name: 'Transiciones de Pedido de reserva' }),
    ).toBeInTheDocument()
  })

  it('lists the orders of a state when it is chosen, with the keyboard too', async () => {
    const { user, dialog } = await openFlows()
    const orders = reservationsIn('waitingDeposit')
    const state = within(dialog).getByRole('button', { name: /\(waitingDeposit\)/ })
    state.focus()
    await user.keyboard('{Enter}')
    expect(state).toHaveAttribute('aria-pressed', 'true')
    const list = await within(dialog).findByRole('region', {
      name: 'En «Pendiente de pago del depósito» ahora',
    })
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(orders.length + 1))
    for (const order of orders) {
      const row = within(list).getByRole('row', { name: new RegExp(order.orderSn) })
      expect(row).toHaveTextContent('comprador@example.com')
      expect(row).toHaveTextContent('US$')
    }
  })

  it('draws the refund machine with the refunds in each state', async () => {
    const { user, dialog } = await openFlows()
    await user.click(within(dialog).getByRole('radio', { name: 'Reembolso' }))
    await within(dialog).findByRole('group', { name: 'Diagrama de estados: Reembolso' }, { timeout: 10_000 })
    const inState = (state: string) => db.refunds.all().filter((refund) => refund.lifecycle.state === state)
    const applied = inState('applied').length
    expect(
      within(dialog).getByRole('button', {
        name: `Solicitado, pendiente del proveedor (applied), estado inicial: ${applied} ${applied === 1 ? 'solicitud' : 'solicitudes'}`,
      }),
    ).toBeInTheDocument()
    // the seed's refunds: one state holding some
    const refund = db.refunds.all()[0]!
    const held = inState(refund.lifecycle.state)
    await user.click(
      within(dialog).getByRole('button', { name: new RegExp(`\\(${refund.lifecycle.state}\\)`) }),
    )
    const list = await within(dialog).findByRole('region', { name: /^En «.+» ahora$/ })
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(held.length + 1))
    expect(
      within(list).getByRole('row', { name: new RegExp(`${refund.afsSn} \\(pedido ${refund.orderSn}\\)`) }),
    ).toBeInTheDocument()
  })
})
