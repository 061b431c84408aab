import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { session } from '../../api/session'
import { loginPrompt } from '../../lib/login-prompt'
import { renderWithProviders } from '../../../tests/render'
import { LOGIN_MODAL_WIDTH, LoginModal } from './login-modal'

// GLOSSARY.md: every seeded account has this password; the mock backend also accepts the captcha 0000
const PASSWORD = 'Prueba#2026'
const MOCK_CAPTCHA = '0000'

function Page() {
  const location = useLocation()
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <Link to="/goods/list">otra página</Link>
      <LoginModal />
    </>
  )
}

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/goods/detail'] })
  renderWithProviders(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' })
  await within(dialog).findByRole('img', { name: 'Imagen con el código de verificación' })
  await user.type(within(dialog).getByLabelText('Correo electrónico'), email)
  await user.type(within(dialog).getByLabelText('Contraseña'), PASSWORD)
  await user.type(within(dialog).getByLabelText('Código de verificación'), MOCK_CAPTCHA)
  await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }))
}

afterEach(() => {
  act(() => loginPrompt.close())
})

describe('LoginModal', () => {
  it('renders nothing until the login prompt is opened', () => {
    renderPage()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens as a 644 px dialog titled "Iniciar sesión" with the login-required note and the form', async () => {
    renderPage()
    act(() => loginPrompt.open({ reason: 'loginRequired' }))
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' })
    // jsdom drops the `min(644px, 94vw)` style it cannot parse: check the width the modal asks for
    expect(LOGIN_MODAL_WIDTH).toBe(644)
    expect(within(dialog).getByText('Inicie sesión para continuar')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Correo electrónico')).toBeInTheDocument()
    expect(
      await within(dialog).findByRole('img', { name: 'Imagen con el código de verificación' }),
    ).toBeInTheDocument()
  })

  it('closes with its close control', async () => {
    const { user } = renderPage()
    act(() => loginPrompt.open())
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' })
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(loginPrompt.getSnapshot().open).toBe(false)
  })

  it('logs in, closes and stays on the page', async () => {
    const { user } = renderPage()
    act(() => loginPrompt.open({ reason: 'loginRequired' }))
    await logIn(user, 'personal@example.com')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('location')).toHaveTextContent('/goods/detail')
    expect(session.getSnapshot()).toMatchObject({
      loginFlag: true,
      memberInfo: { memberEmail: 'personal@example.com' },
    })
  })

  it('goes to the prompt’s redirectUrl after logging in, only within the site', async () => {
    const { user } = renderPage()
    act(() => loginPrompt.open({ redirectUrl: '/cart/index' }))
    await logIn(user, 'disenador@example.com')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart/index'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes when the visitor leaves the page', async () => {
    const { user } = renderPage()
    act(() => loginPrompt.open())
    await screen.findByRole('dialog', { name: 'Iniciar sesión' })
    await user.click(screen.getByRole('link', { name: 'Crear cuenta' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('location')).toHaveTextContent('/register')
  })
})
