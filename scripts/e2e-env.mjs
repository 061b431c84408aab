// The production build against the HTTP mock API in the e2e run (issue 26 item 1): its ports, the variables
// dist/ is built with for it, and whether dist/ was. Read by scripts/run-e2e.mjs and scripts/test.mjs;
// playwright.config.ts reads the same variables with the same defaults.

/**
 * The specs that run the production build against the HTTP mock API (the `production-http` project of
 * playwright.config.ts): the app as deployed, and the same app over an emulated slow link (issue 26 item 2).
 */
export const HTTP_MOCK_SPEC = /(?:production-http|slow-link)\.spec\.ts$/

/** The e2e environment with the HTTP mock project's ports filled in (defaults beside the mock build's 4173). */
export function httpMockPorts(env = process.env) {
  return { E2E_API_PORT: env.E2E_API_PORT ?? '4175', E2E_PROD_PORT: env.E2E_PROD_PORT ?? '4174' }
}

/** The origin of the HTTP mock API the e2e production build talks to. */
export const mockApiOrigin = (env = process.env) => `http://localhost:${httpMockPorts(env).E2E_API_PORT}`

/**
 * What `vite build` needs to make dist/ talk to that API: its base URL, its pictures' host for img-src, and its
 * chat socket (the mock API serves socket.io on the same port).
 */
export function productionBuildEnv(env = process.env) {
  const origin = mockApiOrigin(env)
  return { VITE_API_BASE_URL: origin, VITE_IMAGE_ORIGINS: origin, VITE_CHAT_URL: origin }
}

/** Whether dist/index.html was built for that API (its policy's connect-src names the origin and its socket). */
export function distTalksToMockApi(html, env = process.env) {
  const origin = mockApiOrigin(env)
  return html.includes(`connect-src 'self' ${origin} ${origin.replace(/^http/, 'ws')};`)
}
