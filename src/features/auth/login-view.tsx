// The login page body (SPEC.md §2) and the two account-review dialogs of §4. Plain props only.
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Dialog } from '../../components/dialog'
import { LoginForm, type LoginFormProps } from './login-form'
import { loginMessages as m } from './messages'
import './auth.css'

export type LoginDialog = 'inReview' | 'rejected' | null

export interface LoginStatusDialogsProps {
  dialog: LoginDialog
  onDialogClosed: () => void
  /** The route opens the chat-app link in a new tab. */
  onContactSupport: () => void
}

export interface LoginViewProps extends LoginFormProps, LoginStatusDialogsProps {
  /** The `error` query parameter: an external-account login that failed (SPEC.md §8). */
  notice: string | null
}

export function LoginView({ notice, dialog, onDialogClosed, onContactSupport, ...form }: LoginViewProps) {
  const titleId = useId()
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <h1 id={titleId}>
        <FormattedMessage {...m.title} />
      </h1>
      <p className="auth-page__lead">
        <FormattedMessage {...m.lead} />
      </p>
      {notice ? (
        <p className="auth-alert" role="alert">
          {notice}
        </p>
      ) : null}
      <LoginForm {...form} />
      <LoginStatusDialogs
        dialog={dialog}
        onDialogClosed={onDialogClosed}
        onContactSupport={onContactSupport}
      />
    </section>
  )
}

/** SPEC.md §4: status 1 shows "in review" with a close button only; status 4 "rejected" with contact support. */
export function LoginStatusDialogs({ dialog, onDialogClosed, onContactSupport }: LoginStatusDialogsProps) {
  const intl = useIntl()
  return (
    <>
      <Dialog
        open={dialog === 'inReview'}
        role="alertdialog"
        title={intl.formatMessage(m.inReviewTitle)}
        actions={
          <button type="button" className="button button--primary" onClick={onDialogClosed}>
            <FormattedMessage {...m.close} />
          </button>
        }
      >
        <p>
          <FormattedMessage {...m.inReviewBody} />
        </p>
      </Dialog>
      <Dialog
        open={dialog === 'rejected'}
        role="alertdialog"
        title={intl.formatMessage(m.rejectedTitle)}
        onClose={onDialogClosed}
        closeLabel={intl.formatMessage(m.close)}
        actions={
          <button type="button" className="button button--primary" onClick={onContactSupport}>
            <FormattedMessage {...m.contactSupport} />
          </button>
        }
      >
        <p>
          <FormattedMessage {...m.rejectedBody} />
        </p>
      </Dialog>
    </>
  )
}
