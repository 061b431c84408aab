import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { FilterGroup } from './filter-group'

const options = [
  { value: 'all', label: 'Todos', count: 120, countLabel: '120 sin leer' },
  { value: 'order', label: 'Pedidos', count: 2, countLabel: '2 sin leer' },
  { value: 'payment', label: 'Pagos', count: 0 },
]

describe('FilterGroup', () => {
  it('presses the chosen filter inside a named group and reports a click on another', async () => {
    const onChange = vi.fn()
    renderWithProviders(
      <FilterGroup label="Tipo de mensaje" options={options} value="all" onChange={onChange} />,
    )
    expect(screen.getByRole('group', { name: 'Tipo de mensaje' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Pagos' })).toHaveAttribute('aria-pressed', 'false')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pedidos' }))
    expect(onChange).toHaveBeenCalledWith('order')
  })

  it('keeps the count out of the name: 99+ to the eye, the exact count as the description', () => {
    renderWithProviders(
      <FilterGroup label="Tipo de mensaje" options={options} value="all" onChange={vi.fn()} />,
    )
    const all = screen.getByRole('button', { name: 'Todos' })
    expect(all).toHaveAccessibleDescription('120 sin leer')
    expect(all).toHaveTextContent('99+')
    expect(screen.getByRole('button', { name: 'Pagos' })).not.toHaveAccessibleDescription()
    expect(screen.getByRole('button', { name: 'Pagos' })).not.toHaveTextContent('0')
  })
})
