// A long conversation stays light in the page (issue 28): it opens with the newest CHAT_WINDOW
// messages, under the DOM ceiling, and the earlier ones come in pages without moving the reader.
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithSppock } from '../testing/renderWithSppock';
import { CHAT_WINDOW, ChatMessageList } from './ChatMessageList';
import { CommanderChat } from './CommanderChat';
import type { ChatEntry, PendingAnswer } from './chatEntries';
import {
  LONG_SESSION_ID,
  longConversationMessages,
  longConversationSession,
} from './fixtureLongConversation';
import { chatHandlers, SESSION_IDS, SESSIONS, streamedSoFar } from './fixtures';

/** At most this many elements in the whole page with a 300-message conversation open. */
const DOM_CEILING = 3000;

beforeEach(async () => {
  await page.viewport(1280, 900);
  localStorage.clear();
});

/** Messages rendered in the log (counted in the DOM: a role query over hundreds of them takes seconds). */
const rendered = () => document.querySelectorAll('[role="log"] article').length;

const longConversation = () =>
  chatHandlers({
    sessions: [longConversationSession(300), ...SESSIONS],
    messages: { [LONG_SESSION_ID]: longConversationMessages(300) },
  });

describe('ChatMessageList numa conversa longa', () => {
  it(`abre uma conversa de 300 mensagens com as ${CHAT_WINDOW} últimas e menos de ${DOM_CEILING} elementos`, async () => {
    const { screen } = await renderWithSppock(
      <CommanderChat sessionId={LONG_SESSION_ID} sidebarDelayMs={0} />,
      {
        handlers: longConversation(),
      },
    );
    const log = screen.getByRole('log');
    // The newest question (turn 150) is there; the first one is not rendered yet.
    await expect
      .element(
        log.getByText(
          'Escreva um e-mail para o fornecedor de farinha pedindo o prazo de entrega de 25 kg. (150)',
        ),
      )
      .toBeVisible();
    expect(log.getByText(/\(1\)$/).query()).toBeNull();
    await expect
      .element(log.getByRole('button', { name: 'Mostrar mensagens anteriores (260)' }))
      .toBeInTheDocument();
    expect(rendered()).toBe(CHAT_WINDOW);
    const elements = document.body.querySelectorAll('*').length;
    console.log(`[conversa longa] ${elements} elementos na página com 300 mensagens`);
    expect(elements).toBeLessThanOrEqual(DOM_CEILING);
  });

  it('traz as mensagens anteriores em páginas, sem tirar o leitor do lugar', async () => {
    const { screen } = await renderWithSppock(
      <CommanderChat sessionId={LONG_SESSION_ID} sidebarDelayMs={0} />,
      {
        handlers: longConversation(),
      },
    );
    const log = screen.getByRole('log');
    const earlier = log.getByRole('button', { name: 'Mostrar mensagens anteriores (260)' });
    await expect.element(earlier).toBeInTheDocument();
    const newest = log.getByText(
      'Escreva um e-mail para o fornecedor de farinha pedindo o prazo de entrega de 25 kg. (150)',
    );
    await expect.element(newest).toBeVisible();
    const scroller = log.element() as HTMLElement;
    const before = (newest.element() as HTMLElement).getBoundingClientRect().top;
    // Clicked where it is (out of view above the newest messages), as a keyboard user activates it.
    (earlier.element() as HTMLButtonElement).click();
    await expect
      .element(log.getByRole('button', { name: 'Mostrar mensagens anteriores (220)' }))
      .toBeInTheDocument();
    expect(rendered()).toBeGreaterThanOrEqual(2 * CHAT_WINDOW);
    // The message the reader had on screen has not moved.
    expect(
      Math.abs((newest.element() as HTMLElement).getBoundingClientRect().top - before),
    ).toBeLessThanOrEqual(2);
    // Scrolling to the top of the log brings the next page in by itself, down to the first message.
    const more = log.getByRole('button', { name: /^Mostrar (1 mensagem anterior|mensagens anteriores)/ });
    for (let turn = 0; turn < 8 && more.query() !== null; turn += 1) {
      scroller.scrollTop = 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expect
      .element(log.getByText('Monte uma tabela de preços para os pães de fermentação natural da semana. (1)'))
      .toBeInTheDocument();
    expect(rendered()).toBe(300);
  });

  it('abre na mensagem de um resultado da busca (?message=), mesmo antes da janela, e a destaca', async () => {
    const found = longConversationMessages(300)[4]!;
    const { screen } = await renderWithSppock(
      <CommanderChat sessionId={LONG_SESSION_ID} messageId={found.id} sidebarDelayMs={0} />,
      { handlers: longConversation() },
    );
    const log = screen.getByRole('log');
    const message = log.getByText(found.content ?? '', { exact: true });
    await expect.element(message).toBeInViewport();
    const article = message.element().closest('article');
    expect(article?.getAttribute('data-found')).toBe('');
    expect(article?.getAttribute('data-message-id')).toBe(found.id);
    expect(document.querySelectorAll('[data-found]').length).toBe(1);
  });
});

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
const waiting: PendingAnswer = {
  agent: 'chatsppock',
  startedAt: Date.now(),
  elsewhere: false,
  guess: null,
};

/** The list with a button that ends (or starts) the answer, as the screen does. */
function Conversation({ onEdit }: { onEdit: (entry: ChatEntry, text: string) => void }) {
  const [pending, setPending] = useState<PendingAnswer | null>(waiting);
  return (
    <>
      <button type="button" onClick={() => setPending(pending ? null : waiting)}>
        alternar resposta
      </button>
      <ChatMessageList
        entries={[question]}
        agent="chatsppock"
        sessionId={SESSION_IDS.cafe}
        agentName={(agent) => agent}
        pending={pending}
        stream={{ status: 'submitted', textSource: streamedSoFar(''), orchestration: null }}
        onEdit={onEdit}
        onShowVersion={() => {}}
      />
    </>
  );
}

describe('ChatMessageList com uma resposta a caminho', () => {
  it('tira o botão de editar e faz as setas e uma edição aberta esperarem, até a resposta chegar', async () => {
    const onEdit = vi.fn();
    const { screen } = await renderWithSppock(<Conversation onEdit={onEdit} />, { handlers: chatHandlers() });
    const log = screen.getByRole('log');
    const editButton = log.getByRole('button', { name: 'Editar mensagem', exact: true });
    await expect.element(log.getByRole('button', { name: 'Versão anterior' })).toBeDisabled();
    expect(editButton.query()).toBeNull();

    await screen.getByRole('button', { name: 'alternar resposta' }).click();
    await expect.element(log.getByRole('button', { name: 'Versão anterior' })).toBeEnabled();
    await editButton.click();
    const editor = log.getByRole('textbox', { name: 'Texto da mensagem editada' });
    await expect.element(editor).toBeVisible();

    // Another answer on its way: the edit being written waits, and comes back as it was.
    await screen.getByRole('button', { name: 'alternar resposta' }).click();
    await expect.element(log.getByText('e para a Joana?')).toBeVisible();
    expect(editor.query()).toBeNull();
    await screen.getByRole('button', { name: 'alternar resposta' }).click();
    await editor.fill('e para o Pedro?');
    await log.getByRole('button', { name: 'Enviar edição' }).click();
    expect(onEdit).toHaveBeenCalledWith(question, 'e para o Pedro?');
  });
});
