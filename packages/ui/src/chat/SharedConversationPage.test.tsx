import { describe, expect, it } from 'vitest';
import { FIXTURE_SHARE_TOKEN, shareHandlers } from '../conversations/shareHandlers';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { SharedConversationPage } from './SharedConversationPage';

describe('SharedConversationPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<SharedConversationPage token={FIXTURE_SHARE_TOKEN} />, {
      sppock: { handlers: shareHandlers() },
      act: async () => {
        await expect
          .poll(() => document.querySelector('h1')?.textContent)
          .toBe('Plano de marketing para a Páscoa');
        await expect
          .poll(() => [...document.querySelectorAll('strong')].map((node) => node.textContent))
          .toContain('Pré-venda');
      },
    });
  });

  it('shows the copy read-only: agents, dates, markdown answers, file names, and tells robots not to index', async () => {
    const { screen } = await renderWithSppock(<SharedConversationPage token={FIXTURE_SHARE_TOKEN} />, {
      handlers: shareHandlers(),
    });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Plano de marketing para a Páscoa' }))
      .toBeVisible();
    await expect.element(screen.getByText('Agentes: Sppock Commander, Content Ideas')).toBeVisible();
    await expect.element(screen.getByText(/Iniciada em .* · compartilhada em/)).toBeVisible();
    await expect.element(screen.getByText('Pré-venda', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('Arquivos (só o nome): cardapio-pascoa-2026.pdf')).toBeVisible();
    expect(screen.getByRole('textbox').query()).toBeNull();
    await expect
      .poll(() => document.head.querySelector('meta[name="robots"]')?.getAttribute('content'))
      .toBe('noindex, nofollow');
  });

  it('a revoked or expired link shows the server message', async () => {
    const { screen } = await renderWithSppock(<SharedConversationPage token={FIXTURE_SHARE_TOKEN} />, {
      handlers: shareHandlers({ sharedState: 'gone' }),
    });
    await expect.element(screen.getByText('Conversa indisponível')).toBeVisible();
    await expect.element(screen.getByText('Este link não existe mais ou expirou.')).toBeVisible();
  });
});
