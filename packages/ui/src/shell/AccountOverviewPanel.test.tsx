import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../primitives/Button/Button';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { AccountOverview, AccountOverviewPanel, subscriptionCycle } from './AccountOverviewPanel';
import { ACTIVITIES, usageFixture } from './fixtures';
import { shellHandlers } from './shellHandlers';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 28, 12);

afterEach(() => {
  vi.useRealTimers();
});

function colourOf(container: HTMLElement, name: string): string | null {
  const bar = [...container.querySelectorAll('[role="progressbar"]')].find((element) =>
    element.getAttribute('aria-labelledby')
      ? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === name
      : false,
  );
  return bar?.parentElement?.getAttribute('data-color') ?? null;
}

function PanelHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir painel</Button>
      <AccountOverviewPanel open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('AccountOverview', () => {
  it('has no axe violations in either theme: full, loading and failed', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <AccountOverview usage={usageFixture()} activities={ACTIVITIES} now={NOW} />
        <AccountOverview />
        <AccountOverview
          usageError="Erro de conexão"
          activitiesError="Erro 500: Erro ao carregar atividades"
        />
      </div>,
    );
  });

  it('shows the plan, the cycle, the usage figures and at most five activities', async () => {
    const screen = await renderInTheme(
      <AccountOverview
        usage={usageFixture({ plan: 'professional', tokenPercent: 62, conversations: 87, daysLeft: 23 })}
        activities={[...ACTIVITIES, { ...ACTIVITIES[0]!, id: 9, title: 'Sexta atividade' }]}
      />,
    );
    await expect.element(screen.getByText('Plano Pro')).toBeVisible();
    await expect.element(screen.getByText('1/1 usuário(s)')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: /Plano Pro/ }))
      .toHaveAttribute('href', '/profile?tab=assinatura');
    await expect.element(screen.getByText('Renova em 23 dias')).toBeInTheDocument();
    await expect.element(screen.getByText('87 de 300')).toBeVisible();
    expect(screen.container.querySelectorAll('ol > li')).toHaveLength(5);
    expect(screen.container.textContent).not.toContain('Sexta atividade');
  });

  it.each([
    ['professional', 50, 'violet'],
    ['professional', 80, 'yellow'],
    ['professional', 100, 'red'],
    ['professional', 130, 'red'],
    ['enterprise', 150, 'green'],
  ] as const)('%s at %i%% paints the token bar %s', async (plan, tokenPercent, colour) => {
    const screen = await renderInTheme(
      <AccountOverview usage={usageFixture({ plan, tokenPercent })} activities={[]} />,
    );
    expect(colourOf(screen.container, 'Tokens')).toBe(colour);
  });

  it.each([
    [200, 'green'],
    [210, 'yellow'],
    [270, 'red'],
  ] as const)('%i of 300 conversations paints the conversation bar %s', async (conversations, colour) => {
    const screen = await renderInTheme(
      <AccountOverview usage={usageFixture({ plan: 'professional', conversations })} activities={[]} />,
    );
    expect(colourOf(screen.container, 'Conversas')).toBe(colour);
  });

  it('says the enterprise plan is unlimited, with green bars', async () => {
    const screen = await renderInTheme(
      <AccountOverview usage={usageFixture({ plan: 'enterprise', conversations: 480 })} activities={[]} />,
    );
    await expect.element(screen.getByText('Plano Enterprise')).toBeVisible();
    await expect.element(screen.getByText('1/10 usuário(s)')).toBeVisible();
    expect(colourOf(screen.container, 'Conversas')).toBe('green');
    await expect.element(screen.getByText(/ilimitado — sem cobranças extras/)).toBeVisible();
  });

  it('a cycle without a start is shown as started 15 days ago, lasting 30', () => {
    const cycle = subscriptionCycle({ cycle_start: '', cycle_end: '' }, NOW);
    expect(cycle.start).toBe(NOW - 15 * DAY);
    expect(cycle.end).toBe(NOW + 15 * DAY);
  });

  it('marks a past cycle "Exp" in red', async () => {
    const usage = usageFixture({ daysLeft: -2 });
    const screen = await renderInTheme(<AccountOverview usage={usage} activities={[]} />);
    const badge = screen.getByText('Exp');
    await expect.element(badge).toBeVisible();
    await expect.element(screen.getByText('Ciclo encerrado')).toBeInTheDocument();
  });

  it('says when there is no activity yet', async () => {
    const screen = await renderInTheme(<AccountOverview usage={usageFixture()} activities={[]} />);
    await expect.element(screen.getByText('Nenhuma atividade recente')).toBeVisible();
  });
});

describe('AccountOverviewPanel', () => {
  it('refetches usage on opening, at most once every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { screen, host } = await renderWithSppock(<PanelHarness />, { handlers: shellHandlers() });
    const usageCalls = () => host.count('GET /api/agents/chatsppock/api/usage/');
    // Closed, the panel reads nothing (the shell's header reads usage for itself).
    expect(usageCalls()).toBe(0);

    const openAndClose = async () => {
      await screen.getByRole('button', { name: 'Abrir painel' }).click();
      await expect.element(screen.getByRole('dialog', { name: 'Visão geral da conta' })).toBeVisible();
      await expect.element(screen.getByText('Nova conversa iniciada')).toBeVisible();
      await screen.getByRole('button', { name: 'Fechar', exact: true }).click();
    };

    await openAndClose();
    expect(usageCalls()).toBe(1);

    // Fresh for 30 s: opening again reads from the cache.
    vi.setSystemTime(NOW + 10_000);
    await openAndClose();
    expect(usageCalls()).toBe(1);

    vi.setSystemTime(NOW + 31_000);
    await openAndClose();
    await expect.poll(usageCalls).toBe(2);
    expect(host.count('GET /api/agents/activities/recent/?limit=5')).toBe(2);

    vi.setSystemTime(NOW + 45_000);
    await openAndClose();
    expect(usageCalls()).toBe(2);
  });

  it('shows the usage error with a retry', async () => {
    const { screen, host } = await renderWithSppock(<PanelHarness />, {
      handlers: shellHandlers({ usageState: 'error' }),
    });
    await screen.getByRole('button', { name: 'Abrir painel' }).click();
    await expect.element(screen.getByText('Erro ao carregar dados de uso')).toBeVisible();
    await expect
      .element(screen.getByText('Erro interno do servidor. Tente novamente mais tarde.'))
      .toBeVisible();
    const before = host.count('GET /api/agents/chatsppock/api/usage/');
    await screen.getByRole('button', { name: 'Tentar novamente' }).first().click();
    await expect.poll(() => host.count('GET /api/agents/chatsppock/api/usage/')).toBe(before + 1);
  });

  it('Escape closes it and focus returns to the page', async () => {
    const { screen } = await renderWithSppock(<PanelHarness />, { handlers: shellHandlers() });
    await screen.getByRole('button', { name: 'Abrir painel' }).click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('button', { name: 'Abrir painel' })).toHaveFocus();
  });
});
