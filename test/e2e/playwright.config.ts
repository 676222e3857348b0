import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../chromium';

/**
 * Browser tests in Debian's Chromium, driven by Playwright's runner over playwright-core.
 * No browser is ever downloaded: the executable is the system one.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  globalSetup: require.resolve('./global-setup'),
  fullyParallel: false,
  workers: 1,
  // Once, everywhere (not only where CI is set: .ci/run sets nothing). A retried test is named
  // "flaky" in the summary; read it (docs/testing.md "A test that passed on its retry").
  retries: 1,
  // A busy machine (a build beside the suite) may need more: FOYER_E2E_SLOW=3 triples both.
  timeout: 30_000 * Number(process.env.FOYER_E2E_SLOW ?? 1),
  expect: { timeout: 7_000 * Number(process.env.FOYER_E2E_SLOW ?? 1) },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: process.env.FOYER_E2E_URL,
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...PLAYWRIGHT_CHROMIUM_ARGS],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
