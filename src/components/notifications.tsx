// Toasts and the "service is being upgraded" modal of SPEC.md §8, fed by src/lib/notify.
import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react'
import { useIntl } from 'react-intl'
import { safeHref } from '../lib/external-url'
import { notify, type Toast, type ToastMessage } from '../lib/notify'
import { Dialog } from './dialog'
import { useSay } from './say'
import { commonMessages } from './messages'
import { apiMessages } from '../api/messages'

/** A toast's text: useSay of src/components/say, for a message that is always there. */
export function useToastText() {
  const say = useSay()
  return (message: ToastMessage) => say(message) ?? ''
}

/** In-app navigation for a toast's link; without it (outside the router) the link loads the page. */
export type ToastNavigate = (to: string) => void

function ToastItem({ toast, navigate }: { toast: Toast; navigate?: ToastNavigate }) {
  const intl = useIntl()
  const text = useToastText()
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => notify.dismiss(toast.key), toast.durationMs)
    return () => clearTimeout(timer)
  }, [toast.key, toast.durationMs, held])
  const link = toast.link
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    notify.dismiss(toast.key)
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(event.currentTarget.getAttribute('href') ?? '/')
  }
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="toast__text">{text(toast.message)}</span>
      {link && safeHref(link.to) ? (
        <a className="toast__link" href={safeHref(link.to) ?? undefined} onClick={follow}>
          {text(link.label)}
        </a>
      ) : null}
      <button
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage(commonMessages.close)}
        onClick={() => notify.dismiss(toast.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

export function Notifications({ navigate }: { navigate?: ToastNavigate }) {
  const intl = useIntl()
  const state = useSyncExternalStore(notify.subscribe, notify.getSnapshot, notify.getSnapshot)
  return (
    <>
      <section className="toasts" aria-label={intl.formatMessage(commonMessages.notifications)}>
        {state.toasts.map((toast) => (
          <ToastItem key={toast.key} toast={toast} navigate={navigate} />
        ))}
      </section>
      <Dialog
        open={state.upgradeModalOpen}
        role="alertdialog"
        title={intl.formatMessage(commonMessages.notice)}
        actions={
          <button type="button" className="button button--primary" onClick={() => notify.closeUpgradeModal()}>
            {intl.formatMessage(commonMessages.gotIt)}
          </button>
        }
      >
        <p>{intl.formatMessage(apiMessages.upgrade)}</p>
      </Dialog>
    </>
  )
}
