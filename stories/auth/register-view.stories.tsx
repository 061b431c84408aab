import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { RegisterView } from '../../src/features/auth/register-view'

const meta = {
  title: 'Acceso/Crear cuenta',
  component: RegisterView,
  args: {
    busy: false,
    sendingCode: false,
    codeSentTo: null,
    cooldownUntil: 0,
    error: null,
    registeredEmail: null,
    onSendCode: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof RegisterView>

export default meta
type Story = StoryObj<typeof meta>

/** editing: the empty form. */
export const Editing: Story = {}

/** sendingCode: the code is on its way; the button is busy. */
export const SendingCode: Story = { args: { sendingCode: true, busy: true } }

/** editing after a code was sent: the resend countdown runs. */
export const CodeSent: Story = {
  args: {
    codeSentTo: 'alta@example.com',
    cooldownUntil: Date.now() + 60_000,
    initialValues: { email: 'alta@example.com' },
  },
}

/** Every §5 rule broken at once, shown in Spanish. */
export const InvalidInput: Story = {
  args: {
    showAllErrors: true,
    initialValues: {
      email: 'correo-mal',
      emailCode: '12',
      password: 'Abc 中',
      confirmPassword: 'x',
      memberName: '1234',
    },
  },
}

/** editing after a refusal: the server's message, nothing typed lost. */
export const Refused: Story = {
  args: {
    error: { text: 'El código de verificación es incorrecto.' },
    initialValues: { email: 'alta@example.com', emailCode: '000000', memberName: 'importadora_alta' },
  },
}

/** registered: the account is under review. */
export const Registered: Story = { args: { registeredEmail: 'alta@example.com' } }
