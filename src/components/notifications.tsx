// Toasts and the "service is being upgraded" modal of SPEC.md §8, fed by src/lib/notify.
import { useEffect, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { notify, type Toast, type ToastMessage } from '../lib/notify'
import { Dialog } from './dialog'
import { commonMessages } from './messages'
import { apiMessages } from '../api/messages'

export function useToastText() {
  const intl = useIntl()
  return (message: ToastMessage) => {
    if ('text' in message) return message.text
    const descriptor = { id: message.id }
    return intl.formatMessage(descriptor, message.values)
  }
}

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl()
  const text = useToastText()
  useEffect(() => {
    const timer = setTimeout(() => notify.dismiss(toast.key), toast.durationMs)
    return () => clearTimeout(timer)
  }, [toast.key, toast.durationMs])
  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className="toast__text">{text(toast.message)}</span>
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

export function Notifications() {
  const intl = useIntl()
  const state = useSyncExternalStore(notify.subscribe, notify.getSnapshot, notify.getSnapshot)
  return (
    <>
      <section className="toasts" aria-label={intl.formatMessage(commonMessages.notifications)}>
        {state.toasts.map((toast) => (
          <ToastItem key={toast.key} toast={toast} />
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
