// SPEC.md §4 logout ends the session on the server too (issue 15 item 4): the request layer sends the tokens
// it read before clearing storage, a copied token then gets state 266, and a failed call changes nothing of
// the local logout.
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { notify } from '../lib/notify'
import { ApiError } from './errors'
import { getMemberInfo } from './member'
import { logout } from './auth'
import { LOGOUT_REMOVED_KEYS, session } from './session'

const LOGOUT_URL = 'http://api.test/v3/frontLogin/front/oauth/logout'

async function loggedInSession(accessToken: string, refreshToken: string) {
  await db.sessions.create({ accessToken, refreshToken, memberId: 1, issuedAt: Date.now() })
  session.setTokens({ accessToken, refreshToken })
  session.setMemberInfo({
    memberId: 1,
    memberName: 'comprador_cubaimport',
    memberEmail: 'comprador@example.com',
    memberType: 3,
  })
}

function logoutRequests() {
  const seen: { authorization: string | null; body: string }[] = []
  const listener = async ({ request }: { request: Request }) => {
    if (request.url === LOGOUT_URL) {
      seen.push({ authorization: request.headers.get('Authorization'), body: await request.clone().text() })
    }
  }
  server.events.on('request:start', listener)
  return { seen, stop: () => server.events.removeListener('request:start', listener) }
}

describe('logout (SPEC.md §4)', () => {
  it('sends the tokens read before storage was cleared, and the server then refuses the old access token with 266', async () => {
    await loggedInSession('at-logout-1', 'rt-logout-1')
    const requests = logoutRequests()
    try {
      const ended = logout()
      // the local state is gone at once, before the server has answered
      for (const key of LOGOUT_REMOVED_KEYS) expect(localStorage.getItem(key), key).toBeNull()
      expect(session.getSnapshot().loginFlag).toBe(false)
      await ended
    } finally {
      requests.stop()
    }
    expect(requests.seen).toEqual([
      { authorization: 'Bearer at-logout-1', body: 'refresh_token=rt-logout-1' },
    ])
    expect(db.sessions.findFirst((q) => q.where({ accessToken: 'at-logout-1' }))?.revokedAt).toEqual(
      expect.any(Number),
    )

    // someone who copied the token before the logout
    session.setTokens({ accessToken: 'at-logout-1', refreshToken: 'rt-logout-1' })
    const error = await getMemberInfo().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('sessionInvalid')
    expect(session.accessToken()).toBeNull()
  })

  it('still clears the local state when the logout call fails, and only logs it', async () => {
    await loggedInSession('at-logout-2', 'rt-logout-2')
    server.use(http.post(LOGOUT_URL, () => HttpResponse.error()))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await expect(logout()).resolves.toBeUndefined()
      expect(warn).toHaveBeenCalledWith('[api] logout failed', expect.anything())
    } finally {
      warn.mockRestore()
    }
    for (const key of LOGOUT_REMOVED_KEYS) expect(localStorage.getItem(key), key).toBeNull()
    expect(session.getSnapshot().loginFlag).toBe(false)
    expect(notify.getSnapshot()).toMatchObject({ toasts: [], upgradeModalOpen: false })
  })

  it('shows no toast when the server says the session had already ended', async () => {
    await loggedInSession('at-logout-3', 'rt-logout-3')
    server.use(
      http.post(LOGOUT_URL, () =>
        HttpResponse.json({ state: 266, msg: 'Su sesión ha caducado.', data: null }),
      ),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await logout()
      expect(warn).toHaveBeenCalledWith('[api] logout refused', 266, 'Su sesión ha caducado.')
    } finally {
      warn.mockRestore()
    }
    expect(notify.getSnapshot().toasts).toEqual([])
  })

  it('calls nothing on the server when a 266 clears the session: the server already ended it', async () => {
    await loggedInSession('at-logout-4', 'rt-logout-4')
    const requests = logoutRequests()
    try {
      session.clearOnSessionInvalid()
      await new Promise((resolve) => setTimeout(resolve, 20))
    } finally {
      requests.stop()
    }
    expect(requests.seen).toEqual([])
    expect(session.accessToken()).toBeNull()
  })
})
