// `npm run bench:embed` (issue 16): what the partner embed costs a page before a visitor opens a
// widget. Loads the demo partner page (/parceiro-demo/, both widgets) and the same page without
// the embed (the script tag and the two elements removed) in Chromium, alternately, and prints
// the total blocking time and the bytes transferred of each, their difference (goal: ≤ 10 ms TBT,
// +0 bytes of widget code before an open), the bytes of each widget's first open, and the gzip
// sizes of the loader and the widget chunks. A benchmark, not a test: it prints, it does not fail.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inCommanderFirstOpen } from '../../packages/ui/scripts/embed-chunks.mjs';
import { startReferenceServer } from './referenceServer';

const root = path.resolve(import.meta.dirname, '../..');
const embedDir = path.join(root, 'packages/ui/dist-embed');
/** Page loads per variant (alternating, so both meet the same machine load). */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** How long after `load` the page is watched for long tasks (the loader runs async). */
const SETTLE_MS = 1500;

/** The demo page without the embed: no loader script tag, no widget elements. */
function withoutEmbed(html: string): string {
  const stripped = html
    .replace(/<script src="[^"]*\/embed\/sppock-embed\.js" async><\/script>/, '')
    .replace(/<sppock-chatbot[^>]*><\/sppock-chatbot>/, '')
    .replace(/<sppock-commander[^>]*><\/sppock-commander>/, '');
  if (
    stripped.includes('/embed/sppock-embed.js" async></script>') ||
    /<sppock-(chatbot|commander) /.test(stripped)
  ) {
    throw new Error('A página de demonstração mudou: o benchmark não achou o snippet para tirar.');
  }
  return stripped;
}

interface Load {
  tbt: number;
  bytes: number;
  /** Bytes of /embed/ files, by file name. */
  embed: Record<string, number>;
}

