import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SecurityFormView } from '../../src/features/member/security-form-view'
import {
  emailChangeSchema,
  loginPasswordChangeSchema,
  mobileChangeSchema,
  payPasswordChangeSchema,
  payPasswordResetSchema,
} from '../../src/schemas/member-security.schema'

const meta = {
  title: 'Miembro/Seguridad',
  component: SecurityFormView,
  args: {
    kind: 'loginPwd',
    status: 'editing',
    hasPayPassword: true,
    fields: ['oldPwd', 'newPwd', 'confirmPwd'],
    schema: loginPasswordChangeSchema,
    codeSent: null,
    codeError: null,
    submitError: null,
    loadError: null,
    onRequestCode: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SecurityFormView>

export default meta
type Story = StoryObj<typeof meta>

export const LoginPassword: Story = {}

export const LoginPasswordInvalid: Story = {
  args: { initialValues: { oldPwd: 'Prueba#2026', newPwd: 'con espacio', confirmPwd: 'otra' } },
}

export const LoginPasswordWrongCurrent: Story = {
  args: { submitError: { text: 'La contraseña actual no es correcta.' } },
}

export const PayPasswordFirstSet: Story = {
  args: {
    kind: 'payPwd',
    hasPayPassword: false,
    fields: ['loginPwd', 'payPwd', 'confirmPayPwd'],
    schema: payPasswordChangeSchema(false),
  },
}

export const PayPasswordChange: Story = {
  args: {
    kind: 'payPwd',
    fields: ['oldPayPwd', 'payPwd', 'confirmPayPwd'],
    schema: payPasswordChangeSchema(true),
  },
}

export const PayPasswordResetCodeSent: Story = {
  args: {
    kind: 'payReset',
    fields: ['code', 'payPwd', 'confirmPayPwd'],
    schema: payPasswordResetSchema,
    codeTarget: null,
    codeSent: {
      target: 'c***@example.com',
      expiresAt: '2026-05-01T10:10:00.000Z',
      resendAt: '2026-05-01T10:01:00.000Z',
    },
  },
}

export const Mobile: Story = {
  args: { kind: 'mobile', fields: ['mobile', 'code'], schema: mobileChangeSchema, codeTarget: 'mobile' },
}

/** editing after a code was sent: where it went, and "Enviar código" counting down until another may go. */
export const MobileCodeSentCountdown: Story = {
  args: {
    kind: 'mobile',
    fields: ['mobile', 'code'],
    schema: mobileChangeSchema,
    codeTarget: 'mobile',
    codeSent: {
      target: '138****5678',
      expiresAt: '2026-05-01T10:10:00.000Z',
      resendAt: '2026-05-01T10:01:00.000Z',
    },
    cooldownUntil: Date.now() + 45_000,
  },
}

export const MobileSendingCode: Story = {
  args: {
    kind: 'mobile',
    status: 'sendingCode',
    fields: ['mobile', 'code'],
    schema: mobileChangeSchema,
    codeTarget: 'mobile',
  },
}

export const EmailCodeLocked: Story = {
  args: {
    kind: 'email',
    fields: ['email', 'code'],
    schema: emailChangeSchema,
    codeTarget: 'email',
    submitError: { text: 'Demasiados intentos fallidos. Pida un código nuevo.' },
  },
}

export const Submitting: Story = { args: { status: 'submitting' } }
export const Done: Story = { args: { status: 'done' } }
/** Reached from the payment page's "¿Olvidó la contraseña de pago?" (issue 16 item 9e): back to that payment. */
export const PayPasswordResetDoneBackToPayment: Story = {
  args: {
    kind: 'payReset',
    fields: ['code', 'payPwd', 'confirmPayPwd'],
    schema: payPasswordResetSchema,
    codeTarget: null,
    status: 'done',
    returnTo: '/buy/pay?paySn=PG202603021500000001',
  },
}
export const LoadFailed: Story = { args: { status: 'loadFailed', loadError: { text: 'Error de conexión' } } }
