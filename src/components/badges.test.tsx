import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { CountBadge, StatusBadge, countBadgeText } from './badges'

describe('CountBadge', () => {
  it('shows the count up to 99 and 99+ above it', () => {
    expect([0, 7, 99, 100, 120].map((count) => countBadgeText(count))).toEqual(['0', '7', '99', '99+', '99+'])
  })

  it('shows 99+ to the eye but gives screen readers the exact count in words', () => {
    renderWithProviders(
      <a href="/member/order/list?state=10">
        Pendiente de pago <CountBadge count={120} label="120 pedidos" />
      </a>,
    )
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('link')).toHaveAccessibleName('Pendiente de pago 120 pedidos')
  })

  it('says what it counts in a neutral word when the screen gives no label', () => {
    renderWithProviders(<CountBadge count={1} />)
    expect(screen.getByText('1 elemento')).toHaveClass('visually-hidden')
  })
})

describe('StatusBadge', () => {
  it('draws its tone and shows its words', () => {
    renderWithProviders(<StatusBadge tone="error">Vencida</StatusBadge>)
    expect(screen.getByText('Vencida')).toHaveClass('kit-status', 'kit-status--error')
  })
})
