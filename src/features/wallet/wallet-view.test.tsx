import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import * as stories from '../../../stories/wallet/wallet-view.stories'
import { renderWithProviders } from '../../../tests/render'

const { Overview } = composeStories(stories)

describe('WalletView movements', () => {
  it('labels a forfeited deposit in Spanish with the deposit kept, its order and an amount that is neither income nor expense', () => {
    renderWithProviders(
      <MemoryRouter>
        <Overview />
      </MemoryRouter>,
    )
    const row = screen.getByRole('row', { name: /P202603011000000002/ })
    const cells = within(row).getAllByRole('cell')
    expect(cells[1]).toHaveTextContent('Depósito retenidoImporte retenido: US$ 300,00 (el saldo no cambia)')
    expect(cells[2]).toHaveTextContent('P202603011000000002')
    expect(cells[3]).toHaveTextContent(/^US\$ 0,00$/)
    expect(cells[4]).toHaveTextContent('US$ 2.000,00')
    // the movements that do move money say which way
    const movements = screen.getByRole('region', { name: 'Movimientos' })
    expect(within(movements).getByRole('row', { name: /RC202603021500000001/ })).toHaveTextContent(
      'Ingreso US$ 100,00',
    )
  })
})
