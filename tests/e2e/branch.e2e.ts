// Edit and branch (issue 29 item 5) in Chromium: a sent message edited in place keeps its first
// version, `< 1/2 >` switches between them, and the answer shows its speed beside its cost.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppPage, expectPath, field, launchBrowser, openApp } from './harness';

let browser: Browser;
let app: AppPage;
const tag = Date.now().toString(36);
const first = `Escreva um e-mail de cobrança para a cliente Ana ${tag}`;
const edited = `Escreva um e-mail de cobrança para a cliente Joana ${tag}`;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
});

afterAll(async () => {
  await browser?.close();
});

const log = (page: Page) => page.getByRole('log', { name: 'Mensagens da conversa' });
/** The user's messages in the log (the offline e-mail repeats the request in its answer). */
const asked = (page: Page) => log(page).getByRole('article', { name: 'Você', exact: true });

describe('editar e ramificar', () => {
  it('a mensagem editada guarda a primeira versão e < 1/2 > troca entre elas', async () => {
    const { page } = app;
    await page.goto('/login');
    await field(page, 'E-mail').fill('demo@sppock.dev');
    await field(page, 'Senha').fill('Demo@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectPath(page, '/agents/chatsppock');
    await page.getByRole('textbox', { name: 'Mensagem' }).fill(first);
    await page.getByRole('textbox', { name: 'Mensagem' }).press('Enter');
    await log(page)
      .getByText(/1º token em [\d,]+ s/)
      .first()
      .waitFor({ timeout: 30_000 });

    await log(page).getByRole('button', { name: 'Editar mensagem' }).click();
    await log(page).getByRole('textbox', { name: 'Texto da mensagem editada' }).fill(edited);
    await log(page).getByRole('button', { name: 'Enviar edição' }).click();
    const versions = log(page).getByRole('group', { name: 'Versão 2 de 2' });
    await versions.waitFor({ timeout: 30_000 });
    await expect.poll(() => asked(page).getByText(edited).count()).toBe(1);
    expect(await asked(page).getByText(first).count()).toBe(0);

    await versions.getByRole('button', { name: 'Versão anterior' }).click();
    await log(page).getByRole('group', { name: 'Versão 1 de 2' }).waitFor();
    await expect.poll(() => asked(page).getByText(first).count()).toBe(1);
    expect(await asked(page).getByText(edited).count()).toBe(0);
    // The first version kept its answer.
    expect(
      await log(page)
        .getByText(/Processado por /)
        .count(),
    ).toBeGreaterThan(0);
  });
});
