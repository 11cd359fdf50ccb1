import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { ShareLinksList } from './ShareLinksList';
import { shareHandlers } from './shareHandlers';

describe('ShareLinksList', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ShareLinksList />, {
      sppock: { handlers: shareHandlers() },
      act: async () => {
        await expect.poll(() => document.querySelectorAll('tbody tr').length).toBe(3);
      },
    });
  });

  it('lists the links with their expiry and status, and revokes one after confirming', async () => {
    const { screen } = await renderWithSppock(<ShareLinksList />, { handlers: shareHandlers() });
    await expect.element(screen.getByText('2 de 100 links ativos', { exact: false })).toBeVisible();
    const easter = screen.getByRole('row', { name: /Plano de marketing para a Páscoa/ });
    await expect.element(easter).toMatchTextContent(/Ativo/);
    await expect
      .element(screen.getByRole('row', { name: /Proposta de coffee break/ }))
      .toMatchTextContent(/Não expira/);
    await expect
      .element(screen.getByRole('row', { name: /E-mail de boas-vindas/ }))
      .toMatchTextContent(/Expirado/);

    await screen
      .getByRole('button', { name: 'Revogar o link de “Plano de marketing para a Páscoa”' })
      .click();
    await expect.element(screen.getByRole('alertdialog')).toMatchTextContent(/não abre mais a conversa/);
    await screen.getByRole('button', { name: 'Revogar link' }).click();
    await expect.element(screen.getByText(/Link revogado/)).toBeVisible();
    await expect
      .poll(() => screen.getByRole('row', { name: /Plano de marketing para a Páscoa/ }).query())
      .toBeNull();
    await expect.element(screen.getByText('1 de 100 links ativos', { exact: false })).toBeVisible();
  });

  it('says when there is no link yet, and when the list fails', async () => {
    const empty = await renderWithSppock(<ShareLinksList />, { handlers: shareHandlers({ links: [] }) });
    await expect.element(empty.screen.getByText('Nenhum link compartilhado')).toBeVisible();
    await empty.screen.unmount();
    const failed = await renderWithSppock(<ShareLinksList />, {
      handlers: shareHandlers({ linksState: 'error' }),
    });
    await expect.element(failed.screen.getByText('Erro ao carregar os links compartilhados')).toBeVisible();
  });
});
