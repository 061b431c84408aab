// The account pages of issue 11 on the real machines and the mock backend (component level; the journeys are
// in tests/e2e/account.spec.ts).
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { renderWithProviders } from '../../../tests/render'
import { ForgotPasswordRoute } from './forgot-password-route'
import { RegisterRoute } from './register-route'
import { ReplenishRoute } from './replenish-route'

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/replenish', element: <ReplenishRoute /> },
      { path: '/pwd/forget', element: <ForgotPasswordRoute /> },
      { path: '/register', element: <RegisterRoute /> },
    ],
    { initialEntries: [url] },
  )
  renderWithProviders(<RouterProvider router={router} />)
}

const lastCode = (to: string) =>
  db.outbox
    .findMany((q) => q.where({ to }))
    .sort((a, b) => b.mailId - a.mailId)
    .find((mail) => mail.code)?.code ?? ''

/** The refusal shown next to the form (the request layer also toasts it, SPEC.md §8). */
async function inlineAlert(text: string) {
  await waitFor(() =>
    expect(
      screen.getAllByRole('alert').find((element) => element.classList.contains('auth-alert')),
    ).toHaveTextContent(text),
  )
}

describe('RegisterRoute', () => {
  it('shows the Spanish rule messages on blur and keeps what was typed after a refused code', async () => {
    const user = userEvent.setup()
    renderAt('/register')
    expect(screen.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Contraseña'), 'Abc 1234#')
    await user.tab()
    expect(await screen.findByText('La contraseña no puede contener espacios')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Contraseña'))
    await user.type(screen.getByLabelText('Contraseña'), 'Nueva#2026x')
    await user.type(screen.getByLabelText('Repita la contraseña'), 'Nueva#2026x')
    await user.type(screen.getByLabelText('Correo electrónico'), 'alta@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    expect(await screen.findByText(/Hemos enviado un código a alta@example.com/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Reenviar en \d+ s$/ })).toBeDisabled()
    await user.type(
      screen.getByLabelText('Código del correo'),
      lastCode('alta@example.com') === '000000' ? '111111' : '000000',
    )
    await user.type(screen.getByLabelText('Nombre de miembro'), 'cliente_nuevo_01')
    await user.click(
      screen.getByLabelText('He leído y acepto el Acuerdo de usuario y la Política de privacidad'),
    )
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
    await inlineAlert('El código de verificación es incorrecto.')
    expect(screen.getByLabelText('Nombre de miembro')).toHaveValue('cliente_nuevo_01')
    expect(screen.getByLabelText('Contraseña')).toHaveValue('Nueva#2026x')
    await user.clear(screen.getByLabelText('Código del correo'))
    await user.type(screen.getByLabelText('Código del correo'), lastCode('alta@example.com'))
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta creada' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Su cuenta está en revisión.')
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?email=alta%40example.com',
    )
  })
})

describe('ReplenishRoute', () => {
  it('says the link is incomplete when verify is missing', () => {
    renderAt('/replenish?email=nuevo%40example.com')
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no está completo')
  })

  it('refuses a forged verify value with the server message and keeps the form', async () => {
    const user = userEvent.setup()
    renderAt('/replenish?verify=verify-1-1&email=nuevo%40example.com')
    await user.type(screen.getByLabelText('Nombre completo'), 'Yanelis Castro Ruiz')
    await user.type(screen.getByLabelText('Documento de identidad'), '110105194912310021')
    await user.type(screen.getByLabelText('Teléfono móvil'), '13800138000')
    await user.click(screen.getByRole('button', { name: 'Enviar información' }))
    await inlineAlert('El enlace ha caducado o no es válido.')
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Yanelis Castro Ruiz')
  })
})

describe('ForgotPasswordRoute', () => {
  it('starts from the email of the link and answers §8 "email not registered"', async () => {
    const user = userEvent.setup()
    renderAt('/pwd/forget?email=nadie%40example.com')
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeInTheDocument()
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nadie@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    await inlineAlert('Este correo electrónico no está registrado.')
  })
})
