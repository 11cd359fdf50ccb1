import { describe, expect, it } from 'vitest';
import { invitationHandlers } from '../account/teamHandlers';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { InvitationPage } from './InvitationPage';

describe('InvitationPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<InvitationPage token="tok" />, {
      sppock: { handlers: invitationHandlers(), user: null, path: '/convite/tok' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Criar conta e entrar na equipe');
      },
    });
  });

  it('a person without an account creates it from the link and lands on the team tab', async () => {
    const { screen, host, navigations } = await renderWithSppock(<InvitationPage token="tok" />, {
      handlers: invitationHandlers(),
      user: null,
      path: '/convite/tok',
    });
    await expect.element(screen.getByText(/Mariana Costa convidou/)).toBeVisible();
    await screen.getByRole('textbox', { name: /^Nome/ }).fill('Joana');
    await screen.getByRole('textbox', { name: /^Sobrenome/ }).fill('Lima');
    await screen.getByLabelText(/^Senha\*?$/).fill('Pao&Cafe com Manteiga');
    await screen.getByLabelText(/^Confirmar senha\*?$/).fill('Pao&Cafe com Manteiga');
    await screen.getByLabelText(/Li e aceito/).click();
    await screen.getByRole('button', { name: 'Criar conta e entrar na equipe' }).click();
    await expect.poll(() => host.count('POST /api/teams/invitations/register/')).toBe(1);
    await expect.poll(() => navigations.at(-1)).toBe('/profile?tab=equipe');
  });

  it('a signed-in person joins with one click', async () => {
    const { screen, host } = await renderWithSppock(<InvitationPage token="tok" />, {
      handlers: invitationHandlers({ accountExists: true }),
      path: '/convite/tok',
    });
    await screen.getByRole('button', { name: 'Entrar na equipe' }).click();
    await expect
      .element(screen.getByText('Você agora faz parte da equipe de Mariana Costa, no plano Enterprise.'))
      .toBeVisible();
    expect(host.count('POST /api/teams/invitations/accept/')).toBe(1);
  });

  it('a person with an account who is signed out is sent to sign in and brought back', async () => {
    const { screen } = await renderWithSppock(<InvitationPage token="tok" />, {
      handlers: invitationHandlers({ accountExists: true }),
      user: null,
      path: '/convite/tok',
    });
    await expect
      .element(screen.getByRole('link', { name: 'Entrar' }))
      .toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/convite/tok')}`);
  });

  it('an expired link says so', async () => {
    const { screen } = await renderWithSppock(<InvitationPage token="tok" />, {
      handlers: invitationHandlers({ link: 'expired' }),
      user: null,
    });
    await expect
      .element(screen.getByText('Este convite expirou. Peça um novo convite ao dono da equipe.'))
      .toBeVisible();
  });
});
