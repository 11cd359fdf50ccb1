import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderInTheme } from '../testing/axe';
import { type PanelQuery, QueryPanel } from './QueryPanel';

const query = (overrides: Partial<PanelQuery<{ total: number }>>): PanelQuery<{ total: number }> => ({
  data: undefined,
  error: null,
  isFetching: false,
  refetch: () => undefined,
  ...overrides,
});

describe('QueryPanel', () => {
  it("says 'Carregando...' until the data arrives, then shows the tab's view of it", async () => {
    const screen = await renderInTheme(
      <QueryPanel query={query({ isFetching: true })} errorTitle="Erro ao carregar uso de tokens">
        {(data) => <p>{`Total: ${data.total}`}</p>}
      </QueryPanel>,
    );
    await expect.element(page.getByText('Carregando...')).toBeVisible();
    await screen.rerender(
      <QueryPanel query={query({ data: { total: 42 } })} errorTitle="Erro ao carregar uso de tokens">
        {(data) => <p>{`Total: ${data.total}`}</p>}
      </QueryPanel>,
    );
    await expect.element(page.getByText('Total: 42')).toBeVisible();
    expect(page.getByText('Carregando...').elements()).toHaveLength(0);
  });

  it("a failed load shows the tab's title over the SDK's message, and 'Tentar novamente' refetches", async () => {
    const refetch = vi.fn();
    await renderInTheme(
      <QueryPanel
        query={query({ error: new Error('Acesso negado. Verifique suas permissões.'), refetch })}
        errorTitle="Erro ao carregar uso de tokens"
      >
        {() => <p>dados</p>}
      </QueryPanel>,
    );
    const alert = page.getByRole('alert');
    await expect.element(alert.getByText('Erro ao carregar uso de tokens')).toBeVisible();
    await expect.element(alert.getByText('Acesso negado. Verifique suas permissões.')).toBeVisible();
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a tab that words a failure its own way shows that instead', async () => {
    await renderInTheme(
      <QueryPanel
        query={query({ error: new Error('falhou') })}
        errorTitle="Dados de preços não disponíveis"
        failure={<p>Dados de preços não disponíveis</p>}
      >
        {() => <p>dados</p>}
      </QueryPanel>,
    );
    await expect.element(page.getByText('Dados de preços não disponíveis')).toBeVisible();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    expect(page.getByText('falhou').elements()).toHaveLength(0);
  });
});
