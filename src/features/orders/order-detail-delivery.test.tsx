// The batches of an order's detail: the logistics link reads as separate words.
import { screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { reservationPickupDetail } from '../../../stories/orders/fixtures'
import { renderWithProviders } from '../../../tests/render'
import { Batches } from './order-detail-delivery'

describe('Batches', () => {
  it('separates "Ver la logística" from the hidden "del pedido …" with a space outside the hidden text', () => {
    const order = reservationPickupDetail
    renderWithProviders(
      <MemoryRouter>
        <Batches order={order} />
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: `Ver la logística del pedido ${order.orderSn}` })
    const hidden = link.querySelector('.visually-hidden')
    // the visually hidden box is taken out of the text flow: a space at its start is not the link's own
    expect(hidden).toHaveTextContent(/^del pedido/, { normalizeWhitespace: false })
    expect(hidden?.previousSibling?.textContent).toMatch(/ $/)
    expect(link).toHaveTextContent(`Ver la logística del pedido ${order.orderSn}`, {
      normalizeWhitespace: false,
    })
  })
})
