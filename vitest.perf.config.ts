// `npm run perf`: the mock's list query medians as figures (issue 14 item 4). Same configuration as the tests,
// only the *.perf.ts files, one worker, no time limit: timings are printed, never asserted.
import type { UserConfig } from 'vite'
import { defineConfig } from 'vitest/config'
import base from './vite.config.ts'

export default defineConfig((env) => {
  const config = (typeof base === 'function' ? base(env) : base) as UserConfig
  return {
    ...config,
    test: {
      ...config.test,
      include: ['mocks/perf/**/*.perf.ts'],
      maxWorkers: 1,
      testTimeout: 0,
      hookTimeout: 0,
    },
  }
})
