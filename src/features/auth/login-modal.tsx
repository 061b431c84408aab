// The login form as a closable 644 px modal (SPEC.md §2, §9), opened from anywhere through loginPrompt
// (src/lib/login-prompt.ts). The shell mounts it once, inside the router. Every opening gets a fresh login
// machine (and captcha); after a login the member stays on the page unless the prompt named a target.
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { Dialog } from '../../components/dialog'
import { loginPrompt } from '../../lib/login-prompt'
import { safeRedirect } from '../../lib/safe-redirect'
import { LoginForm } from './login-form'
import { LoginStatusDialogs } from './login-view'
import { loginMessages as m } from './messages'
import { useLoginFlow } from './use-login-flow'
import './auth.css'

/** SPEC.md §9: login modal 644 px. */
export const LOGIN_MODAL_WIDTH = 644

export function LoginModal() {
  const prompt = useSyncExternalStore(loginPrompt.subscribe, loginPrompt.getSnapshot, loginPrompt.getSnapshot)
  const { pathname } = useLocation()
  const shownOn = useRef(pathname)

  // leaving the page (a link of the form such as "Crear cuenta", or the browser's back) closes the modal
  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    loginPrompt.close()
  }, [pathname])

  if (!prompt.open) return null
  return <LoginModalDialog redirectUrl={prompt.redirectUrl} />
}

function LoginModalDialog({ redirectUrl }: { redirectUrl: string | undefined }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const { dialog, onDialogClosed, onContactSupport, ...form } = useLoginFlow('', {
    onLoggedIn: () => {
      loginPrompt.close()
      if (redirectUrl) void navigate(safeRedirect(redirectUrl))
    },
    onReplenishRequired: (path) => {
      loginPrompt.close()
      void navigate(path, { replace: true })
    },
  })
  return (
    <>
      <Dialog
        open
        title={intl.formatMessage(m.title)}
        onClose={() => loginPrompt.close()}
        closeLabel={intl.formatMessage(m.close)}
        width={LOGIN_MODAL_WIDTH}
      >
        <p className="login-modal__note">
          <FormattedMessage {...m.modalNote} />
        </p>
        <LoginForm {...form} />
      </Dialog>
      <LoginStatusDialogs
        dialog={dialog}
        onDialogClosed={onDialogClosed}
        onContactSupport={onContactSupport}
      />
    </>
  )
}
