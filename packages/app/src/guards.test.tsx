import { setStoredTheme, toast } from '@sppock/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { FEATURE_ROUTES } from './routeTable';
import { ACCOUNT_SETTINGS, expectNoAxeViolations, fakeJwt, fakeUser, http, renderApp } from './testing';

const heading = (name: string) => page.getByRole('heading', { name: `tela: ${name}` });
const everyFeatureLanded = FEATURE_ROUTES.map((route) => ({ ...route, landed: true }));

afterEach(() => {
  toast.dismiss();
  setStoredTheme('dark');
  localStorage.clear();
});

describe('fallback screen', () => {
  it('is axe-clean in both themes', async () => {
    for (const theme of ['dark', 'light'] as const) {
      setStoredTheme(theme);
      const { screen } = await renderApp({ path: '/nao-existe' });
      await expect
        .element(page.getByRole('heading', { name: 'Unexpected Application Error!' }))
        .toBeVisible();
      // Let the theme settle on <html> before axe measures contrast.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expectNoAxeViolations(`tema ${theme}`);
      await screen.unmount();
    }
  });

  it('shows an unknown address, says it does not exist and links home', async () => {
    const app = await renderApp({ path: '/configuracoes-antigas?x=1' });
    await expect.element(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect.element(page.getByText('404 — Página não encontrada')).toBeVisible();
    await expect.element(page.getByText('/configuracoes-antigas?x=1')).toBeVisible();
    // Focus lands on the title, so a screen reader says where the user is.
    expect(document.activeElement?.textContent).toBe('Unexpected Application Error!');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect.element(heading('landing')).toBeVisible();
    expect(app.location()).toBe('/');
  });

  it('is also what signed-in users get, outside the shell', async () => {
    await renderApp({ path: '/profile/antigo', user: fakeUser() });
    await expect.element(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(page.getByText('shell').elements()).toHaveLength(0);
  });
});

describe('visitors on protected routes', () => {
  it('go to /login with the origin, and come back to it after signing in', async () => {
    const app = await renderApp({ path: '/profile?tab=seguranca' });
    await expect.element(heading('login')).toBeVisible();
    expect(app.location()).toBe('/login?redirect=%2Fprofile%3Ftab%3Dseguranca');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(heading('profile')).toBeVisible();
    expect(app.location()).toBe('/profile?tab=seguranca');
    await expect.element(page.getByText('shell')).toBeVisible();
  });

  it.each([
    '/dashboard',
    '/profile/notifications',
    '/chat-free',
    '/chat-pro',
    '/chat-enterprise',
    '/chat-llm',
    '/agents/chatsppock',
    '/chat/chatsppock',
    '/assessment',
    '/assessment/rodavida',
    '/assessment/mbti',
    '/assessment/igta',
    '/support',
    '/tutoriais',
    '/admin/queue-manager',
  ])('%s sends a visitor to /login', async (path) => {
    const app = await renderApp({ path });
    await expect.element(heading('login')).toBeVisible();
    expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it('/assessment-sppock moves to /assessment, which a visitor cannot open', async () => {
    const app = await renderApp({ path: '/assessment-sppock' });
    await expect.element(heading('login')).toBeVisible();
    expect(app.location()).toBe('/login?redirect=%2Fassessment');
  });

  it('public screens open without a session', async () => {
    for (const [path, name] of [
      ['/', 'landing'],
      ['/register', 'register'],
      ['/forgot-password', 'forgot-password'],
      ['/reset-password', 'reset-password'],
      ['/reset-password/abc123', 'reset-password'],
      ['/pricing', 'pricing'],
    ] as const) {
      const app = await renderApp({ path });
      await expect.element(heading(name)).toBeVisible();
      expect(app.location()).toBe(path);
      expect(page.getByText('shell').elements()).toHaveLength(0);
      await app.screen.unmount();
    }
  });

  it('/upgrade moves to /pricing and keeps its query', async () => {
    const app = await renderApp({ path: '/upgrade?plan=professional' });
    await expect.element(heading('pricing')).toBeVisible();
    expect(app.location()).toBe('/pricing?plan=professional');
  });
});

describe('signed-in users', () => {
  it('on /login go to the Commander', async () => {
    const app = await renderApp({ path: '/login', user: fakeUser() });
    await expect.element(heading('commander')).toBeVisible();
    expect(app.location()).toBe('/agents/chatsppock');
  });

  it('on /login with a remembered origin go there', async () => {
    const app = await renderApp({ path: '/login?redirect=%2Fprofile', user: fakeUser() });
    await expect.element(heading('profile')).toBeVisible();
    expect(app.location()).toBe('/profile');
  });

  it('never follow a redirect to another site', async () => {
    for (const target of ['https://golpe.example/login', '//golpe.example', '/\\golpe.example']) {
      const app = await renderApp({
        path: `/register?redirect=${encodeURIComponent(target)}`,
        user: fakeUser(),
      });
      await expect.element(heading('commander')).toBeVisible();
      expect(app.location()).toBe('/agents/chatsppock');
      await app.screen.unmount();
    }
  });

  it('land on the Commander screen once the chat has landed', async () => {
    const app = await renderApp({ path: '/login', user: fakeUser(), featureRoutes: everyFeatureLanded });
    await expect.element(heading('commander')).toBeVisible();
    expect(app.location()).toBe('/agents/chatsppock');
  });

  it('see the account screens inside the shell', async () => {
    for (const [path, name] of [
      ['/dashboard', 'dashboard'],
      ['/profile', 'profile'],
      ['/profile/notifications', 'profile/notifications'],
    ] as const) {
      const app = await renderApp({ path, user: fakeUser() });
      await expect.element(heading(name)).toBeVisible();
      await expect.element(page.getByText('shell')).toBeVisible();
      await app.screen.unmount();
    }
  });

  it('see /pricing as a page of its own, as visitors do', async () => {
    const app = await renderApp({ path: '/upgrade', user: fakeUser() });
    await expect.element(heading('pricing')).toBeVisible();
    expect(app.location()).toBe('/pricing');
    expect(page.getByText('shell').elements()).toHaveLength(0);
  });

  it('routes of later issues go to /dashboard until their screen lands', async () => {
    for (const path of ['/support', '/tutoriais', '/assessment/mbti', '/chat-pro']) {
      const app = await renderApp({ path, user: fakeUser() });
      await expect.element(heading('dashboard')).toBeVisible();
      expect(app.location()).toBe('/dashboard');
      await app.screen.unmount();
    }
  });

  it('/assessment-sppock shows the assessment list once it lands', async () => {
    const app = await renderApp({
      path: '/assessment-sppock',
      user: fakeUser(),
      featureRoutes: everyFeatureLanded,
    });
    await expect.element(heading('assessment')).toBeVisible();
    expect(app.location()).toBe('/assessment');
  });

  it('log out to the home page, not to /login', async () => {
    const app = await renderApp({ path: '/profile', user: fakeUser() });
    await expect.element(heading('profile')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.element(heading('landing')).toBeVisible();
    expect(app.location()).toBe('/');
  });
});

describe('/admin/queue-manager', () => {
  it('sends a signed-in non-superuser to /dashboard', async () => {
    const app = await renderApp({
      path: '/admin/queue-manager',
      user: fakeUser(),
      featureRoutes: everyFeatureLanded,
    });
    await expect.element(heading('dashboard')).toBeVisible();
    expect(app.location()).toBe('/dashboard');
  });

  it('opens for a superuser once the console lands', async () => {
    const app = await renderApp({
      path: '/admin/queue-manager',
      user: fakeUser({ is_superuser: true }),
      featureRoutes: everyFeatureLanded,
    });
    await expect.element(heading('queue-manager')).toBeVisible();
    expect(app.location()).toBe('/admin/queue-manager');
  });
});

describe('while the session loads', () => {
  it('shows only a spinner', async () => {
    let answer: (response: Response) => void = () => {};
    const profile = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const app = await renderApp({
      path: '/profile',
      handlers: [http.get('/api/accounts/users/profile/', () => profile)],
    });
    // Tokens without a stored profile: the app has to ask the server who this is.
    app.client.session.signIn({ access: 'a.b.c', refresh: 'r' });
    await expect.element(page.getByRole('status')).toHaveTextContent('Carregando sua sessão...');
    expect(page.getByRole('heading').elements()).toHaveLength(0);
    answer(Response.json(fakeUser()));
    await expect.element(heading('profile')).toBeVisible();
  });
});

describe('session expiry', () => {
  it('says the session expired and sends the user to /login, remembering the page', async () => {
    const app = await renderApp({
      path: '/profile?tab=uso',
      user: fakeUser(),
      expiresAt: Date.now() + 1500,
    });
    await expect.element(page.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible();
    await expect.element(heading('login')).toBeVisible();
    expect(app.location()).toBe('/login?redirect=%2Fprofile%3Ftab%3Duso');
  });

  it('a token already expired at load: message, then /login', async () => {
    const app = await renderApp({ path: '/dashboard', user: fakeUser(), expiresAt: Date.now() - 1000 });
    await expect.element(page.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible();
    await expect.element(heading('login')).toBeVisible();
    expect(app.location()).toBe('/login?redirect=%2Fdashboard');
  });

  it("a login past the plan's device limit tells the new device that the oldest session ended", async () => {
    const notice =
      'Você entrou em mais dispositivos do que o seu plano Free permite (1). A sessão mais antiga foi encerrada.';
    const app = await renderApp({
      path: '/login',
      handlers: [
        http.post('/api/accounts/token/', () =>
          Response.json({ access: fakeJwt(), refresh: 'refresh-2', ended_sessions: 1, notice }),
        ),
        http.get('/api/accounts/users/profile/', () => Response.json(fakeUser())),
      ],
    });
    await app.client.session.login({ email: 'ana@exemplo.com.br', password: 'uma frase bem longa' });
    await expect.element(page.getByText(notice)).toBeVisible();
  });

  it('a session ended by a login on another device says why', async () => {
    const reason =
      'Sua sessão foi encerrada porque sua conta entrou em outro dispositivo e o plano Free permite 1 dispositivo.';
    await renderApp({
      path: '/dashboard',
      user: fakeUser(),
      handlers: [
        http.get('/api/accounts/general-settings/', () => Response.json({ detail: reason }, { status: 401 })),
        http.post('/api/accounts/token/refresh/', () => Response.json({ detail: reason }, { status: 401 })),
      ],
    });
    await expect.element(page.getByText(reason)).toBeVisible();
    await expect.element(heading('login')).toBeVisible();
  });

  it('a refused refresh after a 401 also ends at /login', async () => {
    const app = await renderApp({
      path: '/dashboard',
      user: fakeUser(),
      handlers: [
        http.get('/api/accounts/general-settings/', () =>
          Response.json({ detail: 'expirado' }, { status: 401 }),
        ),
        http.post('/api/accounts/token/refresh/', () =>
          Response.json({ detail: 'inválido' }, { status: 401 }),
        ),
      ],
    });
    await expect.element(heading('login')).toBeVisible();
    expect(app.location()).toBe('/login?redirect=%2Fdashboard');
    expect(app.calls).toContain('POST /api/accounts/token/refresh/');
  });
});

describe('theme from the general settings', () => {
  it('applies dark_mode true on load', async () => {
    setStoredTheme('light');
    await renderApp({
      path: '/dashboard',
      user: fakeUser(),
      handlers: [
        http.get('/api/accounts/general-settings/', () =>
          Response.json({ success: true, settings: { ...settings, dark_mode: true } }),
        ),
      ],
    });
    await expect.element(heading('dashboard')).toBeVisible();
    await vi.waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("applies dark_mode false on load: the account's choice wins over the device's", async () => {
    setStoredTheme('dark');
    await renderApp({
      path: '/dashboard',
      user: fakeUser(),
      handlers: [
        http.get('/api/accounts/general-settings/', () => Response.json({ success: true, settings })),
      ],
    });
    await vi.waitFor(() => expect(localStorage.getItem('theme')).toBe('light'));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('saves a theme change made after sign-in to the account, once', async () => {
    setStoredTheme('light');
    const saved: unknown[] = [];
    const app = await renderApp({
      path: '/dashboard',
      user: fakeUser(),
      handlers: [
        http.get('/api/accounts/general-settings/', () =>
          Response.json({ success: true, settings: { ...settings, dark_mode: true } }),
        ),
        http.put('/api/accounts/general-settings/', async ({ request }) => {
          saved.push(await request.json());
          return Response.json({ success: true, settings, message: 'Configuração atualizada' });
        }),
      ],
    });
    await vi.waitFor(() => expect(app.calls).toContain('GET /api/accounts/general-settings/'));
    // The account's choice (dark) replaces the device's; then the header's toggle goes light.
    await vi.waitFor(() => expect(localStorage.getItem('theme')).toBe('dark'));
    expect(saved).toEqual([]);
    setStoredTheme('light');
    await vi.waitFor(() => expect(saved).toEqual([{ dark_mode: false }]));
    await vi.waitFor(() =>
      expect(app.calls.filter((call) => call.startsWith('GET /api/accounts/general')).length).toBe(2),
    );
    expect(saved).toHaveLength(1);
  });
});

const settings = { ...ACCOUNT_SETTINGS, dark_mode: false };
