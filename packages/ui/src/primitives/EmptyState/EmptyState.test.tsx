import { MessageSquare } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <EmptyState
        icon={<MessageSquare size={22} />}
        title="Nenhuma conversa ainda"
        description="Crie uma nova conversa para começar"
        action={<Button>Nova conversa</Button>}
      />,
    );
  });

  it('shows its title, text and action', async () => {
    const onClick = vi.fn();
    const screen = await renderInTheme(
      <EmptyState
        title="Nenhum teste encontrado nesta categoria"
        description="Escolha outra categoria."
        action={<Button onClick={onClick}>Ver todos</Button>}
      />,
    );
    await expect
      .element(screen.getByRole('heading', { name: 'Nenhum teste encontrado nesta categoria' }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Ver todos' }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
