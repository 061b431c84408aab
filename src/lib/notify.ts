// The one channel from non-React code (request layer, machines) to the toasts and the upgrade modal of
// src/components. Messages are dictionary ids or server text, never Spanish literals (SPEC.md §8).

export type ToastMessage = { id: string; values?: Record<string, string | number> } | { text: string }

export interface Toast {
  key: number
  kind: 'error' | 'success' | 'info'
  message: ToastMessage
  durationMs: number
}

export interface NotifyState {
  toasts: Toast[]
  upgradeModalOpen: boolean
}

/** SPEC.md §9: error toast 5 s. */
export const TOAST_DURATION_MS = 5000

let state: NotifyState = { toasts: [], upgradeModalOpen: false }
let nextKey = 1
const listeners = new Set<() => void>()

function emit(next: NotifyState) {
  state = next
  for (const listener of listeners) listener()
}

export const notify = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot: (): NotifyState => state,
  toast(kind: Toast['kind'], message: ToastMessage, durationMs = TOAST_DURATION_MS): number {
    const key = nextKey++
    emit({ ...state, toasts: [...state.toasts, { key, kind, message, durationMs }] })
    return key
  },
  error(message: ToastMessage) {
    return notify.toast('error', message)
  },
  dismiss(key: number) {
    emit({ ...state, toasts: state.toasts.filter((toast) => toast.key !== key) })
  },
  /** SPEC.md §8: one modal for HTTP failures, never stacked: a second failure while it is open does nothing. */
  openUpgradeModal() {
    if (state.upgradeModalOpen) return
    emit({ ...state, upgradeModalOpen: true })
  },
  closeUpgradeModal() {
    emit({ ...state, upgradeModalOpen: false })
  },
  reset() {
    emit({ toasts: [], upgradeModalOpen: false })
  },
}
