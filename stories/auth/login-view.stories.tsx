import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LoginView } from '../../src/features/auth/login-view'

/** A stand-in captcha image (the mock backend draws PNGs; any image shows the layout). */
const CAPTCHA_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><rect width="120" height="44" fill="#f0f8f0"/>' +
    '<text x="60" y="30" font-family="monospace" font-size="24" text-anchor="middle" fill="#14463c">7K2P</text></svg>',
)}`

const FILLED = { email: 'comprador@example.com', password: 'Prueba#2026', verifyCode: '7K2P' }

const meta = {
  title: 'Acceso/Inicio de sesión',
  component: LoginView,
  args: {
    initialEmail: '',
    captchaImage: CAPTCHA_IMAGE,
    captchaStatus: 'ready',
    busy: false,
    error: null,
    notice: null,
    dialog: null,
    onSubmit: fn(),
    onRefreshCaptcha: fn(),
    onDialogClosed: fn(),
    onContactSupport: fn(),
  },
} satisfies Meta<typeof LoginView>

export default meta
type Story = StoryObj<typeof meta>

/** loadingCaptcha: the first image is on its way; the form is busy. */
export const LoadingCaptcha: Story = {
  args: { captchaImage: null, captchaStatus: 'loading', busy: true },
}

/** editing: the idle form, submit disabled until the three fields are filled. */
export const Editing: Story = {}

/** editing, pre-filled from the `email` query parameter. */
export const EditingWithEmailFromQuery: Story = {
  args: { initialEmail: 'nuevo@example.com' },
}

/** editing after blur/change validation: each field shows its message in its reserved space. */
export const ValidationErrors: Story = {
  args: {
    initialValues: { email: 'comprador@', password: 'a'.repeat(31), verifyCode: '' },
    showAllErrors: true,
  },
}

/** submitting: the token request is in flight; a second submit is ignored. */
export const Submitting: Story = {
  args: { initialValues: FILLED, busy: true },
}

/** editing after a refusal: the server's message inline (the request layer also toasts it), a new image. */
export const FailedWithServerMessage: Story = {
  args: {
    initialValues: { email: FILLED.email, password: 'Incorrecta#2026' },
    error: { text: 'El correo electrónico o la contraseña son incorrectos.' },
  },
}

/** editing after a network failure: a dictionary message instead of server text. */
export const FailedWithoutConnection: Story = {
  args: { initialValues: FILLED, error: { id: 'api.error.network' } },
}

/** captchaRetrying: the image was lost and is tried again by itself after 1, 2 and 4 s ("Reintentando…"). */
export const CaptchaRetrying: Story = {
  args: {
    initialValues: { email: FILLED.email, password: FILLED.password },
    captchaImage: null,
    captchaStatus: 'retrying',
  },
}

/** captchaFailed: the automatic retries are spent; "Reintentar" (or the image button) starts again. */
export const CaptchaFailed: Story = {
  args: {
    initialValues: { email: FILLED.email, password: FILLED.password },
    captchaImage: null,
    captchaStatus: 'failed',
  },
}

/** inReview (dofipayRegisterStatus 1): the dialog with its only button, "Cerrar". */
export const InReview: Story = {
  args: { initialValues: { ...FILLED, email: 'revision@example.com' }, dialog: 'inReview' },
}

/** rejected (dofipayRegisterStatus 4): contact support or close. */
export const Rejected: Story = {
  args: { initialValues: { ...FILLED, email: 'rechazada@example.com' }, dialog: 'rejected' },
}

/** /login?error=…: an external-account login that failed (SPEC.md §8). */
export const ExternalLoginFailed: Story = {
  args: { notice: 'No se pudo iniciar sesión con la cuenta externa.' },
}
