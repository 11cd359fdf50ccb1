// The seeded accounts, as a person trying `npm start` meets them: the demo subscriber's lived-in
// account (five months of usage, conversations, a plan) in the shell and every account tab, and
// the superuser's extra sidebar entries.
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

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Signing in opens the Commander (spec 2 §2); these journeys start from the dashboard.
  await expectPath(page, '/agents/chatsppock');
  await page.goto('/dashboard');
  await expectPath(page, '/dashboard');
}

describe('the demo subscriber (demo@sppock.dev)', () => {
  let app: AppPage;
  let page: Page;

  beforeAll(async () => {
    app = await openApp(browser);
    page = app.page;
  });

  it('signs in and sees the shell with the account panel', async () => {
    await signIn(page, 'demo@sppock.dev', 'Demo@2026');
    await expect.poll(() => page.getByText('Seja bem vindo, ').first().isVisible()).toBe(true);
    await screenshotBothThemes(page, 'demo-01-dashboard', [
      page.getByText('Seja bem vindo, '),
      page.getByRole('link', { name: 'Meus Dados' }),
    ]);
    await page.getByRole('button', { name: 'Visão geral da conta' }).click();
    const panel = page.getByRole('dialog', { name: 'Visão geral da conta' });
    await expect.poll(() => panel.getByText('Plano Pro').isVisible()).toBe(true);
    await expect.poll(() => panel.getByText('Atividades recentes').isVisible()).toBe(true);
    await screenshotBothThemes(page, 'demo-02-account-panel', [
      panel.getByText('Plano Pro'),
      panel.getByText('Atividades recentes'),
    ]);
    await page.keyboard.press('Escape');
  });

  it('sees every account tab with its data', async () => {
    await page.getByRole('link', { name: 'Meus Dados' }).click();
    for (const [tab, slug, ready] of [
      ['Perfil', 'perfil', 'Dados pessoais'],
      ['Segurança', 'seguranca', 'Deletar conta'],
      ['Uso de Tokens', 'uso', 'Histórico de 12 meses'],
      ['Assinatura', 'assinatura', 'Sua assinatura'],
      ['Conversas', 'conversas', 'Suas conversas'],
      ['Notificações', 'notificacoes', 'Preferências de notificação'],
      ['Configurações', 'configuracoes', 'Configurações gerais'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      // Perfil is already open: selecting it again keeps the address.
      await expectPath(page, slug === 'perfil' ? '/profile' : `/profile?tab=${slug}`);
      await expect.poll(() => page.getByText(ready).first().isVisible()).toBe(true);
      // Let the data arrive (the chart draws after the history loads).
      await page.waitForLoadState('networkidle');
      await screenshotBothThemes(
        page,
        `demo-03-account-${slug}`,
        [page.getByRole('tab', { name: tab, selected: true }), page.getByText(ready)],
        { fullPage: true },
      );
    }
  });

  it('opens Configurações from the sidebar on the Notificações tab', async () => {
    await page.getByRole('link', { name: 'Configurações' }).click();
    await expectPath(page, '/profile/notifications');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Notificações' }).getAttribute('aria-selected'))
      .toBe('true');
  });

  it('sees its plan on /pricing', async () => {
    await page.goto('/pricing');
    await expect.poll(() => page.getByText('PLANO ATUAL', { exact: true }).isVisible()).toBe(true);
    await screenshotBothThemes(page, 'demo-04-pricing', [
      page.getByText('PLANO ATUAL', { exact: true }),
      page.getByRole('heading', { name: 'Escolha o Plano Ideal para Você' }),
    ]);
    expect(app.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});

describe('the superuser (admin@sppock.dev)', () => {
  it('sees Queue Manager and Debug Ambiente, and opens the console', async () => {
    const { page, errors } = await openApp(browser, { viewport: { width: 1280, height: 800 } });
    await signIn(page, 'admin@sppock.dev', 'Admin@2026');
    await expect.poll(() => page.getByText('Queue Manager').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Debug Ambiente').isVisible()).toBe(true);
    // Enterprise: no upgrade card.
    expect(await page.getByText('Ver planos').count()).toBe(0);
    await screenshotBothThemes(page, 'admin-01-dashboard', [
      page.getByText('Queue Manager'),
      page.getByText('Debug Ambiente'),
    ]);
    await page.goto('/admin/queue-manager');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Queue Manager', level: 1 }).isVisible())
      .toBe(true);
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});

describe('a small screen', () => {
  it('the landing page with its mobile menu, and the shell as a drawer', async () => {
    const { page } = await openApp(browser, { viewport: { width: 390, height: 844 } });
    await openLanding(page);
    await screenshotBothThemes(page, 'mobile-01-landing', [page.getByRole('heading', { level: 1 })]);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await screenshotBothThemes(page, 'mobile-02-landing-menu', [page.getByRole('link', { name: 'Entrar' })]);
    await signIn(page, 'demo@sppock.dev', 'Demo@2026');
    await screenshotBothThemes(page, 'mobile-03-dashboard', [
      page.getByRole('button', { name: 'Abrir menu' }),
    ]);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await screenshotBothThemes(page, 'mobile-04-drawer', [page.getByRole('link', { name: 'Meus Dados' })]);
  });
});
