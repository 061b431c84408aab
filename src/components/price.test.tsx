// The one price rule of SPEC.md §6 (issue 15 item 8): a visitor sees the login prompt wherever a price would
// be, a member sees the amount, and the hook follows the session as it changes.
import { act, renderHook, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { logout } from '../api/auth'
import { canSeePrices, session } from '../api/session'
import { formatMoney } from '../i18n/format'
import { Price, usePricesVisible, usePriceText } from './price'
import { AppProviders } from '../app/providers'

const MEMBER = {
  memberId: 9,
  memberName: 'Comprador Prueba',
  memberEmail: 'comprador@example.com',
  memberType: 3,
} as const

describe('Price', () => {
  it('shows a member the formatted amount inside its label', () => {
    renderWithProviders(
      <Price amount={1234.5} visible>
        {(price) => <span>Total: {price}</span>}
      </Price>,
    )
    expect(screen.getByText(`Total: ${formatMoney(1234.5)}`)).toBeInTheDocument()
    expect(screen.queryByText('Inicie sesión para ver el precio')).not.toBeInTheDocument()
  })

  it('shows a visitor the login prompt instead, without the label or any amount', () => {
    const { container } = renderWithProviders(
      <Price amount={1234.5} visible={false}>
        {(price) => <span>Total: {price}</span>}
      </Price>,
    )
    expect(screen.getByText('Inicie sesión para ver el precio')).toBeInTheDocument()
    expect(container.textContent).not.toMatch(/Total|US\$|1\.234/)
  })

  it('shows a visitor nothing for a repeated amount marked silent', () => {
    renderWithProviders(
      <p data-testid="subtotal">
        <Price amount={10} visible={false} silentForVisitors />
      </p>,
    )
    expect(screen.getByTestId('subtotal')).toBeEmptyDOMElement()
  })

  it('gives the same rule as text for tables that compare strings', () => {
    const visitor = renderHook(() => usePriceText(false), { wrapper: AppProviders })
    expect(visitor.result.current(3)).toBe('Inicie sesión para ver el precio')
    const member = renderHook(() => usePriceText(true), { wrapper: AppProviders })
    expect(member.result.current(3)).toBe(formatMoney(3))
  })
})

describe('usePricesVisible', () => {
  it('follows the session: hidden for a visitor, shown once a member logs in, hidden again after logout', () => {
    logout()
    const { result } = renderHook(() => usePricesVisible())
    expect(result.current).toBe(false)
    expect(canSeePrices(session.getSnapshot())).toBe(false)
    act(() => session.setMemberInfo({ ...MEMBER }))
    expect(result.current).toBe(true)
    expect(canSeePrices(session.getSnapshot())).toBe(true)
    act(() => {
      void logout()
    })
    expect(result.current).toBe(false)
  })
})
