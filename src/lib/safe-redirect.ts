// Where to go after a login or an external-account callback (SPEC.md §2 redirectUrl, §6 guard). The target
// comes from the URL or from the server, so only a path of this site passes: anything that a browser could
// read as another origin (`//host`, `/\host`, a scheme, control characters the URL parser strips) is refused.
export const DEFAULT_REDIRECT = '/index'

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/

export function safeRedirect(
  target: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return DEFAULT_REDIRECT
  }
  if (CONTROL_CHARS.test(target)) return DEFAULT_REDIRECT
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return DEFAULT_REDIRECT
  }
  if (url.origin !== new URL(origin).origin) return DEFAULT_REDIRECT
  // back to the login page after logging in would only show the form again
  if (url.pathname === '/login') return DEFAULT_REDIRECT
  return `${url.pathname}${url.search}${url.hash}`
}
