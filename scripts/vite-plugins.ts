// Build-time security of the shipped app (issue 15 items 3 and 6): the Content Security Policy of every build,
// derived from the same VITE_* configuration the app reads (src/api/config.ts), and the production build's
// removal of the mock service worker.
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

type Env = Record<string, string | undefined>

/** The origin of an http(s) URL from the build's configuration; anything else stops the build. */
function originOf(name: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name}="${value}" is not an absolute URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name}="${value}" must be an http(s) URL`)
  }
  return url.origin
}

function origins(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => originOf(name, item))
}

/**
 * The policy's directives. A <meta> policy cannot carry frame-ancestors (browsers ignore it there and log an
 * error), so the static host adds it as a header: see `contentSecurityPolicyHeader` and README.md.
 */
export function cspDirectives(env: Env, { mock }: { mock: boolean }): [string, string[]][] {
  // SPEC.md §7: empty VITE_API_BASE_URL means the API answers on this origin
  const api = origins('VITE_API_BASE_URL', env.VITE_API_BASE_URL)
  // SPEC.md §1: pictures come from a separate image host
  const images = origins('VITE_IMAGE_ORIGINS', env.VITE_IMAGE_ORIGINS)
  // the chat's socket.io host (issue 29; empty: this origin): its long-polling over http(s), its websocket over
  // ws(s) — an http(s) source does not cover a websocket to the same host
  const chat = origins('VITE_CHAT_URL', env.VITE_CHAT_URL).flatMap((origin) => [
    origin,
    origin.replace(/^http/, 'ws'),
  ])
  const connect = [...new Set(["'self'", ...api, ...chat])]
  return [
    ['default-src', ["'self'"]],
    // The mock backend validates every request body against the OpenAPI document with ajv, which compiles its
    // validators with new Function(); nothing else of the mock (msw's worker, @msw/data, the drawn images)
    // needs a relaxation, and the production build never gets one.
    ['script-src', mock ? ["'self'", "'unsafe-eval'"] : ["'self'"]],
    ['style-src', ["'self'"]],
    // data: for the captcha, a base64 PNG (SPEC.md §3)
    ['img-src', ["'self'", 'data:', ...images]],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    // /previewFile frames a contract's PDF from a blob: URL made in the page (issue 11 item 5); nothing else is
    // framed, and plugins stay off
    ['frame-src', ['blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // every form is handled by script; the TropiPay redirect (machines/payment) is a navigation, not a post
    ['form-action', ["'self'"]],
  ]
}

const serialize = (directives: [string, string[]][]) =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')

/** The policy of the built index.html. */
export function contentSecurityPolicy(env: Env, options: { mock: boolean }): string {
  return serialize(cspDirectives(env, options))
}

/** The same policy as an HTTP header for the static host, where frame-ancestors works (README.md). */
export function contentSecurityPolicyHeader(env: Env): string {
  return serialize([...cspDirectives(env, { mock: false }), ['frame-ancestors', ["'none'"]]])
}

/**
 * Puts the policy right after <meta charset>, before any script or stylesheet it governs (a meta policy only
 * covers what follows it). Builds only: the dev server's React refresh preamble is an inline script, and dev
 * is never deployed.
 */
export function contentSecurityPolicyMeta(policy: string): Plugin {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml(html, context) {
      // Storybook builds its iframe.html with this config: it relies on inline scripts and is not the app
      if (context.path !== '/index.html') return html
      const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
      if (!charset) throw new Error('index.html needs <meta charset> before the Content-Security-Policy')
      const at = charset.index + charset[0].length
      return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`
    },
  }
}

/**
 * A production build talks to the real API: the copied MSW worker must not ship (issue 2). The folder is the
 * resolved build.outDir, so `vite build --outDir X` is covered too (issue 15 item 6).
 */
/** msw's worker, as `msw init` copies it, and the mock's worker that loads it (public/mock-worker.js). */
export const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mock-worker.js']

export function dropMockWorker(): Plugin {
  let outDir = ''
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const worker of MOCK_WORKER_FILES) rmSync(resolve(outDir, worker), { force: true })
    },
  }
}

/** A string literal of minified code: backquoted (no `${`), double- or single-quoted. */
const STRING = String.raw`(?:\`(?:[^\`\\$]|\\.|\$(?!\{))*\`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')`
/** `id:'…',defaultMessage:'…'`, as the minifier writes a message descriptor. */
const DESCRIPTOR_DEFAULT = new RegExp(String.raw`(\bid:${STRING}),defaultMessage:${STRING}`, 'g')

/** `code` (a minified chunk) without the defaultMessage of its message descriptors. */
export function withoutDefaultMessages(code: string): string {
  return code.replace(DESCRIPTOR_DEFAULT, '$1')
}

/**
 * Production builds drop each message descriptor's defaultMessage: every text is formatted from the precompiled
 * dictionary by its id (docs/decisions/005), and the builds cannot even parse a defaultMessage (the ICU parser is
 * aliased away), so the Spanish of every message shipped twice for nothing — about 34 KB gzipped over all the
 * chunks and 1.3 KB of the entry (issue 26 item 5: less to load on a slow link). Mock builds keep them: the mock
 * reads an order state's label from its descriptor (mocks/lib/order-view.ts).
 */
export function dropDefaultMessages(): Plugin {
  return {
    name: 'drop-default-messages',
    apply: 'build',
    // after minification, where every descriptor reads `{id:…,defaultMessage:…}` (renderChunk sees the code
    // before it); the chunks' names keep their hashes of the code with the texts
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.code.includes('defaultMessage:'))
          chunk.code = withoutDefaultMessages(chunk.code)
    },
  }
}

/**
 * Writes the shell into the built index.html (issue 26 item 4): src/app/prerender-shell.tsx renders the header,
 * navigation, a loading skeleton and the footer with the app's own views, so that the first paint needs only the
 * HTML and the stylesheet, not the entry's scripts. Static markup only: no inline script, so the policy holds.
 */
export function prerenderedShell(): Plugin {
  return {
    name: 'prerendered-shell',
    apply: 'build',
    async transformIndexHtml(html, context) {
      if (context.path !== '/index.html') return html
      const { runnerImport } = await import('vite')
      const project = fileURLToPath(new URL('..', import.meta.url))
      const { module } = await runnerImport<{ prerenderShell: () => string }>(
        '/src/app/prerender-shell.tsx',
        {
          root: project,
          configFile: false,
          logLevel: 'error',
          // the stylesheets are the build's own; the markup needs none of them
          plugins: [
            {
              name: 'shell-without-stylesheets',
              enforce: 'pre',
              resolveId: (id) => (id.endsWith('.css') ? '\0shell-stylesheet' : undefined),
              load: (id) => (id === '\0shell-stylesheet' ? 'export {}' : undefined),
            },
          ],
        },
      )
      const root = '<div id="root"></div>'
      if (!html.includes(root)) throw new Error('index.html needs an empty <div id="root"></div>')
      return html.replace(root, `<div id="root">${module.prerenderShell()}</div>`)
    },
  }
}
