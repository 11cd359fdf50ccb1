import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('has no axe violations in either theme, in every state', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <Checkbox label="Lembrar-me" />
        <Checkbox
          label="Aceito os termos de uso"
          defaultChecked
          description="Obrigatório para criar a conta"
        />
        <Checkbox label="Selecionar todos" checked="indeterminate" onCheckedChange={() => {}} />
        <Checkbox label="Desativado" disabled />
      </div>,
    );
  });

  it('toggles uncontrolled and reports the state', async () => {
    const onCheckedChange = vi.fn();
    const screen = await renderInTheme(<Checkbox label="Lembrar-me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Lembrar-me' });
    await screen.getByText('Lembrar-me').click();
    await expect.element(box).toBeChecked();
    await expect.element(box).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await box.click();
    await expect.element(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the indeterminate state', async () => {
    const screen = await renderInTheme(<Checkbox label="Todos" checked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'Todos' });
    await expect.element(box).toHaveAttribute('data-state', 'indeterminate');
    expect((box.element() as HTMLInputElement).indeterminate).toBe(true);
  });
});
