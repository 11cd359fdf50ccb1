import { Plus } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Button } from './Button';

describe('Button', () => {
  it('has no axe violations in either theme, in every variant', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <Button variant="primary">Salvar</Button>
        <Button variant="secondary">Cancelar</Button>
        <Button variant="ghost">Ver mais</Button>
        <Button variant="danger">Deletar</Button>
        <Button loading>Processando...</Button>
        <Button disabled>Plano Atual</Button>
        <Button leadingIcon={<Plus size={16} />}>Nova Mensagem</Button>
      </div>,
    );
  });

  it('calls onClick and never submits a form by default', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await renderInTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Entrar</Button>
      </form>,
    );
    await screen.getByRole('button', { name: 'Entrar' }).click();
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading is busy, disabled and ignores clicks', async () => {
    const onClick = vi.fn();
    const screen = await renderInTheme(
      <Button loading onClick={onClick}>
        Processando...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processando...' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toBeDisabled();
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });
});
