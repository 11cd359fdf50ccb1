import { fakeJwt } from '@sppock/sdk/testing';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { flushReact } from '../testing/flush';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { minutesLeft, SessionExpiryWarning } from './SessionExpiryWarning';

const refresh = (status: 200 | 401) =>
  http.post('/api/accounts/token/refresh/', ({ response }) =>
    status === 200
      ? response(200).json({ access: fakeJwt(Date.now() + 3_600_000), refresh: 'refresh-2' })
      : response(401).json({ detail: 'O token é inválido ou expirado' }),
  );

describe('SessionExpiryWarning', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<SessionExpiryWarning />, {
      sppock: { handlers: [refresh(200)], expiresAt: Date.now() + 4 * 60_000, path: '/dashboard' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Continuar logado');
      },
    });
  });

  it('counts whole minutes, rounding up', () => {
    expect(minutesLeft(10 * 60_000 + 1, 0)).toBe(11);
    expect(minutesLeft(5 * 60_000, 0)).toBe(5);
    expect(minutesLeft(-1000, 0)).toBe(0);
  });

  it('warns 5 minutes before expiry; "Continuar logado" renews for 60 minutes', async () => {
    const { screen, host } = await renderWithSppock(<SessionExpiryWarning />, {
      handlers: [refresh(200)],
      expiresAt: Date.now() + 4 * 60_000 + 30_000,
    });
    await expect
      .poll(() => screen.getByRole('alert').query()?.textContent)
      .toMatch(/Sua sessão está prestes a expirar/);
    await expect.element(screen.getByText('Ela expira em 5 minutos.')).toBeVisible();
    await screen.getByRole('button', { name: 'Continuar logado' }).click();
    await expect.element(screen.getByText('Sessão renovada por mais 60 minutos!')).toBeVisible();
    expect(screen.getByRole('alert').query()).toBeNull();
    expect(host.client.session.getSnapshot().refreshToken).toBe('refresh-2');
  });

  it('shows nothing while more than 5 minutes are left, and warns when 5 are left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      const { screen } = await renderWithSppock(<SessionExpiryWarning />, {
        handlers: [],
        expiresAt: Date.now() + 30 * 60_000,
      });
      await vi.advanceTimersByTimeAsync(25 * 60_000 - 1_000);
      await flushReact();
      expect(screen.getByRole('alert').query()).toBeNull();
      await vi.advanceTimersByTimeAsync(1_000);
      await flushReact();
      expect(screen.getByRole('alert').query()?.textContent).toMatch(/Sua sessão está prestes a expirar/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused renewal says so once and goes to /login', async () => {
    const { screen, navigations } = await renderWithSppock(<SessionExpiryWarning />, {
      handlers: [refresh(401)],
      expiresAt: Date.now() + 4 * 60_000,
    });
    await screen.getByRole('button', { name: 'Continuar logado' }).click();
    await expect
      .element(screen.getByText('Não foi possível renovar a sessão. Faça login novamente.'))
      .toBeVisible();
    expect(
      screen.getByText('Não foi possível renovar a sessão. Faça login novamente.').elements(),
    ).toHaveLength(1);
    expect(navigations).toEqual(['/login']);
  });

  it('when the session expires it says so and goes to /login', async () => {
    const { screen, navigations } = await renderWithSppock(<SessionExpiryWarning />, {
      handlers: [],
      expiresAt: Date.now() + 300,
    });
    await expect.element(screen.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible();
    expect(navigations).toEqual(['/login']);
  });
});
