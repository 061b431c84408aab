/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { resolve as resolvePath } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { shellFiles } from './scripts/pwa-shell.ts'
import { yamlAsData } from './scripts/vite-openapi.ts'
import {
  contentSecurityPolicy,
  contentSecurityPolicyMeta,
  dropDefaultMessages,
  dropMockWorker,
  prerenderedShell,
} from './scripts/vite-plugins.ts'

/**
 * Mock builds only (issue 14 item 1): the mock's dependencies in two chunks instead of about 40. msw and what it
 * pulls in form one; the rule schemas and yup (which the later handlers import: mocks/handlers/later.ts) another.
 * Lighthouse's mobile model loads a page over six HTTP/1.1 connections with 150 ms of latency each, so 40 small
 * requests before the first answer cost about a second of LCP. The production build keeps the automatic split:
 * there a screen loads only the schemas it uses.
 */
export const MOCK_CHUNK_GROUPS = [
  // with their dependencies: msw's own modules import each other across packages
  { name: 'msw', test: /[\\/]node_modules[\\/](msw|@mswjs)[\\/]/, includeDependenciesRecursively: true },
  // without them: the schemas' imports (the dictionary, the price helpers) are shared with the entry. Only the
  // yup schemas: the pure rule modules beside them (quantity-rules.ts, sku-grid-rules.ts, …) serve the product
  // page and the cart, which would otherwise load yup and every schema with them
  {
    name: 'schemas',
    test: /[\\/]src[\\/]schemas[\\/][^\\/]+\.schema\.ts$|[\\/]node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/,
    includeDependenciesRecursively: false,
  },
]

/** The folder a build writes to, as resolved (a build of another root or --outDir included). */
const builtTo = {
  outDir: '',
  plugin: {
    name: 'record-out-dir',
    apply: 'build',
    configResolved(config) {
      builtTo.outDir = resolvePath(config.root, config.build.outDir)
    },
  } satisfies Plugin,
}

export default defineConfig(({ mode }) => {
  const isMock = mode === 'mock' || mode === 'test'
  const outDir = isMock ? 'dist-mock' : 'dist'
  // the policy reads the VITE_* values the app is built with (.env files and the environment, as Vite does)
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const policy = contentSecurityPolicy(env, { mock: isMock })
  // the mock's chunk groups serve the mock in the page; a mock build against the HTTP mock API (VITE_MSW=false,
  // issue 26 item 1) loads its screens before any mock code, and there the schemas group's chunk would be
  // evaluated after a screen chunk that reads it: the automatic split, as in production
  const chunkGroups = isMock && env.VITE_MSW === 'true'
  return {
    plugins: [
      yamlAsData(),
      builtTo.plugin,
      react(),
      contentSecurityPolicyMeta(policy),
      // production builds: the mock build's e2e tests would find the inert copy's links before the app starts
      ...(isMock ? [] : [dropMockWorker(), prerenderedShell()]),
      // production builds: the Spanish of every message once, in the dictionary (the mock reads descriptors)
      ...(isMock ? [] : [dropDefaultMessages()]),
      // The installed app (issue 26 item 3), production builds only: one service worker per scope, and the mock
      // build's is MSW's (TOOLCHAIN.md). An update is offered, never applied by itself (src/pwa/register.ts).
      VitePWA({
        disable: isMock,
        strategies: 'injectManifest',
        // absolute: a build of another root (tests/unit/build-output.test.ts) still has this worker
        srcDir: fileURLToPath(new URL('./src/pwa', import.meta.url)),
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: {
          name: 'Mercado Mayorista China–Cuba',
          short_name: 'Mercado Mayorista',
          description: 'Mercado mayorista B2B para el comercio entre China, Cuba y Latinoamérica',
          lang: 'es',
          dir: 'ltr',
          start_url: '/index',
          scope: '/',
          display: 'standalone',
          theme_color: '#c8102e',
          background_color: '#f4f5f7',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{html,js,css,png,webmanifest}'],
          // the shell only: every screen chunk on a first visit would cost a buyer about a megabyte of data
          manifestTransforms: [
            (entries) => {
              const shell = shellFiles(builtTo.outDir)
              return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] }
            },
          ],
        },
      }),
    ],
    resolve: {
      alias: [
        // the browser's mock needs no public suffix list (mocks/lib/registrable-domain.ts); Vitest runs msw's
        // Node build, which keeps tldts
        ...(mode === 'test'
          ? []
          : [
              {
                find: /^tldts$/,
                replacement: fileURLToPath(new URL('./mocks/lib/registrable-domain.ts', import.meta.url)),
              },
            ]),
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: chunkGroups ? { output: { codeSplitting: { groups: MOCK_CHUNK_GROUPS } } } : {},
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'machines/**/*.test.ts',
        'mocks/**/*.test.ts',
        'tests/unit/**/*.test.{ts,tsx}',
        'stories/**/*.test.tsx',
      ],
      env: { VITE_API_BASE_URL: 'http://api.test', VITE_MSW: 'false' },
      testTimeout: 15_000,
      hookTimeout: 30_000,
      pool: 'threads',
      // one module graph per worker (issue 14 item 4): the mock backend, the app's modules and the seed are
      // loaded once per worker instead of once per file; tests/setup.ts resets what a file may leave behind
      isolate: false,
      // both cores of the CI machine (the default leaves one for the main process)
      maxWorkers: 2,
    },
  }
})
