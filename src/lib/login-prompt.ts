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