/** Long tasks from the first script on (a PerformanceObserver set before the page's own code). */
const LONG_TASKS = `
  window.__sppockLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__sppockLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/** Sums what the network delivered to the page (encoded bytes, headers included) from now on. */
async function countBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const state = { bytes: 0, embed: {} as Record<string, number> };
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => {
    state.bytes += event.encodedDataLength;
    const url = urls.get(event.requestId) ?? '';
    const match = new URL(url, 'http://x').pathname.match(/^\/embed\/([^/]+)$/);
    if (match?.[1]) {
      state.embed[match[1]] = (state.embed[match[1]] ?? 0) + event.encodedDataLength;
    }
  });
  return state;
}

/** One load of the page with this HTML (both variants served the same way, so only the snippet differs). */
async function loadOnce(browser: Browser, url: string, html: string): Promise<Load> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS);
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  const state = await countBytes(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const tasks = await page.evaluate(
    () => (window as unknown as { __sppockLongTasks: number[] }).__sppockLongTasks,
  );
  const tbt = tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
  await context.close();
  return { tbt, bytes: state.bytes, embed: { ...state.embed } };
}

/** Bytes a widget's first open brings (its chunk and nothing else of the page). */
async function firstOpen(browser: Browser, url: string, launcher: string, dialog: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('button', { name: launcher }).waitFor();
  const state = await countBytes(page);
  const started = performance.now();
  await page.getByRole('button', { name: launcher }).click();
  await page.getByRole('dialog', { name: dialog }).waitFor();
  const ms = performance.now() - started;
  await page.waitForTimeout(300);
  await context.close();
  return { ms, embed: state.embed };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipOf = (files: string[]) =>
  files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(embedDir, file)), { level: 9 }).length,
    0,
  );

async function main() {
  console.log('Construindo o embed (npm run build:embed -w @sppock/ui)…');
  const built = spawnSync('npm', ['run', '-s', 'build:embed', '-w', '@sppock/ui'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) {
    throw new Error('o build do embed falhou');
  }
  const files = fs.readdirSync(embedDir);
  const commanderFirstOpen = files.filter(inCommanderFirstOpen);
  const markdown = files.filter((file) => file.startsWith('sppock-commander-Markdown'));

  const server = await startReferenceServer({ dataDirPrefix: 'sppock-bench-embed-' });
  const browser = await chromium.launch({
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
  try {
    const url = `${server.url}/parceiro-demo/`;
    const page = await (await fetch(url)).text();
    if (!page.includes('<sppock-commander')) {
      throw new Error('A página de demonstração não incorpora o Commander (SPPOCK_DEMO=1?).');
    }
    const plain = withoutEmbed(page);
    // One warm-up of each, not counted (first compile of the page's code, disk cache of Chromium).
    await loadOnce(browser, url, plain);
    await loadOnce(browser, url, page);
    const without: Load[] = [];
    const withEmbed: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      without.push(await loadOnce(browser, url, plain));
      withEmbed.push(await loadOnce(browser, url, page));
    }
    const chatbotOpen = await firstOpen(browser, url, 'Dúvidas? Fale com o assistente', 'Assistente Sppock');
    const commanderOpen = await firstOpen(browser, url, 'Abrir o Sppock Commander', 'Sppock Commander');

    const tbtWithout = median(without.map((load) => load.tbt));
    const tbtWith = median(withEmbed.map((load) => load.tbt));
    const bytesWithout = median(without.map((load) => load.bytes));
    const bytesWith = median(withEmbed.map((load) => load.bytes));
    const widgetBytesBeforeOpen = Math.max(
      ...withEmbed.map((load) =>
        Object.entries(load.embed)
          .filter(([file]) => file !== 'sppock-embed.js')
          .reduce((sum, [, bytes]) => sum + bytes, 0),
      ),
    );
    const loaderBytes = median(withEmbed.map((load) => load.embed['sppock-embed.js'] ?? 0));
    const sum = (embed: Record<string, number>) =>
      Object.values(embed).reduce((total, bytes) => total + bytes, 0);

    console.log('');
    console.log(
      `Embed do parceiro — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} núcleos, ${os.cpus()[0]?.model ?? ''}`,
    );
    console.log(`Página: ${url} (mediana de ${RUNS} carregamentos de cada, alternados)`);
    console.log('');
    const row = (label: string, ...cells: string[]) =>
      console.log(`${label.padEnd(40)}${cells.map((cell) => cell.padStart(13)).join('')}`);
    row('', 'sem o embed', 'com o embed', 'diferença');
    row(
      `Total blocking time (até load + ${SETTLE_MS} ms)`,
      `${tbtWithout.toFixed(0)} ms`,
      `${tbtWith.toFixed(0)} ms`,
      `${tbtWith - tbtWithout >= 0 ? '+' : ''}${(tbtWith - tbtWithout).toFixed(0)} ms`,
    );
    row(
      'Bytes transferidos antes de abrir',
      kb(bytesWithout),
      kb(bytesWith),
      `+${kb(bytesWith - bytesWithout)}`,
    );
    console.log(`  razão com/sem: ${(bytesWith / bytesWithout).toFixed(2)}× (meta de TBT: ≤ 10 ms a mais)`);
    console.log(`  dos quais o carregador (sppock-embed.js): ${kb(loaderBytes)}`);
    console.log(`  código de widget antes de abrir: ${widgetBytesBeforeOpen} bytes (meta: +0)`);
    console.log('');
    console.log(
      `Primeira abertura do chatbot:   +${kb(sum(chatbotOpen.embed))} (${Object.keys(chatbotOpen.embed).join(', ')}), diálogo em ${chatbotOpen.ms.toFixed(0)} ms`,
    );
    console.log(
      `Primeira abertura do Commander: +${kb(sum(commanderOpen.embed))} (${Object.keys(commanderOpen.embed).join(', ')}), diálogo em ${commanderOpen.ms.toFixed(0)} ms`,
    );
    console.log('');
    console.log('Tamanhos gzip (nível 9) dos arquivos de packages/ui/dist-embed/:');
    console.log(
      `  carregador sppock-embed.js:                 ${kb(gzipOf(['sppock-embed.js']))} (orçamento 10 kB)`,
    );
    console.log(
      `  chatbot sppock-widget.js:                   ${kb(gzipOf(['sppock-widget.js']))} (orçamento 80 kB com o carregador)`,
    );
    console.log(
      `  Commander ao abrir (${commanderFirstOpen.length} arquivos):           ${kb(gzipOf(commanderFirstOpen))} (orçamento 80 kB com o carregador)`,
    );
    console.log(`  Markdown do Commander (1ª resposta):        ${kb(gzipOf(markdown))}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
