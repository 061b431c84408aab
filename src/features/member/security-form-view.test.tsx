import { composeStories } from '@storybook/react-vite'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { clearAllMocks } from 'storybook/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as stories from '../../../stories/member/security-form-view.stories'
import { renderWithProviders } from '../../../tests/render'

const {
  LoginPassword,
  LoginPasswordInvalid,
  PayPasswordFirstSet,
  PayPasswordChange,
  PayPasswordResetCodeSent,
  Mobile,
  MobileCodeSentCountdown,
  MobileSendingCode,
  EmailCodeLocked,
  Submitting,
  Done,
  LoadFailed,
} = composeStories(stories)

const renderStory = (Story: ComponentType) =>
  renderWithProviders(
    <MemoryRouter>
      <Story />
    </MemoryRouter>,
  )

const field = (label: string) => screen.getByLabelText(label)
const submit = () => screen.getByRole('button', { name: 'Confirmar' })
/** Types into a field and leaves it, as a person does before reading the message. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label))
  if (value) await user.type(field(label), value)
  await user.tab()
}

const PASSWORD_HINT =
  'De 8 a 30 caracteres con letras, números y símbolos, sin espacios ni caracteres chinos.'

beforeEach(() => {
  clearAllMocks()
})

describe('SecurityFormView: login password', () => {
  it('asks for each empty field in Spanish, and does not submit', async () => {
    const user = userEvent.setup()
    renderStory(LoginPassword)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cambiar la contraseña de inicio de sesión' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enviar código' })).not.toBeInTheDocument()
    expect(submit()).toBeEnabled()
    await user.click(submit())
    await vi.waitFor(() =>
      expect(field('Contraseña actual')).toHaveAccessibleDescription('Introduzca la contraseña'),
    )
    expect(field('Nueva contraseña')).toHaveAccessibleDescription(`${PASSWORD_HINT} Introduzca la contraseña`)
    expect(field('Repita la nueva contraseña')).toHaveAccessibleDescription('Repita la contraseña')
    expect(LoginPassword.args.onSubmit).not.toHaveBeenCalled()
  })

  it.each([
    ['Corta#1', 'La contraseña debe tener entre 8 y 30 caracteres'],
    [`Larga#1${'a'.repeat(24)}`, 'La contraseña debe tener entre 8 y 30 caracteres'],
    ['Con espacio#1', 'La contraseña no puede contener espacios'],
    ['Clave#2026密码', 'La contraseña no puede contener caracteres chinos'],
    ['soloLetras2026', 'La contraseña debe combinar letras, números y símbolos'],
    ['Prueba#2026', 'La nueva contraseña debe ser distinta de la actual.'],
  ])('refuses the new password %j with “%s”', async (value, message) => {
    const user = userEvent.setup()
    renderStory(LoginPassword)
    await fill(user, 'Contraseña actual', 'Prueba#2026')
    await fill(user, 'Nueva contraseña', value)
    expect(field('Nueva contraseña')).toHaveAccessibleDescription(`${PASSWORD_HINT} ${message}`)
  })

  it('shows the messages of the values it starts with (stories)', () => {
    renderStory(LoginPasswordInvalid)
    expect(field('Nueva contraseña')).toHaveAccessibleDescription(
      `${PASSWORD_HINT} La contraseña no puede contener espacios`,
    )
    expect(field('Repita la nueva contraseña')).toHaveAccessibleDescription(
      'Las dos contraseñas no coinciden',
    )
  })

  it('submits valid values, and keeps them after the server refuses the change', async () => {
    const user = userEvent.setup()
    const { rerender } = renderStory(LoginPassword)
    await fill(user, 'Contraseña actual', 'Prueba#2026')
    await fill(user, 'Nueva contraseña', 'Nueva#2027')
    await fill(user, 'Repita la nueva contraseña', 'Nueva#2027')
    await user.click(submit())
    const values = { oldPwd: 'Prueba#2026', newPwd: 'Nueva#2027', confirmPwd: 'Nueva#2027' }
    await vi.waitFor(() => expect(LoginPassword.args.onSubmit).toHaveBeenCalledWith(values))
    rerender(
      <MemoryRouter>
        <LoginPassword submitError={{ text: 'La contraseña actual no es correcta.' }} />
      </MemoryRouter>,
    )
    expect(screen.getByText('La contraseña actual no es correcta.')).toHaveAttribute('role', 'alert')
    expect(field('Contraseña actual')).toHaveValue('Prueba#2026')
    expect(field('Repita la nueva contraseña')).toHaveValue('Nueva#2027')
    expect(submit()).toBeEnabled()
  })
})

describe('SecurityFormView: pay password', () => {
  it('sets a first pay password with the login password, at least 8 digits, typed twice', async () => {
    const user = userEvent.setup()
    renderStory(PayPasswordFirstSet)
    expect(screen.getByRole('heading', { name: 'Configurar la contraseña de pago' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '¿Olvidó su contraseña de pago?' })).not.toBeInTheDocument()
    await fill(user, 'Contraseña de inicio de sesión', 'Prueba#2026')
    await fill(user, 'Nueva contraseña de pago', '1234567')
    expect(field('Nueva contraseña de pago')).toHaveAccessibleDescription(
      'Al menos 8 dígitos. La contraseña de pago tiene al menos 8 dígitos',
    )
    await fill(user, 'Nueva contraseña de pago', 'abcdefgh')
    expect(field('Nueva contraseña de pago')).toHaveAccessibleDescription(
      'Al menos 8 dígitos. La contraseña de pago tiene al menos 8 dígitos',
    )
    await fill(user, 'Nueva contraseña de pago', '20262026')
    await fill(user, 'Repita la contraseña de pago', '20262027')
    expect(field('Repita la contraseña de pago')).toHaveAccessibleDescription(
      'Las dos contraseñas no coinciden',
    )
    await fill(user, 'Repita la contraseña de pago', '20262026')
    await user.click(submit())
    await vi.waitFor(() =>
      expect(PayPasswordFirstSet.args.onSubmit).toHaveBeenCalledWith({
        loginPwd: 'Prueba#2026',
        payPwd: '20262026',
        confirmPayPwd: '20262026',
      }),
    )
  })

  it('changes a pay password with the current one and links to its reset', async () => {
    const user = userEvent.setup()
    renderStory(PayPasswordChange)
    expect(screen.getByRole('heading', { name: 'Cambiar la contraseña de pago' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña de pago?' })).toHaveAttribute(
      'href',
      '/member/pwd/reset',
    )
    await fill(user, 'Contraseña de pago actual', '')
    expect(field('Contraseña de pago actual')).toHaveAccessibleDescription('Introduzca la contraseña de pago')
  })

  it('resets the pay password with a code sent to the member’s own email', async () => {
    const user = userEvent.setup()
    renderStory(PayPasswordResetCodeSent)
    expect(screen.getByRole('heading', { name: 'Restablecer la contraseña de pago' })).toBeInTheDocument()
    expect(screen.getByText('El código se envía a su correo electrónico.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Código enviado a c\*\*\*@example\.com\. Caduca a las /,
    )
    await fill(user, 'Código del correo', '12')
    expect(field('Código del correo')).toHaveAccessibleDescription(
      'El código del correo tiene de 4 a 6 dígitos',
    )
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    expect(PayPasswordResetCodeSent.args.onRequestCode).toHaveBeenCalledWith('')
  })
})

describe('SecurityFormView: mobile and email', () => {
  it('sends the SMS code only to a valid mobile', async () => {
    const user = userEvent.setup()
    renderStory(Mobile)
    expect(screen.getByRole('heading', { name: 'Cambiar el teléfono móvil' })).toBeInTheDocument()
    const send = screen.getByRole('button', { name: 'Enviar código' })
    await user.click(send)
    expect(field('Nuevo teléfono móvil')).toHaveAccessibleDescription('Introduzca el teléfono móvil')
    await user.type(field('Nuevo teléfono móvil'), '12345')
    await user.click(send)
    expect(field('Nuevo teléfono móvil')).toHaveAccessibleDescription(
      'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)',
    )
    expect(Mobile.args.onRequestCode).not.toHaveBeenCalled()
    await fill(user, 'Nuevo teléfono móvil', '13812345678')
    await user.click(send)
    expect(Mobile.args.onRequestCode).toHaveBeenCalledWith('13812345678')
  })

  it('asks for the 6-digit SMS code and submits the mobile with it', async () => {
    const user = userEvent.setup()
    renderStory(Mobile)
    await fill(user, 'Nuevo teléfono móvil', '13812345678')
    await fill(user, 'Código SMS', '')
    expect(field('Código SMS')).toHaveAccessibleDescription('Introduzca el código SMS')
    await fill(user, 'Código SMS', '12345')
    expect(field('Código SMS')).toHaveAccessibleDescription('El código SMS tiene 6 dígitos')
    await fill(user, 'Código SMS', '123456')
    await user.click(submit())
    await vi.waitFor(() =>
      expect(Mobile.args.onSubmit).toHaveBeenCalledWith({ mobile: '13812345678', code: '123456' }),
    )
  })

  it('shows "Enviando…" on the busy code button while the code is sent, the form still editable', () => {
    renderStory(MobileSendingCode)
    const send = screen.getByRole('button', { name: 'Enviando…' })
    expect(send).toBeDisabled()
    expect(send).toHaveAttribute('aria-busy', 'true')
    expect(field('Nuevo teléfono móvil')).toBeEnabled()
  })

  it('shows the email rules and the server’s refusal of a code', async () => {
    const user = userEvent.setup()
    renderStory(EmailCodeLocked)
    expect(screen.getByRole('heading', { name: 'Cambiar el correo electrónico' })).toBeInTheDocument()
    expect(screen.getByText('Demasiados intentos fallidos. Pida un código nuevo.')).toHaveAttribute(
      'role',
      'alert',
    )
    await fill(user, 'Nuevo correo electrónico', 'nuevo@')
    expect(field('Nuevo correo electrónico')).toHaveAccessibleDescription(
      'Introduzca un correo electrónico válido',
    )
    await fill(user, 'Código del correo', 'abcd')
    expect(field('Código del correo')).toHaveAccessibleDescription(
      'El código del correo tiene de 4 a 6 dígitos',
    )
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    expect(EmailCodeLocked.args.onRequestCode).not.toHaveBeenCalled()
  })
})

describe('SecurityFormView: resend countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts down after a code was sent and lets another be asked for only at the end', () => {
    renderStory(() => <MobileCodeSentCountdown cooldownUntil={Date.now() + 45_000} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^Código enviado a 138\*\*\*\*5678\./)
    expect(screen.getByRole('button', { name: 'Reenviar en 45 s' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(20_000))
    expect(screen.getByRole('button', { name: 'Reenviar en 25 s' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(25_000))
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeEnabled()
  })
})

describe('SecurityFormView: submitting, done, load failure', () => {
  it('takes nothing more while the change is sent', () => {
    renderStory(Submitting)
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled()
    expect(field('Contraseña actual')).toBeDisabled()
    expect(field('Nueva contraseña')).toBeDisabled()
  })

  it('says the change was saved and offers no second submit', () => {
    renderStory(Done)
    expect(screen.getByRole('status')).toHaveTextContent('Cambio guardado.')
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument()
    expect(field('Repita la nueva contraseña')).toBeDisabled()
    expect(screen.getByRole('link', { name: 'Volver a la seguridad de la cuenta' })).toHaveAttribute(
      'href',
      '/member/account',
    )
  })

  it('says the account could not be read and retries', async () => {
    const user = userEvent.setup()
    renderStory(LoadFailed)
    expect(screen.getByRole('alert')).toHaveTextContent('Error de conexión')
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(LoadFailed.args.onRetry).toHaveBeenCalledTimes(1)
  })
})
