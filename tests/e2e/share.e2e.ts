// A share link end to end (issue 29): the demo subscriber shares a conversation from Minha Conta ›
// Conversas, a visitor without an account opens the link (noindex, read-only), the owner revokes
// it, and the same address is a 404 at once.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppPage, expectPath, field, launchBrowser, openApp, screenshotBothThemes } from './harness';

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

let browser: Browser;
let owner: AppPage;
let visitor: AppPage;
let link = '';
let title = '';

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await openApp(browser);
  visitor = await openApp(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('share links', () => {
  it('the owner shares a conversation from Minha Conta › Conversas', async () => {
    const { page } = owner;
    await page.goto('/login');
    await field(page, 'E-mail').fill('demo@sppock.dev');
    await field(page, 'Senha').fill('Demo@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await poll(() => new URL(page.url()).pathname).not.toBe('/login');
    await page.goto('/profile?tab=conversas');
    await expectPath(page, '/profile?tab=conversas');
    // A seeded conversation answered by agents: other e2e files start demo conversations of their
    // own meanwhile (some without an agent's answer), so "the first one" is not a fixed choice.
    title = 'Plano de marketing para o Natal';
    const share = page.getByRole('button', { name: `Compartilhar “${title}”` });
    await share.waitFor();
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Compartilhar conversa' });
    await dialog.getByLabel('Validade do link').selectOption({ label: '7 dias' });
    await dialog.getByRole('button', { name: 'Criar link' }).click();
    const address = dialog.getByRole('textbox', { name: 'Link da conversa' });
    await address.waitFor();
    link = await address.inputValue();
    expect(link).toMatch(/\/compartilhado\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();
  });

  it('a visitor without an account opens the read-only copy, not indexed', async () => {
    const { page, errors } = visitor;
    const response = await page.goto(link);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await poll(() => page.getByText(/^Agentes: /).isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.getByRole('textbox').count()).toBe(0);
    await screenshotBothThemes(page, 'share-01-shared-conversation', [
      page.getByRole('heading', { level: 1, name: title }),
      page.getByText('Conversa compartilhada · somente leitura'),
    ]);
    expect(errors).toEqual([]);
  });

  it('after the owner revokes it, the same address is a 404 at once', async () => {
    const { page } = owner;
    const row = page
      .getByRole('row', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .filter({
        has: page.getByRole('button', { name: `Revogar o link de “${title}”` }),
      });
    await row.first().waitFor();
    await page
      .getByRole('button', { name: `Revogar o link de “${title}”` })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar link' }).click();
    await poll(() =>
      page
        .getByText(/Link revogado/)
        .first()
        .isVisible(),
    ).toBe(true);

    await visitor.page.reload();
    await visitor.page.getByText('Conversa indisponível').waitFor();
    await poll(() => visitor.page.getByText('Este link não existe mais ou expirou.').isVisible()).toBe(true);
  });
});
