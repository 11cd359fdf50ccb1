import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { setStoredTheme, THEME_STORAGE_KEY } from '../theme/themeStore';
import { accountHandlers } from './accountHandlers';
import { SettingsTab } from './SettingsTab';

beforeEach(() => {
  setStoredTheme('dark');
});

describe('SettingsTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<SettingsTab />, {
      sppock: { handlers: accountHandlers(), path: '/dashboard' },
      act: async () => {
        await expect.poll(() => document.querySelectorAll('[role="switch"]').length).toBe(6);
      },
    });
  });

  it("'Modo escuro' applies and saves the theme", async () => {
    const bodies: unknown[] = [];
    const { screen } = await renderWithSppock(<SettingsTab />, {
      handlers: [
        http.put('/api/accounts/general-settings/', async ({ request, response }) => {
          const body = await request.json();
          bodies.push(body);
          return response(200).json({
            success: true,
            message: 'Configuração atualizada',
            settings: {
              dark_mode: false,
              auto_save: true,
              data_analysis: true,
              language: 'pt-BR',
              session_timeout: 30,
              show_tutorials: true,
              enable_analytics: true,
              privacy_mode: false,
            },
          });
        }),
        ...accountHandlers(),
      ],
    });
    const dark = screen.getByRole('switch', { name: 'Modo escuro' });
    await expect.element(dark).toHaveAttribute('aria-checked', 'true');
    await dark.click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await expect.element(screen.getByText('Configuração atualizada')).toBeVisible();
    await expect.element(dark).toHaveAttribute('aria-checked', 'false');
    expect(bodies).toEqual([{ dark_mode: false }]);
  });

  it('saves the language and the session timeout on change', async () => {
    const { screen, host } = await renderWithSppock(<SettingsTab />, { handlers: accountHandlers() });
    await screen.getByLabelText('Tempo limite da sessão').selectOptions('60');
    await expect.element(screen.getByText('Configuração atualizada')).toBeVisible();
    await screen.getByLabelText('Idioma').selectOptions('es-ES');
    await expect.poll(() => host.count('PUT /api/accounts/general-settings/')).toBe(2);
    await expect.element(screen.getByLabelText('Idioma')).toHaveValue('es-ES');
    await expect.element(screen.getByLabelText('Tempo limite da sessão')).toHaveValue('60');
  });

  it('a failed save keeps the old value and the theme', async () => {
    const { screen } = await renderWithSppock(<SettingsTab />, {
      handlers: accountHandlers({ saveState: 'error' }),
    });
    const dark = screen.getByRole('switch', { name: 'Modo escuro' });
    await dark.click();
    await expect
      .element(screen.getByText('Erro interno do servidor. Tente novamente mais tarde.'))
      .toBeVisible();
    await expect.element(dark).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it("a failed load reads 'Erro ao carregar configurações'", async () => {
    const { screen } = await renderWithSppock(<SettingsTab />, {
      handlers: accountHandlers({ settingsState: 'error' }),
    });
    await expect.element(screen.getByText('Erro ao carregar configurações')).toBeVisible();
  });
});
