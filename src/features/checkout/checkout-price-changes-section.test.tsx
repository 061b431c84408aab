// The checkout says which prices changed since the buyer saw them from the cache (issue 26).
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { CheckoutPriceChangesSection } from './checkout-price-changes-section'

describe('CheckoutPriceChangesSection', () => {
  it('names each changed line with the price now, the price seen and when it was fetched', () => {
    renderWithProviders(
      <CheckoutPriceChangesSection
        changes={[
          {
            productId: 5,
            goodsName: 'Cemento gris',
            specValues: 'Saco de 50 kg',
            seenPrice: 10,
            price: 12.5,
            cachedAt: '2026-11-20T10:00:00.000Z',
          },
        ]}
      />,
    )
    const notice = screen.getByRole('region', {
      name: /Un precio cambió desde que lo vio en una página guardada/,
    })
    expect(notice).toHaveTextContent(
      /Cemento gris \(Saco de 50 kg\): ahora US\$ 12,50; lo vio a US\$ 10,00 \(precios al 2026-11-20 \d\d:00\)\./,
    )
  })

  it('shows nothing when no price changed', () => {
    renderWithProviders(<CheckoutPriceChangesSection changes={[]} />)
    expect(screen.queryByText(/cambi/)).toBeNull()
  })
})
