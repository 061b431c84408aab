import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import * as stories from '../../../stories/member-records/invoice-info-view.stories'
import { renderWithProviders } from '../../../tests/render'

const { CompanyVat, Personal, NotFound } = composeStories(stories)

const renderStory = (Story: ComponentType) =>
  renderWithProviders(
    <MemoryRouter>
      <Story />
    </MemoryRouter>,
  )

/** The detail list read as the pairs a screen reader announces: term → its definition. */
function facts(): Record<string, string> {
  const terms = screen.getAllByRole('term')
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  )
}

describe('InvoiceInfoView', () => {
  it('shows every field of a company VAT header, and that it is the default', () => {
    renderStory(CompanyVat)
    expect(screen.getByRole('heading', { level: 1, name: 'Información de factura' })).toBeInTheDocument()
    expect(facts()).toEqual({
      'Tipo de título': 'Empresa · Factura con IVA',
      'Título de la factura': 'Importadora Caribe S.A.',
      'Número de identificación fiscal': '01234567890',
      'Correo de recepción': 'facturas@caribe.example.com',
      'Dirección registrada': 'Calle 23 n.º 1052, Vedado, La Habana',
      'Teléfono registrado': '78301234',
      Banco: 'Banco Metropolitano',
      'Cuenta bancaria': '0598 1234 5678 9012',
      Predeterminada: '✓',
    })
    expect(screen.getByRole('link', { name: 'Volver a los encabezados' })).toHaveAttribute(
      'href',
      '/member/invoice/header',
    )
  })

  it('shows only the fields a personal header has', () => {
    renderStory(Personal)
    expect(facts()).toEqual({
      'Tipo de título': 'Personal · Factura normal',
      'Título de la factura': 'Carlos Manuel Rodríguez',
      'Correo de recepción': 'comprador@example.com',
      Predeterminada: '—',
    })
  })

  it('says the header does not exist and leads back to the list', () => {
    renderStory(NotFound)
    expect(screen.getByRole('status')).toHaveTextContent('La factura no existe.')
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a los encabezados' })).toBeInTheDocument()
  })
})
