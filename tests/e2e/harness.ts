// What every end-to-end file needs: Debian's Chromium through playwright-core, pages that record
// the errors a user would not see, screenshots in both themes, and the dev outbox.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRODUCT_TIME_ZONE } from '@sppock/sdk/domain';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = inject('baseUrl');
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const screenshotsDir = inject('screenshotsDir');

/** Debian's Chromium (`npx playwright install` cannot run here; CI installs the same package). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface AppPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors of the page so far. */
  errors: string[];
}

/** Failures the browser logs for answers the app handles itself (a 401 before /login, a 400 shown inline). */
const EXPECTED_CONSOLE = [
  /Failed to load resource: the server responded with a status of (400|401|403|404|409|429)/,
];

/** A fresh browser profile (no stored session) at desktop size. */
export async function openApp(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; theme?: 'dark' | 'light' } = {},
): Promise<AppPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1440, height: 900 },
    locale: 'pt-BR',
    timezoneId: PRODUCT_TIME_ZONE,
    reducedMotion: 'reduce',
  });
  if (options.theme) {
    await context.addInitScript((theme) => {
      if (!localStorage.getItem('theme')) {
        localStorage.setItem('theme', theme);
      }
    }, options.theme);
  }
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CONSOLE.some((pattern) => pattern.test(message.text()))) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { context, page, errors };
}

/**
 * Opens the landing page and waits until the app has taken it over. The landing is painted from
 * its pre-rendered HTML and the app's script runs only after that paint (packages/app/scripts/
 * build.mjs), possibly after the load event: a click before React holds the page would reach
 * plain HTML. React marks its root container when it takes it (and from then on handles or replays
 * every click).
 */
export async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** The app's theme on <html>, as the spec asks: a `dark` class in the dark theme. */
export async function currentTheme(page: Page): Promise<'dark' | 'light'> {
  return (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';
}

/**
 * Switches the theme the way another tab would (the saved `theme` plus a storage event), so the
 * page keeps its state — an open panel, a filled form — while it is painted in the other theme.
 */
export async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('theme', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value }));
  }, theme);
  await expect.poll(() => currentTheme(page)).toBe(theme);
  // Let colour transitions settle before the picture.
  await page.waitForTimeout(250);
}

/** Runs axe (WCAG 2.2 A/AA and best practices) over the whole page; returns one line per violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated through the DevTools protocol, not as an inline <script>: the app's CSP (rightly)
    // refuses inline scripts without its hash, and the check must not weaken it.
    await page.evaluate(axeSource);
  }
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  });
}

/**
 * Saves `<name>-dark.png` and `<name>-light.png` under tests/e2e/screenshots/, checks the page
 * with axe in each theme, then restores the theme. `shows` is what the picture must show — the
 * headings, texts and controls a person would see on it — checked visible in each theme before
 * the picture is taken, so a screenshot of the wrong screen (a spinner, an error page) fails.
 */
export async function screenshotBothThemes(
  page: Page,
  name: string,
  shows: ReadonlyArray<Locator>,
  options: { fullPage?: boolean; keepToasts?: boolean } = {},
): Promise<void> {
  if (shows.length === 0) {
    throw new Error(`${name}: diga o que a captura mostra`);
  }
  if (!options.keepToasts) {
    // A toast from the step before would cover the header in the picture.
    for (const close of await page.getByRole('button', { name: 'Fechar notificação' }).all()) {
      await close.click().catch(() => undefined);
    }
  }
  // The pointer rests where the last click left it; a tooltip that opens under it would be in
  // the picture and in axe's report. Park it in the bottom-right corner.
  const viewport = page.viewportSize();
  if (viewport) {
    await page.mouse.move(viewport.width - 2, viewport.height - 2);
  }
  const original = await currentTheme(page);
  const violations: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    for (const shown of shows) {
      await expect
        .poll(() => shown.first().isVisible(), { message: `${name} (${theme}) mostra ${shown}` })
        .toBe(true);
    }
    await page.screenshot({
      path: path.join(screenshotsDir, `${name}-${theme}.png`),
      fullPage: options.fullPage ?? false,
      animations: 'disabled',
    });
    violations.push(...(await axeViolations(page)).map((line) => `[${theme}] ${line}`));
  }
  await setTheme(page, original);
  // Soft: the flow goes on, and the test still fails with every violation listed.
  expect.soft(violations, `violações de axe em ${name}`).toEqual([]);
}

interface OutboxMessage {
  id: number;
  recipient: string;
  channel: 'email' | 'sms';
  subject: string | null;
  body: string;
  created_at: string;
}

/** The newest message the dev outbox holds for `recipient` whose body matches `pattern`. */
export async function readOutbox(recipient: string, pattern: RegExp, after = 0): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/__dev/outbox?${new URLSearchParams({ to: recipient })}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const match = messages
          .filter((message) => message.id > after)
          .reverse()
          .map((message) => message.body.match(pattern))
          .find((value) => value !== null);
        found = match ?? null;
        return found !== null;
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(true);
  return found as unknown as RegExpMatchArray;
}

/** The path and query the page shows. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page is at `expected`: a path (query ignored) or a path with its query. */
export async function expectPath(page: Page, expected: string): Promise<void> {
  await expect
    .poll(() => (expected.includes('?') ? pathOf(page) : new URL(page.url()).pathname), { timeout: 15_000 })
    .toBe(expected);
}

/** A form control by its visible label, with or without the required mark ('Nome *'). */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}
