// The payment page's own rules against the mock backend (issue 16 item 9b, 9d, 9e; SPEC.md §5): a final payment
// offered only to the deposit's payer, as the reservation machine decides on both sides; the way to the pay
// password reset and back to this payment.
import { screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { finalPaymentReservation } from '../../../mocks/fixtures/order-fixtures'
import { tokenOf } from '../../../mocks/fixtures/payment-fixtures'
import { resetDatabase } from '../../../mocks/persistence'
import { renderWithProviders } from '../../../tests/render'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { PayRoute } from './pay-route'

function renderPayment(path: string) {
  const router = createMemoryRouter([{ path: '/buy/pay', element: <PayRoute /> }], { initialEntries: [path] })
  renderWithProviders(<RouterProvider router={router} />)
}

async function logIn(email = 'comprador@example.com') {
  await resetDatabase()
  session.setTokens({ accessToken: await tokenOf(email), refreshToken: undefined })
  session.setMemberInfo(await getMemberInfo())
}

const SAME_PAYER = 'El saldo final debe pagarse desde la misma cuenta que pagó el depósito.'

describe('payment page rules', () => {
  it('offers no method of a final payment to a buyer whose deposit another account paid', async () => {
    await logIn()
    const { final } = await finalPaymentReservation('comprador@example.com', 'personal@example.com')
    renderPayment(`/buy/pay?paySn=${final.paySn}`)
    const balance = await screen.findByRole('radio', { name: 'Saldo prepago' })
    for (const name of ['Saldo prepago', 'Crédito', 'Tarjeta bancaria', 'TropiPay (pago electrónico)']) {
      const option = screen.getByRole('radio', { name })
      expect(option).toBeDisabled()
      expect(option).toHaveAccessibleDescription(SAME_PAYER)
    }
    expect(balance).not.toBeChecked()
    expect(
      screen.getByText(
        /solo puede pagarse desde la cuenta que pagó el depósito: .* \(p\*\*\*@example\.com\)\./,
      ),
    ).toBeVisible()
    // that account may still be asked to pay
    expect(screen.getByRole('link', { name: 'Pago por un tercero' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled()
  })

  it('lets the deposit’s payer pay the rest himself, without offering a third party', async () => {
    await logIn()
    const { final } = await finalPaymentReservation('comprador@example.com')
    renderPayment(`/buy/pay?paySn=${final.paySn}`)
    expect(await screen.findByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
    expect(screen.getByText(/\(comprador@example\.com\)\.$/)).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Pago por un tercero' })).toBeNull()
    // "¿Olvidó la contraseña de pago?" leads to the reset and back to this very payment
    expect(screen.getByRole('link', { name: '¿Olvidó la contraseña de pago?' })).toHaveAttribute(
      'href',
      `/member/pwd/reset?returnUrl=${encodeURIComponent(`/buy/pay?paySn=${final.paySn}`)}`,
    )
  })
})
