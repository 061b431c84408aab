// The one channel from non-React code (request layer, machines) to the toasts and the upgrade modal of
// src/components. Messages are dictionary ids or server text, never Spanish literals (SPEC.md §8).
import type { Message } from './message'

export type ToastMessage = Message

/** A same-origin path the toast offers as its next step (e.g. "Ver carrito" after adding to the cart). */
export interface ToastLink {
  to: `/${string}`
  label: ToastMessage
}

export interface Toast {
  key: number
  kind: 'error' | 'success' | 'info'
  message: ToastMessage
  durationMs: number
  link?: ToastLink
}

export interface NotifyState {
  toasts: Toast[]
  upgradeModalOpen: boolean
}

/** SPEC.md §9: error toast 5 s. */
export const TOAST_DURATION_MS = 5000
/** A toast with a link stays longer, and pauses while pointed at or focused (WCAG 2.2.1), so it can be used. */
export const LINK_TOAST_DURATION_MS = 8000

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
  toast(
    kind: Toast['kind'],
    message: ToastMessage,
    durationMs = TOAST_DURATION_MS,
    link?: ToastLink,
  ): number {
    const key = nextKey++
    const toast: Toast = link ? { key, kind, message, durationMs, link } : { key, kind, message, durationMs }
    // the same news again (a second "Añadir al carrito") replaces the earlier toast instead of stacking it
    const same = JSON.stringify([kind, message, link])
    const others = state.toasts.filter(
      (item) => JSON.stringify([item.kind, item.message, item.link]) !== same,
    )
    emit({ ...state, toasts: [...others, toast] })
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
