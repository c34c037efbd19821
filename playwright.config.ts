import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  },
}

// The built app on a fresh SQLite file, exactly as the quick start serves it.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: false,
  // Two workers for the two cores: a spec file's tests run in order in one worker, and files (and the
  // two projects' runs of one file) go side by side. Specs that read a full household have their own
  // per project (tests/e2e/screen-accounts.ts); the others sign up fresh accounts.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off' },
  projects: [
    // A page's HTML is the same with or without scripts: weighed once, without; its scripts with.
    { name: 'js-enabled', use: { ...chromium, javaScriptEnabled: true }, testIgnore: /page-html\.spec\.ts/ },
    { name: 'js-disabled', use: { ...chromium, javaScriptEnabled: false }, testIgnore: /first-load-js\.spec\.ts/ },
  ],
  webServer: {
    command: 'bash tests/e2e/serve.sh',
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
  },
})
