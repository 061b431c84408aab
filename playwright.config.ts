// End-to-end tests run the mock build (npm run build:mock) in Chromium. The browser comes from
// PLAYWRIGHT_CHROMIUM_EXECUTABLE when set (scripts/run-e2e.mjs finds one), else Playwright's own.
import { defineConfig, devices } from '@playwright/test'

const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || undefined
// E2E_PORT lets several checkouts of the project run their e2e tests side by side on one machine
const port = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'tests/e2e',
  // Budgets, not expectations: the longest journeys take about a minute on 2 busy cores (a fresh browser seeds
  // the mock in the page, about 0.6 s of main thread since issue 14; axe runs on every page).
  timeout: 120_000,
  expect: {
    timeout: 20_000,
    // pixel baselines (tests/e2e/visual.spec.ts): a changed pixel fails unless it is antialiasing noise
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.001 },
  },
  // one set of baselines, for the Chromium version in tests/e2e/__screenshots__/CHROMIUM_VERSION
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-ES',
    timezoneId: 'America/Havana',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
            // the same pixels on every machine (TOOLCHAIN.md "Pixel baselines")
            '--font-render-hinting=none',
            '--disable-font-subpixel-positioning',
            '--disable-lcd-text',
            '--force-color-profile=srgb',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --mode mock --port ${port} --strictPort`,
    url: `http://localhost:${port}/index`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
