import { describe, expect, it } from 'vitest';
import { buttonNamed, clickWhenPresent, expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { accountHandlers } from './accountHandlers';
import { SecurityTab } from './SecurityTab';

describe('SecurityTab', () => {
  it('has no axe violations in either theme, with the deletion dialog open too', async () => {
    await expectAccessibleInBothThemes(<SecurityTab />, {
      sppock: { handlers: accountHandlers(), path: '/dashboard' },
    });
    await expectAccessibleInBothThemes(<SecurityTab />, {
      sppock: { handlers: accountHandlers(), path: '/dashboard' },
      act: async () => {
        await clickWhenPresent(() => buttonNamed('Deletar minha conta'), 'Deletar minha conta');
        await expect.poll(() => document.querySelector('[role="alertdialog"]')).not.toBeNull();
      },
    });
  });

  it('keeps "Alterar senha" disabled until the three fields are filled', async () => {
    const { screen } = await renderWithSppock(<SecurityTab />, { handlers: accountHandlers() });
    const submit = screen.getByRole('button', { name: 'Alterar senha' });
    await expect.element(submit).toBeDisabled();
    await screen.getByLabelText('Senha atual').fill('Pao&Cafe2026');
    await expect.element(submit).toBeDisabled();
    await screen.getByLabelText('Nova senha', { exact: true }).fill('Broa&Queijo2026');
    await expect.element(submit).toBeDisabled();
    await screen.getByLabelText('Confirmar nova senha').fill('Broa&Queijo2026');
    await expect.element(submit).toBeEnabled();
  });

  it('says the passwords differ, or that the new one is short, before calling the server', async () => {
    const { screen, host } = await renderWithSppock(<SecurityTab />, { handlers: accountHandlers() });
    await screen.getByLabelText('Senha atual').fill('Pao&Cafe2026');
    await screen.getByLabelText('Nova senha', { exact: true }).fill('Broa&Queijo2026');
    await screen.getByLabelText('Confirmar nova senha').fill('Broa&Queijo2027');
    await screen.getByRole('button', { name: 'Alterar senha' }).click();
    await expect.element(screen.getByText('As senhas não coincidem')).toBeVisible();
    await expect.element(screen.getByLabelText('Confirmar nova senha')).toHaveFocus();

    await screen.getByLabelText('Nova senha', { exact: true }).fill('Broa1');
    await screen.getByLabelText('Confirmar nova senha').fill('Broa1');
    await screen.getByRole('button', { name: 'Alterar senha' }).click();
    await expect.element(screen.getByText('A nova senha deve ter pelo menos 8 caracteres')).toBeVisible();
    expect(host.count('PUT /api/accounts/change-password/')).toBe(0);
  });

  it("a wrong current password reads 'Senha atual incorreta'; the right one changes it", async () => {
    const { screen } = await renderWithSppock(<SecurityTab />, { handlers: accountHandlers() });
    await screen.getByLabelText('Senha atual').fill('senha-errada');
    await screen.getByLabelText('Nova senha', { exact: true }).fill('Broa&Queijo2026');
    await screen.getByLabelText('Confirmar nova senha').fill('Broa&Queijo2026');
    await screen.getByRole('button', { name: 'Alterar senha' }).click();
    await expect.element(screen.getByText('Senha atual incorreta')).toBeVisible();
    await expect.element(screen.getByLabelText('Senha atual')).toHaveFocus();

    await screen.getByLabelText('Senha atual').fill('Pao&Cafe2026');
    await screen.getByRole('button', { name: 'Alterar senha' }).click();
    await expect.element(screen.getByText('Senha alterada com sucesso!')).toBeVisible();
    await expect.element(screen.getByLabelText('Senha atual')).toHaveValue('');
  });

  it('a new password the server finds common says so under its field', async () => {
    const { screen } = await renderWithSppock(<SecurityTab />, { handlers: accountHandlers() });
    await screen.getByLabelText('Senha atual').fill('Pao&Cafe2026');
    await screen.getByLabelText('Nova senha', { exact: true }).fill('senha12345');
    await screen.getByLabelText('Confirmar nova senha').fill('senha12345');
    await screen.getByRole('button', { name: 'Alterar senha' }).click();
    await expect
      .element(
        screen.getByText('Esta senha é comum ou fácil de adivinhar. Prefira uma frase com várias palavras.'),
      )
      .toBeVisible();
    await expect.element(screen.getByLabelText('Nova senha', { exact: true })).toHaveFocus();
  });

  it('deleting the account needs the password and DELETAR typed exactly, then logs out and goes home', async () => {
    const { screen, host, navigations } = await renderWithSppock(<SecurityTab />, {
      handlers: accountHandlers(),
    });
    await screen.getByRole('button', { name: 'Deletar minha conta' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Deletar sua conta?' });
    await expect.element(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Deletar conta' });
    await expect.element(confirm).toBeDisabled();

    await dialog.getByLabelText('Sua senha atual').fill('Pao&Cafe2026');
    await expect.element(confirm).toBeDisabled();
    await dialog.getByLabelText('Digite DELETAR para confirmar').fill('deletar');
    await confirm.click();
    await expect
      .element(dialog.getByText('Digite DELETAR para confirmar', { exact: true }).last())
      .toBeVisible();
    expect(host.count('POST /payments/delete-account/')).toBe(0);

    await dialog.getByLabelText('Digite DELETAR para confirmar').fill('DELETAR');
    await dialog.getByLabelText('Sua senha atual').fill('senha-errada');
    await confirm.click();
    await expect.element(dialog.getByText('Senha incorreta.')).toBeVisible();
    await expect.element(dialog.getByLabelText('Sua senha atual')).toHaveFocus();
    expect(host.client.session.getSnapshot().status).toBe('authenticated');

    await dialog.getByLabelText('Sua senha atual').fill('Pao&Cafe2026');
    await confirm.click();
    await expect.poll(() => navigations).toEqual(['/']);
    expect(host.count('POST /payments/delete-account/')).toBe(2);
    expect(host.client.session.getSnapshot().status).toBe('anonymous');
  });

  it("a failed deletion says 'Erro ao deletar conta' and keeps the session", async () => {
    const { screen, host } = await renderWithSppock(<SecurityTab />, {
      handlers: [
        http.post('/payments/delete-account/', ({ response }) =>
          response(500).json({ success: false, error: 'Erro ao deletar conta' }),
        ),
        ...accountHandlers(),
      ],
    });
    await screen.getByRole('button', { name: 'Deletar minha conta' }).click();
    await screen.getByLabelText('Sua senha atual').fill('Pao&Cafe2026');
    await screen.getByLabelText('Digite DELETAR para confirmar').fill('DELETAR');
    await screen.getByRole('button', { name: 'Deletar conta' }).click();
    await expect.element(screen.getByText('Erro ao deletar conta')).toBeVisible();
    expect(host.client.session.getSnapshot().status).toBe('authenticated');
  });
});
