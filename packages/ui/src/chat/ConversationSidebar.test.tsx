import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { ConversationSidebar } from './ConversationSidebar';
import { chatHandlers, SESSION_IDS } from './fixtures';

const props = {
  agent: 'chatsppock' as const,
  currentSessionId: SESSION_IDS.cafe,
  onOpenSession: () => {},
  onSessionDeleted: () => {},
  onClose: () => {},
  initialDelayMs: 0,
};

const titles = () =>
  [...document.querySelectorAll('aside li button[type="button"]:first-child')].map(
    (button) => button.textContent ?? '',
  );

describe('ConversationSidebar', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ConversationSidebar {...props} />, {
      sppock: { handlers: chatHandlers() },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Cafeteria no Batel');
      },
    });
  });

  it('pins a session to the top of the list and renames it in place (issue 29)', async () => {
    const onOpenSession = vi.fn();
    const { screen } = await renderWithSppock(
      <ConversationSidebar {...props} onOpenSession={onOpenSession} />,
      { handlers: chatHandlers() },
    );
    await expect.poll(titles).toHaveLength(3);
    expect(titles()[0]).toContain('Cafeteria no Batel');
    await screen.getByRole('button', { name: 'Fixar “Nova conversa” no topo' }).click();
    await expect.poll(() => titles()[0]).toContain('Fixada: Nova conversa');
    // The toast says so; closed, as a user would, so it does not cover the rename form.
    await expect.element(screen.getByText('Conversa fixada no topo.')).toBeVisible();
    await screen.getByRole('button', { name: 'Fechar notificação' }).click();

    await screen.getByRole('button', { name: 'Renomear “Nova conversa”' }).click();
    await screen.getByRole('textbox', { name: 'Título da conversa' }).fill('Cardápio de inverno');
    await screen.getByRole('button', { name: 'Salvar título' }).click();
    await expect.poll(() => titles()[0]).toContain('Fixada: Cardápio de inverno');
    expect(onOpenSession).not.toHaveBeenCalled();
  });

  it("'Compartilhar' opens the share dialog for the session", async () => {
    const { screen } = await renderWithSppock(<ConversationSidebar {...props} />, {
      handlers: chatHandlers(),
    });
    await screen.getByRole('button', { name: 'Compartilhar “Cafeteria no Batel”' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Compartilhar conversa' });
    await expect.element(dialog.getByText('“Cafeteria no Batel”')).toBeVisible();
  });
});
