import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests on the production build in Debian's Chromium (no browser downloads here), desktop and
 * mobile. The server runs on a fresh SQLite data folder, migrated and seeded at start-up.
 */
const PORT = Number(process.env.E2E_PORT || 3210)
const baseURL = `http://localhost:${PORT}`

// Debian's headless shell (package chromium-headless-shell), not the full browser: in the full browser's headless
// mode this suite took 66 min on a clean-clone CI run, 14 min in the shell (2026-11-27; three spec files on one
// build, one after the other: 199 s against 86 s). Lighthouse keeps the full browser (lighthouserc.cjs), whose
// headless mode is the one it measures pages in.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

const desktop = { ...devices['Desktop Chrome'], locale: 'ru-RU', viewport: { width: 1280, height: 800 }, launchOptions: chromium }
const LINK_CHECK = /link-check\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // axe over a whole page takes seconds of main thread: on a machine its neighbours load, 30 s was not
  // always enough for a test that runs it twice.
  timeout: 60_000,
  // How long an assertion waits for what it expects (Playwright's default is 5 s). On 2026-11-29, when CI still ran
  // this suite beside the integration suite on 2 cores (load averages of 10 and more), a client navigation waited
  // over 5 s for the server's answer (forms-on-intent.spec.ts, twice). Assertions that check a time bar carry their own
  // timeout (`{ timeout: 2000 }` and the like), which this does not change.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Most visitors' browsers prefer Russian; tests that need another preference set their own context.
  use: { baseURL, locale: 'ru-RU', trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    { name: 'desktop', testIgnore: LINK_CHECK, use: desktop },
    {
      name: 'mobile',
      testIgnore: LINK_CHECK,
      use: { ...desktop, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
    },
    // The link check crawls hundreds of pages it renders for the first time. Beside the other tests it made their
    // pages wait: a project page timed out after 60 s twice (number-format.spec.ts, 2026-11-28 and 11-29). It runs
    // after them, alone, on the desktop settings (the pages are the same for both). Alone:
    // `npx playwright test --project=link-check --no-deps`.
    { name: 'link-check', testMatch: LINK_CHECK, dependencies: ['desktop', 'mobile'], use: desktop },
  ],
  webServer: {
    command: `node tests/e2e/serve.mjs`,
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(PORT) },
    // Ready after the demo seed. On a clean clone the seed encodes every picture's variants (kept in
    // node_modules/.cache after that): 222 s on the CI run of 2026-11-27 17:28, beside the integration suite's
    // own seeds, where 240 s ran out before the server answered.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
})
