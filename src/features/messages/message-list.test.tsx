import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { messageCount } from '../../api/message-count'
import { session } from '../../api/session'
import { memberArticleLoader } from './member-article-loader'
import { MemberArticleRoute } from './member-article-route'
import { MessageListRoute } from './message-list-route'
import { MessageSettingsRoute } from './message-settings-route'

async function signIn(email: string) {
  const captcha = await getCaptcha()
  const tokens = await postToken({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.key,
    loginType: 1,
  })
  session.setTokens({ accessToken: tokens.access_token ?? '', refreshToken: tokens.refreshToken })
  const member = await getMemberInfo()
  session.setMemberInfo(member)
  return member.memberId
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/msg/list', element: <MessageListRoute /> },
      { path: '/msg/setting', element: <MessageSettingsRoute /> },
      {
        path: '/member/article',
        element: <MemberArticleRoute />,
        loader: memberArticleLoader,
        HydrateFallback: () => null,
      },
      { path: '/member/order/detail', element: <p>Detalle del pedido</p> },
    ],
    { initialEntries: [url] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return userEvent.setup()
}

const unreadOf = (memberId: number) =>
  db.memberMessages.findMany((q) => q.where({ memberId })).filter((m) => !m.isRead).length

describe('MessageListRoute', () => {
  it('shows the notices in Spanish, reads one (the header count goes down) and deletes one after confirming', async () => {
    const memberId = await signIn('comprador@example.com')
    const user = renderAt('/msg/list')
    const list = await screen.findByRole('list', { name: 'Mensajes' })
    await waitFor(() => expect(messageCount.getSnapshot()).toBe(5))
    expect(within(list).getAllByText('No leído')).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true')
    // the type filters show their unread counts, from the same answer as the header's count
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Todos' })).toHaveAccessibleDescription('5 sin leer'),
    )
    const [firstRead] = screen.getAllByRole('button', { name: /^Marcar como leído:/ })
    await user.click(firstRead!)
    await waitFor(() => expect(messageCount.getSnapshot()).toBe(4))
    expect(unreadOf(memberId)).toBe(4)
    const [firstDelete] = await screen.findAllByRole('button', { name: /^Eliminar:/ })
    const before = db.memberMessages.findMany((q) => q.where({ memberId })).length
    await user.click(firstDelete!)
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este mensaje?' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Mensaje eliminado.')).toBeInTheDocument()
    expect(db.memberMessages.findMany((q) => q.where({ memberId })).length).toBe(before - 1)
  })

  it('filters by type and by unread, and marks everything read', async () => {
    const memberId = await signIn('comprador@example.com')
    const user = renderAt('/msg/list')
    await screen.findByRole('list', { name: 'Mensajes' })
    await user.click(screen.getByRole('button', { name: 'Reembolsos y posventa' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reembolsos y posventa' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
    expect(await screen.findByRole('heading', { name: /Reembolso rechazado/ })).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'No leídos')
    await user.click(await screen.findByRole('button', { name: 'Marcar todos como leídos' }))
    expect(await screen.findByText('Todos los mensajes están marcados como leídos.')).toBeInTheDocument()
    expect(await screen.findByText('No hay mensajes con este filtro.')).toBeInTheDocument()
    expect(
      db.memberMessages
        .findMany((q) => q.where({ memberId }))
        .filter((m) => m.type === 'afterSales' && !m.isRead),
    ).toEqual([])
  })
})

describe('MessageSettingsRoute', () => {
  it('switches a notice type off and keeps system notices always on', async () => {
    const memberId = await signIn('comprador@example.com')
    const user = renderAt('/msg/setting')
    const orders = await screen.findByRole('switch', { name: 'Recibir avisos de Pedidos' })
    expect(orders).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Recibir avisos de Sistema' })).toBeDisabled()
    await user.click(orders)
    expect(await screen.findByText('Preferencia guardada.')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Recibir avisos de Pedidos' })).not.toBeChecked()
    expect(db.members.findFirst((q) => q.where({ memberId }))?.mutedMessageTypes).toEqual(['order'])
  })
})

describe('MemberArticleRoute', () => {
  it('lists the announcements and opens one', async () => {
    await signIn('comprador@example.com')
    const user = renderAt('/member/article')
    await user.click(
      await screen.findByRole('link', { name: 'Nueva salida semanal de la ruta marítima China–Cuba' }),
    )
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Nueva salida semanal de la ruta marítima China–Cuba',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a los anuncios' })).toBeInTheDocument()
  })
})
