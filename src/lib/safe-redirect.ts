// Where to go after a login or an external-account callback (SPEC.md §2 redirectUrl, §6 guard). The target
// comes from the URL or from the server, so only a path of this site passes: anything that a browser could
// read as another origin (`//host`, `/\host`, a scheme, control characters the URL parser strips) is refused.
export const DEFAULT_REDIRECT = '/index'

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/

/** A path a browser or the router would read as another host: `//host`, or `/\host` (`\` counts as `/`). */
function looksLikeAnotherHost(path: string): boolean {
  return /^[/\\]{2}/.test(path)
}

export function safeRedirect(
  target: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (!target || !target.startsWith('/') || looksLikeAnotherHost(target)) return DEFAULT_REDIRECT
  if (CONTROL_CHARS.test(target)) return DEFAULT_REDIRECT
  const base = new URL(origin).origin
  let url: URL
  try {
    url = new URL(target, base)
  } catch {
    return DEFAULT_REDIRECT
  }
  if (url.origin !== base) return DEFAULT_REDIRECT
  // The URL parser resolves dot segments (`.`, `..`, `%2e`) and reads `\` as `/`, so `/.//host` or
  // `/x/../../\host` become `//host` only now: the path handed on is the resolved one, so it is the one
  // checked, and it must still name this origin when the router or the browser resolves it again.
  const path = `${url.pathname}${url.search}${url.hash}`
  if (looksLikeAnotherHost(path) || new URL(path, base).origin !== base) return DEFAULT_REDIRECT
  // back to the login page after logging in would only show the form again
  if (url.pathname === '/login') return DEFAULT_REDIRECT
  return path
}
