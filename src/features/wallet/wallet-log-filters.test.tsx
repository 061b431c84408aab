// The wallet's day filters read AAAA-MM-DD in any browser locale (issue 24 item 6), like the order list's: a bad
// day is refused in Spanish, with the focus taken to it and the text kept; a good one is applied.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { WalletLogSection, type WalletLogFilter } from './wallet-log-section'

function renderFilters() {
  const onFilter = vi.fn<(filter: WalletLogFilter) => void>()
  renderWithProviders(
    <MemoryRouter>
      <WalletLogSection
        filter={{ type: 'all', kind: '', startDate: '', endDate: '' }}
        rows={[]}
        page={1}
        limit={20}
        total={0}
        clearHref="/member/wallet"
        onFilter={onFilter}
        onPageChange={vi.fn()}
      />
    </MemoryRouter>,
  )
  return { onFilter, user: userEvent.setup() }
}

describe('the wallet day filters', () => {
  it('refuse a day in another format, keep it and take the buyer to it', async () => {
    const { onFilter, user } = renderFilters()
    const from = screen.getByRole('textbox', { name: 'Desde' })
    expect(from).toHaveAttribute('placeholder', 'AAAA-MM-DD')
    await user.type(from, '01/31/2026')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    expect(onFilter).not.toHaveBeenCalled()
    expect(from).toHaveFocus()
    expect(from).toHaveValue('01/31/2026')
    expect(from).toHaveAccessibleDescription(
      'Formato AAAA-MM-DD Escriba una fecha válida con el formato AAAA-MM-DD (por ejemplo, 2026-03-01).',
    )
  })

  it('apply days written AAAA-MM-DD', async () => {
    const { onFilter, user } = renderFilters()
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '2026-01-01')
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '2026-01-31')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    expect(onFilter).toHaveBeenCalledWith({
      type: 'all',
      kind: '',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    })
  })
})
