import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { consoleHandlers } from './consoleHandlers';
import { QueueManagerConsole } from './QueueManagerConsole';

describe('QueueManagerConsole', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<QueueManagerConsole defaultMonth="2026-11" />, {
      sppock: { handlers: consoleHandlers(), path: '/admin/queue-manager' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Modelo offline Sppock');
      },
    });
  });

  it('shows the queue with 2 decimals and the offline model at its limit', async () => {
    const { screen } = await renderWithSppock(<QueueManagerConsole defaultMonth="2026-11" />, {
      handlers: consoleHandlers(),
    });
    await expect.element(screen.getByText('0,84 s')).toBeVisible();
    await expect.element(screen.getByText('1,25%')).toBeVisible();
    await expect.element(screen.getByText('Saudável')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Requisições por minuto' }).last();
    await expect.element(bar).toHaveAttribute('aria-valuetext', '5 / 5');
  });

  it('changing the month asks for that month; an empty month says so', async () => {
    const { screen, host } = await renderWithSppock(
      <QueueManagerConsole defaultMonth="2026-11" defaultTab="token_usage" />,
      { handlers: consoleHandlers() },
    );
    await expect.element(screen.getByText('Sistema Imutável', { exact: false })).toBeVisible();
    await expect.element(screen.getByRole('table', { name: 'Uso por Agente' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Mês').element() as HTMLSelectElement, '2025-07');
    await expect.element(screen.getByText('Nenhum uso de tokens encontrado')).toBeVisible();
    await expect
      .element(screen.getByText('Não há registros de uso de tokens para o mês atual.'))
      .toBeVisible();
    expect(host.count('GET /api/agents/tokens/usage/?month=2025-07')).toBe(1);
  });

  it("'Roteamento' shows the routing quality per agent and per week", async () => {
    const { screen } = await renderWithSppock(<QueueManagerConsole defaultMonth="2026-11" />, {
      handlers: consoleHandlers(),
    });
    await screen.getByRole('tab', { name: 'Roteamento' }).click();
    const byAgent = screen.getByRole('table', { name: 'Roteamento por agente no período' });
    await expect.element(byAgent).toBeVisible();
    const writer = byAgent.getByRole('row', { name: /Email Writer/ });
    await expect.element(writer.getByRole('cell', { name: '184', exact: true })).toBeVisible();
    await expect.element(writer.getByRole('cell', { name: '96,7%', exact: true })).toBeVisible();
    const byWeek = screen.getByRole('table', { name: 'Roteamento por semana' });
    await expect.element(byWeek.getByRole('row', { name: /23\/11\/2026 Supplier Finder/ })).toBeVisible();
    // The totals of the period: 360 answers routed, 13 changed by the user.
    await expect.element(screen.getByText('360', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('96,4%', { exact: true })).toBeVisible();
  });

  it("'Roteamento' with nothing routed says so", async () => {
    const { screen } = await renderWithSppock(<QueueManagerConsole defaultTab="routing_quality" />, {
      handlers: consoleHandlers({ empty: true }),
    });
    await expect.element(screen.getByText('Nenhum roteamento no período')).toBeVisible();
  });

  it('Atualizar reloads every open call and is disabled while they load', async () => {
    const { screen, host } = await renderWithSppock(<QueueManagerConsole defaultMonth="2026-11" />, {
      handlers: consoleHandlers(),
    });
    const refresh = screen.getByRole('button', { name: 'Atualizar' });
    await expect.element(refresh).toBeEnabled();
    const before = host.count('GET /api/agents/async/stats/');
    await refresh.click();
    await expect.poll(() => host.count('GET /api/agents/async/stats/')).toBe(before + 1);
    await expect.element(screen.getByText(/^Última atualização:/)).toBeVisible();
  });

  it('while loading, Atualizar is disabled', async () => {
    const { screen } = await renderWithSppock(<QueueManagerConsole defaultMonth="2026-11" />, {
      handlers: consoleHandlers({ state: 'loading' }),
    });
    await expect.element(screen.getByRole('button', { name: 'Atualizando...' })).toBeDisabled();
  });

  it("failures show the spec texts, the queue's also as a toast", async () => {
    const { screen } = await renderWithSppock(<QueueManagerConsole defaultMonth="2026-11" />, {
      handlers: consoleHandlers({ state: 'error' }),
    });
    const toasts = screen.getByRole('region', { name: 'Notificações' });
    await expect.element(toasts.getByText('Erro ao carregar estatísticas da fila')).toBeVisible();
    await expect
      .element(screen.getByRole('tabpanel').getByText('Erro ao carregar estatísticas da fila'))
      .toBeVisible();
    await screen.getByRole('tab', { name: 'Preços das APIs' }).click();
    await expect.element(screen.getByText('Dados de preços não disponíveis')).toBeVisible();
  });

  it("an answer without the queue's figures is the toast 'Dados inválidos da API'", async () => {
    const { screen } = await renderWithSppock(<QueueManagerConsole defaultMonth="2026-11" />, {
      handlers: consoleHandlers({ statsShape: 'invalid' }),
    });
    const toasts = screen.getByRole('region', { name: 'Notificações' });
    await expect.element(toasts.getByText('Dados inválidos da API')).toBeVisible();
  });

  it('the history shows the e-mail of a user without a name, and pages', async () => {
    const { screen, host } = await renderWithSppock(<QueueManagerConsole defaultTab="agent_history" />, {
      handlers: consoleHandlers(),
    });
    await expect.element(screen.getByText('contato@floresdocerrado.com.br')).toBeVisible();
    await expect.element(screen.getByText('Interrompido')).toBeVisible();
    await expect.element(screen.getByText('Mostrando 1 a 3 de 3 registros')).toBeVisible();
    await userEvent.selectOptions(
      screen.getByLabelText('Registros por página').element() as HTMLSelectElement,
      'all',
    );
    await expect.element(screen.getByText('Mostrando todos os 3 registros')).toBeVisible();
    expect(host.count('GET /api/agents/usage/history/?all=true')).toBe(1);
    expect(screen.container.textContent).not.toContain('Página 1');
  });

  it('sets a model limit from Controle de Modelos', async () => {
    const { screen, host } = await renderWithSppock(<QueueManagerConsole />, { handlers: consoleHandlers() });
    await screen.getByRole('button', { name: 'Definir limites de GPT-4.1' }).click();
    const dialog = screen.getByRole('dialog');
    await dialog.getByLabelText('Requisições por minuto').fill('0');
    await dialog.getByRole('button', { name: 'Salvar limites' }).click();
    await expect
      .element(dialog.getByText('Use um número inteiro de 1 a 1.000.000.000, ou deixe vazio.'))
      .toBeVisible();
    await dialog.getByLabelText('Requisições por minuto').fill('60');
    await dialog.getByRole('button', { name: 'Salvar limites' }).click();
    await expect.element(screen.getByText('Limites de GPT-4.1 salvos.')).toBeVisible();
    expect(host.count('PUT /api/agents/llm/models/gpt-4.1/limits/')).toBe(1);
  });

  it('Sair signs out and goes to /login', async () => {
    const { screen, navigations } = await renderWithSppock(<QueueManagerConsole />, {
      handlers: consoleHandlers(),
    });
    await screen.getByRole('button', { name: 'Sair' }).click();
    await expect.poll(() => navigations.at(-1)).toBe('/login');
    await expect.element(screen.getByText('Logout realizado com sucesso!')).toBeVisible();
  });
});
