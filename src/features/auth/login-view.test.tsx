import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { clearAllMocks } from 'storybook/test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as stories from '../../../stories/auth/login-view.stories'
import { renderWithProviders } from '../../../tests/render'
import { LoginForm, type CaptchaStatus } from './login-form'

const {
  ValidationErrors,
  Submitting,
  CaptchaFailed,
  CaptchaRetrying,
  LoadingCaptcha,
  FailedWithoutConnection,
  InReview,
  Rejected,
  Editing,
} = composeStories(stories)

const renderStory = (Story: React.ComponentType) =>
  renderWithProviders(
    <MemoryRouter>
      <Story />
    </MemoryRouter>,
  )

describe('LoginView states (from the stories)', () => {
  // the stories share their storybook/test fn() spies through the meta args
  beforeEach(() => {
    clearAllMocks()
  })

  it('shows every field’s message in the validation state', async () => {
    renderStory(ValidationErrors)
    expect(await screen.findByText('Introduzca un correo electrónico válido')).toBeInTheDocument()
    expect(screen.getByText('La contraseña debe tener entre 8 y 30 caracteres')).toBeInTheDocument()
    expect(screen.getByText('Introduzca el código de verificación')).toBeInTheDocument()
  })

  it('disables submit while submitting, even with every field filled', () => {
    renderStory(Submitting)
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled()
  })

  it('disables submit while the captcha loads or after it failed, and says how to retry', () => {
    renderStory(LoadingCaptcha)
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toHaveAttribute('aria-busy', 'true')
  })

  it('takes a captcha answer only once its image is shown, and a new image asks for a new answer', async () => {
    const user = userEvent.setup()
    const form = (captchaImage: string | null, captchaStatus: CaptchaStatus) => (
      <MemoryRouter>
        <LoginForm
          initialEmail=""
          busy={false}
          error={null}
          onSubmit={vi.fn()}
          onRefreshCaptcha={vi.fn()}
          captchaImage={captchaImage}
          captchaStatus={captchaStatus}
        />
      </MemoryRouter>
    )
    const { rerender } = renderWithProviders(form(null, 'loading'))
    const answer = screen.getByLabelText('Código de verificación')
    expect(answer).toBeDisabled()
    await user.type(screen.getByLabelText('Correo electrónico'), 'comprador@example.com')
    await user.type(screen.getByLabelText('Contraseña'), 'Prueba#2026')

    rerender(form('data:image/png;base64,AAAA', 'ready'))
    expect(answer).toBeEnabled()
    await user.type(answer, 'ab12')
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled()

    rerender(form('data:image/png;base64,AAAA', 'loading'))
    expect(answer).toBeDisabled()
    rerender(form('data:image/png;base64,BBBB', 'ready'))
    await vi.waitFor(() => expect(answer).toHaveValue(''))
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('comprador@example.com')
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled()
  })

  it('describes the captcha field with the failure message and offers "Reintentar" once the retries are spent', async () => {
    const user = userEvent.setup()
    renderStory(CaptchaFailed)
    expect(screen.getByLabelText('Código de verificación')).toHaveAccessibleDescription(
      'No se pudo cargar la imagen.',
    )
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('No se pudo cargar la imagen.')
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(CaptchaFailed.args.onRefreshCaptcha).toHaveBeenCalledTimes(1)
  })

  it('says "Reintentando…" while a lost image is tried again, with no retry button to press', () => {
    renderStory(CaptchaRetrying)
    expect(screen.getByLabelText('Código de verificación')).toHaveAccessibleDescription(
      'No se pudo cargar la imagen. Reintentando…',
    )
    expect(screen.getByLabelText('Código de verificación')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled()
  })

  it('shows a dictionary message, in Spanish, when the failure has no server text', () => {
    renderStory(FailedWithoutConnection)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lo sentimos, la conexión con el servidor es anómala. Vuelva a intentarlo más tarde.',
    )
  })

  it('calls back when the captcha image is pressed and when the form is submitted with Enter', async () => {
    const user = userEvent.setup()
    renderStory(Editing)
    await user.click(screen.getByRole('button', { name: 'Cambiar imagen' }))
    expect(Editing.args.onRefreshCaptcha).toHaveBeenCalledTimes(1)
    await user.type(screen.getByLabelText('Correo electrónico'), ' comprador@example.com ')
    await user.type(screen.getByLabelText('Contraseña'), 'Prueba#2026')
    await user.type(screen.getByLabelText('Código de verificación'), 'ab12{Enter}')
    await vi.waitFor(() =>
      expect(Editing.args.onSubmit).toHaveBeenCalledWith({
        email: 'comprador@example.com',
        password: 'Prueba#2026',
        verifyCode: 'ab12',
      }),
    )
  })

  it('gives the in-review dialog only a close button', async () => {
    const user = userEvent.setup()
    renderStory(InReview)
    const dialog = screen.getByRole('alertdialog', { name: 'Cuenta en revisión' })
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(InReview.args.onDialogClosed).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    expect(InReview.args.onDialogClosed).toHaveBeenCalledTimes(1)
  })

  it('lets the rejected dialog contact support or close, also with Escape', async () => {
    const user = userEvent.setup()
    renderStory(Rejected)
    const dialog = screen.getByRole('alertdialog', { name: 'Cuenta no aprobada' })
    await user.click(within(dialog).getByRole('button', { name: 'Contactar con soporte' }))
    expect(Rejected.args.onContactSupport).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    expect(Rejected.args.onDialogClosed).toHaveBeenCalledTimes(1)
  })
})
