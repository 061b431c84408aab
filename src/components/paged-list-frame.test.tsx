import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { PagedListFrame, type PagedListFrameProps } from './paged-list-frame'

const pager = { page: 1, limit: 20, total: 45, onChange: vi.fn() }

function renderFrame(props: Partial<PagedListFrameProps>) {
  return renderWithProviders(
    <PagedListFrame
      title="Movimientos"
      toolbar={<button type="button">Filtrar</button>}
      status="ready"
      isEmpty={false}
      empty={<p>No hay movimientos con estos filtros.</p>}
      pager={pager}
      {...props}
    >
      <ul>
        <li>Recarga</li>
      </ul>
    </PagedListFrame>,
  )
}

describe('PagedListFrame', () => {
  it('shows the list with its heading, toolbar and the pager', () => {
    renderFrame({})
    const region = screen.getByRole('region', { name: 'Movimientos' })
    expect(within(region).getByRole('button', { name: 'Filtrar' })).toBeInTheDocument()
    expect(within(region).getByText('Recarga')).toBeInTheDocument()
    expect(within(region).getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('45 resultados')
  })

  it('says it is loading before the first page arrives, busy and without a pager', () => {
    renderFrame({ status: 'loading', isEmpty: true })
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…')
    expect(screen.getByRole('region', { name: 'Movimientos' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('keeps the list and the pager while the next page loads', () => {
    renderFrame({ status: 'loading' })
    expect(screen.getByText('Recarga')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument()
  })

  it('shows the empty state, and no pager, when nothing matches', () => {
    renderFrame({ isEmpty: true, pager: { ...pager, total: 0 } })
    expect(screen.getByText('No hay movimientos con estos filtros.')).toBeInTheDocument()
    expect(screen.queryByText('Recarga')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    // the filters stay, so the buyer can widen them
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument()
  })

  it('shows the error with "Reintentar", which asks again', async () => {
    const onRetry = vi.fn()
    renderFrame({ status: 'error', error: 'No se pudo leer el monedero.', onRetry })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('No se pudo leer el monedero.')
    expect(screen.queryByText('Recarga')).not.toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
