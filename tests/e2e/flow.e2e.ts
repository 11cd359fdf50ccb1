// The subscriber's whole path through the reference app and server (issue 6): arrive on the
// landing page, sign up, verify with the code from the outbox, get greeted by name, edit the
// profile, change the password, sign out, get stopped at a protected page, sign in and land back
// on it, upgrade, cancel, delete the account. Each screen is saved in both themes on the way.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppPage,
  baseUrl,
  currentTheme,
  expectPath,
  field,
  launchBrowser,
  openApp,
  openLanding,
  readOutbox,
  screenshotBothThemes,
} from './harness';

const stamp = Date.now().toString(36);
const person = {
  firstName: 'Beatriz',
  lastName: 'Almeida',
  email: `beatriz.almeida.${stamp}@padariaboavista.com.br`,
  phone: '11987654321',
  password: 'Padaria@2026',
  newPassword: 'Fermento#2027',
};

let browser: Browser;
let app: AppPage;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
  page = app.page;
});

afterEach(() => {
  // What the browser said while the step ran: the first place to look when a step fails.
  if (app.errors.length > 0) {
    console.warn(`erros da página:\n${app.errors.join('\n')}`);
    app.errors.length = 0;
  }
});

afterAll(async () => {
  await browser?.close();
});

describe('a subscriber, from sign-up to account deletion', () => {
  it('a visitor sees the landing page', async () => {
    await openLanding(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('link', { name: 'Começar Gratuitamente' }).first().isVisible())
      .toBe(true);
    expect(await page.title()).toContain('Sppock');
    // React adopted the pre-rendered page (issue 17): no hydration mismatch reported.
    expect(app.errors.filter((error) => /hydrat|#418|#419|#423|#425/i.test(error))).toEqual([]);
    await screenshotBothThemes(page, '01-landing', [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('link', { name: 'Começar Gratuitamente' }),
    ]);
    await screenshotBothThemes(
      page,
      '01-landing-full',
      [page.getByRole('heading', { level: 1 }), page.getByRole('button', { name: 'Inscrever-se' })],
      { fullPage: true },
    );
  });

  it("the landing's scripts run after its first paint, and the app then takes the page over", async () => {
    const fresh = await openApp(browser);
    try {
      await openLanding(fresh.page);
      // The app is in charge once a link navigates without loading another page.
      await fresh.page.evaluate(() => {
        Object.assign(window, { sameDocument: true });
      });
      await fresh.page.getByRole('link', { name: 'Entrar' }).first().click();
      await fresh.page.waitForURL('**/login');
      const timing = await fresh.page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        sameDocument: 'sameDocument' in window,
        // The chunks the entry imports are only requested once the entry runs.
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }));
      expect(timing.sameDocument).toBe(true);
      expect(Number.isFinite(timing.paint)).toBe(true);
      const imported = timing.chunks.filter((chunk) => !/\/assets\/index-[^/]+\.js$/.test(chunk.name));
      expect(imported.length).toBeGreaterThan(0);
      expect(Math.min(...imported.map((chunk) => chunk.start))).toBeGreaterThan(timing.paint);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.context.close();
    }
  });

  it('the landing page is painted from its HTML, before any script runs; other routes never show it', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const bare = await context.newPage();
      await bare.goto('/');
      expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
      expect(await bare.getByRole('link', { name: 'Começar Gratuitamente' }).count()).toBeGreaterThan(0);
      await bare.goto('/login');
      expect(await bare.getByRole('heading', { level: 1 }).count()).toBe(0);
    } finally {
      await context.close();
    }
    // A visitor in the light theme gets React's own render over it, without an error.
    const light = await openApp(browser, { theme: 'light' });
    try {
      await openLanding(light.page);
      await expect
        .poll(() => light.page.getByRole('link', { name: 'Começar Gratuitamente' }).first().isVisible())
        .toBe(true);
      await expect.poll(() => currentTheme(light.page)).toBe('light');
      expect(light.errors).toEqual([]);
    } finally {
      await light.context.close();
    }
  });

  it('subscribes to the newsletter and asks for an Enterprise demo (extensions)', async () => {
    const newsletter = page.getByLabel('Seu e-mail');
    await newsletter.fill(`novidades.${stamp}@padariaboavista.com.br`);
    await page.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect.poll(() => page.getByText('Inscrição confirmada!', { exact: false }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Agendar Demo Enterprise' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Agendar Demo Enterprise' });
    await dialog.getByLabel(/^Nome/).fill('Beatriz Almeida');
    await dialog.getByLabel(/^E-mail corporativo/).fill(person.email);
    await dialog.getByLabel(/^Empresa/).fill('Padaria Boa Vista');
    await screenshotBothThemes(page, '01-landing-demo-dialog', [
      dialog,
      dialog.getByRole('button', { name: 'Solicitar demonstração' }),
    ]);
    await dialog.getByRole('button', { name: 'Solicitar demonstração' }).click();
    // The dialog turns into the confirmation (and takes its title).
    const sent = page.getByRole('dialog');
    await expect.poll(() => sent.getByText('Pedido enviado').first().isVisible()).toBe(true);
    await sent.getByRole('button', { name: 'Fechar' }).first().click();
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('signs up: the live checklist, the phone mask and the disabled submit', async () => {
    await page.getByRole('link', { name: 'Começar Gratuitamente' }).first().click();
    await expectPath(page, '/register');
    await field(page, 'Nome').fill(person.firstName);
    await field(page, 'Sobrenome').fill(person.lastName);
    await field(page, 'E-mail').fill(person.email);
    await field(page, 'Celular').pressSequentially(person.phone);
    expect(await field(page, 'Celular').inputValue()).toBe('(11) 98765-4321');
    await field(page, 'Senha').fill(person.password);
    await field(page, 'Confirmar senha').fill(`${person.password}x`);
    const submit = page.getByRole('button', { name: 'Criar conta' });
    // Terms not accepted and passwords that differ: the button stays disabled.
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('As senhas não correspondem').isVisible()).toBe(true);
    await field(page, 'Confirmar senha').fill(person.password);
    await page.getByRole('checkbox', { name: /Termos de Uso/ }).check();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await screenshotBothThemes(page, '02-register', [
      page.getByRole('heading', { name: 'Criar conta' }),
      page.getByRole('button', { name: 'Criar conta' }),
    ]);
    await submit.click();
    // The server hashes the password (Argon2id) and checks it against the common ones first.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Verificar Conta' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshotBothThemes(page, '03-verify', [
      page.getByRole('heading', { name: 'Verificar Conta' }),
      page.getByLabel('Código de verificação'),
    ]);
  });

  it('verifies with the code from the outbox and is greeted by name', async () => {
    const [, code] = await readOutbox(person.email, /\b(\d{6})\b/);
    await page.getByLabel('Código de verificação').fill(code ?? '');
    await page.getByRole('button', { name: 'Verificar' }).click();
    // No remembered origin: the Commander (spec 2 §2); the greeting is on the dashboard.
    await expectPath(page, '/agents/chatsppock');
    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByText(`Seja bem vindo, ${person.firstName}`).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expectPath(page, '/dashboard');
    await screenshotBothThemes(page, '04-dashboard', [
      page.getByText(`Seja bem vindo, ${person.firstName}`),
      page.getByRole('link', { name: 'Meus Dados' }),
    ]);
    await page.getByRole('button', { name: 'Visão geral da conta' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Visão geral da conta' }).isVisible())
      .toBe(true);
    await screenshotBothThemes(page, '05-dashboard-account-panel', [
      page.getByRole('dialog', { name: 'Visão geral da conta' }),
      page.getByText('Atividades recentes'),
    ]);
    await page.keyboard.press('Escape');
  });

  it('edits the profile in Meus Dados; the change survives a reload', async () => {
    await page.getByRole('link', { name: 'Meus Dados' }).click();
    await expectPath(page, '/profile');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Minha Conta', level: 1 }).isVisible())
      .toBe(true);
    await screenshotBothThemes(page, '06-account-perfil', [
      page.getByRole('heading', { name: 'Minha Conta', level: 1 }),
      page.getByRole('heading', { name: 'Dados pessoais' }),
      page.getByText(person.email),
    ]);
    await page.getByRole('button', { name: 'Editar' }).click();
    await field(page, 'Empresa').fill('Padaria Boa Vista');
    await field(page, 'Cargo').fill('Sócia');
    await field(page, 'Cidade').fill('Belo Horizonte');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Dados atualizados com sucesso!').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('Padaria Boa Vista').first().isVisible()).toBe(true);
    expect(await page.getByText('Belo Horizonte').first().isVisible()).toBe(true);
  });

  it('changes the password in Segurança', async () => {
    await page.getByRole('tab', { name: 'Segurança' }).click();
    await expectPath(page, '/profile?tab=seguranca');
    const submit = page.getByRole('button', { name: 'Alterar senha' });
    await field(page, 'Senha atual').fill(person.password);
    await field(page, 'Nova senha').fill(person.newPassword);
    // Disabled until all three fields are filled (spec 1 §5).
    expect(await submit.isDisabled()).toBe(true);
    await field(page, 'Confirmar nova senha').fill(person.newPassword);
    await screenshotBothThemes(page, '07-account-seguranca', [
      page.getByRole('heading', { name: 'Alterar senha' }),
      page.getByRole('button', { name: 'Deletar minha conta' }),
    ]);
    await submit.click();
    await expect.poll(() => page.getByText('Senha alterada com sucesso!').isVisible()).toBe(true);
  });

  it('shows the other account tabs', async () => {
    for (const [tab, slug, ready] of [
      ['Uso de Tokens', 'uso', 'Histórico de 12 meses'],
      ['Assinatura', 'assinatura', 'Sua assinatura'],
      ['Conversas', 'conversas', 'Nenhuma conversa ainda'],
      ['Notificações', 'notificacoes', 'Preferências de notificação'],
      ['Configurações', 'configuracoes', 'Configurações gerais'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expectPath(page, `/profile?tab=${slug}`);
      await expect.poll(() => page.getByText(ready).first().isVisible()).toBe(true);
      await screenshotBothThemes(page, `08-account-${slug}`, [
        page.getByRole('tab', { name: tab, selected: true }),
        page.getByText(ready),
      ]);
    }
  });

  it('signs out to the home page', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByText('Logout realizado com sucesso!').isVisible()).toBe(true);
    await expectPath(page, '/');
  });

  it('a protected page sends to /login, and signing in with the new password returns to it', async () => {
    await page.goto('/profile?tab=assinatura');
    await expectPath(page, '/login?redirect=%2Fprofile%3Ftab%3Dassinatura');
    await screenshotBothThemes(page, '09-login', [
      page.getByRole('heading', { name: 'Bem-vindo de volta' }),
      page.getByRole('button', { name: 'Entrar' }),
    ]);
    await field(page, 'E-mail').fill(person.email);
    await field(page, 'Senha').fill(person.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Email ou senha incorretos. Verifique suas credenciais e tente novamente.')
          .isVisible(),
      )
      .toBe(true);
    await field(page, 'Senha').fill(person.newPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectPath(page, '/profile?tab=assinatura');
    await expect.poll(() => page.getByText('Sua assinatura').isVisible()).toBe(true);
  });

  it('upgrades to Professional on /pricing', async () => {
    // The header's Upgrade opens the plans in a new tab (spec 1 §2).
    const upgrade = page.getByRole('link', { name: /Upgrade/ }).first();
    expect(await upgrade.getAttribute('href')).toBe('/pricing');
    expect(await upgrade.getAttribute('target')).toBe('_blank');
    await page.goto('/pricing');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Escolha o Plano Ideal para Você' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('PLANO ATUAL', { exact: true }).isVisible()).toBe(true);
    await screenshotBothThemes(page, '10-pricing', [
      page.getByRole('heading', { name: 'Escolha o Plano Ideal para Você' }),
      page.getByText('PLANO ATUAL', { exact: true }),
    ]);
    await screenshotBothThemes(
      page,
      '10-pricing-full',
      [page.getByRole('button', { name: 'Fazer Upgrade' })],
      { fullPage: true },
    );
    await page.getByRole('button', { name: 'Fazer Upgrade' }).first().click();
    // Test mode applies the change at once; without a checkout address the app opens the Commander.
    await expectPath(page, '/agents/chatsppock');
    await page.getByRole('button', { name: 'Visão geral da conta' }).click();
    await expect.poll(() => page.getByText('Plano Pro').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('cancels the plan in Assinatura, and could reactivate it', async () => {
    await page.goto('/profile?tab=assinatura');
    await expect.poll(() => page.getByText('Sua assinatura').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshotBothThemes(page, '11-account-cancel-dialog', [
      dialog,
      dialog.getByRole('button', { name: 'Cancelar assinatura' }),
    ]);
    await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Reativar assinatura' }).isVisible()).toBe(true);
    await screenshotBothThemes(page, '12-account-assinatura-cancelada', [
      page.getByText('Sua assinatura'),
      page.getByRole('button', { name: 'Reativar assinatura' }),
    ]);
  });

  it('deletes the account with DELETAR and lands on the home page', async () => {
    await page.getByRole('tab', { name: 'Segurança' }).click();
    await page.getByRole('button', { name: 'Deletar minha conta' }).click();
    const dialog = page.getByRole('alertdialog');
    // The current password is asked too: a stolen session alone cannot delete the account.
    await dialog.getByLabel('Sua senha atual').fill(person.newPassword);
    await field(page, 'Digite DELETAR para confirmar').fill('deletar');
    await dialog.getByRole('button', { name: 'Deletar conta' }).click();
    await expect.poll(() => dialog.getByText('Digite DELETAR para confirmar').count()).toBe(2);
    await screenshotBothThemes(page, '13-account-delete-dialog', [
      dialog,
      dialog.getByText('Digite DELETAR para confirmar', { exact: true }).last(),
    ]);
    await field(page, 'Digite DELETAR para confirmar').fill('DELETAR');
    await dialog.getByRole('button', { name: 'Deletar conta' }).click();
    await expectPath(page, '/');
  });

  it('the old credentials no longer work', async () => {
    await page.goto('/login');
    await field(page, 'E-mail').fill(person.email);
    await field(page, 'Senha').fill(person.newPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Email ou senha incorretos. Verifique suas credenciais e tente novamente.')
          .isVisible(),
      )
      .toBe(true);
    await expectPath(page, '/login');
  });

  it('the other public screens and the fallback', async () => {
    for (const [path, name, ready] of [
      ['/forgot-password', '14-forgot-password', 'Esqueceu sua senha?'],
      ['/reset-password', '15-reset-password-sem-token', 'Link de redefinição de senha inválido ou ausente'],
      ['/reset-password/token-de-exemplo', '16-reset-password', 'Redefinir senha'],
      ['/pagina-que-nao-existe', '17-fallback', 'Unexpected Application Error!'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.getByText(ready).first().isVisible()).toBe(true);
      await screenshotBothThemes(page, name, [page.getByText(ready)]);
    }
    expect(app.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});
