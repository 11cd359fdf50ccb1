// The partner embed end to end (issue 16): a plain HTML page on another origin (a second port)
// with the snippet from the account area loads only the small loader, opens the FAQ chatbot and
// the Commander in shadow roots, gets answers, and neither the page's styles nor the widgets' leak
// into the other; the same page on an origin the site did not register is refused.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorTokens, fontTokens } from '../../packages/ui/src/theme/tokens';
import { type AppPage, baseUrl, launchBrowser, openApp } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
const DEMO_KEY = `sk_${'0de0'.repeat(8)}`;

/**
 * A partner stylesheet at its most hostile (issue 25): `*` matches the widgets' host elements
 * themselves, `!important` beats their `:host` rules, and every inherited property of a host
 * crosses into its shadow root; the root font size is what `rem` means.
 */
const HOSTILE_CSS = `* { font-family: "Comic Sans MS" !important; color: red !important;
  line-height: 3 !important; letter-spacing: 4px !important; text-transform: uppercase !important; }
html { font-size: 10px !important; }`;

let browser: Browser;
let partner: http.Server;
let partnerPort: number;
let siteKey: string;
let demoHtml: string;

async function api<T>(method: string, url: string, token?: string, body?: unknown, origin?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(origin ? { origin } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

beforeAll(async () => {
  // The loader and the widget chunk the server serves under /embed/.
  const built = spawnSync('npm', ['run', '-s', 'build:embed', '-w', '@sppock/ui'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(built.status).toBe(0);

  // The partner's own web server: a tiny static server on another port.
  partner = http.createServer((request, response) => {
    if (request.url === '/' || request.url === '/index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(demoHtml.replaceAll(DEMO_KEY, siteKey));
      return;
    }
    // The same page with the hostile stylesheet, both widgets in the light theme.
    if (request.url === '/hostil') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        demoHtml
          .replaceAll(DEMO_KEY, siteKey)
          .replace('</head>', `<style>${HOSTILE_CSS}</style></head>`)
          .replace('<sppock-chatbot id="chatbot"', '<sppock-chatbot id="chatbot" theme="light"')
          .replace('<sppock-commander id="commander"', '<sppock-commander id="commander" theme="light"'),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerPort = (partner.address() as AddressInfo).port;

  // The demo subscriber registers the partner's origin in the account area's API.
  const login = await api<{ access: string }>('POST', '/api/accounts/token/', undefined, {
    email: 'demo@sppock.dev',
    password: 'Demo@2026',
  });
  expect(login.status).toBe(200);
  const site = await api<{ data: { site_key: string } }>('POST', '/api/embed/sites/', login.body.access, {
    name: `Loja Aurora ${Date.now().toString(36)}`,
    allowed_origins: [`http://127.0.0.1:${partnerPort}`],
    widgets: ['chatbot', 'commander'],
  });
  expect(site.status).toBe(201);
  siteKey = site.body.data.site_key;

  // The demo page as the server shows it, snippet included.
  const page = await fetch(`${baseUrl}/parceiro-demo/`);
  demoHtml = await page.text();
  expect(demoHtml).toContain(`&lt;sppock-chatbot site-key="${DEMO_KEY}"&gt;`);
  expect(demoHtml).toContain(`&lt;sppock-commander site-key="${DEMO_KEY}" position="bottom-left"&gt;`);

  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => partner?.close(resolve));
});

const hostStyles = (app: AppPage) =>
  app.page.evaluate(() => ({
    title: getComputedStyle(document.querySelector('h1') as Element).color,
    button: getComputedStyle(document.querySelector('#abrir') as Element).backgroundColor,
    bodyFont: getComputedStyle(document.body).fontFamily,
    headStyles: document.head.querySelectorAll('style, link[rel="stylesheet"]').length,
  }));

describe('o chatbot num site parceiro', () => {
  it('carrega só o carregador, abre o widget, responde e não mistura estilos com a página', async () => {
    const app = await openApp(browser);
    const { page } = app;
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/embed/')) {
        scripts.push(pathname);
      }
    });
    await page.goto(`http://127.0.0.1:${partnerPort}/`);
    const launcher = page.getByRole('button', { name: 'Dúvidas? Fale com o assistente' });
    await launcher.waitFor();
    const before = await hostStyles(app);
    expect(before.title).toBe('rgb(128, 0, 64)');
    // Both launchers are drawn by the loader alone: no widget code before a widget is opened.
    await page.getByRole('button', { name: 'Abrir o Sppock Commander' }).waitFor();
    expect(scripts).toEqual(['/embed/sppock-embed.js']);

    const events: string[] = [];
    await page.exposeFunction('recordSppockEvent', (name: string) => events.push(name));
    await page.evaluate(() => {
      for (const name of ['sppock:open', 'sppock:close', 'sppock:message']) {
        document
          .querySelector('sppock-chatbot')
          ?.addEventListener(name, () =>
            (window as unknown as { recordSppockEvent(n: string): void }).recordSppockEvent(name),
          );
      }
    });

    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Assistente Sppock' });
    await dialog.waitFor();
    expect(scripts).toEqual(['/embed/sppock-embed.js', '/embed/sppock-widget.js']);
    const input = dialog.getByRole('textbox', { name: 'Sua pergunta' });
    await expect.poll(() => input.isEnabled()).toBe(true);
    await input.fill('Quanto custa o plano Pro?');
    await input.press('Enter');
    await dialog.getByText('R$ 39,90', { exact: false }).first().waitFor();
    await expect.poll(() => events).toEqual(['sppock:open', 'sppock:message']);
    await expect.poll(() => page.locator('#eventos').textContent()).toContain('sppock:message');

    // The host's broad `button { … }` rule never reaches the widget's buttons, and the widget
    // adds nothing to the page's <head> nor changes its styles.
    const send = dialog.getByRole('button', { name: 'Enviar' });
    const widgetButton = await send.evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      font: getComputedStyle(element).fontFamily,
      border: getComputedStyle(element).borderStyle,
    }));
    expect(widgetButton.background).not.toBe('rgb(255, 105, 180)');
    expect(widgetButton.font).not.toContain('Courier');
    expect(widgetButton.border).not.toBe('dashed');
    const widgetText = await dialog
      .getByText('R$ 39,90', { exact: false })
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(widgetText).not.toContain('Georgia');
    expect(await hostStyles(app)).toEqual(before);
    await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', 'embed-01-parceiro.png') });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => events).toEqual(['sppock:open', 'sppock:message', 'sppock:close']);
    await launcher.waitFor();
    // The page's own script opens it again through the element's JS API.
    await page.getByRole('button', { name: 'Abrir o chatbot pela API' }).click();
    await dialog.getByText('R$ 39,90', { exact: false }).first().waitFor();
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('recusa a mesma página numa origem que o site não cadastrou', async () => {
    const app = await openApp(browser);
    const { page } = app;
    // Same server, another origin: localhost instead of 127.0.0.1.
    await page.goto(`http://localhost:${partnerPort}/`);
    await page.getByRole('button', { name: 'Dúvidas? Fale com o assistente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assistente Sppock' });
    await dialog.getByText('Erro ao conectar com o chatbot').waitFor();
    await app.context.close();

    const refused = await api<{ error: string }>(
      'POST',
      '/api/embed/visitor/session/',
      undefined,
      { site_key: siteKey },
      `http://localhost:${partnerPort}`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'Origem não autorizada para este site. Cadastre-a em Minha conta › Integrações.',
    );
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('o Commander num site parceiro', () => {
  it('abre só ao clicar, responde pelo plano do dono e não mistura estilos com a página', async () => {
    const app = await openApp(browser);
    const { page } = app;
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/embed/')) {
        scripts.push(pathname);
      }
    });
    await page.goto(`http://127.0.0.1:${partnerPort}/`);
    const launcher = page.getByRole('button', { name: 'Abrir o Sppock Commander' });
    await launcher.waitFor();
    const before = await hostStyles(app);
    expect(scripts).toEqual(['/embed/sppock-embed.js']);

    const events: string[] = [];
    await page.exposeFunction('recordCommanderEvent', (name: string) => events.push(name));
    await page.evaluate(() => {
      for (const name of ['sppock:open', 'sppock:close', 'sppock:message']) {
        document
          .querySelector('sppock-commander')
          ?.addEventListener(name, () =>
            (window as unknown as { recordCommanderEvent(n: string): void }).recordCommanderEvent(name),
          );
      }
    });

    // Keyboard only: focus the launcher and press Enter; the text box gets the focus.
    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sppock Commander' });
    await dialog.waitFor();
    expect(scripts[0]).toBe('/embed/sppock-embed.js');
    expect(scripts).toContain('/embed/sppock-commander.js');
    expect(scripts.some((file) => file.includes('Markdown'))).toBe(false);
    expect(scripts).not.toContain('/embed/sppock-widget.js');
    const input = dialog.getByRole('textbox', { name: 'Mensagem' });
    await expect
      .poll(() =>
        input.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement),
      )
      .toBe(true);
    await page.keyboard.type('Escreva um e-mail de boas-vindas para um cliente novo da loja');
    await page.keyboard.press('Enter');
    await expect.poll(() => events, { timeout: 30_000 }).toEqual(['sppock:open', 'sppock:message']);
    // The answer is in the log, and the page's own script heard of it.
    const answer = dialog.getByRole('article', { name: 'Assistente' }).last();
    await expect.poll(async () => (await answer.textContent())?.length ?? 0).toBeGreaterThan(40);
    await expect.poll(() => page.locator('#eventos').textContent()).toContain('(commander): sppock:message');

    // The send button shows with text in the box.
    await input.fill('E um assunto para esse e-mail?');
    const sendButton = dialog.getByRole('button', { name: 'Enviar mensagem' });
    const widgetButton = await sendButton.evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      font: getComputedStyle(element).fontFamily,
      border: getComputedStyle(element).borderStyle,
    }));
    expect(widgetButton.background).not.toBe('rgb(255, 105, 180)');
    expect(widgetButton.font).not.toContain('Courier');
    expect(widgetButton.border).not.toBe('dashed');
    const logFont = await dialog.getByRole('log').evaluate((element) => getComputedStyle(element).fontFamily);
    expect(logFont).not.toContain('Georgia');
    expect(await hostStyles(app)).toEqual(before);
    await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', 'embed-02-commander.png') });

    // The tooltips' positioning is not part of the first open: it arrives with the first tip.
    expect(scripts.some((file) => file.includes('TooltipInteractions'))).toBe(false);
    await sendButton.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Enviar mensagem');
    expect(scripts.some((file) => file.includes('TooltipInteractions'))).toBe(true);
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'embed-03-commander-tip.png'),
    });
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => events).toEqual(['sppock:open', 'sppock:message', 'sppock:close']);
    await page.getByRole('button', { name: 'Abrir o Commander pela API' }).click();
    await dialog.waitFor();
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('recusa o Commander numa origem que o site não cadastrou', async () => {
    const app = await openApp(browser);
    const { page } = app;
    await page.goto(`http://localhost:${partnerPort}/`);
    await page.getByRole('button', { name: 'Abrir o Sppock Commander' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sppock Commander' });
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Olá');
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').waitFor();
    await app.context.close();

    const refused = await api<{ error: string }>(
      'POST',
      '/api/embed/commander/session/',
      undefined,
      { site_key: siteKey },
      `http://localhost:${partnerPort}`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'Origem não autorizada para este site. Cadastre-a em Minha conta › Integrações.',
    );
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** The text properties a partner page could push into a widget, as the browser computed them. */
const textStyle = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      fontFamily: style.fontFamily,
      color: style.color,
      fontSize: style.fontSize,
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing,
      textTransform: style.textTransform,
    };
  });

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('os widgets numa página com `* { … !important }`', () => {
  const light = colorTokens.light;
  const themed = { fontFamily: fontTokens.family.sans, letterSpacing: 'normal', textTransform: 'none' };

  it('os botões e os textos dos dois widgets ficam com a fonte e as cores do tema', async () => {
    const app = await openApp(browser);
    const { page } = app;
    await page.goto(`http://127.0.0.1:${partnerPort}/hostil`);
    // The page itself did get the stylesheet.
    expect((await textStyle(page.locator('h1'))).fontFamily).toBe('"Comic Sans MS"');

    const chatbotLauncher = page.getByRole('button', { name: 'Dúvidas? Fale com o assistente' });
    const commanderLauncher = page.getByRole('button', { name: 'Abrir o Sppock Commander' });
    for (const launcher of [chatbotLauncher, commanderLauncher]) {
      expect(await textStyle(launcher)).toMatchObject({ ...themed, color: 'rgb(255, 255, 255)' });
    }

    await chatbotLauncher.click();
    const chatbot = page.getByRole('dialog', { name: 'Assistente Sppock' });
    await chatbot.waitFor();
    for (const button of [
      chatbot.getByRole('button', { name: 'Enviar' }),
      chatbot.getByRole('button', { name: 'Fechar' }),
    ]) {
      expect(await textStyle(button)).toMatchObject({ ...themed, color: rgb(light.fg.default) });
    }
    // The title: the theme's 1.125rem at 16 px (not at the page's 10 px root), its line height and
    // colour.
    expect(await textStyle(chatbot.getByRole('heading', { name: 'Assistente Sppock' }))).toMatchObject({
      ...themed,
      color: rgb(light.fg.default),
      fontSize: '18px',
      lineHeight: '22.5px',
    });
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'embed-03-pagina-hostil.png'),
    });
    await page.keyboard.press('Escape');
    await chatbot.waitFor({ state: 'hidden' });

    await commanderLauncher.click();
    const commander = page.getByRole('dialog', { name: 'Sppock Commander' });
    await commander.waitFor();
    for (const button of [
      commander.getByRole('button', { name: 'Nova conversa' }),
      commander.getByRole('button', { name: 'Fechar' }),
    ]) {
      expect(await textStyle(button)).toMatchObject({ ...themed, color: rgb(light.fg.default) });
    }
    expect(await textStyle(commander.getByRole('textbox', { name: 'Mensagem' }))).toMatchObject({
      ...themed,
      color: rgb(light.fg.default),
    });
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
