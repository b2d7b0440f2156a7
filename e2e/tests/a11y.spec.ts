import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { loginAs, settle } from '../helpers';
import { DEMO_PHONES, failureShot, type RunningServer } from '../server';

/**
 * Issue 13 points 3, 4, 12 and 15: every landed page of the back office, as the purchaser's
 * super-user, the farmer and the platform admin, at a laptop's 1280 px and a phone's 390 px —
 * axe-core (WCAG 2.1 AA) finds nothing serious or critical, the page has one h1 and the
 * landmarks, the page itself never scrolls sideways, and (the fixture) the console stays clean.
 * Issue 27: each user logs in once, each page loads once and is checked at both widths by resizing.
 */

// The users' tests run side by side, each on its worker's shared server (fixtures.ts).
test.describe.configure({ mode: 'parallel' });

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Rules the issue names, failed whatever their impact. */
const ALWAYS = new Set([
  'empty-table-header',
  'list',
  'listitem',
  'page-has-heading-one',
  'landmark-one-main',
]);

/**
 * axe runs the WCAG 2.0/2.1 A and AA rules, and of its best-practice rules only those a finding of
 * fails the check below: the serious and critical ones (axe-core 4.14) and ALWAYS's.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BEST_PRACTICE_CHECKED = [
  'accesskeys',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'frame-tested',
  'label-title-only',
  'tabindex',
  'empty-table-header',
  'page-has-heading-one',
  'landmark-one-main',
];
const AXE_RULES = Object.fromEntries(BEST_PRACTICE_CHECKED.map((id) => [id, { enabled: true }]));

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('kolos.accessToken');
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as T;
  }, `${server.url}/api${path}`);
}

/** The menu's sections; then, inside those the user may open, their forms and the error pages. */
async function landedPaths(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link');
  const sections = await links.evaluateAll((as) =>
    as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  const paths = [...sections];
  const has = (path: string) => sections.includes(path);
  if (has('/admin/contracts')) {
    paths.push('/admin/contracts/create');
    const { contracts } = await api<{ contracts: { uuid: string }[] }>(page, '/contracts?offset=0&limit=1');
    if (contracts[0]) paths.push(`/admin/contracts/${contracts[0].uuid}`);
  }
  if (has('/admin/roles')) {
    paths.push('/admin/roles/create');
    const { roles } = await api<{ roles: { uuid: string }[] }>(page, '/roles?offset=0&limit=1');
    if (roles[0]) paths.push(`/admin/roles/${roles[0].uuid}`);
  }
  if (has('/admin/users')) paths.push('/admin/users/create');
  if (has('/admin/employees')) paths.push('/admin/employees/create');
  if (has('/admin/regions')) paths.push('/admin/region/create');
  if (has('/admin/shipping-points')) paths.push('/admin/shipping-point/create');
  // A signed-in user's error pages keep the shell (point 10).
  paths.push('/admin/no-such-page', '/access-denied');
  return paths;
}

/**
 * The controls a finger presses that are less than 44 px either way (issue 29 point 12); a text
 * field counts by its box, a check box by its hit area. Links inside text are exempt (WCAG 2.5.8).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'header button, main button, main [role="button"], main [role="tab"], main [role="combobox"], main input:not([type="hidden"]), main [role="dialog"] button',
    );
    return Array.from(controls).flatMap((el) => {
      // a field by its box; a check box or switch by its label, or by its hit area without one
      const target =
        el.closest<HTMLElement>('.MuiInputBase-root, .MuiPickersInputBase-root, label') ??
        (el.matches('input') ? el.parentElement! : el);

      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || target.closest('[aria-hidden="true"]')) return [];
      if (Math.min(r.width, r.height) >= 43.5) return [];
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
      return [`${name} ${Math.round(r.width)}×${Math.round(r.height)}`];
    });
  });
}

/**
 * Opens the path inside the running app, as a menu link does: no reload of the whole bundle, the
 * session and the fonts for each page (issue 27). The router follows the history entry; the new
 * page has rendered once the old page's h1 has gone or changed its text (then `settle` waits for
 * what it loads). A page that kept the same h1 (one component, one title for two paths) is loaded
 * from scratch instead.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  const before = await page.$('h1');
  const title = await before?.textContent();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const rendered = await page
    .waitForFunction(
      ([h1, text]) => !h1 || !h1.isConnected || h1.textContent !== text,
      [before, title] as const,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
  await before?.dispose();
  if (!rendered) {
    test.info().annotations.push({ type: 'loaded from scratch', description: path });
    await page.goto(`${server.url}${path}`);
  }
}

/** The checks of the page on screen at its current width; a screenshot only when one fails. */
async function checkAt(page: Page, who: string, width: number, path: string): Promise<void> {
  const errorsBefore = test.info().errors.length;
  await expect.soft(page.locator('h1'), `one h1 on ${path} at ${width} px`).toHaveCount(1);
  await expect.soft(page.getByRole('main'), `main on ${path} at ${width} px`).toHaveCount(1);
  await expect.soft(page.getByRole('banner'), `header on ${path} at ${width} px`).toHaveCount(1);
  await expect
    .soft(page.locator('nav[aria-label="Главное меню"]'), `menu on ${path} at ${width} px`)
    .toBeAttached();

  // Only violations are read: axe then skips describing every passing node (~15 % of its time).
  // Legacy mode runs axe.run in the page itself: the app has no frames, and the default mode
  // finishes each run in a new blank page — over a second a check, whatever the page (docs/ci.md).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: AXE_RULES, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  const failing = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(failing, `axe on ${path} at ${width} px`).toEqual([]);

  if (width <= PHONE.width) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(scrollWidth, `page width of ${path} at ${width} px`).toBeLessThanOrEqual(width);
    // Issue 29 point 12: the section's title is read whole, not cut by the clock.
    const title = page.getByRole('banner').locator('.MuiTypography-h6');
    const cut = await title.evaluate((t) => t.scrollHeight > t.clientHeight + 1);
    expect.soft(cut, `the header's title of ${path} at ${width} px is cut`).toBe(false);
    if (who === 'farmer') {
      expect.soft(await smallTargets(page), `tap targets under 44 px on ${path}`).toEqual([]);
    }
  }
  if (test.info().errors.length > errorsBefore) {
    const slug = path.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_');
    await failureShot(page, `a11y/${who}-${width}-${slug}`);
  }
}

const USERS = [
  ['purchaser', DEMO_PHONES.kolosYugSuper],
  ['farmer', DEMO_PHONES.farmer],
  ['admin', DEMO_PHONES.admin],
] as const;

for (const [who, phone] of USERS) {
  test(`${who}: every landed page passes axe at 1280 and 390 px without sideways scroll`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(DESKTOP);
    await loginAs(page, server, phone);
    for (const path of await landedPaths(page)) {
      await page.setViewportSize(DESKTOP);
      await openInApp(page, path);
      await settle(page);
      await checkAt(page, who, DESKTOP.width, path);
      await page.setViewportSize(PHONE);
      await settle(page);
      await checkAt(page, who, PHONE.width, path);
    }
    // The phone's menu: a drawer behind the menu button.
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/admin/home`);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  });
}
