import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { FooterView } from './footer-view'

function renderFooter(links: Partial<Parameters<typeof FooterView>[0]['links']>) {
  renderWithProviders(
    <MemoryRouter>
      <FooterView
        siteName="Mercado Mayorista"
        links={{ mobileSite: '', chatApp: '', socialPage: '', photoPage: '', ...links }}
      />
    </MemoryRouter>,
  )
  return within(screen.getByRole('contentinfo'))
}

describe('FooterView', () => {
  it('links to the external pages whose addresses are http(s) URLs, in a new tab', () => {
    const footer = renderFooter({
      mobileSite: 'https://m.example.com',
      socialPage: 'http://social.example.com/mercado',
    })
    expect(footer.getByRole('link', { name: /Sitio móvil/ })).toHaveAttribute(
      'href',
      'https://m.example.com/',
    )
    expect(footer.getByRole('link', { name: /Síganos en redes sociales/ })).toHaveAttribute(
      'href',
      'http://social.example.com/mercado',
    )
  })

  it('leaves out every external page whose address is not an http(s) URL', () => {
    const footer = renderFooter({
      mobileSite: 'javascript:alert(1)',
      chatApp: '\n jaVaScript:alert(1)',
      socialPage: 'data:text/html,<script>alert(1)</script>',
      photoPage: '//evil.example',
    })
    for (const name of [
      /Sitio móvil/,
      /Contactar por chat/,
      /Síganos en redes sociales/,
      /Galería de fotos/,
    ]) {
      expect(footer.queryByRole('link', { name })).not.toBeInTheDocument()
    }
  })

  it('separates the link words from the hidden "(se abre en una pestaña nueva)" with a space outside it', () => {
    const footer = renderFooter({ mobileSite: 'https://m.example.com' })
    const link = footer.getByRole('link', { name: 'Sitio móvil (se abre en una pestaña nueva)' })
    const hidden = link.querySelector('.visually-hidden')
    // the visually hidden box is taken out of the text flow: a space at its start is not the link's own
    expect(hidden).toHaveTextContent(/^\(se abre/, { normalizeWhitespace: false })
    expect(hidden?.previousSibling?.textContent).toMatch(/ $/)
    expect(link).toHaveTextContent('Sitio móvil (se abre en una pestaña nueva)', {
      normalizeWhitespace: false,
    })
  })
})
