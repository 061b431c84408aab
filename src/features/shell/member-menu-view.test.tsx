// The member menu shows each member only the screens of their type, and marks the current one.
import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { MemberMenuView, type MemberMenuGroup } from './member-menu-view'

const groups: MemberMenuGroup[] = [
  {
    title: { id: 'shell.memberMenu.account', defaultMessage: 'Cuenta' },
    items: [
      { to: '/msg/list', title: { id: 'route.msg.list', defaultMessage: 'Mensajes' } },
      {
        to: '/member/subAccount',
        title: { id: 'route.member.subAccount', defaultMessage: 'Subcuentas' },
        memberTypes: [3],
        mainAccountOnly: true,
      },
    ],
  },
]

function renderMenu(memberType: 1 | 2 | 3 | null, at = '/msg/list', subAccount = false) {
  renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <MemberMenuView groups={groups} memberType={memberType} subAccount={subAccount} />
    </MemoryRouter>,
  )
  return screen.getByRole('navigation', { name: 'Menú del centro de miembros' })
}

describe('MemberMenuView', () => {
  it('shows an enterprise member the screens only enterprises have', () => {
    const menu = renderMenu(3)
    expect(within(menu).getByRole('link', { name: 'Subcuentas' })).toHaveAttribute(
      'href',
      '/member/subAccount',
    )
  })

  it('leaves them out for a personal member and while the member type is unknown', () => {
    expect(within(renderMenu(1)).queryByRole('link', { name: 'Subcuentas' })).toBeNull()
  })

  it("leaves the main account's own screens out for an enterprise's sub-account", () => {
    const menu = renderMenu(3, '/msg/list', true)
    expect(within(menu).queryByRole('link', { name: 'Subcuentas' })).toBeNull()
    expect(within(menu).getByRole('link', { name: 'Mensajes' })).toBeInTheDocument()
  })

  it('marks the current screen and names its group', () => {
    const menu = renderMenu(null)
    expect(within(menu).queryByRole('link', { name: 'Subcuentas' })).toBeNull()
    expect(within(menu).getByRole('link', { name: 'Mensajes' })).toHaveAttribute('aria-current', 'page')
    expect(within(menu).getByRole('heading', { name: 'Cuenta' })).toBeInTheDocument()
  })
})
