// Opens the login modal from anywhere (SPEC.md §2 "shown as a closable modal", §6 "login required to
// operate"): a visitor's action calls `loginPrompt.open()`, the shell's LoginModal subscribes.
export interface LoginPromptRequest {
  /** Where to go after logging in; without it the member stays on the page. */
  redirectUrl?: string
  reason?: 'loginRequired'
}

export interface LoginPromptState extends LoginPromptRequest {
  open: boolean
}

const CLOSED: LoginPromptState = { open: false }

/** Pages of the login journey itself: coming back to them after a login makes no sense. */
const ACCOUNT_PAGES = new Set(['/login', '/register', '/replenish', '/pwd/forget', '/bindMobile'])

/**
 * The login page's address from the page the visitor is on (SPEC.md §2 redirectUrl, §6): "Iniciar sesión" in
 * the header brings the visitor back where they were, e.g. to the visitor cart (issue 11 item 7).
 */
export function loginPageUrl(pathname: string, search = ''): string {
  // on the login page itself the link keeps the target it already has
  if (pathname === '/login') return `/login${search}`
  if (ACCOUNT_PAGES.has(pathname)) return '/login'
  return `/login?redirectUrl=${encodeURIComponent(pathname + search)}`
}

let state: LoginPromptState = CLOSED
const listeners = new Set<() => void>()

function emit(next: LoginPromptState) {
  state = next
  for (const listener of listeners) listener()
}

export const loginPrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot: (): LoginPromptState => state,
  open(request: LoginPromptRequest = {}) {
    emit({ ...request, open: true })
  },
  close() {
    if (!state.open) return
    emit(CLOSED)
  },
}
