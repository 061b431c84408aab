// The window's inner width, kept current on resize. Pager and side tab switch layout on it (SPEC.md §9).
import { useSyncExternalStore } from 'react'

/** Width assumed where there is no window (server rendering): the wide desktop layout. */
export const SERVER_WINDOW_WIDTH = 1920

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

function getSnapshot() {
  return window.innerWidth
}

function getServerSnapshot() {
  return SERVER_WINDOW_WIDTH
}

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
