// Asks before an action that cannot be undone (issue 24 item 2): an alert dialog on the shared Dialog (focus
// trapped and given back), the question as its title, the consequence as its description. The cancel button
// comes first and takes the focus, so Enter on a dialog opened by mistake does nothing harmful; Escape cancels.
// The labels default to "Confirmar"/"Cancelar" as the app's hand-written alert dialogs use (a screen passes its
// verb: "Eliminar", "Quitar"). While busy, both buttons wait and Escape does nothing; they stay focusable
// (aria-disabled, not disabled) so the focus does not fall out of the dialog onto the page. A screen whose
// busy button already had a name ("Eliminando…", or its verb kept) passes it as busyLabel, so adopting the
// kit does not rename a button that tests and people know.
import { useId, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Dialog } from './dialog'
import { kitMessages as m } from './kit.messages'
import './confirm-dialog.css'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  message?: ReactNode
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  busy?: boolean
  /** What the confirm button says while busy; "Procesando…" when the screen gives nothing. */
  busyLabel?: ReactNode
  onConfirm(): void
  onCancel(): void
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl()
  const messageId = useId()
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      describedBy={message ? messageId : undefined}
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : onCancel}
          >
            {cancelLabel ?? intl.formatMessage(m.cancel)}
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onClick={busy ? undefined : onConfirm}
          >
            {busy
              ? (busyLabel ?? intl.formatMessage(m.busy))
              : (confirmLabel ?? intl.formatMessage(m.confirm))}
          </button>
        </>
      }
    >
      {message ? <div id={messageId}>{message}</div> : null}
    </Dialog>
  )
}
