import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <LoadError title="Erro ao carregar conversas" message="Erro de conexão" onRetry={() => {}} />,
    );
  });

  it('is an alert with the title, the server message and a retry', async () => {
    const onRetry = vi.fn();
    const screen = await renderInTheme(
      <LoadError title="Erro ao carregar conversas" message="Erro de conexão" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').element().textContent).toMatch(
      /Erro ao carregar conversas.*Erro de conexão/,
    );
    await screen.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('does not repeat a message equal to the title', async () => {
    const screen = await renderInTheme(
      <LoadError title="Erro ao carregar conversas" message="Erro ao carregar conversas" />,
    );
    expect(screen.getByText('Erro ao carregar conversas').elements()).toHaveLength(1);
  });
});
