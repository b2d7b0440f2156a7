import { defineConfig } from '@playwright/test';
import { browserPath } from './browser.mjs';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list']],
  use: {
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // The app then drops its transitions and ripples (app/theme.ts): nothing to wait out or paint.
    reducedMotion: 'reduce',
    // The service worker (ADR 0097) would fetch the whole release into each test's fresh context
    // and take requests past page.route; the installable app's own test lets it run.
    serviceWorkers: 'block',
    viewport: { width: 1366, height: 768 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
