// The product link of a line (WCAG 2.4.4): two SKUs of one goods are two links with two names, the visible text
// stays the goods name at the start of the name, and a line without spec values keeps the goods name alone.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { LineProductLink } from './entity-links'

describe('LineProductLink', () => {
  it('names two SKUs of one goods apart, each link to its own product', () => {
    renderWithProviders(
      <ul>
        <li>
          <LineProductLink
            line={{ productId: 11, goodsName: 'Camiseta', specValues: 'Talla: M · Color: Rojo' }}
          />
        </li>
        <li>
          <LineProductLink
            line={{ productId: 12, goodsName: 'Camiseta', specValues: 'Talla: L · Color: Rojo' }}
          />
        </li>
      </ul>,
    )
    // (jsdom joins the parts of a name without the space a browser puts before the new-tab notice)
    const medium = screen.getByRole('link', {
      name: /^Camiseta \(Talla: M, Color: Rojo\) ?\(se abre en una pestaña nueva\)$/,
    })
    const large = screen.getByRole('link', {
      name: /^Camiseta \(Talla: L, Color: Rojo\) ?\(se abre en una pestaña nueva\)$/,
    })
    expect(medium).toHaveAttribute('href', '/goods/detail?productId=11')
    expect(large).toHaveAttribute('href', '/goods/detail?productId=12')
    // what is seen is the goods name alone; the spec values are said, not shown twice
    expect(medium.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Camiseta$/)
  })

  it('keeps the goods name alone for a line without spec values', () => {
    renderWithProviders(<LineProductLink line={{ productId: 5, goodsName: 'Cemento gris' }} />)
    const link = screen.getByRole('link', { name: /^Cemento gris ?\(se abre en una pestaña nueva\)$/ })
    expect(link.querySelector('[aria-hidden="true"]')).toBeNull()
  })
})
