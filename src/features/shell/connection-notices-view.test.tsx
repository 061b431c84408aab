// The poor-link notices (issue 26 item 3; GLOSSARY.md labels): offline, prices from a past visit in the app's
// date format, and a new version applied only by the buyer's "Actualizar".
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { formatDateTime } from '../../i18n/format'
import { ConnectionNoticesView } from './connection-notices-view'

describe('ConnectionNoticesView', () => {
  it('says nothing online with fresh data', () => {
    renderWithProviders(
      <div data-testid="notices">
        <ConnectionNoticesView offline={false} cachedAt={null} updateReady={false} onUpdate={vi.fn()} />
      </div>,
    )
    expect(screen.getByTestId('notices')).toBeEmptyDOMElement()
  })

  it('says the page shows what was last seen, with the time of its prices', () => {
    const cachedAt = '2026-11-27T18:45:00.000Z'
    renderWithProviders(
      <ConnectionNoticesView offline cachedAt={cachedAt} updateReady={false} onUpdate={vi.fn()} />,
    )
    const notices = document.body
    expect(notices).toHaveTextContent('Sin conexión: se muestra lo último que consultó')
    expect(notices).toHaveTextContent(`Precios al ${formatDateTime(cachedAt)}`)
    expect(formatDateTime(cachedAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  })

  it('offers a new version and applies it only when asked', async () => {
    const onUpdate = vi.fn()
    renderWithProviders(
      <ConnectionNoticesView offline={false} cachedAt={null} updateReady onUpdate={onUpdate} />,
    )
    expect(screen.getByText('Hay una nueva versión disponible')).toBeInTheDocument()
    expect(onUpdate).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }))
    expect(onUpdate).toHaveBeenCalledOnce()
  })
})
