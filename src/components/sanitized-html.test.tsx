import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SanitizedHtml } from './sanitized-html'

const PROBE =
  '<p>Saco de 50 kg</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>'

describe('SanitizedHtml (issue 4, issue 14 item 3)', () => {
  it('shows the server HTML only after sanitising it: no script, no handler', async () => {
    const { container } = render(<SanitizedHtml className="rich-text" html={PROBE} />)
    expect(await screen.findByText('Saco de 50 kg')).toBeInTheDocument()
    const box = container.querySelector('.rich-text')!
    expect(box.querySelector('script')).toBeNull()
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull()
    expect(box).not.toHaveAttribute('aria-busy')
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })

  it('never puts the unsanitised HTML in the page, even before the sanitiser has loaded', () => {
    const { container } = render(<SanitizedHtml html={PROBE} />)
    // first render: either busy and empty, or already sanitised (the module loaded for an earlier test)
    expect(container.innerHTML).not.toContain('onerror')
    expect(container.innerHTML).not.toContain('<script')
  })

  it('applies the transform to the sanitised markup', async () => {
    render(<SanitizedHtml html="<h2>Condiciones</h2>" transform={(clean) => clean.replaceAll('h2', 'h3')} />)
    expect(await screen.findByRole('heading', { level: 3, name: 'Condiciones' })).toBeInTheDocument()
  })
})
