import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('drops scripts and event handlers but keeps the content', () => {
    const clean = sanitizeHtml(
      '<p>Cemento <b>gris</b></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
    )
    expect(clean).toContain('<p>Cemento <b>gris</b></p>')
    expect(clean).not.toMatch(/onerror|<script|__xss/)
  })

  it('refuses javascript: links and protocol-relative images', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">x</a><img src="//evil.example/p.png">')
    expect(clean).not.toMatch(/javascript:|evil\.example/)
  })

  it('opens outside links in a new tab without window.opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('removes inline styles and forms', () => {
    expect(sanitizeHtml('<p style="position:fixed">a</p><form><input></form>')).toBe('<p>a</p>')
  })
})
