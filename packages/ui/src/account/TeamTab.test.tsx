import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { TeamTab } from './TeamTab';
import { TEAM_FULL_MESSAGE, teamHandlers } from './teamHandlers';

describe('TeamTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<TeamTab />, {
      sppock: { handlers: teamHandlers(), path: '/profile?tab=equipe' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Total da equipe');
      },
    });
  });

  it('shows the owner the seats in use, the people, the open invitations and the usage per person', async () => {
    const { screen } = await renderWithSppock(<TeamTab />, { handlers: teamHandlers({ people: 3 }) });
    await expect.element(screen.getByText('3/10', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('Paulo Souza', { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByText('convidado1@padariaboavista.com.br')).toBeVisible();
    await expect.element(screen.getByText('1 convite aberto reserva um lugar.')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Tokens, custo e conversas de cada pessoa' });
    await expect.element(table.getByRole('rowheader', { name: 'Total da equipe' })).toBeVisible();
    await expect.element(table.getByText('420.000')).toBeVisible();
  });

  it('invites by e-mail and shows the new invitation; the 11th seat shows the server message', async () => {
    const { screen, host } = await renderWithSppock(<TeamTab />, {
      handlers: teamHandlers({ people: 8, invitations: 1 }),
    });
    const field = screen.getByLabelText('E-mail da pessoa');
    await field.fill('nova@padariaboavista.com.br');
    await screen.getByRole('button', { name: 'Enviar convite' }).click();
    await expect.element(screen.getByText('nova@padariaboavista.com.br')).toBeVisible();
    expect(host.count('POST /api/teams/invitations/')).toBe(1);
    await field.fill('onze@padariaboavista.com.br');
    await screen.getByRole('button', { name: 'Enviar convite' }).click();
    await expect.element(screen.getByText(TEAM_FULL_MESSAGE)).toBeVisible();
    expect(host.count('POST /api/teams/invitations/')).toBe(2);
  });

  it('refuses a malformed e-mail before calling the server', async () => {
    const { screen, host } = await renderWithSppock(<TeamTab />, { handlers: teamHandlers() });
    await screen.getByLabelText('E-mail da pessoa').fill('sem-arroba');
    await screen.getByRole('button', { name: 'Enviar convite' }).click();
    await expect.element(screen.getByText('Informe um e-mail válido.')).toBeVisible();
    expect(host.count('POST /api/teams/invitations/')).toBe(0);
  });

  it('removes a member after confirming, and revokes an invitation', async () => {
    const { screen, host } = await renderWithSppock(<TeamTab />, { handlers: teamHandlers({ people: 3 }) });
    await screen.getByRole('button', { name: 'Remover: Paulo Souza' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    await expect
      .element(screen.getByText('Paulo Souza saiu da equipe e voltou ao plano Free.'))
      .toBeVisible();
    expect(host.count('DELETE /api/teams/members/')).toBe(1);
    await expect.element(screen.getByText('2/10', { exact: true })).toBeVisible();

    await screen.getByRole('button', { name: 'Revogar: convidado1@padariaboavista.com.br' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Revogar' }).click();
    await expect
      .element(screen.getByText('Convite para convidado1@padariaboavista.com.br revogado.'))
      .toBeVisible();
    expect(host.count('DELETE /api/teams/invitations/')).toBe(1);
  });

  it('a member sees the people and can leave, with no invite form, billing or usage', async () => {
    const { screen, host } = await renderWithSppock(<TeamTab />, {
      handlers: teamHandlers({ role: 'member', people: 3 }),
    });
    await expect.element(screen.getByText(/equipe de Mariana Costa/)).toBeVisible();
    expect(screen.container.querySelector('input[type="email"]')).toBeNull();
    expect(screen.container.querySelector('table')).toBeNull();
    expect(host.count('GET /api/teams/usage/')).toBe(0);
    expect(screen.container.querySelector('[role="switch"]')).toBeNull();
    await expect.element(screen.getByText('Cria agentes', { exact: true })).toBeVisible();
    await screen.getByRole('button', { name: 'Sair da equipe' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Sair da equipe' }).click();
    await expect.element(screen.getByText(/Você saiu da equipe e voltou ao plano Free/)).toBeVisible();
  });

  it('lets the owner allow a member to create custom agents, and take it back', async () => {
    const { screen, host } = await renderWithSppock(<TeamTab />, { handlers: teamHandlers({ people: 3 }) });
    const paulo = screen.getByRole('switch', { name: 'Paulo Souza: Cria agentes personalizados' });
    const lucia = screen.getByRole('switch', { name: 'Lúcia Reis: Cria agentes personalizados' });
    await expect.element(paulo).toHaveAttribute('aria-checked', 'false');
    await expect.element(lucia).toHaveAttribute('aria-checked', 'true');
    // The owner's own row has no switch: the owner always creates agents.
    expect(screen.container.querySelectorAll('[role="switch"]')).toHaveLength(2);
    await paulo.click();
    await expect
      .element(screen.getByText('Paulo Souza agora pode criar agentes personalizados para a equipe.'))
      .toBeVisible();
    await expect.element(paulo).toHaveAttribute('aria-checked', 'true');
    await lucia.click();
    await expect.element(screen.getByText(/Lúcia Reis não cria mais agentes personalizados/)).toBeVisible();
    await expect.element(lucia).toHaveAttribute('aria-checked', 'false');
    expect(host.count('PATCH /api/teams/members/')).toBe(2);
  });

  it('says when the team cannot be loaded', async () => {
    const { screen } = await renderWithSppock(<TeamTab />, { handlers: teamHandlers({ state: 'error' }) });
    await expect.element(screen.getByText('Erro ao carregar a equipe')).toBeVisible();
  });
});
