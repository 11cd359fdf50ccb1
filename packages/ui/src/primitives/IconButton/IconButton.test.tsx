import { Bell, Moon } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <IconButton label="Notificações" icon={<Bell size={18} />} />
        <IconButton label="Modo Escuro" icon={<Moon size={18} />} variant="secondary" />
        <IconButton label="Salvando" icon={<Bell size={18} />} loading />
      </div>,
    );
  });

  it('is named by its label and calls onClick', async () => {
    const onClick = vi.fn();
    const screen = await renderInTheme(<IconButton label="Notificações" icon={<Bell />} onClick={onClick} />);
    await screen.getByRole('button', { name: 'Notificações' }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is busy and disabled', async () => {
    const screen = await renderInTheme(<IconButton label="Enviar" icon={<Bell />} loading />);
    const button = screen.getByRole('button', { name: 'Enviar' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
  });
});
