import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import * as stories from '../../../stories/member/account-view.stories'
import { renderWithProviders } from '../../../tests/render'

const { AllSet, NoPayPasswordNoMobile } = composeStories(stories)

const renderStory = (Story: ComponentType) =>
  renderWithProviders(
    <MemoryRouter>
      <Story />
    </MemoryRouter>,
  )

/** The security item's row: its state and the pages its links lead to, by accessible name. */
function item(label: string) {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr')!
  const [state] = within(row).getAllByRole('cell')
  return {
    state: state?.textContent,
    links: within(row)
      .queryAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  }
}

describe('AccountView', () => {
  it('shows the member’s data and edits the profile from here', () => {
    renderStory(AllSet)
    const data = screen.getByRole('region', { name: 'Datos de la cuenta' })
    expect(data).toHaveTextContent('Nombre de miembrocomprador_cubaimport')
    expect(data).toHaveTextContent('Correo electrónicocomprador@example.com')
    expect(data).toHaveTextContent('Teléfono móvil52345678')
    expect(data).toHaveTextContent('Tipo de miembroEmpresa certificada')
    expect(within(data).getByRole('link', { name: 'Editar mi perfil' })).toHaveAttribute(
      'href',
      '/member/info',
    )
  })

  it('gives each security item its state and the page that changes it', () => {
    renderStory(AllSet)
    expect(item('Contraseña de inicio de sesión')).toEqual({
      state: 'Configurada',
      links: [['Cambiar Contraseña de inicio de sesión', '/member/pwd/login']],
    })
    expect(item('Contraseña de pago')).toEqual({
      state: 'Configurada',
      links: [
        ['Cambiar Contraseña de pago', '/member/pwd/pay'],
        ['Restablecer Contraseña de pago', '/member/pwd/reset'],
      ],
    })
    expect(item('Teléfono móvil')).toEqual({
      state: 'Vinculado',
      links: [['Cambiar Teléfono móvil', '/member/phone']],
    })
    expect(item('Correo electrónico')).toEqual({
      state: 'Verificado',
      links: [['Cambiar Correo electrónico', '/member/email']],
    })
    // the link names the item it changes, for a screen reader that lists links
    expect(screen.getByRole('link', { name: 'Cambiar Contraseña de pago' })).toBeInTheDocument()
  })

  it('offers to set a missing pay password and mobile, with nothing to reset', () => {
    renderStory(NoPayPasswordNoMobile)
    expect(screen.getByRole('region', { name: 'Datos de la cuenta' })).toHaveTextContent(
      'Teléfono móvilSin indicar',
    )
    expect(item('Contraseña de pago')).toEqual({
      state: 'Sin configurar',
      links: [['Configurar Contraseña de pago', '/member/pwd/pay']],
    })
    expect(item('Teléfono móvil')).toEqual({
      state: 'Sin vincular',
      links: [['Configurar Teléfono móvil', '/member/phone']],
    })
  })
})
