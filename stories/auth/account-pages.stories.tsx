import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { BindMobileView } from '../../src/features/auth/bind-mobile-view'
import { ForgotPasswordView } from '../../src/features/auth/forgot-password-view'
import { ReplenishView } from '../../src/features/auth/replenish-view'

const meta = {
  title: 'Acceso/Recuperar contraseña',
  component: ForgotPasswordView,
  args: {
    step: 'email',
    email: 'personal@example.com',
    busy: false,
    sendingCode: false,
    cooldownUntil: 0,
    error: null,
    onEmailSubmitted: fn(),
    onResend: fn(),
    onChangeEmail: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ForgotPasswordView>

export default meta
type Story = StoryObj<typeof meta>

/** enteringEmail: the email of the link, ready to send the code. */
export const EnteringEmail: Story = {}

/** enteringEmail after §8 "email not registered". */
export const EmailNotRegistered: Story = {
  args: { email: 'nadie@example.com', error: { text: 'Este correo electrónico no está registrado.' } },
}

/** enteringCode: code and new password twice, resend countdown running. */
export const EnteringCode: Story = { args: { step: 'code', cooldownUntil: Date.now() + 60_000 } }

/** enteringCode with every rule broken. */
export const InvalidNewPassword: Story = {
  args: {
    step: 'code',
    showAllErrors: true,
    initialValues: { emailCode: '1', loginPwd: 'abc 1', confirmLoginPwd: 'x' },
  },
}

/** done: the new password is set. */
export const Done: Story = { args: { step: 'done' } }

const replenishArgs = {
  email: 'nuevo@example.com',
  hasVerify: true,
  busy: false,
  error: null,
  sent: false,
  onSubmit: fn(),
}

/** /replenish editing (personal member). */
export const ReplenishEditing: Story = { render: () => <ReplenishView {...replenishArgs} /> }

/** /replenish with an enterprise and its rules broken. */
export const ReplenishEnterpriseInvalid: Story = {
  render: () => (
    <ReplenishView {...replenishArgs} showAllErrors initialValues={{ memberType: 3, mobile: '123' }} />
  ),
}

/** /replenish inReview: the information was sent. */
export const ReplenishSent: Story = { render: () => <ReplenishView {...replenishArgs} sent /> }

/** /replenish without the verify value. */
export const ReplenishMissingLink: Story = {
  render: () => <ReplenishView {...replenishArgs} hasVerify={false} />,
}

const bindArgs = {
  hasCode: true,
  busy: false,
  sendingCode: false,
  cooldownUntil: 0,
  error: null,
  dialog: null,
  onDialogClosed: fn(),
  onContactSupport: fn(),
  onSendCode: fn(),
  onSubmit: fn(),
}

/** /bindMobile editing. */
export const BindMobileEditing: Story = { render: () => <BindMobileView {...bindArgs} /> }

/** /bindMobile with a refused SMS code. */
export const BindMobileRefused: Story = {
  render: () => (
    <BindMobileView
      {...bindArgs}
      error={{ text: 'El código de verificación es incorrecto.' }}
      initialValues={{ mobile: '13800138000', smsCode: '000000' }}
    />
  ),
}

/** /bindMobile inReview: the bound account waits for review. */
export const BindMobileInReview: Story = { render: () => <BindMobileView {...bindArgs} dialog="inReview" /> }
