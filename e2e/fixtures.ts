import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/**
 * Every spec imports `test` from here: each test's browser context is watched for console errors
 * (the browser's own 'Failed to load resource' for a 4xx/5xx answer included) and uncaught page
 * errors, and the test fails at its end if there were any (issue 13 point 12: no page logs an error
 * in normal use). A test that provokes an error answer on purpose says which with `allow`.
 */
export interface ConsoleWatch {
  /** Lets console errors matching the pattern (text or resource address) pass; say why at the call. */
  allow: (pattern: RegExp) => void;
  /** Watches one more context (a second user in `browser.newContext()`). */
  watch: (context: BrowserContext) => void;
}

const allowedIn = new WeakMap<BrowserContext, RegExp[]>();

/** `allow` for helpers that have the page but not the fixture (say why at the call). */
export function allowConsoleErrors(context: BrowserContext, pattern: RegExp): void {
  allowedIn.set(context, [...(allowedIn.get(context) ?? []), pattern]);
}

function describe(message: ConsoleMessage): string {
  const { url } = message.location();
  return url ? `${message.text()} (${url})` : message.text();
}

export const test = base.extend<{ consoleErrors: ConsoleWatch }>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (target: BrowserContext) => {
        target.on('console', (message) => {
          if (message.type() === 'error') errors.push(describe(message));
        });
        target.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      };
      watch(context);
      await use({ allow: (pattern) => allowed.push(pattern), watch });
      const patterns = [...allowed, ...(allowedIn.get(context) ?? [])];
      const unexpected = errors.filter((error) => !patterns.some((pattern) => pattern.test(error)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
