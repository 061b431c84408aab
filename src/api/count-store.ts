// A count the shell shows in its header and side tab (unread notices, unread chat messages): one small store per
// count, asked of the server when a member's session starts, when the buyer comes back to the tab, and when a
// flow that changes it says so — never polled. Logged out, the count is its empty value and no call is made.
// A failed call keeps the last count: it is a hint, never a blocker.

type Listener = () => void

export interface CountStore<T> {
  subscribe(listener: Listener): () => void
  getSnapshot(): T
  /** Asks the server again; an answer overtaken by a later refresh or a clear is dropped. */
  refresh(): Promise<void>
  /** Logout: forget the count, and any answer still on its way. */
  clear(): void
}

/**
 * A count store over `load`. `same` tells two values apart: the snapshot keeps its identity while the count does
 * not change (useSyncExternalStore compares snapshots by identity).
 */
export function countStore<T>(
  load: () => Promise<T>,
  empty: T,
  same: (a: T, b: T) => boolean = Object.is,
): CountStore<T> {
  let value = empty
  let generation = 0
  const listeners = new Set<Listener>()
  const set = (next: T) => {
    if (same(value, next)) return
    value = next
    for (const listener of listeners) listener()
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => value,
    async refresh() {
      const asked = ++generation
      try {
        const next = await load()
        if (asked === generation) set(next)
      } catch {
        // the request layer already told the user of a network or server failure
      }
    },
    clear() {
      generation += 1
      set(empty)
    },
  }
}
