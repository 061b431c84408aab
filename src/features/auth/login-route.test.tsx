import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { session } from '../../api/session'
import { renderWithProviders } from '../../../tests/render'
import { LoginRoute } from './login-route'
import { ReplenishRoute } from './replenish-route'

// GLOSSARY.md: every seeded account has this password; the mock backend also accepts the captcha 0000
const PASSWORD = 'Prueba#2026'
const MOCK_CAPTCHA = '0000'
const TOKEN_URL = 'http://api.test/v3/frontLogin/front/oauth/token'

function Elsewhere() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

function renderLogin(url = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/replenish', element: <ReplenishRoute /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: ['/goods/list', url], initialIndex: 1 },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

const field = (name: string) => screen.getByLabelText(name)
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' })
const captchaImage = () => screen.findByRole('img', { name: 'Imagen con el código de verificación' })

async function fillForm(user: ReturnType<typeof userEvent.setup>, email: string, password = PASSWORD) {
  await captchaImage()
  await user.type(field('Correo electrónico'), email)
  await user.type(field('Contraseña'), password)
  await user.type(field('Código de verificación'), MOCK_CAPTCHA)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('LoginRoute', () => {
  it('shows the page title, the three labelled fields, the captcha image and both links', async () => {
    renderLogin()
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument()
    expect(field('Correo electrónico')).toHaveAttribute('type', 'email')
    expect(field('Contraseña')).toHaveAttribute('type', 'password')
    expect(field('Código de verificación')).toBeInTheDocument()
    expect((await captchaImage()).getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/pwd/forget',
    )
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register')
  })

  it('shows the three required messages when the empty fields lose focus', async () => {
    const { user } = renderLogin()
    await captchaImage()
    await user.click(field('Correo electrónico'))
    await user.tab()
    await user.tab()
    await user.click(field('Código de verificación'))
    await user.tab()
    expect(await screen.findByText('Introduzca su correo electrónico')).toBeInTheDocument()
    expect(screen.getByText('Introduzca su contraseña')).toBeInTheDocument()
    expect(screen.getByText('Introduzca el código de verificación')).toBeInTheDocument()
    expect(field('Correo electrónico')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Correo electrónico')).toHaveAccessibleDescription('Introduzca su correo electrónico')
    expect(field('Contraseña')).toHaveAccessibleDescription('Introduzca su contraseña')
    expect(field('Código de verificación')).toHaveAccessibleDescription(
      'Introduzca el código de verificación',
    )
  })

  it('keeps the submit button disabled until email, password and code are all filled', async () => {
    const { user } = renderLogin()
    await captchaImage()
    expect(submitButton()).toBeDisabled()
    await user.type(field('Correo electrónico'), 'comprador@example.com')
    expect(submitButton()).toBeDisabled()
    await user.type(field('Contraseña'), PASSWORD)
    expect(submitButton()).toBeDisabled()
    await user.type(field('Código de verificación'), 'AB12')
    expect(submitButton()).toBeEnabled()
    await user.clear(field('Contraseña'))
    expect(submitButton()).toBeDisabled()
  })

  it('says a 31-character password must have 8 to 30 characters', async () => {
    const { user } = renderLogin()
    await user.type(field('Contraseña'), 'a'.repeat(31))
    await user.tab()
    expect(await screen.findByText('La contraseña debe tener entre 8 y 30 caracteres')).toBeInTheDocument()
    expect(field('Contraseña')).toHaveAttribute('aria-invalid', 'true')
  })

  it('keeps the typed email and password after a wrong password and shows the server message', async () => {
    const { user } = renderLogin()
    await fillForm(user, 'comprador@example.com', 'Incorrecta#2026')
    const firstImage = (await captchaImage()).getAttribute('src')
    await user.click(submitButton())
    const message = 'El correo electrónico o la contraseña son incorrectos.'
    // once: the request layer's closable toast (SPEC.md §8), not repeated inline (issue 25 item 7)
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes(message)),
      ).toHaveLength(1),
    )
    expect(field('Correo electrónico')).toHaveValue('comprador@example.com')
    expect(field('Contraseña')).toHaveValue('Incorrecta#2026')
    // the mock spends a captcha per attempt: a fresh image, and its answer has to be typed again
    await waitFor(async () => expect((await captchaImage()).getAttribute('src')).not.toBe(firstImage))
    expect(field('Código de verificación')).toHaveValue('')
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes(message))).toHaveLength(
      1,
    )
    expect(session.getSnapshot().loginFlag).toBe(false)
  })

  it('sends one token request when the submit button is double-clicked', async () => {
    let tokenRequests = 0
    const count = ({ request }: { request: Request }) => {
      if (request.url === TOKEN_URL) tokenRequests += 1
    }
    server.events.on('request:start', count)
    try {
      const { user, router } = renderLogin('/login?redirectUrl=%2Fmember%2Findex')
      await fillForm(user, 'comprador@example.com')
      await user.dblClick(submitButton())
      await waitFor(() => expect(router.state.location.pathname).toBe('/member/index'))
      expect(tokenRequests).toBe(1)
    } finally {
      server.events.removeListener('request:start', count)
    }
  })

  it('ignores a second submit that arrives before the button is disabled', async () => {
    let tokenRequests = 0
    const count = ({ request }: { request: Request }) => {
      if (request.url === TOKEN_URL) tokenRequests += 1
    }
    server.events.on('request:start', count)
    try {
      const { user, router } = renderLogin('/login?redirectUrl=%2Fcart%2Findex')
      await fillForm(user, 'comprador@example.com')
      const form = submitButton().closest('form')
      if (!form) throw new Error('the submit button is outside a form')
      fireEvent.submit(form)
      fireEvent.submit(form)
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart/index'))
      expect(tokenRequests).toBe(1)
    } finally {
      server.events.removeListener('request:start', count)
    }
  })

  it('submits with Enter', async () => {
    const { user, router } = renderLogin()
    await fillForm(user, 'personal@example.com')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
  })

  it('logs comprador@example.com in and goes to the redirectUrl, replacing the login page', async () => {
    const { user, router } = renderLogin('/login?redirectUrl=%2Fmember%2Findex%3Ftab%3D2')
    await fillForm(user, 'comprador@example.com')
    await user.click(submitButton())
    expect(await screen.findByTestId('location')).toHaveTextContent('/member/index?tab=2')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(session.getSnapshot()).toMatchObject({
      loginFlag: true,
      memberInfo: { memberEmail: 'comprador@example.com' },
    })
    expect(session.getSnapshot().cartListData).toHaveProperty('storeCartGroupList')
  })

  it('lands on /index when the redirectUrl points to another site', async () => {
    const { user } = renderLogin(`/login?redirectUrl=${encodeURIComponent('https://evil.example/')}`)
    await fillForm(user, 'comprador@example.com')
    await user.click(submitButton())
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/index$/)
  })

  it('sends nuevo@example.com to the replenish page with verify and email, replacing the history entry', async () => {
    const { user, router } = renderLogin()
    await fillForm(user, 'nuevo@example.com')
    await user.click(submitButton())
    expect(await screen.findByRole('heading', { name: 'Completar información' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/replenish')
    expect(router.state.location.search).toMatch(/^\?verify=[^&]+&email=nuevo%40example\.com$/)
    expect(router.state.historyAction).toBe('REPLACE')
    expect(screen.getByText('nuevo@example.com')).toBeInTheDocument()
    expect(session.getSnapshot().loginFlag).toBe(false)
  })

  it('shows the in-review dialog for revision@example.com with only a close button', async () => {
    const { user } = renderLogin()
    await fillForm(user, 'revision@example.com')
    await user.click(submitButton())
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Su cuenta está en revisión. Le avisaremos por correo electrónico cuando sea aprobada.',
    )
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cerrar'])
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(field('Correo electrónico')).toHaveValue('revision@example.com')
    expect(session.getSnapshot().loginFlag).toBe(false)
  })

  it('shows the rejected dialog for rechazada@example.com; contacting support opens the chat app in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = renderLogin()
    await fillForm(user, 'rechazada@example.com')
    await user.click(submitButton())
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Lo sentimos, su cuenta no superó la revisión. Contacte con el soporte de la plataforma.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Contactar con soporte' }))
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://wa.me/5350000000', '_blank', 'noopener,noreferrer'),
    )
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('pre-fills the email from the query and passes the typed email to the forgot-password link', async () => {
    const { user } = renderLogin('/login?email=personal%40example.com')
    expect(field('Correo electrónico')).toHaveValue('personal@example.com')
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/pwd/forget?email=personal%40example.com',
    )
    await user.clear(field('Correo electrónico'))
    await user.type(field('Correo electrónico'), 'otra@example.com')
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/pwd/forget?email=otra%40example.com',
    )
  })

  it('shows the error query as an alert', async () => {
    renderLogin(`/login?error=${encodeURIComponent('No se pudo iniciar sesión con la cuenta externa.')}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo iniciar sesión con la cuenta externa.',
    )
    await captchaImage()
  })

  it('loads a new captcha image when "Cambiar imagen" is pressed and clears the old answer', async () => {
    const { user } = renderLogin()
    const first = (await captchaImage()).getAttribute('src')
    await user.type(field('Código de verificación'), 'AB12')
    await user.click(screen.getByRole('button', { name: 'Cambiar imagen' }))
    await waitFor(async () => expect((await captchaImage()).getAttribute('src')).not.toBe(first))
    expect(field('Código de verificación')).toHaveValue('')
  })

  it('retries a lost captcha by itself, says so, and keeps what was typed meanwhile (issue 26 item 2)', async () => {
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.get('http://api.test/v3/captcha/common/getCaptcha', () => HttpResponse.error(), { once: true }),
    )
    const { user } = renderLogin()
    expect(await screen.findByText('No se pudo cargar la imagen. Reintentando…')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    await user.type(field('Correo electrónico'), 'comprador@example.com')
    await user.type(field('Contraseña'), 'Prueba#2026')
    // the retry 1 s later brings the image; nothing typed was cleared
    await captchaImage()
    expect(screen.queryByText('No se pudo cargar la imagen. Reintentando…')).not.toBeInTheDocument()
    expect(field('Correo electrónico')).toHaveValue('comprador@example.com')
    expect(field('Contraseña')).toHaveValue('Prueba#2026')
    expect(field('Código de verificación')).toBeEnabled()
  })
})
