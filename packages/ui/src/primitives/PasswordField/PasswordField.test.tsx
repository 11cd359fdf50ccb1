import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('has no axe violations in either theme, hidden and shown', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <PasswordField label="Senha" defaultValue="segredo123" />
        <PasswordField
          label="Confirmar senha"
          defaultVisible
          defaultValue="segredo123"
          error="As senhas não correspondem"
        />
      </div>,
    );
  });

  it('shows and hides the password', async () => {
    const onVisibleChange = vi.fn();
    const screen = await renderInTheme(
      <PasswordField label="Senha" defaultValue="segredo123" onVisibleChange={onVisibleChange} />,
    );
    const input = screen.getByLabelText('Senha', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    await screen.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect.element(input).toHaveAttribute('type', 'text');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);
    await screen.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect.element(input).toHaveAttribute('type', 'password');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('can be controlled', async () => {
    const screen = await renderInTheme(<PasswordField label="Senha" visible defaultValue="x" />);
    await expect.element(screen.getByLabelText('Senha', { exact: true })).toHaveAttribute('type', 'text');
    await screen.getByRole('button', { name: 'Ocultar senha' }).click();
    // Controlled: stays visible until the owner changes `visible`.
    await expect.element(screen.getByLabelText('Senha', { exact: true })).toHaveAttribute('type', 'text');
  });
});
