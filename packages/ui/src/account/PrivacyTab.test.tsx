import { PRIVACY_TAB, PROFILE_PATH } from '@sppock/sdk';
import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { accountHandlers } from './accountHandlers';
import { exportLinkOf, PrivacyTab } from './PrivacyTab';
import { FIXTURE_EXPORT_ID, FIXTURE_EXPORT_TOKEN, privacyFixture, privacyHandlers } from './privacyHandlers';

const LINK = `${PROFILE_PATH}?tab=${PRIVACY_TAB}&exportacao=${FIXTURE_EXPORT_ID}&token=${FIXTURE_EXPORT_TOKEN}`;

describe('PrivacyTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<PrivacyTab />, {
      sppock: { handlers: accountHandlers(), path: LINK },
      act: async () => {
        await expect.poll(() => document.querySelectorAll('[role="switch"]').length).toBe(2);
      },
    });
  });

  it('mostra consentimentos, operadores em uso, o encarregado e os acessos da equipe', async () => {
    const { screen } = await renderWithSppock(<PrivacyTab />, { handlers: accountHandlers() });
    await expect
      .element(screen.getByText(/^Termos de uso \(versão 2026-11\) aceitos em 02\/11\/2026/))
      .toBeVisible();
    await expect
      .element(screen.getByRole('switch', { name: 'E-mails de novidades e ofertas' }))
      .toHaveAttribute('aria-checked', 'true');
    await expect.element(screen.getByText('OpenAI (EUA)')).toBeVisible();
    await expect.element(screen.getByText('em uso')).toBeVisible();
    await expect.element(screen.getByText('configurado, sem uso')).toBeVisible();
    await expect.element(screen.getByText(/Fale com o encarregado/)).toBeVisible();
    await expect.element(screen.getByText('Chamado #12: Cobrança duplicada em novembro')).toBeVisible();
    await expect.element(screen.getByText(/Suporte abriu/)).toBeVisible();
  });

  it('retirar um consentimento salva e entra no histórico com a data', async () => {
    const { screen, host } = await renderWithSppock(<PrivacyTab />, { handlers: accountHandlers() });
    const marketing = screen.getByRole('switch', { name: 'E-mails de novidades e ofertas' });
    await marketing.click();
    await expect.element(screen.getByText('Consentimentos atualizados.')).toBeVisible();
    await expect.element(marketing).toHaveAttribute('aria-checked', 'false');
    await expect.element(screen.getByText('E-mails de novidades: retirado')).toBeVisible();
    expect(host.count('PUT /api/accounts/privacy/consents/')).toBe(1);
  });

  it('escolhe o prazo de retenção', async () => {
    const { screen, host } = await renderWithSppock(<PrivacyTab />, { handlers: accountHandlers() });
    await screen.getByLabelText('Apagar minhas conversas após').selectOptions('90');
    await expect.element(screen.getByText('Prazo de retenção atualizado.')).toBeVisible();
    await expect.element(screen.getByLabelText('Apagar minhas conversas após')).toHaveValue('90');
    expect(host.count('PUT /api/accounts/privacy/retention/')).toBe(1);
  });

  it('pede a cópia dos dados; com uma em preparo, o botão espera', async () => {
    const { screen } = await renderWithSppock(<PrivacyTab />, {
      handlers: [...privacyHandlers({ privacy: privacyFixture({ exports: [] }) }), ...accountHandlers()],
    });
    await screen.getByRole('button', { name: 'Pedir cópia dos meus dados' }).click();
    await expect.element(screen.getByText(/O link chega por e-mail em alguns minutos/)).toBeVisible();
    await expect.element(screen.getByText('Em preparo')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Pedir cópia dos meus dados' })).toBeDisabled();
  });

  it('aberta pelo link do e-mail, baixa a cópia com o token do link', async () => {
    const { screen, host } = await renderWithSppock(<PrivacyTab />, {
      handlers: accountHandlers(),
      path: LINK,
    });
    await screen.getByRole('button', { name: 'Baixar meus dados' }).click();
    await expect
      .poll(() => host.calls.filter((call) => call.includes('/download/')))
      .toEqual([
        `GET /api/accounts/privacy/exports/${FIXTURE_EXPORT_ID}/download/?token=${FIXTURE_EXPORT_TOKEN}`,
      ]);
  });

  it('um link expirado diz que expirou e deixa de ser oferecido', async () => {
    const { screen, navigations } = await renderWithSppock(<PrivacyTab />, {
      handlers: [...privacyHandlers({ downloadState: 'expired' }), ...accountHandlers()],
      path: LINK,
    });
    await screen.getByRole('button', { name: 'Baixar meus dados' }).click();
    await expect
      .element(
        screen.getByText(
          'Link de download inválido ou expirado. Peça uma nova cópia em Minha Conta › Privacidade.',
        ),
      )
      .toBeVisible();
    expect(navigations).toContain(`${PROFILE_PATH}?tab=${PRIVACY_TAB}`);
  });

  it("uma falha ao carregar diz 'Erro ao carregar a privacidade da conta'", async () => {
    const { screen } = await renderWithSppock(<PrivacyTab />, {
      handlers: [...privacyHandlers({ state: 'error' }), ...accountHandlers()],
    });
    await expect.element(screen.getByText('Erro ao carregar a privacidade da conta')).toBeVisible();
  });

  it('lê o link do e-mail só na aba Privacidade', () => {
    expect(exportLinkOf(LINK)).toEqual({ exportId: FIXTURE_EXPORT_ID, token: FIXTURE_EXPORT_TOKEN });
    expect(exportLinkOf(`${PROFILE_PATH}?tab=perfil&exportacao=x&token=y`)).toBeNull();
    expect(exportLinkOf(`${PROFILE_PATH}?tab=${PRIVACY_TAB}`)).toBeNull();
  });
});
