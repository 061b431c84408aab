// The one gate for link targets that come from server data (SPEC.md §1: the mobile site, chat app, social and
// photo pages are other hosts; §3 link items). A value from the server may be `javascript:`, `data:` or any
// other scheme, so only http(s) URLs reach an href, and what passes is the URL as the parser read it: the
// leading spaces, tabs or newlines a browser strips before it reads the scheme are already gone from the
// checked value. eslint.config.js makes every JSX href either a literal, a site path template, or a call here.

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/

/** An http(s) URL from server data, as the URL parser reads it; anything else is null. */
export function externalUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
}

// any origin serves to resolve a site path; only whether the path leaves it matters
const SITE = 'https://site.invalid'

/** A path of this site (`/…` or `#…`) as it resolves, or null when it would name another host. */
function sitePath(value: string): string | null {
  if (value.startsWith('#')) return CONTROL_CHARS.test(value) ? null : value
  if (!value.startsWith('/') || /^[/\\]{2}/.test(value) || CONTROL_CHARS.test(value)) return null
  const url = new URL(value, SITE)
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === SITE && !/^[/\\]{2}/.test(path) ? path : null
}

/**
 * What an `<a href>` built from data may hold: a path of this site, or an http(s) URL. Anything else gives
 * undefined, so the anchor links nowhere instead of running a script.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return sitePath(value) ?? externalUrl(value) ?? undefined
}
