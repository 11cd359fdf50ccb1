// Support end to end (issue 13): the demo subscriber opens a message, the superuser answers it
// from the operators' queue, the subscriber sees the bell count, reads, replies and resolves; a
// visitor on the landing page asks the FAQ chatbot and gets an answer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppPage,
  expectPath,
  field,
  launchBrowser,
  openApp,
  openLanding,
  screenshotBothThemes,
} from './harness';

let browser: Browser;
let subscriber: AppPage;
let operator: AppPage;
const subject = `Exportação vazia ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  subscriber = await openApp(browser);
  operator = await openApp(browser);
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Signing in opens the Commander once the chat has landed, /dashboard before.
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/dashboard');
  await expectPath(page, '/dashboard');
}

describe('support inbox and operators', () => {
  it('the subscriber opens a message from the sidebar', async () => {
    const { page } = subscriber;
    await signIn(page, 'demo@sppock.dev', 'Demo@2026');
    await page.getByRole('link', { name: 'Suporte', exact: true }).click();
    await expectPath(page, '/support');
    await page.getByRole('heading', { name: 'Suporte ao Cliente' }).first().waitFor();
    await page.getByRole('button', { name: 'Nova Mensagem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Mensagem' });
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    await dialog.getByText('Por favor, preencha todos os campos obrigatórios').first().waitFor();
    await dialog.getByRole('textbox', { name: 'Assunto' }).fill(subject);
    await dialog
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Ao exportar a conversa do Brainstorm o arquivo .txt sai vazio, no Chrome e no Firefox.');
    await screenshotBothThemes(page, 'support-01-new-message', [
      dialog.getByRole('textbox', { name: 'Assunto' }),
    ]);
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Mensagem enviada com sucesso!').first().waitFor();
    await page.getByText(subject).first().waitFor();
    await screenshotBothThemes(
      page,
      'support-02-inbox',
      [page.getByText(subject), page.getByText('Todos os direitos reservados', { exact: false })],
      {
        fullPage: true,
      },
    );
  });

  it('the operator finds it in the queue and answers it', async () => {
    const { page } = operator;
    await signIn(page, 'admin@sppock.dev', 'Admin@2026');
    await page.getByRole('link', { name: 'Fila de Suporte' }).click();
    await expectPath(page, '/admin/support');
    await page.getByText(subject).first().waitFor();
    await screenshotBothThemes(page, 'support-03-queue', [page.getByText(subject)], { fullPage: true });
    await page.getByText(subject).click();
    const ticket = page.getByRole('dialog', { name: subject });
    await ticket
      .getByRole('textbox', { name: 'Resposta da equipe' })
      .fill('Olá! Corrigimos a exportação: tente de novo e nos diga se o arquivo sair vazio.');
    await ticket.getByRole('button', { name: 'Responder' }).click();
    await page.getByText('Resposta enviada ao cliente.').first().waitFor();
    await ticket.getByText('Corrigimos a exportação', { exact: false }).first().waitFor();
  });

  it('the subscriber sees the bell count, reads the answer, replies and resolves', async () => {
    const { page, errors } = subscriber;
    await page.goto('/dashboard');
    const bell = page.getByRole('link', { name: /Notificações: \d+ não lidas?/ });
    await bell.first().waitFor();
    await screenshotBothThemes(page, 'support-04-bell', [bell]);
    await bell.click();
    await expectPath(page, '/support');
    await page.getByText(subject).click();
    const detail = page.getByRole('dialog', { name: subject });
    await detail.getByText('Suporte', { exact: true }).first().waitFor();
    await detail.getByText('Em Andamento').first().waitFor();
    const send = detail.getByRole('button', { name: 'Enviar resposta' });
    await detail.getByRole('textbox', { name: 'Sua resposta' }).fill('Ok');
    expect(await send.isDisabled()).toBe(true);
    await detail.getByRole('textbox', { name: 'Sua resposta' }).fill('Funcionou agora, obrigado pela ajuda!');
    await detail.getByText('Marcar como resolvida ao enviar').click();
    await screenshotBothThemes(page, 'support-05-detail', [detail.getByText('Suporte', { exact: true })]);
    await send.click();
    await page.getByText('Resposta enviada e mensagem resolvida!').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /Mensagens Arquivadas/ }).click();
    await page.getByText(subject).first().waitFor();
    // The bell in the header is back to no unread notification (the page marked them read).
    await page.getByRole('link', { name: 'Notificações: nenhuma não lida' }).first().waitFor();
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});

describe('the FAQ chatbot for a visitor', () => {
  it('answers a question on the landing page', async () => {
    const { page } = await openApp(browser);
    await openLanding(page);
    await page.getByRole('button', { name: 'Dúvidas? Fale com o assistente' }).click();
    const widget = page.getByRole('dialog', { name: 'Assistente Sppock' });
    await expect
      .poll(() => widget.getByRole('textbox', { name: 'Sua pergunta' }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await widget.getByRole('textbox', { name: 'Sua pergunta' }).fill('Quanto custa o plano Pro?');
    await widget.getByRole('button', { name: 'Enviar' }).click();
    await widget.getByText('39,90', { exact: false }).first().waitFor();
    await screenshotBothThemes(page, 'support-06-chatbot-visitor', [
      widget.getByText('39,90', { exact: false }),
    ]);
  });
});
