import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { clickWhenPresent, expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { UrlPanel } from './UrlPanel';

describe('UrlPanel', () => {
  it('has no axe violations in either theme, also showing an error', async () => {
    await expectAccessibleInBothThemes(
      <UrlPanel open onOpenChange={() => undefined} onSubmit={() => undefined} />,
      {
        act: async (container) => {
          await clickWhenPresent(() => container.querySelector<HTMLButtonElement>('button[type="submit"]'));
          await vi.waitFor(() => expect(container.textContent).toContain('Informe o endereço da página.'));
        },
      },
    );
  });

  it("sends 'Analise esta página web: {url}', adding https:// to an address typed without it", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<UrlPanel open onOpenChange={() => undefined} onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Endereço da página' });
    await expect.element(field).toHaveFocus();
    await field.fill('padariaboavista.com.br/cardapio');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        'Analise esta página web: https://padariaboavista.com.br/cardapio',
      ),
    );
  });

  it('refuses a blank address and one that is not http or https, and clears the error when edited', async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<UrlPanel open onOpenChange={() => undefined} onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Endereço da página' });
    const send = screen.getByRole('button', { name: 'Analisar página' });
    await send.click();
    await expect.element(field).toHaveAccessibleDescription('Informe o endereço da página.');
    await field.fill('javascript:alert(1)');
    await expect.element(field).not.toHaveAccessibleDescription('Informe o endereço da página.');
    await send.click();
    await expect
      .element(field)
      .toHaveAccessibleDescription(
        'Endereço inválido. Use um endereço http:// ou https://, como https://www.exemplo.com.br.',
      );
    await expect.element(field).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes with Escape and with Cancelar', async () => {
    const onOpenChange = vi.fn();
    const screen = await renderInTheme(
      <UrlPanel open onOpenChange={onOpenChange} onSubmit={() => undefined} />,
    );
    await expect.element(screen.getByRole('region', { name: 'Analisar página web' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await screen.getByRole('button', { name: 'Cancelar' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
