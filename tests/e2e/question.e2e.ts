// The Commander's question back end to end (issue 26): a request from validation.tsv that the
// router is unsure about gets one short question with the two candidates as buttons; tapping one
// answers the original request with the chosen agent, in the same conversation, nothing retyped;
// the conversation reopened from its link shows the question answered. Screenshots in both themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppPage, expectPath, field, launchBrowser, openApp, screenshotBothThemes } from './harness';

let browser: Browser;
let app: AppPage;

/** validation.tsv: an e-mail's subject lines, or ideas? The router offers both. */
const UNSURE =
  'Só preciso de 5 opções de linha de assunto para o e-mail da proposta que vou mandar pra Construtora Andrade amanhã';

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
});

afterAll(async () => {
  await browser?.close();
});

const log = (page: Page) => page.getByRole('log', { name: 'Mensagens da conversa' });

describe('the question back', () => {
  it('an unsure request gets a question with two choices; the tapped one answers the original request', async () => {
    const { page } = app;
    await page.goto('/login');
    await field(page, 'E-mail').fill('demo@sppock.dev');
    await field(page, 'Senha').fill('Demo@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectPath(page, '/agents/chatsppock');
    const input = page.getByRole('textbox', { name: 'Mensagem' });
    await input.fill(UNSURE);
    await input.press('Enter');

    const choices = log(page).getByRole('group', { name: 'Escolha o que você quer' });
    await choices.waitFor({ timeout: 30_000 });
    await log(page)
      .getByText(/^Você quer que eu/)
      .waitFor();
    const email = choices.getByRole('button', { name: /Escrever um e-mail/ });
    const ideas = choices.getByRole('button', { name: /Gerar ideias de negócio/ });
    await expect.poll(() => email.isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshotBothThemes(page, 'question-01-asked', [email, ideas]);

    // The router's second choice: the answer must come from the agent tapped, not its first pick.
    await ideas.click();
    const routed = log(page).getByText('Processado por Brainstorm AI');
    await routed.waitFor({ timeout: 30_000 });
    // The question's cost line, then the answer's once it has streamed in.
    await expect
      .poll(
        () =>
          log(page)
            .getByText(/tokens · R\$/)
            .count(),
        { timeout: 30_000 },
      )
      .toBe(2);
    // Brainstorm AI answered the original request: its challenge quotes it.
    await log(page).getByText('Construtora Andrade', { exact: false }).last().waitFor();
    expect(await log(page).getByRole('article', { name: 'Você' }).count()).toBe(1);
    expect(await ideas.getAttribute('aria-pressed')).toBe('true');
    expect(await email.isDisabled()).toBe(true);
    await screenshotBothThemes(page, 'question-02-answered', [routed]);

    // Reopened from its link: the question shows the choice made, and offers nothing more.
    await expect.poll(() => new URL(page.url()).searchParams.get('session')).toBeTruthy();
    await page.reload();
    const reopened = log(page).getByRole('group', { name: 'Escolha o que você quer' });
    await reopened.waitFor({ timeout: 15_000 });
    expect(
      await reopened.getByRole('button', { name: /Gerar ideias de negócio/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await reopened.getByRole('button', { name: /Escrever um e-mail/ }).isDisabled()).toBe(true);
    expect(app.errors).toEqual([]);
  });
});
