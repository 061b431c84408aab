// The header's and the side tab's unread counts (issue 11 item 6, issue 29 item 1): asked for when a member's
// session starts and again when the buyer comes back to the tab (the chat opens in a tab of its own and is read
// there), forgotten at logout.
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { http } from '../../mocks/handlers/http'
import { ok } from '../../mocks/lib/envelope'
import { server } from '../../mocks/node'
import { renderWithProviders } from '../../tests/render'
import { getCaptcha, postToken } from '../api/auth'
import { getChatUnreadCount } from '../api/chat'
import { getMemberInfo } from '../api/member'
import { session } from '../api/session'
import { AppLayout } from './app-layout'

async function logIn(email: string) {
  const captcha = await getCaptcha()
  const tokens = await postToken({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.key,
    loginType: 1,
  })
  session.setTokens({ accessToken: tokens.access_token ?? '', refreshToken: tokens.refreshToken })
  session.setMemberInfo(await getMemberInfo())
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('the unread counts of the header and the side tab', () => {
  afterEach(() => {
    // back to jsdom's own visibility for the later files of this worker
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('shows the unread chat messages, and asks again when the buyer comes back to the tab', async () => {
    await logIn('comprador@example.com')
    const { total } = await getChatUnreadCount()
    expect(total).toBeGreaterThan(0)
    const router = createMemoryRouter(
      [{ path: '/', element: <AppLayout />, children: [{ path: 'index', element: <p>Inicio</p> }] }],
      { initialEntries: ['/index'] },
    )
    renderWithProviders(<RouterProvider router={router} />)
    const account = screen.getByRole('navigation', { name: 'Mi cuenta' })
    const chat = await within(account).findByRole('link', {
      name: new RegExp(`^Chat \\(${total} sin leer\\)`),
    })
    expect(chat).toHaveAttribute('href', '/service?vid=0')
    expect(chat).toHaveAttribute('target', '_blank')
    const service = screen.getByRole('link', { name: 'Atención al cliente' })
    expect(service).toHaveAccessibleDescription(
      `Se abre en una pestaña nueva ${total} ${total === 1 ? 'mensaje' : 'mensajes'} de chat sin leer`,
    )

    // the buyer reads everything in the chat's tab, then comes back
    server.use(
      http.get('/v3/helpdesk/front/chat/unReadMsgNum', () => HttpResponse.json(ok({ total: 0, stores: [] }))),
    )
    act(() => setVisibility('hidden'))
    act(() => setVisibility('visible'))
    await waitFor(() => expect(chat).toHaveTextContent(/^Chat \(se abre en una pestaña nueva\)$/))
    expect(screen.getByRole('link', { name: 'Atención al cliente' })).toHaveAccessibleDescription(
      'Se abre en una pestaña nueva',
    )
    router.dispose()
  })
})
