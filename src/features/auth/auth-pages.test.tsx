import { screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { ForgotPasswordRoute } from './forgot-password-route'
import { ReplenishRoute } from './replenish-route'

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/replenish', element: <ReplenishRoute /> },
      { path: '/pwd/forget', element: <ForgotPasswordRoute /> },
    ],
    { initialEntries: [url] },
  )
  renderWithProviders(<RouterProvider router={router} />)
}

describe('ReplenishRoute', () => {
  it('explains the supplementary step for the email it received and says the form is being updated', () => {
    renderAt('/replenish?verify=verify-5-17&email=nuevo%40example.com')
    expect(screen.getByRole('heading', { level: 1, name: 'Completar información' })).toBeInTheDocument()
    expect(screen.getByText('nuevo@example.com')).toBeInTheDocument()
    expect(
      screen.getByText(/necesita información complementaria antes de pasar a revisión/),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Función en actualización')
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?email=nuevo%40example.com',
    )
  })

  it('says the link is incomplete when verify is missing', () => {
    renderAt('/replenish?email=nuevo%40example.com')
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no está completo')
  })
})

describe('ForgotPasswordRoute', () => {
  it('shows the email from the query in a read-only summary and the feature-under-upgrade notice', () => {
    renderAt('/pwd/forget?email=comprador%40example.com')
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeInTheDocument()
    expect(screen.getByText('comprador@example.com')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Función en actualización')
  })

  it('still is a real page without an email', () => {
    renderAt('/pwd/forget')
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeInTheDocument()
    expect(screen.getByText('Sin indicar')).toBeInTheDocument()
  })
})
