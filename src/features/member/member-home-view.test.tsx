import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import * as stories from '../../../stories/member/member-home-view.stories'
import { renderWithProviders } from '../../../tests/render'

const { Enterprise, OverdueCredit, FiguresUnavailable, Designer, Personal } = composeStories(stories)

const renderStory = (Story: ComponentType) =>
  renderWithProviders(
    <MemoryRouter>
      <Story />
    </MemoryRouter>,
  )

const links = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent?.replace(/\s+/g, ' '), link.getAttribute('href')])

describe('MemberHomeView', () => {
  it('greets the member by real name, with type, company and review state', () => {
    renderStory(Enterprise)
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de miembros' })).toBeInTheDocument()
    const identity = screen.getByRole('region', { name: 'Bienvenido, Carlos Manuel Rodríguez Pérez' })
    expect(identity).toHaveTextContent('Empresa certificada · Importadora Caribe S.A.')
    expect(identity).toHaveTextContent('comprador@example.com · Estado de la cuenta: Aprobada')
  })

  it('shows each money figure as a link to its screen', () => {
    renderStory(Enterprise)
    expect(links(screen.getByRole('region', { name: 'Mis activos' }))).toEqual([
      ['Saldo prepagoUS$ 2.000,00', '/member/wallet'],
      ['Mis puntos5.000', '/member/myPoint'],
      ['Mis cupones5 cupones', '/member/coupon'],
      ['Crédito disponibleUS$ 10.000,00 de US$ 10.000,00', '/member/credit/index'],
      // issue 12 item 2: the member home leads to the top-up
      ['Recargar', '/member/recharge'],
    ])
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('counts the orders of every status tab, each a link to its tab, and all of them', () => {
    renderStory(Enterprise)
    const orders = screen.getByRole('region', { name: 'Mis pedidos' })
    // the badge shows the digits; the link's name says them in words (issue 24 item 5)
    const expected = [
      ['Pendiente de pago 2 pedidos', '/member/order/list?state=10'],
      ['Pendiente de envío 1 pedido', '/member/order/list?state=20'],
      ['Enviado parcialmente 1 pedido', '/member/order/list?state=31'],
      ['Pendiente de recogida 1 pedido', '/member/order/list?state=35'],
      ['Pendiente de confirmación de recepción 2 pedidos', '/member/order/list?state=30'],
      ['Pendiente de valoración 1 pedido', '/member/order/list?state=40'],
      ['Completado 2 pedidos', '/member/order/list?state=50'],
      ['Cancelado 2 pedidos', '/member/order/list?state=0'],
      ['Rechazado 0 pedidos', '/member/order/list?state=60'],
      ['Reembolso/Posventa 2 pedidos', '/member/order/list?state=70'],
      ['Ver todos (14)', '/member/order/list'],
    ]
    const found = within(orders).getAllByRole('link')
    expect(found).toHaveLength(expected.length)
    expected.forEach(([name, href], index) => {
      expect(found[index]).toHaveAccessibleName(name)
      expect(found[index]).toHaveAttribute('href', href)
    })
  })

  it('shows the recently seen goods with their price, opening the product in a new tab', () => {
    renderStory(Enterprise)
    const footprint = screen.getByRole('region', { name: 'Vistos recientemente' })
    const product = within(footprint).getByRole('link', { name: /Cemento gris P\.O 42\.5/ })
    expect(product).toHaveAttribute('target', '_blank')
    expect(footprint).toHaveTextContent('US$ 6,50')
    expect(within(footprint).getByRole('link', { name: 'Ver mi historial' })).toHaveAttribute(
      'href',
      '/member/footprint',
    )
  })

  it('gives an enterprise its sub-accounts shortcut and no samples', () => {
    renderStory(Enterprise)
    expect(links(screen.getByRole('navigation', { name: 'Accesos directos' }))).toEqual([
      ['Mi perfil', '/member/info'],
      ['Seguridad de la cuenta', '/member/account'],
      ['Mis pedidos', '/member/order/list'],
      ['Mis direcciones', '/member/address/list'],
      ['Mis favoritos', '/member/collect'],
      ['Subcuentas', '/member/subAccount'],
    ])
  })

  it('gives a designer the samples shortcut, greeted by member name when there is no real name', () => {
    renderStory(Designer)
    expect(screen.getByRole('heading', { name: 'Bienvenido, disenador_vedado' })).toBeInTheDocument()
    expect(screen.getByText('Diseñador certificado')).toBeInTheDocument()
    const shortcuts = screen.getByRole('navigation', { name: 'Accesos directos' })
    expect(within(shortcuts).getByRole('link', { name: 'Mis muestras' })).toHaveAttribute(
      'href',
      '/member/sample/list',
    )
    expect(within(shortcuts).queryByRole('link', { name: 'Subcuentas' })).not.toBeInTheDocument()
    expect(within(shortcuts).getByRole('link', { name: 'Presentarme a una empresa' })).toHaveAttribute(
      'href',
      '/member/apply',
    )
    expect(within(shortcuts).queryByRole('link', { name: 'Hacerme diseñador' })).not.toBeInTheDocument()
    expect(screen.getByText('Aún no ha visto ningún producto.')).toBeInTheDocument()
  })

  it('gives a personal member the way to become a designer (/applyDesigner)', () => {
    renderStory(Personal)
    const shortcuts = screen.getByRole('navigation', { name: 'Accesos directos' })
    expect(within(shortcuts).getByRole('link', { name: 'Hacerme diseñador' })).toHaveAttribute(
      'href',
      '/applyDesigner',
    )
    expect(within(shortcuts).queryByRole('link', { name: 'Mis muestras' })).not.toBeInTheDocument()
  })

  it('warns that overdue credit bills block credit payment', () => {
    renderStory(OverdueCredit)
    expect(screen.getByRole('note')).toHaveTextContent(
      'Tiene facturas de crédito vencidas: el pago a crédito está bloqueado.',
    )
    expect(screen.getByRole('link', { name: /^Saldo prepago/ })).toHaveTextContent('US$ 0,00')
    expect(screen.getByRole('link', { name: /^Crédito disponible/ })).toHaveTextContent(
      'US$ 200,00 de US$ 5.000,00',
    )
  })

  it('still shows who is logged in when the figures cannot be read, and says the orders could not', () => {
    renderStory(FiguresUnavailable)
    expect(
      screen.getByRole('heading', { name: 'Bienvenido, Carlos Manuel Rodríguez Pérez' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Mis activos' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Estado de la cuenta/)).not.toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Mis pedidos' })).getByRole('status')).toHaveTextContent(
      'No se pudieron leer los pedidos. Vuelva a intentarlo más tarde.',
    )
  })
})
