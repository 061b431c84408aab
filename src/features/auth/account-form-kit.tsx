// Pieces shared by the registration, recovery, replenish and bind-mobile forms (issue 11): a labelled field
// whose §5 rule message (a dictionary id from src/schemas) shows on blur and change in a reserved slot, and the
// "Enviar código" button with its resend countdown. Plain props; no flow inside.
import type { InputHTMLAttributes, ReactNode } from 'react'
import { useIntl, FormattedMessage } from 'react-intl'
import { useSecondsLeft } from '../../components/use-seconds-left'
import type { Message } from '../../lib/intl'
import { accountMessages } from '../../schemas/account.schema'
import { registerMessages } from '../../schemas/register.schema'
import { replenishMessages } from '../../schemas/replenish.schema'
import { accountFormMessages as m } from './account-messages'

const ruleById = new Map<string, Message>(
  [accountMessages, registerMessages, replenishMessages]
    .flatMap((set) => Object.values(set) as Message[])
    .map((message) => [message.id, message]),
)

/** A rule's message id in Spanish (an unknown id is shown as is, never hidden). */
export function useRuleText(): (id: string | undefined) => string | null {
  const intl = useIntl()
  return (id) => {
    if (!id) return null
    const message = ruleById.get(id)
    return message ? intl.formatMessage(message) : id
  }
}

export interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string
  label: Message
  /** the rule's message, already in Spanish, or null */
  error: string | null
  hint?: Message
  after?: ReactNode
}

export function AccountField({ id, label, error, hint, after, ...input }: AccountFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="login-form__field">
      <label className="login-form__label" htmlFor={id}>
        <FormattedMessage {...label} />
      </label>
      <div className={after ? 'login-form__captcha' : undefined}>
        <input
          {...input}
          id={id}
          className="login-form__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {after}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="auth-page__hint">
          <FormattedMessage {...hint} />
        </p>
      ) : null}
      {/* reserved even when empty, so a message never moves the buttons (TOOLCHAIN.md gotcha 5) */}
      <p id={`${id}-error`} className="login-form__error">
        {error}
      </p>
    </div>
  )
}

export function SendCodeButton({
  cooldownUntil,
  sending,
  onClick,
  label = m.sendCode,
}: {
  cooldownUntil: number
  sending: boolean
  onClick: () => void
  label?: Message
}) {
  const seconds = useSecondsLeft(cooldownUntil)
  return (
    <button
      type="button"
      className="button login-form__code-button"
      disabled={sending || seconds > 0}
      aria-busy={sending}
      onClick={onClick}
    >
      {seconds > 0 ? (
        <FormattedMessage {...m.resendIn} values={{ seconds }} />
      ) : (
        <FormattedMessage {...label} />
      )}
    </button>
  )
}
