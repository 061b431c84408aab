// Server HTML (product descriptions, store about pages, news, static pages) is sanitised before it is
// rendered (issue 4: a seeded description carries a script and an onerror handler that must stay inert).
import DOMPurify from 'dompurify'

let hooked = false

function ensureHooks() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // links leaving the page open a new tab without handing it window.opener
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? ''
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy')
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '')
    }
  })
}

export function sanitizeHtml(html: string): string {
  ensureHooks()
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#|data:image\/(?:png|jpeg|gif|webp);)/i,
  })
}
