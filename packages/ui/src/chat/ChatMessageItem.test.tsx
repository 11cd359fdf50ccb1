// A message's versions and speed (issue 29): `< 1/2 >` switches versions, a sent message opens
// for editing in place, an answer shows its time to first token and tokens per second.
import { describe, expect, it, vi } from 'vitest';
import { renderWithSppock } from '../testing/renderWithSppock';
import { ChatMessageItem } from './ChatMessageItem';
import type { ChatEntry } from './chatEntries';
import { chatHandlers, SESSION_IDS } from './fixtures';

const FIRST = '5a1b9c3d-2e4f-4a6b-8c7d-9e0f1a2b3c4d';
const EDITED = '6b2c0d4e-3f5a-4b7c-9d8e-0f1a2b3c4d5e';

const question: ChatEntry = {
  key: 'q',
  id: EDITED,
  role: 'user',
  content: 'e para a Joana?',
  timestamp: '2026-03-14T10:06:10-03:00',
  versionIds: [FIRST, EDITED],
  versionIndex: 1,
};

function renderItem(entry: ChatEntry, props: Partial<Parameters<typeof ChatMessageItem>[0]> = {}) {
  return renderWithSppock(
    <ChatMessageItem
      entry={entry}
      agent="email_writer"
      sessionId={SESSION_IDS.cafe}
      agentName={(agent) => agent}
      {...props}
    />,
    { handlers: chatHandlers() },
  );
}

describe('ChatMessageItem: versões e rapidez', () => {
  it('< 2/2 > mostra a primeira versão da mensagem editada', async () => {
    const onShowVersion = vi.fn();
    const { screen } = await renderItem(question, { onShowVersion, onEdit: () => {} });
    await expect.element(screen.getByRole('group', { name: 'Versão 2 de 2' })).toBeVisible();
    await screen.getByRole('button', { name: 'Versão anterior' }).click();
    expect(onShowVersion).toHaveBeenCalledWith(question, 0);
  });

  it('editar abre o texto no lugar e envia a edição', async () => {
    const onEdit = vi.fn();
    const { screen } = await renderItem(question, { onEdit, onShowVersion: () => {} });
    await screen.getByRole('button', { name: 'Editar mensagem' }).click();
    await screen.getByRole('textbox', { name: 'Texto da mensagem editada' }).fill('e para o Pedro?');
    await screen.getByRole('button', { name: 'Enviar edição' }).click();
    expect(onEdit).toHaveBeenCalledWith(question, 'e para o Pedro?');
    await expect.element(screen.getByText('e para a Joana?')).toBeVisible();
  });

  it('sem onEdit (uma resposta a caminho) não há edição; as setas esperam', async () => {
    const { screen } = await renderItem(question);
    expect(screen.container.querySelector('button[aria-label="Editar mensagem"]')).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Versão anterior' })).toBeDisabled();
  });

  it('a resposta mostra o 1º token e os tokens por segundo em pt-BR', async () => {
    const { screen } = await renderItem({
      key: 'a',
      id: '7c4e1f2a-8b3d-4e5f-9a6b-1c2d3e4f5a6b',
      role: 'assistant',
      content: 'Olá, Joana!',
      timestamp: '2026-03-14T10:06:14-03:00',
      agentUsed: 'email_writer',
      timing: { first_token_ms: 412, tokens_per_second: 52.3 },
    });
    await expect
      .element(screen.getByTestId('answer-speed'))
      .toHaveTextContent('1º token em 0,4 s · 52 tokens/s');
  });
});
