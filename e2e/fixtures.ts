import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';
import { startServer, type RunningServer } from './server';

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

/**
 * Most specs share one server per Playwright worker (`test.beforeAll(({ sharedServer }) => …)`),
 * started when the worker's first spec asks for it and stopped with the worker: a start costs ~7 s
 * of a core (docs/ci.md), and ~30 of them a run were a large part of the e2e step (ADR 0109). The
 * sharing specs look at rows they made themselves or that no other spec changes, so the order
 * they run in does not matter. A spec that counts the seed's rows, changes what others read (a
 * demo role's rights) or needs server settings of its own calls `ownServer()` in its `beforeAll`
 * and says why. A worker that failed a test is replaced, and the new one starts a new server.
 */
export const test = base.extend<{ consoleErrors: ConsoleWatch }, { sharedServer: RunningServer }>({
  sharedServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    // the start has two minutes of its own (startServer), the stop up to 10 s
    { scope: 'worker', timeout: 150_000 },
  ],
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

/**
 * The spec's own server (`test.beforeAll` of a spec that says why it cannot share): started on a
 * fresh copy of the template, with the time the shared one has (a loaded machine took 40–45 s).
 */
export async function ownServer(env: Record<string, string> = {}): Promise<RunningServer> {
  test.setTimeout(150_000);
  return startServer(env);
}

export { expect };
