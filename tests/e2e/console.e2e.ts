// The operator console end to end (issue 15): the demo subscriber chats a little (offline model),
// then the demo superuser sees those tokens, their cost, the model and the run in the console; a
// per-model limit turns a burst into 429s and its bar reaches 100 %; the month selector changes
// the data; a non-superuser is kept out; the tutorials page opens from the app.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppPage,
  baseUrl,
  expectPath,
  field,
  launchBrowser,
  openApp,
  screenshotBothThemes,
} from './harness';

/** Waits for what a person would see; the first paint of a lazily loaded screen can take seconds on a busy machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

let browser: Browser;
let operator: AppPage;
let subscriber: AppPage;
let subscriberToken = '';
let adminToken = '';
const TITLE = `Cobrança do boleto ${Date.now().toString(36)}`;

async function token(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/accounts/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

async function send(
  agent: string,
  message: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api/agents/${agent}/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${subscriberToken}` },
    body: JSON.stringify({ action: 'send_message', message }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Clears the offline model's limits, whatever a failed step left behind. */
async function clearLimits(): Promise<void> {
  if (!adminToken) {
    return;
  }
  await fetch(`${baseUrl}/api/agents/llm/models/sppock-offline/limits/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      requests_per_minute: null,
      tokens_per_minute: null,
      requests_per_day: null,
      tokens_per_day: null,
      tier: null,
    }),
  });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Signed in, the app opens its default page (the Commander or the dashboard).
  await poll(() => new URL(page.url()).pathname).not.toBe('/login');
}

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await openApp(browser);
  subscriber = await openApp(browser);
  subscriberToken = await token('demo@sppock.dev', 'Demo@2026');
  adminToken = await token('admin@sppock.dev', 'Admin@2026');
});

afterAll(async () => {
  await clearLimits();
  await browser?.close();
});

describe('Queue Manager', () => {
  it('the subscriber chats a little with the offline model', async () => {
    const email = await send(
      'email_writer',
      `${TITLE}: escreva um e-mail educado para um cliente com boleto atrasado.`,
    );
    expect(email.status).toBe(200);
    expect(email.body).toMatchObject({ provider: 'offline', model: 'sppock-offline' });
    const commander = await send('chatsppock', 'Quero ideias de nomes para uma linha de cafés especiais.');
    expect(commander.status).toBe(200);
  });

  it('the superuser sees the queue and the models', async () => {
    const { page } = operator;
    await signIn(page, 'admin@sppock.dev', 'Admin@2026');
    await page.goto('/admin/queue-manager');
    await poll(() => page.getByRole('heading', { name: 'Queue Manager', level: 1 }).isVisible()).toBe(true);
    await poll(() => page.getByText('Requisições ativas').isVisible()).toBe(true);
    await poll(() => page.getByText('Modelo offline Sppock').isVisible()).toBe(true);
    await screenshotBothThemes(page, 'console-01-queue', [
      page.getByText('Tempo médio de resposta'),
      page.getByText('Saúde do sistema'),
      page.getByRole('heading', { name: 'Controle de Modelos' }),
    ]);
  });

  it('a limit set in Controle de Modelos turns a burst into 429s and fills its bar', async () => {
    const { page } = operator;
    await page.getByRole('button', { name: 'Definir limites de Modelo offline Sppock' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Requisições por minuto').fill('2');
    await dialog.getByRole('button', { name: 'Salvar limites' }).click();
    await poll(() => page.getByText('Limites de Modelo offline Sppock salvos.').isVisible()).toBe(true);
    // The minute window is the clock's minute: start the burst with time left in it.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 25_000) {
      await new Promise((resolve) => setTimeout(resolve, left + 500));
    }
    const burst = [];
    for (const agent of ['meeting', 'funil_vendas', 'brainstorm', 'content_generator']) {
      burst.push(await send(agent, 'Monte uma pauta curta para a reunião de vendas de segunda.'));
    }
    const refused = burst.filter((reply) => reply.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(String(refused[0]?.body.error)).toContain('limite de 2 requisições por minuto');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    const offline = page.getByRole('region', { name: 'Outros provedores' });
    // Full: the burst's 2, and any message another test file sent to the offline model on this
    // shared server in the same minute before the limit was saved (it counts, as it should).
    const usedOfLimit = async () =>
      /^(\d+) \/ 2$/.exec(
        (await offline
          .getByRole('progressbar', { name: 'Requisições por minuto' })
          .getAttribute('aria-valuetext')) ?? '',
      );
    await poll(async () => Number((await usedOfLimit())?.[1] ?? 0) >= 2).toBe(true);
    await offline.scrollIntoViewIfNeeded();
    await screenshotBothThemes(page, 'console-02-limit-full', [
      offline.getByRole('progressbar', { name: 'Requisições por minuto' }),
    ]);
    await clearLimits();
  });

  it('the run history shows the subscriber and the run', async () => {
    const { page } = operator;
    await page.getByRole('tab', { name: 'Histórico de Uso dos Agentes' }).click();
    await poll(() => page.getByText(TITLE, { exact: false }).first().isVisible()).toBe(true);
    await poll(() => page.getByText('Mariana Costa').first().isVisible()).toBe(true);
    await poll(() => page.getByText(/^Mostrando 1 a \d+ de \d+ registros$/).isVisible()).toBe(true);
    await screenshotBothThemes(page, 'console-03-history', [page.getByText(TITLE, { exact: false }).first()]);
  });

  it('token usage and models of the month, then an earlier month without usage', async () => {
    const { page } = operator;
    await page.getByRole('tab', { name: 'Uso de Tokens' }).click();
    const table = page.getByRole('table', { name: 'Uso por Agente' });
    await poll(() => table.getByText('Email Writer').isVisible()).toBe(true);
    await poll(() => page.getByText('Custo total').isVisible()).toBe(true);
    await poll(() => page.getByRole('figure', { name: 'Tokens por Agente' }).isVisible()).toBe(true);
    await screenshotBothThemes(page, 'console-04-tokens', [table.getByText('Email Writer')], {
      fullPage: true,
    });
    await page.getByRole('tab', { name: 'Modelos LLM' }).click();
    const models = page.getByRole('table', { name: 'Uso por Modelo' });
    await poll(() => models.getByText('sppock-offline').isVisible()).toBe(true);
    await poll(() => models.getByText('R$ 0,00').first().isVisible()).toBe(true);
    await screenshotBothThemes(page, 'console-05-models', [models.getByText('sppock-offline')]);
    await page.getByLabel('Mês').selectOption('2025-07');
    await poll(() => page.getByText('Nenhum uso de modelos LLM encontrado').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Uso de Tokens' }).click();
    await poll(() => page.getByText('Nenhum uso de tokens encontrado').isVisible()).toBe(true);
  });

  it('prices in dollars and reais, then Sair goes to /login', async () => {
    const { page } = operator;
    await page.getByRole('tab', { name: 'Preços das APIs' }).click();
    await poll(() => page.getByText('US$ 1 = R$', { exact: false }).isVisible()).toBe(true);
    await poll(() => page.getByRole('table', { name: 'OpenAI' }).getByText('gpt-4o-mini').isVisible()).toBe(
      true,
    );
    await screenshotBothThemes(page, 'console-06-pricing', [page.getByRole('table', { name: 'OpenAI' })]);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expectPath(page, '/login');
    expect(operator.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });

  it('a non-superuser is kept out, by the app and by the server', async () => {
    const { page } = subscriber;
    await signIn(page, 'demo@sppock.dev', 'Demo@2026');
    await page.goto('/admin/queue-manager');
    await expectPath(page, '/dashboard');
    const response = await fetch(`${baseUrl}/api/agents/tokens/usage/`, {
      headers: { authorization: `Bearer ${subscriberToken}` },
    });
    expect(response.status).toBe(403);
  });

  it('the tutorials page opens, coming soon, with its categories', async () => {
    const { page } = subscriber;
    await page.goto('/tutoriais');
    await poll(() => page.getByRole('heading', { name: 'Tutoriais em Vídeo' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Agentes' }).click();
    await poll(() => page.getByRole('button', { name: 'Agentes' }).getAttribute('aria-pressed')).toBe('true');
    await screenshotBothThemes(page, 'tutorials-01-page', [
      page.getByText('Em breve', { exact: true }).first(),
      page.getByRole('list', { name: 'Categorias' }),
    ]);
  });
});
