import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { conversationSearchFixture } from '../shell/fixtures';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { accountHandlers } from './accountHandlers';
import { ConversationSearch, searchResultPath } from './ConversationSearch';

const hits = conversationSearchFixture();

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConversationSearch', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ConversationSearch defaultQuery="páscoa" debounceMs={0} />, {
      sppock: { handlers: accountHandlers(), path: '/dashboard' },
      act: async () => {
        await expect.poll(() => document.querySelectorAll('mark').length).toBe(hits.length);
      },
    });
  });

  it('shows the messages found as the user types, the words found highlighted', async () => {
    const { screen } = await renderWithSppock(
      <ConversationSearch debounceMs={0}>
        <p>Lista de conversas</p>
      </ConversationSearch>,
      { handlers: accountHandlers() },
    );
    await expect.element(screen.getByText('Lista de conversas')).toBeVisible();
    await screen.getByRole('searchbox', { name: 'Buscar nas conversas' }).fill('PASCOA');
    const results = screen.getByRole('list', { name: 'Resultados da busca' });
    await expect.element(results).toBeVisible();
    expect(screen.getByText('Lista de conversas').query()).toBeNull();
    await expect.element(screen.getByText('4 mensagens encontradas')).toBeVisible();
    const first = results.getByRole('button', { name: new RegExp(`^${hits[0]!.title}`) });
    await expect.element(first).toMatchTextContent(/Sppock Commander · Resposta ·/);
    await expect.element(first).toMatchTextContent(/… Sugiro três frentes para a Páscoa: pré-venda/);
    expect(first.element().querySelector('mark')?.textContent).toBe('Páscoa');
    const custom = results.getByRole('button', { name: /Encomendas de ovos de chocolate/ });
    await expect.element(custom).toMatchTextContent(/Atendente da Padaria Boa Vista · Você ·/);
  });

  it('opens the conversation at the message found', async () => {
    const { screen, navigations } = await renderWithSppock(
      <ConversationSearch defaultQuery="páscoa" debounceMs={0} />,
      {
        handlers: accountHandlers(),
      },
    );
    await screen.getByRole('button', { name: /Encomendas de ovos de chocolate/ }).click();
    await expect.element(screen.getByText('Redirecionando para a conversa...')).toBeVisible();
    const custom = hits[3]!;
    expect(navigations).toEqual([
      `/agents/${custom.agent}?session=${custom.conversation_id}&message=${custom.message_id}`,
    ]);
    expect(searchResultPath(hits[0]!)).toBe(
      `/agents/chatsppock?session=${hits[0]!.conversation_id}&message=${hits[0]!.message_id}`,
    );
  });

  it('shows a passage with HTML as text, never as markup', async () => {
    const html = {
      ...hits[0]!,
      passage: {
        segments: [
          { text: 'Veja <img src=x onerror=alert(1)> a ', match: false },
          { text: '<b>Páscoa</b>', match: true },
        ],
        truncated_start: false,
        truncated_end: false,
      },
    };
    const { screen } = await renderWithSppock(<ConversationSearch defaultQuery="páscoa" debounceMs={0} />, {
      handlers: accountHandlers({ searchHits: [html] }),
    });
    const result = screen.getByRole('button', { name: /^Plano de marketing/ });
    await expect.element(result).toMatchTextContent(/Veja <img src=x onerror=alert\(1\)> a <b>Páscoa<\/b>/);
    expect(result.element().querySelector('img, b')).toBeNull();
  });

  it('says when nothing was found', async () => {
    const { screen } = await renderWithSppock(
      <ConversationSearch defaultQuery="jabuticaba" debounceMs={0} />,
      {
        handlers: accountHandlers(),
      },
    );
    await expect.element(screen.getByText('Nada encontrado para “jabuticaba”')).toBeVisible();
  });

  it('shows a failure of the server in pt-BR', async () => {
    const { screen } = await renderWithSppock(<ConversationSearch defaultQuery="páscoa" debounceMs={0} />, {
      handlers: accountHandlers({ searchState: 'error' }),
    });
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/Erro ao buscar nas conversas/);
  });

  it('brings the next page on request', async () => {
    const { screen } = await renderWithSppock(<ConversationSearch defaultQuery="páscoa" debounceMs={0} />, {
      handlers: accountHandlers({ searchPageSize: 3 }),
    });
    await expect.element(screen.getByText('3+ mensagens encontradas')).toBeVisible();
    await screen.getByRole('button', { name: 'Mostrar mais resultados' }).click();
    await expect.element(screen.getByText('4 mensagens encontradas')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mostrar mais resultados' }).query()).toBeNull();
  });

  it('Ctrl+K focuses the search and Esc clears it', async () => {
    const { screen } = await renderWithSppock(
      <>
        <button type="button">Outro lugar</button>
        <ConversationSearch debounceMs={0} />
      </>,
      { handlers: accountHandlers() },
    );
    await screen.getByRole('button', { name: 'Outro lugar' }).click();
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = screen.getByRole('searchbox', { name: 'Buscar nas conversas' });
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard('páscoa');
    await expect.element(screen.getByRole('list', { name: 'Resultados da busca' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(box).toHaveValue('');
    await expect.element(box).toHaveFocus();
  });
});
