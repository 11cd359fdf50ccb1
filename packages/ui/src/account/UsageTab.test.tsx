import { describe, expect, it } from 'vitest';
import { usageFixture } from '../shell/fixtures';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { accountHandlers } from './accountHandlers';
import { flexUsage, UsageSummary, UsageTab } from './UsageTab';

describe('UsageTab', () => {
  it('has no axe violations in either theme', async () => {
    // The tab loads its chart lazily. Serving that chunk the first time (recharts, ~1.4 MB that
    // Vitest's browser server rewrites on every start) takes seconds on a busy machine, longer than
    // a poll waits; load it before rendering so the check waits on the tab, not on the server.
    await import('./UsageHistoryChart');
    await expectAccessibleInBothThemes(<UsageTab />, {
      sppock: { handlers: accountHandlers(), path: '/dashboard' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Ver tabela');
      },
    });
  });

  it.each([
    [62, 'Seu uso está dentro da franquia do plano.'],
    [80, 'Você está se aproximando do limite de tokens do seu plano.'],
    [100, 'Limite base atingido: a franquia flex está em uso e os tokens extras são cobrados.'],
  ])('at %i%% it says: %s', async (tokenPercent, text) => {
    const screen = await renderInTheme(<UsageSummary usage={usageFixture({ tokenPercent })} />);
    await expect.element(screen.getByText(text)).toBeVisible();
  });

  it('is unlimited on enterprise, without flex or extra cost', async () => {
    const screen = await renderInTheme(
      <UsageSummary usage={usageFixture({ plan: 'enterprise', tokenPercent: 140 })} />,
    );
    await expect.element(screen.getByText('Tokens ilimitados no plano Enterprise.')).toBeVisible();
    expect(screen.container.textContent).not.toContain('Custo extra estimado');
  });

  it('abbreviates the figures and estimates the flex cost', async () => {
    const usage = usageFixture({ tokenPercent: 112 });
    expect(flexUsage(usage)).toEqual({ extraTokens: 240_000, flexUsed: 240_000, extraCost: 1.2 });
    const screen = await renderInTheme(<UsageSummary usage={usage} />);
    await expect.element(screen.getByText('2,2M', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('Tokens usados de 2M')).toBeVisible();
    await expect.element(screen.getByText('240K', { exact: true })).toBeVisible();
    await expect.element(screen.getByText(/^R\$\s1,20$/)).toBeVisible();
  });

  it('flex use stops at the allowance', () => {
    expect(flexUsage(usageFixture({ tokenPercent: 150 }))).toMatchObject({
      extraTokens: 1_000_000,
      flexUsed: 400_000,
    });
    expect(flexUsage(usageFixture({ tokenPercent: 50 }))).toMatchObject({ extraTokens: 0, extraCost: 0 });
  });

  it('asks for 12 months of history and shows the failures', async () => {
    const { screen, host } = await renderWithSppock(<UsageTab />, {
      handlers: accountHandlers({ usageState: 'error', historyState: 'error' }),
    });
    await expect.element(screen.getByText('Erro ao carregar dados de uso')).toBeVisible();
    await expect.element(screen.getByText('Erro ao carregar dados históricos')).toBeVisible();
    expect(host.count('GET /api/agents/chatsppock/api/usage/?historical=true&months=12')).toBe(1);
  });

  it('says when there is no history yet', async () => {
    const { screen } = await renderWithSppock(<UsageTab />, { handlers: accountHandlers({ history: [] }) });
    await expect.element(screen.getByText('Nenhum uso registrado nos últimos 12 meses.')).toBeVisible();
  });
});
