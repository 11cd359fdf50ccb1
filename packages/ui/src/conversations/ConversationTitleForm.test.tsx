import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { accountHandlers } from '../account/accountHandlers';
import { conversationsFixture } from '../shell/fixtures';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { ConversationTitleForm } from './ConversationTitleForm';

const [conversation] = conversationsFixture(1);
const props = { sessionId: conversation!.session_id, title: conversation!.title };

describe('ConversationTitleForm', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ConversationTitleForm {...props} onDone={() => {}} />, {
      sppock: { handlers: accountHandlers() },
    });
  });

  it('refuses an empty or too long title in pt-BR, then saves the new one', async () => {
    const onDone = vi.fn();
    const { screen } = await renderWithSppock(<ConversationTitleForm {...props} onDone={onDone} />, {
      handlers: accountHandlers(),
    });
    const field = screen.getByRole('textbox', { name: 'Título da conversa' });
    await expect.element(field).toHaveFocus();
    await field.fill('   ');
    await screen.getByRole('button', { name: 'Salvar título' }).click();
    await expect.element(screen.getByText('O título não pode ficar vazio.')).toBeVisible();
    await field.fill('a'.repeat(121));
    await screen.getByRole('button', { name: 'Salvar título' }).click();
    await expect.element(screen.getByText('O título aceita até 120 caracteres.')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
    await field.fill('Páscoa 2026 — plano final');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Conversa renomeada.')).toBeVisible();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('Escape cancels without saving', async () => {
    const onDone = vi.fn();
    const { screen } = await renderWithSppock(<ConversationTitleForm {...props} onDone={onDone} />, {
      handlers: accountHandlers(),
    });
    await screen.getByRole('textbox', { name: 'Título da conversa' }).fill('Outro título');
    await userEvent.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledOnce();
    expect(screen.getByText('Conversa renomeada.').query()).toBeNull();
  });
});
