// The Commander end to end (issue 12): signing in lands in the Commander; a message streams in
// with its routing and cost; the answer is rated and exported; another is stopped mid-stream; a document and a web page are
// analysed; a form agent answers its form; the conversation reopens from the sidebar and from a
// `?session=` link, and is deleted. Screenshots of each state in both themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppPage, expectPath, field, launchBrowser, openApp, screenshotBothThemes } from './harness';

let browser: Browser;
let app: AppPage;
let sessionUrl = '';
const question = `Escreva um e-mail de cobrança para um cliente atrasado ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
});

afterAll(async () => {
  await browser?.close();
});

const log = (page: Page) => page.getByRole('log', { name: 'Mensagens da conversa' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Mensagem' });

/** Sends a message once the agent's spacing allows it (the send button is enabled). */
async function send(page: Page, text: string): Promise<void> {
  await input(page).fill(text);
  const button = page.getByRole('button', { name: 'Enviar mensagem' });
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await input(page).press('Enter');
}

async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Fechar notificação' }).all()) {
    await close.click().catch(() => undefined);
  }
}

describe('the Commander', () => {
  it('a subscriber signs in and lands in the Commander', async () => {
    const { page } = app;
    await page.goto('/login');
    await field(page, 'E-mail').fill('demo@sppock.dev');
    await field(page, 'Senha').fill('Demo@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectPath(page, '/agents/chatsppock');
    await page.getByRole('heading', { name: 'Commander', exact: true }).waitFor();
    // The sidebar's Commander entry is a live link, not 'Em breve'.
    await expect.poll(() => page.getByRole('link', { name: 'Commander' }).first().isVisible()).toBe(true);
    await screenshotBothThemes(page, 'chat-01-empty', [
      page.getByRole('heading', { name: 'Commander', exact: true }),
      page.getByRole('button', { name: 'Vendas e negócios' }),
      page.getByText('Nossos agentes podem cometer erros, sempre analise as respostas'),
    ]);
  });

  it('a category chip lists the active agents of Vendas', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Vendas e negócios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vendas e negócios' });
    await dialog.getByText('Funil de Vendas', { exact: true }).waitFor();
    await screenshotBothThemes(page, 'chat-02-category', [
      dialog.getByText('Funil de Vendas', { exact: true }),
    ]);
    await dialog.getByRole('button', { name: 'Entendi' }).click();
  });

  it('sends a message: the answer streams in with its routing and cost, and the session is in the address', async () => {
    const { page } = app;
    await send(page, question);
    await log(page)
      .getByText(/Processado por /)
      .first()
      .waitFor();
    await log(page)
      .getByText(/tokens · R\$/)
      .first()
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByRole('region', { name: 'Roteamento do Commander' }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/(Alta|Média|Baixa) confiança/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        log(page)
          .getByText(/Restam .* tokens no seu plano/)
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('session')).toMatch(/^[0-9a-f-]{36}$/);
    sessionUrl = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
    await screenshotBothThemes(page, 'chat-03-answer', [
      page.getByRole('region', { name: 'Roteamento do Commander' }),
      log(page).getByText(/tokens · R\$/),
    ]);
  });

  it('rates the answer and exports the conversation as TXT', async () => {
    const { page } = app;
    await dismissToasts(page);
    await log(page).getByRole('button', { name: 'Resposta útil' }).last().click();
    await page.getByText('Feedback enviado!').first().waitFor();
    await dismissToasts(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar conversa (TXT)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sppock-commander-.+-\d{4}-\d{2}-\d{2}\.txt$/);
    await page.getByText('Conversa exportada em formato TXT!').first().waitFor();
  });

  it('stops an answer while it streams: the part received stays, marked', async () => {
    const { page } = app;
    await dismissToasts(page);
    // The e2e server paces the offline answer (LLM_OFFLINE_STREAM_DELAY_MS), as a model would.
    await send(page, 'Me dê ideias de nomes para uma cafeteria em Curitiba, com a história de cada um');
    const stop = page.getByRole('button', { name: 'Parar resposta' });
    await stop.waitFor({ timeout: 15_000 });
    // Stopped once the first words are on screen: they stay.
    const lastAnswer = log(page).getByRole('article', { name: 'Assistente' }).last();
    await expect
      .poll(async () => (await lastAnswer.textContent())?.length ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(120);
    await stop.click();
    const stopped = log(page).getByText('Resposta interrompida').last();
    await stopped.waitFor();
    await screenshotBothThemes(page, 'chat-03b-stopped', [stopped]);
  });

  it('attaches a document with an instruction', async () => {
    const { page } = app;
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Anexar arquivo' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cardapio-cafe-batel.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        'Cardápio — Café Batel\nCafé coado: R$ 7,50\nCappuccino: R$ 12,90\nPão na chapa: R$ 8,00\n',
      ),
    });
    await page
      .getByLabel('O que você quer saber sobre este arquivo?')
      .fill('Sugira dois combos de café da manhã.');
    await screenshotBothThemes(page, 'chat-04-file-panel', [page.getByText('cardapio-cafe-batel.txt')]);
    const submit = page.getByRole('button', { name: 'Enviar para análise' });
    await page.waitForTimeout(3_100); // the Commander's spacing (spec 2 §9)
    await submit.click();
    await log(page).getByText('Sugira dois combos de café da manhã.').waitFor();
    await log(page).getByText('cardapio-cafe-batel.txt').first().waitFor();
    await expect
      .poll(
        () =>
          log(page)
            .getByText(/tokens · R\$/)
            .count(),
        { timeout: 30_000 },
      )
      .toBe(2);
  });

  it('analyses a web page through the link panel', async () => {
    const { page } = app;
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Adicionar link' }).click();
    await page
      .getByRole('textbox', { name: 'Endereço da página' })
      .fill('https://www.exemplo.com.br/cardapio');
    await page.waitForTimeout(3_100);
    await page.getByRole('button', { name: 'Analisar página' }).click();
    await log(page).getByText('Analise esta página web: https://www.exemplo.com.br/cardapio').waitFor();
    // An answer (the page may be unreachable offline: the agent says so) or the server's refusal.
    await expect
      .poll(
        async () =>
          (await log(page)
            .getByText(/tokens · R\$/)
            .count()) === 3 ||
          (await page
            .getByRole('status')
            .filter({ hasText: /Erro|não/ })
            .count()) > 0,
        { timeout: 30_000 },
      )
      .toBe(true);
    // The answer has ended (nothing left to stop) before the next test starts a new conversation.
    await page.getByRole('button', { name: 'Parar resposta' }).waitFor({ state: 'hidden', timeout: 30_000 });
  });

  it('reopens the conversation from the sidebar and from a ?session= link', async () => {
    const { page } = app;
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Nova conversa' }).click();
    await page.getByRole('heading', { name: 'Commander', exact: true }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^${question.slice(0, 30)}`) })
      .first()
      .click();
    await log(page).getByText(question).first().waitFor();
    await screenshotBothThemes(page, 'chat-05-reopened', [log(page).getByText(question).first()]);
    await page.goto('/dashboard');
    await page.goto(sessionUrl);
    await log(page).getByText(question).first().waitFor();
    await log(page).getByText('cardapio-cafe-batel.txt').first().waitFor();
  });

  it('a form agent answers its specialised form', async () => {
    const { page } = app;
    await page.goto('/agents/email_writer');
    await page.getByText('Este agente usa formulário especializado').waitFor();
    await expect(await input(page).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Formulário do Email Writer' });
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByText('O campo "Nome do destinatário" é obrigatório.').waitFor();
    await form.getByLabel(/^Tipo de e-mail/).selectOption('Cobrança');
    await form.getByLabel(/^Nome do destinatário/).fill('Marcos Oliveira');
    await form.getByLabel(/^Objetivo do e-mail/).fill('Lembrar do boleto de março vencido há cinco dias.');
    await form.getByLabel(/^Tom/).selectOption('Cordial');
    await screenshotBothThemes(page, 'chat-06-form-agent', [form.getByLabel(/^Nome do destinatário/)]);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await log(page).getByText('Processado por Email Writer').first().waitFor({ timeout: 30_000 });
    await log(page)
      .getByText(/tokens · R\$/)
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshotBothThemes(page, 'chat-07-form-answer', [
      log(page).getByText('Processado por Email Writer'),
    ]);
  });

  it('deletes the conversation after a confirmation', async () => {
    const { page } = app;
    await page.goto(sessionUrl);
    await log(page).getByText(question).first().waitFor();
    await dismissToasts(page);
    await page
      .getByRole('button', { name: `Deletar sessão “${question.slice(0, 60)}` })
      .first()
      .click()
      .catch(async () => {
        await page
          .getByRole('button', { name: /^Deletar sessão “/ })
          .first()
          .click();
      });
    const confirm = page.getByRole('alertdialog', { name: 'Deletar esta sessão?' });
    await screenshotBothThemes(page, 'chat-08-delete', [confirm]);
    await confirm.getByRole('button', { name: 'Deletar sessão' }).click();
    await page.getByText('Sessão de Sppock Commander deletada permanentemente!').first().waitFor();
    await page.getByRole('heading', { name: 'Commander', exact: true }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('session')).toBeNull();
    expect(app.errors).toEqual([]);
  });
});
