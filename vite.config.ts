/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** A production build talks to the real API: the copied MSW worker must not ship (issue 2). */
function dropMockWorker(outDir: string): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

export default defineConfig(({ mode }) => {
  const isMock = mode === 'mock' || mode === 'test'
  const outDir = isMock ? 'dist-mock' : 'dist'
  return {
    plugins: [react(), ...(isMock ? [] : [dropMockWorker(outDir)])],
    resolve: {
      alias: [
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
    },
  }
})
