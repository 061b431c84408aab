// Whether a new version of the installed app waits (issue 26 item 3), for the shell's notice. Kept apart from the
// registration (register.ts, loaded after the first render in production builds) so that the entry does not
// carry workbox-window. An update is applied only by the buyer's "Actualizar": never in the middle of an order.
type Listener = () => void

let updateReady = false
let applyUpdate: (() => void) | null = null
const listeners = new Set<Listener>()

export const installedApp = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): boolean => updateReady,
  /** "Actualizar": the waiting worker takes over and the page reloads into the new version. */
  update(): void {
    applyUpdate?.()
  },
  /** The registration found a waiting version, applied by `apply`. */
  updateFound(apply: () => void): void {
    applyUpdate = apply
    updateReady = true
    listeners.forEach((listener) => listener())
  },
}
