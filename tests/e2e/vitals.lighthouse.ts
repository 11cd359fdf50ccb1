// Lab vitals of the reference app (issue 17), `npm run vitals`: Lighthouse's mobile preset
// (simulated slow 4G and a 4× slower CPU) on Debian's Chromium, for the landing page and a
// signed-in page. The figures are printed; the budgets are LCP ≤ 2.5 s and TBT ≤ 200 ms.
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, field } from './harness';

const BUDGET = { lcpMs: 2500, tbtMs: 200 };

let chrome: LaunchedChrome;

beforeAll(async () => {
  chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});
afterAll(async () => {
  chrome?.kill();
});

interface Vitals {
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  score: number;
}

async function measure(url: string, keepStorage = false): Promise<Vitals> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A signed-in page keeps the session stored by the sign-in before it.
    disableStorageReset: keepStorage,
  });
  const audits = result?.lhr.audits ?? {};
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
  };
}

function report(name: string, vitals: Vitals): void {
  console.log(
    `[lighthouse móvel] ${name}: LCP ${vitals.lcpMs} ms, TBT ${vitals.tbtMs} ms, FCP ${vitals.fcpMs} ms, nota ${vitals.score}`,
  );
}

describe('Lighthouse (móvel) no Chromium do Debian', () => {
  it('a página inicial fica dentro do orçamento', async () => {
    const vitals = await measure(`${baseUrl}/`);
    report('/', vitals);
    expect(vitals.lcpMs).toBeLessThanOrEqual(BUDGET.lcpMs);
    expect(vitals.tbtMs).toBeLessThanOrEqual(BUDGET.tbtMs);
  });

  it('uma página de quem entrou fica dentro do orçamento', async () => {
    // Sign in as the demo subscriber in the same browser Lighthouse drives.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await field(page, 'E-mail').fill('demo@sppock.dev');
    await field(page, 'Senha').fill('Demo@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.close();
    await browser.close();

    const vitals = await measure(`${baseUrl}/dashboard`, true);
    report('/dashboard', vitals);
    expect(vitals.lcpMs).toBeLessThanOrEqual(BUDGET.lcpMs);
    expect(vitals.tbtMs).toBeLessThanOrEqual(BUDGET.tbtMs);
  });
});
