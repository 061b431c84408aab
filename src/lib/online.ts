// Whether the browser believes it has a link (navigator.onLine and its events), as an external store for
// useSyncExternalStore. "Online" only means a network is attached: a dropped link still shows as a failed
// request (SPEC.md §8), so this drives notices, never the decision that a request will succeed.
type Listener = () => void

export const online = {
  subscribe(listener: Listener): () => void {
    window.addEventListener('online', listener)
    window.addEventListener('offline', listener)
    return () => {
      window.removeEventListener('online', listener)
      window.removeEventListener('offline', listener)
    }
  },
  getSnapshot: (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false,
}
