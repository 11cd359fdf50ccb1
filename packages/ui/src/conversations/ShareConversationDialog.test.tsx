import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { ShareConversationDialog } from './ShareConversationDialog';
import { FIXTURE_SHARE_TOKEN, shareHandlers } from './shareHandlers';

const conversation = {
  source: 'agent' as const,
  sessionId: '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9100',
  title: 'Plano de marketing para a Páscoa',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ShareConversationDialog', () => {
  it('has no axe violations in either theme, before and after the link exists', async () => {
    await expectAccessibleInBothThemes(
      <ShareConversationDialog conversation={conversation} open onOpenChange={() => {}} />,
      { sppock: { handlers: shareHandlers() } },
    );
    await expectAccessibleInBothThemes(
      <ShareConversationDialog conversation={conversation} open onOpenChange={() => {}} />,
      {
        sppock: { handlers: shareHandlers() },
        act: async () => {
          const create = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Criar link');
          create?.click();
          await expect.poll(() => document.querySelector('input[readonly]')).not.toBeNull();
        },
      },
    );
  });

  it('creates the link with the chosen expiry, shows it once and copies it', async () => {
    const bodies: unknown[] = [];
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { screen } = await renderWithSppock(
      <ShareConversationDialog
        conversation={conversation}
        open
        onOpenChange={() => {}}
        origin="https://app.sppock.com.br"
      />,
      {
        handlers: [
          http.post('/api/share-links/', async ({ request }) => {
            bodies.push(await request.clone().json());
            return undefined;
          }),
          ...shareHandlers(),
        ],
      },
    );
    await expect.element(screen.getByText('“Plano de marketing para a Páscoa”')).toBeVisible();
    await screen.getByRole('combobox', { name: 'Validade do link' }).selectOptions('30 dias');
    await screen.getByRole('button', { name: 'Criar link' }).click();
    const link = screen.getByRole('textbox', { name: 'Link da conversa' });
    await expect.element(link).toHaveValue(`https://app.sppock.com.br/compartilhado/${FIXTURE_SHARE_TOKEN}`);
    expect(bodies).toEqual([{ source: 'agent', session_id: conversation.sessionId, expires_in_days: 30 }]);
    await expect.element(screen.getByText(/não é mostrado de novo/)).toBeVisible();
    await expect.element(screen.getByText(/O link deixa de abrir em/)).toBeVisible();
    await screen.getByRole('button', { name: 'Copiar link' }).click();
    expect(writeText).toHaveBeenCalledWith(`https://app.sppock.com.br/compartilhado/${FIXTURE_SHARE_TOKEN}`);
    await expect.element(screen.getByText('Link copiado!')).toBeVisible();
  });

  it('"Sem prazo" sends no expiry; the limit shows the server message', async () => {
    const bodies: unknown[] = [];
    const { screen } = await renderWithSppock(
      <ShareConversationDialog conversation={conversation} open onOpenChange={() => {}} />,
      {
        handlers: [
          http.post('/api/share-links/', async ({ request }) => {
            bodies.push(await request.clone().json());
            return undefined;
          }),
          ...shareHandlers({ createState: 'limit' }),
        ],
      },
    );
    await screen.getByRole('combobox', { name: 'Validade do link' }).selectOptions('Sem prazo');
    await screen.getByRole('button', { name: 'Criar link' }).click();
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/Você já tem 100 links ativos/);
    expect(bodies).toEqual([{ source: 'agent', session_id: conversation.sessionId, expires_in_days: null }]);
    expect(screen.getByRole('textbox', { name: 'Link da conversa' }).query()).toBeNull();
  });
});
