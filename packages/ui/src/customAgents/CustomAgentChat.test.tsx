import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { CustomAgentChat } from './CustomAgentChat';
import { customAgentsHandlers } from './customAgentsHandlers';
import { agentConversationFixture } from './fixtures';

const AGENT = 'cag_7Hq2LmX9pR4tVw8K';
const handlers = () => customAgentsHandlers({ sessions: { [AGENT]: [agentConversationFixture()] } });

describe('CustomAgentChat', () => {
  it('has no axe violations in either theme, with a conversation open', async () => {
    await expectAccessibleInBothThemes(<CustomAgentChat agentId={AGENT} sessionId="cas_9Lk2Pq7Xw3" />, {
      sppock: { handlers: handlers(), path: `/agents/${AGENT}` },
      act: async () => {
        await expect.poll(() => document.querySelectorAll('ol > li').length).toBe(2);
      },
    });
  });

  it('sends a starter prompt and shows the answer with its sources in a new conversation', async () => {
    const changes: Array<string | null> = [];
    const { screen, host } = await renderWithSppock(
      <CustomAgentChat agentId={AGENT} onSessionChange={(id) => changes.push(id)} />,
      { handlers: handlers(), path: `/agents/${AGENT}` },
    );
    await expect
      .element(screen.getByRole('heading', { name: 'Propostas Boa Vista', level: 1 }))
      .toBeVisible();
    await expect.element(screen.getByText('Da equipe')).toBeVisible();
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(screen.getByText('Digite uma mensagem.')).toBeVisible();
    expect(host.count('POST')).toBe(0);
    await screen.getByRole('button', { name: 'Monte uma proposta de coffee break para 40 pessoas' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'Mensagem' }))
      .toHaveValue('Monte uma proposta de coffee break para 40 pessoas');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    const list = screen.getByRole('list', { name: 'Mensagens' });
    // The answer's markdown is rendered: the passage is a quotation.
    await expect
      .poll(() => list.element().querySelector('blockquote')?.textContent?.trim())
      .toBe('o coffee break custa R$ 32,00 por pessoa.');
    await expect.element(list.getByText(/Coffee break: R\$ 32,00 por pessoa\./)).toBeVisible();
    expect(changes).toEqual(['cas_new1']);
    // The new conversation joins the list, above the earlier one.
    await expect
      .element(
        screen
          .getByRole('navigation')
          .getByRole('button', { name: 'Monte uma proposta de coffee break para 40 pessoas' }),
      )
      .toHaveAttribute('aria-current', 'true');
  });

  it('opens an earlier conversation and starts a new one', async () => {
    const { screen } = await renderWithSppock(<CustomAgentChat agentId={AGENT} />, {
      handlers: handlers(),
      path: `/agents/${AGENT}`,
    });
    await screen
      .getByRole('navigation')
      .getByRole('button', { name: 'Qual o preço do kit café da manhã?' })
      .click();
    const list = screen.getByRole('list', { name: 'Mensagens' });
    await expect.element(list.getByText(/R\$ 289,00 \(tabela-precos-2026.pdf\)/)).toBeVisible();
    await screen.getByRole('button', { name: 'Nova conversa' }).click();
    await expect.element(list.getByText(/R\$ 289,00/)).not.toBeInTheDocument();
    await expect.element(screen.getByRole('list', { name: 'Sugestões de início' })).toBeVisible();
  });

  it("'Compartilhar' shares the conversation with the agent as a custom agent's (issue 29)", async () => {
    const bodies: unknown[] = [];
    const { screen } = await renderWithSppock(<CustomAgentChat agentId={AGENT} />, {
      handlers: [
        http.post('/api/share-links/', async ({ request }) => {
          bodies.push(await request.clone().json());
          return undefined;
        }),
        ...handlers(),
      ],
      path: `/agents/${AGENT}`,
    });
    await screen.getByRole('button', { name: 'Compartilhar “Qual o preço do kit café da manhã?”' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Compartilhar conversa' });
    await dialog.getByRole('button', { name: 'Criar link' }).click();
    await expect.element(dialog.getByRole('textbox', { name: 'Link da conversa' })).toBeVisible();
    expect(bodies).toEqual([{ source: 'custom_agent', session_id: 'cas_9Lk2Pq7Xw3', expires_in_days: 7 }]);
  });

  it('outlines the message a search result opened (?message=)', async () => {
    const conversation = agentConversationFixture();
    const found = conversation.messages.at(-1)!;
    const { screen } = await renderWithSppock(
      <CustomAgentChat agentId={AGENT} sessionId={conversation.session_id} messageId={found.id} />,
      { handlers: handlers(), path: `/agents/${AGENT}` },
    );
    await expect.poll(() => document.querySelectorAll('ol > li').length).toBe(2);
    const marked = document.querySelectorAll('[data-found]');
    expect(marked.length).toBe(1);
    expect(marked[0]?.getAttribute('data-message-id')).toBe(found.id);
    await expect.element(screen.getByRole('list', { name: 'Mensagens' })).toBeVisible();
  });

  it('a reload mid-answer shows the conversation and follows the answer still on its way to its end (issue 29)', async () => {
    const conversation = agentConversationFixture();
    const { screen } = await renderWithSppock(
      <CustomAgentChat agentId={AGENT} sessionId={conversation.session_id} />,
      {
        handlers: customAgentsHandlers({
          sessions: { [AGENT]: [conversation] },
          wordDelayMs: 20,
          inFlight: {
            sessionId: conversation.session_id,
            text: 'E o coffee break corporativo custa R$ 32,00 por pessoa.',
            citations: [
              {
                document_id: 'cad_3fT9kW2qLm8xR5Yp',
                filename: 'tabela-precos-2026.pdf',
                excerpt: 'Coffee break corporativo: R$ 32,00 por pessoa.',
              },
            ],
          },
        }),
        path: `/agents/${AGENT}?session=${conversation.session_id}`,
      },
    );
    const list = screen.getByRole('list', { name: 'Mensagens' });
    await expect.element(list.getByText(/R\$ 289,00 \(tabela-precos-2026.pdf\)/)).toBeVisible();
    // While it arrives, Stop replaces Send.
    await expect.element(screen.getByRole('button', { name: 'Parar resposta' })).toBeVisible();
    await expect.poll(() => document.querySelectorAll('ol > li').length).toBe(3);
    await expect
      .element(list.getByText('E o coffee break corporativo custa R$ 32,00 por pessoa.'))
      .toBeVisible();
    await expect.element(list.getByText(/Coffee break corporativo: R\$ 32,00 por pessoa\./)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Enviar' })).toBeVisible();
  });

  it("streams the answer as it arrives; Stop asks the server to stop the conversation's answer", async () => {
    const stops: string[] = [];
    const { screen } = await renderWithSppock(<CustomAgentChat agentId={AGENT} />, {
      handlers: customAgentsHandlers({ wordDelayMs: 60, stops }),
      path: `/agents/${AGENT}`,
    });
    await screen.getByRole('textbox', { name: 'Mensagem' }).fill('Qual o preço do coffee break?');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    // Part of the answer shows before its end, with Stop in place of Send.
    await expect
      .poll(() => document.querySelector('[data-streaming]')?.textContent ?? '')
      .toContain('Resposta offline');
    await screen.getByRole('button', { name: 'Parar resposta' }).click();
    await expect.poll(() => stops).toEqual(['cas_new1']);
  });

  it('pins a conversation to the top of the list and renames it in place (issue 29)', async () => {
    const later = {
      ...agentConversationFixture(),
      session_id: 'cas_2Mn8Rt5Yv1',
      title: 'Proposta para a convenção de março',
    };
    const { screen } = await renderWithSppock(<CustomAgentChat agentId={AGENT} />, {
      handlers: customAgentsHandlers({ sessions: { [AGENT]: [later, agentConversationFixture()] } }),
      path: `/agents/${AGENT}`,
    });
    const nav = screen.getByRole('navigation');
    const titles = () =>
      [...nav.element().querySelectorAll('ul > li')].map((item) => item.textContent?.trim() ?? '');
    await expect
      .poll(titles)
      .toEqual(['Proposta para a convenção de março', 'Qual o preço do kit café da manhã?']);
    await nav.getByRole('button', { name: 'Fixar “Qual o preço do kit café da manhã?” no topo' }).click();
    await expect.element(screen.getByText('Conversa fixada no topo.')).toBeVisible();
    await expect
      .poll(titles)
      .toEqual(['Fixada: Qual o preço do kit café da manhã?', 'Proposta para a convenção de março']);
    await nav.getByRole('button', { name: 'Renomear “Proposta para a convenção de março”' }).click();
    const field = nav.getByRole('textbox');
    await field.fill('');
    await field.element().closest('form')?.requestSubmit();
    await expect.element(nav.getByText('O título não pode ficar vazio.')).toBeVisible();
    await field.fill('Convenção de março');
    await field.element().closest('form')?.requestSubmit();
    await expect.element(screen.getByText('Conversa renomeada.')).toBeVisible();
    await expect.poll(titles).toEqual(['Fixada: Qual o preço do kit café da manhã?', 'Convenção de março']);
  });

  it('edits a question and generates an answer again, keeping each earlier version behind < 1/2 > (issue 29)', async () => {
    const sent: unknown[] = [];
    const { screen } = await renderWithSppock(
      <CustomAgentChat agentId={AGENT} sessionId="cas_9Lk2Pq7Xw3" />,
      {
        handlers: [
          http.post('/api/custom-agents/{id}/chat/', async ({ request }) => {
            sent.push(await request.clone().json());
            return undefined;
          }),
          ...handlers(),
        ],
        path: `/agents/${AGENT}`,
      },
    );
    const list = screen.getByRole('list', { name: 'Mensagens' });
    await expect.element(list.getByText(/R\$ 289,00 \(tabela-precos-2026.pdf\)/)).toBeVisible();
    // A single version: no switcher.
    expect(document.querySelector('fieldset')).toBeNull();
    await list.getByRole('button', { name: 'Editar mensagem' }).click();
    const editor = screen.getByRole('textbox', { name: 'Texto da mensagem editada' });
    await editor.fill('Qual o preço do coffee break?');
    await screen.getByRole('button', { name: 'Enviar edição' }).click();
    await expect.element(list.getByText('Qual o preço do coffee break?')).toBeVisible();
    await expect.element(list.getByText(/R\$ 289,00/)).not.toBeInTheDocument();
    await expect.element(list.getByRole('group', { name: 'Versão 2 de 2' })).toBeVisible();
    expect(sent).toEqual([
      { message: 'Qual o preço do coffee break?', session_id: 'cas_9Lk2Pq7Xw3', edit_of: 'cam_1' },
    ]);
    // `<`: the first version comes back with its answer.
    await list.getByRole('button', { name: 'Versão anterior' }).click();
    await expect.element(list.getByText('Qual o preço do kit café da manhã?')).toBeVisible();
    await expect.element(list.getByText(/R\$ 289,00 \(tabela-precos-2026.pdf\)/)).toBeVisible();
    await expect.element(list.getByRole('group', { name: 'Versão 1 de 2' })).toBeVisible();
    // Generating the answer again keeps the earlier one as a version of the answer.
    await list.getByRole('button', { name: 'Gerar a última resposta de novo' }).click();
    await expect.element(list.getByText(/R\$ 289,00/)).not.toBeInTheDocument();
    await expect.element(list.getByRole('group', { name: 'Versão 2 de 2' }).last()).toBeVisible();
    expect(sent.at(-1)).toEqual({
      message: 'Qual o preço do kit café da manhã?',
      session_id: 'cas_9Lk2Pq7Xw3',
      regenerate_of: 'cam_2',
    });
    await list.getByRole('button', { name: 'Versão anterior' }).last().click();
    await expect.element(list.getByText(/R\$ 289,00 \(tabela-precos-2026.pdf\)/)).toBeVisible();
  });

  it("another team's agent shows the server's not found message", async () => {
    const { screen } = await renderWithSppock(<CustomAgentChat agentId="cag_outraEquipe1" />, {
      handlers: handlers(),
      path: '/agents/cag_outraEquipe1',
    });
    await expect.element(screen.getByText('Erro ao abrir o agente')).toBeVisible();
    await expect.element(screen.getByText('Agente personalizado não encontrado.')).toBeVisible();
  });
});
