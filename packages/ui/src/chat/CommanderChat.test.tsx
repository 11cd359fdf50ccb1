import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { customAgentsHandlers } from '../customAgents/customAgentsHandlers';
import { toast } from '../primitives/Toaster/toastStore';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { CommanderChat } from './CommanderChat';
import {
  CONVERSATION_LIMIT_ERROR,
  chatHandlers,
  LONG_RUN_STEP,
  QUESTION_ID,
  questionConversation,
  SESSION_IDS,
  UNSURE_REQUEST,
} from './fixtures';

beforeEach(async () => {
  await page.viewport(1280, 900);
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const message = () => page.getByRole('textbox', { name: 'Mensagem' });

describe('CommanderChat', () => {
  it('has no axe violations in either theme, empty and with a conversation', async () => {
    await expectAccessibleInBothThemes(<CommanderChat sessionId={SESSION_IDS.cafe} sidebarDelayMs={0} />, {
      sppock: { handlers: chatHandlers(), path: '/agents/chatsppock' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Combo Curitibano');
        await expect.poll(() => document.body.textContent).toContain('Campanha de Dia das Mães');
      },
    });
  });

  it('sends with Enter, streams the answer, shows the routing, its cost and creates the session', async () => {
    const requests: Array<Record<string, unknown>> = [];
    const sessions: Array<string | null> = [];
    const { screen } = await renderWithSppock(
      <CommanderChat sidebarDelayMs={0} onSessionChange={(id) => sessions.push(id)} />,
      {
        handlers: chatHandlers({ requests, answer: 'Assunto: Lembrete de pagamento' }),
        path: '/agents/chatsppock',
      },
    );
    await expect.element(screen.getByRole('heading', { name: 'Commander' })).toBeVisible();
    // The send button shows only with text.
    expect(screen.getByRole('button', { name: 'Enviar mensagem' }).query()).toBeNull();
    await message().fill('Escreva um e-mail de cobrança para um cliente');
    await userEvent.keyboard('{Enter}');
    const log = screen.getByRole('log', { name: 'Mensagens da conversa' });
    await expect.element(log.getByText('Assunto: Lembrete de pagamento')).toBeVisible();
    await expect.element(log.getByText('Processado por Email Writer')).toBeVisible();
    await expect.element(log.getByText(/Alta confiança/)).toBeVisible();
    await expect.element(log.getByText(/tokens · R\$/)).toBeVisible();
    await expect.element(log.getByText(/Restam .* tokens no seu plano/)).toBeVisible();
    await expect.element(screen.getByText('Nova sessão de Sppock Commander criada!')).toBeVisible();
    expect(sessions).toEqual([SESSION_IDS.created]);
    // The conversation list follows the reply.
    await expect
      .element(screen.getByRole('button', { name: /^Escreva um e-mail de cobrança/ }))
      .toBeVisible();
    expect(requests.filter((body) => body.action === 'send_message')).toEqual([
      expect.objectContaining({
        agent: 'chatsppock',
        message: 'Escreva um e-mail de cobrança para um cliente',
      }),
    ]);
    await expect.element(message()).toHaveValue('');
    await expect.element(message()).toHaveFocus();
  });

  it('asks back with two choices; tapping one answers the original request with that agent, nothing retyped', async () => {
    const requests: Array<Record<string, unknown>> = [];
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ requests, stream: 'question' }),
      path: '/agents/chatsppock',
    });
    await message().fill(UNSURE_REQUEST);
    await userEvent.keyboard('{Enter}');
    const log = screen.getByRole('log', { name: 'Mensagens da conversa' });
    await expect.element(log.getByText('escreva um e-mail', { exact: true })).toBeVisible();
    const choices = log.getByRole('group', { name: 'Escolha o que você quer' });
    const email = choices.getByRole('button', { name: /Escrever um e-mail/ });
    await expect.element(email).toBeEnabled();
    await expect.element(choices.getByRole('button', { name: /Gerar ideias de negócio/ })).toBeVisible();

    await email.click();
    // The chosen agent answers the original request (the fixture quotes what it answered).
    await expect.element(log.getByText('Processado por Email Writer'), { timeout: 8000 }).toBeVisible();
    await expect.element(log.getByText(UNSURE_REQUEST.slice(0, 60), { exact: false }).last()).toBeVisible();
    await expect.element(email).toHaveAttribute('aria-pressed', 'true');
    await expect.element(email).toBeDisabled();
    const sends = requests.filter((body) => body.action === 'send_message');
    expect(sends).toEqual([
      expect.objectContaining({ message: UNSURE_REQUEST }),
      expect.objectContaining({
        session_id: SESSION_IDS.created,
        message: 'Escrever um e-mail',
        choice: { question_id: QUESTION_ID, agent: 'email_writer' },
      }),
    ]);
    // The choice is not a new message of the user's.
    expect(log.getByRole('article', { name: 'Você' }).elements()).toHaveLength(1);
  });

  it("'Perguntar a outro agente' sends the request elsewhere naming the Commander answer it replaces", async () => {
    const requests: Array<Record<string, unknown>> = [];
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ requests, answer: 'Assunto: Lembrete de pagamento' }),
      path: '/agents/chatsppock',
    });
    await message().fill('Escreva um e-mail de cobrança para um cliente');
    await userEvent.keyboard('{Enter}');
    const log = screen.getByRole('log', { name: 'Mensagens da conversa' });
    await expect.element(log.getByText('Processado por Email Writer')).toBeVisible();
    await log.getByRole('button', { name: 'Perguntar a outro agente' }).click();
    await screen
      .getByRole('dialog')
      .getByRole('button', { name: /Brainstorm AI/ })
      .click();
    await expect.element(log.getByText('Processado por Brainstorm AI')).toBeVisible();
    expect(requests.filter((body) => body.action === 'send_message')).toEqual([
      expect.objectContaining({ agent: 'chatsppock' }),
      expect.objectContaining({
        agent: 'brainstorm',
        message: 'Escreva um e-mail de cobrança para um cliente',
        instead_of: '2b7e9d41-3c5a-4f8e-a1b2-6d4c8e0f9a13',
      }),
    ]);
  });

  it('a waiting question loaded from the server is answered from the keyboard', async () => {
    const requests: Array<Record<string, unknown>> = [];
    const { screen } = await renderWithSppock(
      <CommanderChat sessionId={SESSION_IDS.nova} sidebarDelayMs={0} />,
      { handlers: chatHandlers({ requests, ...questionConversation() }), path: '/agents/chatsppock' },
    );
    const ideas = screen.getByRole('button', { name: /Gerar ideias de negócio/ });
    await expect.element(ideas).toBeEnabled();
    (ideas.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Processado por Brainstorm AI')).toBeVisible();
    expect(requests.filter((body) => body.action === 'send_message')).toEqual([
      expect.objectContaining({ choice: { question_id: QUESTION_ID, agent: 'brainstorm' } }),
    ]);
  });

  it('an answered question keeps its choice pressed and offers no other', async () => {
    const { screen } = await renderWithSppock(
      <CommanderChat sessionId={SESSION_IDS.nova} sidebarDelayMs={0} />,
      { handlers: chatHandlers(questionConversation('email_writer')), path: '/agents/chatsppock' },
    );
    const email = screen.getByRole('button', { name: /Escrever um e-mail/ });
    await expect.element(email).toHaveAttribute('aria-pressed', 'true');
    await expect.element(email).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: /Gerar ideias de negócio/ })).toBeDisabled();
  });

  it("creates a new conversation before its first message: in 'Conversas' and the address while the answer comes", async () => {
    const requests: Array<Record<string, unknown>> = [];
    const sessions: Array<string | null> = [];
    const { screen } = await renderWithSppock(
      <CommanderChat sidebarDelayMs={0} onSessionChange={(id) => sessions.push(id)} />,
      { handlers: chatHandlers({ requests, stream: 'waiting' }), path: '/agents/chatsppock' },
    );
    await expect.element(screen.getByRole('button', { name: /^Cafeteria no Batel/ })).toBeVisible();
    await message().fill('Quero ideias para minha padaria');
    await userEvent.keyboard('{Enter}');
    // The answer never ends here: the session is already the address and in the list.
    await expect.element(screen.getByText('Nova sessão de Sppock Commander criada!')).toBeVisible();
    expect(sessions).toEqual([SESSION_IDS.created]);
    await expect
      .poll(() => screen.container.querySelector('button[aria-current="true"]')?.textContent)
      .toMatch(/^Nova conversa/);
    await expect.element(screen.getByText(/Tempo estimado/)).toBeVisible();
    // The placeholder shows from the moment of sending; the message follows the created session.
    await expect.poll(() => requests.map((body) => body.action)).toEqual(['create_session', 'send_message']);
    expect(requests[0]).toMatchObject({ agent: 'chatsppock', title: 'Nova conversa' });
    // The message goes to the session just created, with the profile's city and the browser's zone.
    expect(requests[1]).toMatchObject({
      session_id: SESSION_IDS.created,
      location: {
        country: 'Brasil',
        countryCode: 'BR',
        city: 'Belo Horizonte',
        region: 'MG',
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
  });

  it("says the plan's conversation limit when the session cannot be created, and sends nothing", async () => {
    const requests: Array<Record<string, unknown>> = [];
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ requests, createSession: 'limit' }),
    });
    await message().fill('Quero ideias para minha padaria');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(CONVERSATION_LIMIT_ERROR)).toBeVisible();
    expect(requests.map((body) => body.action)).toEqual(['create_session']);
    // The user's message stays; no placeholder is left waiting. (The toast can paint a frame before
    // the placeholder goes: the toaster's store renders at once, the chat's state in React's next
    // batch — so the placeholder's absence is waited for, not read once.)
    await expect.element(screen.getByRole('log').getByText('Quero ideias para minha padaria')).toBeVisible();
    await expect.element(screen.getByText(/Tempo estimado/)).not.toBeInTheDocument();
  });

  it("waits with the routed agent's text and estimate, and a long run's progress", async () => {
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ stream: 'long-run' }),
    });
    await message().fill('Encontre padarias artesanais em Curitiba para vender nosso café');
    await userEvent.keyboard('{Enter}');
    const log = screen.getByRole('log');
    await expect.element(log.getByText(LONG_RUN_STEP)).toBeVisible();
    await expect.element(log.getByText('Buscando leads qualificados...')).toBeVisible();
    await expect.element(log.getByText('Tempo estimado: 3-7 minutos')).toBeVisible();
    await expect.element(log.getByText('Processado por LeadFinder')).toBeVisible();
    expect(log.getByText('O Commander está analisando seu pedido...').query()).toBeNull();
    expect(log.getByText('Tempo estimado: 20-30 segundos').query()).toBeNull();
  });

  it('on Free the attach button and the file panel show the lock and the plan that unlocks documents', async () => {
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ plan: 'freemium' }),
    });
    const attach = screen.getByRole('button', { name: 'Anexar arquivo (Plano Pro)' });
    await attach.click();
    await expect
      .element(
        screen.getByText(
          'A análise de documentos está disponível a partir do plano Pro. Faça upgrade para enviar arquivos.',
        ),
      )
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Ver planos' }))
      .toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Escolher arquivo' }).query()).toBeNull();
  });

  it('on Pro the file panel offers the picker, with no lock', async () => {
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ plan: 'professional' }),
    });
    // The plan is known once usage answers: until then nothing is locked either.
    await expect.element(screen.getByRole('button', { name: 'Anexar arquivo' })).toBeVisible();
    await screen.getByRole('button', { name: 'Anexar arquivo' }).click();
    await expect.element(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
    expect(screen.getByText(/Faça upgrade para enviar arquivos/).query()).toBeNull();
  });

  it('Shift+Enter adds a line; blank text sends nothing', async () => {
    const requests: Array<Record<string, unknown>> = [];
    await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, { handlers: chatHandlers({ requests }) });
    await message().fill('   ');
    await userEvent.keyboard('{Enter}');
    await message().fill('linha 1');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect.element(message()).toHaveValue('linha 1\n');
    expect(requests.filter((body) => body.action === 'send_message')).toEqual([]);
  });

  it('opens a ?session= conversation with its messages, file and stopped answer', async () => {
    const { screen } = await renderWithSppock(
      <CommanderChat sessionId={SESSION_IDS.cafe} sidebarDelayMs={0} />,
      {
        handlers: chatHandlers(),
      },
    );
    const log = screen.getByRole('log');
    await expect.element(log.getByText('Processado por Brainstorm AI')).toBeVisible();
    await expect
      .element(log.getByRole('button', { name: 'Baixar o anexo cardapio-cafeteria-batel.txt' }))
      .toBeVisible();
    await expect.element(log.getByText('Resposta interrompida')).toBeVisible();
    await expect
      .element(log.getByRole('link', { name: 'guia do Sebrae' }))
      .toHaveAttribute('target', '_blank');
  });

  it("an unknown ?session= says 'Erro ao carregar sessão'", async () => {
    const sessions: Array<string | null> = [];
    const { screen } = await renderWithSppock(
      <CommanderChat
        sessionId="00000000-0000-4000-8000-000000000000"
        sidebarDelayMs={0}
        onSessionChange={(id) => sessions.push(id)}
      />,
      { handlers: chatHandlers() },
    );
    await expect.element(screen.getByText('Erro ao carregar sessão')).toBeVisible();
    expect(sessions).toEqual([null]);
  });

  it('explains the spacing refusal with the seconds of Retry-After', async () => {
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ stream: 'rate-limited' }),
    });
    await message().fill('Olá');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByText('Aguarde alguns segundos antes de enviar outra mensagem.'))
      .toBeVisible();
    await expect.element(screen.getByText(/Você poderá enviar de novo em \d s/)).toBeVisible();
    // The user's message stays, the placeholder goes (in React's next batch after the toast).
    await expect.element(screen.getByRole('log').getByText('Olá')).toBeVisible();
    await expect.element(screen.getByText(/Tempo estimado/)).not.toBeInTheDocument();
  });

  it("an agent outside the plan: the server's refusal names the plan that unlocks it", async () => {
    const { screen } = await renderWithSppock(<CommanderChat agent="lead_finder" sidebarDelayMs={0} />, {
      handlers: chatHandlers({ plan: 'freemium', stream: 'forbidden' }),
    });
    await message().fill('Encontre leads de cafeterias em Curitiba');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(
        screen.getByText(
          'O agente LeadFinder está disponível a partir do plano Pro. Faça upgrade para usá-lo.',
        ),
      )
      .toBeVisible();
  });

  it('stops a streaming answer and keeps it, marked', async () => {
    const stops: string[] = [];
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({
        stream: 'slow',
        tokenDelayMs: 150,
        // Long enough (~10 s) that the answer is still on its way when the click lands on a busy
        // machine: a CI run once saw the 1.5-second answer end first, and Stop go with it.
        answer: `um dois três quatro ${'e mais '.repeat(30)}dez`,
        stops,
      }),
    });
    await message().fill('Quero ideias para minha padaria');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('log').getByText(/um dois/)).toBeVisible();
    await screen.getByRole('button', { name: 'Parar resposta' }).click();
    await expect.element(screen.getByText('Resposta interrompida')).toBeVisible();
    await expect.element(screen.getByRole('log').getByText(/um dois/)).toBeVisible();
    expect(screen.container.textContent).not.toContain('dez');
    // The stop goes to the server, which stops the model call for every tab (issue 29).
    expect(stops).toEqual([SESSION_IDS.created]);
  });

  it('a conversation opened while its answer is on its way (a reload, a second tab) shows the rest arriving', async () => {
    const { screen } = await renderWithSppock(
      <CommanderChat sessionId={SESSION_IDS.cafe} sidebarDelayMs={0} />,
      {
        handlers: chatHandlers({
          tokenDelayMs: 60,
          inFlight: {
            sessionId: SESSION_IDS.cafe,
            message: 'Ideias de nomes para a cafeteria',
            text: 'Café Araucária, Grão do Batel, Coado Curitibano e Xícara da Praça',
          },
        }),
      },
    );
    const log = screen.getByRole('log');
    // The stored conversation, then the answer on its way replayed and followed to its end.
    await expect.element(log.getByText('Combo Curitibano')).toBeVisible();
    await expect.element(log.getByText(/Café Araucária/)).toBeVisible();
    await expect.element(log.getByText(/Xícara da Praça/)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Parar resposta' })).not.toBeInTheDocument();
    expect(log.getByText(/Xícara da Praça/).elements()).toHaveLength(1);
  });

  it('deletes a conversation from the sidebar after a confirmation, clearing the current one', async () => {
    const sessions: Array<string | null> = [];
    const { screen } = await renderWithSppock(
      <CommanderChat
        sessionId={SESSION_IDS.cafe}
        sidebarDelayMs={0}
        onSessionChange={(id) => sessions.push(id)}
      />,
      { handlers: chatHandlers() },
    );
    await expect
      .element(screen.getByRole('log').getByText('Combo Curitibano', { exact: false }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Deletar sessão “Cafeteria no Batel”' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Deletar sessão' }).click();
    await expect
      .element(screen.getByText('Sessão de Sppock Commander deletada permanentemente!'))
      .toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Commander' })).toBeVisible();
    expect(sessions).toEqual([null]);
    await expect.element(screen.getByRole('button', { name: /^Cafeteria no Batel/ })).not.toBeInTheDocument();
  });

  it('reopens a conversation from the sidebar, and remembers the sidebar per agent', async () => {
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers(),
    });
    await screen.getByRole('button', { name: /^Campanha de Dia das Mães/ }).click();
    await expect.element(screen.getByText('Processado por Content Generator')).toBeVisible();
    await screen.getByRole('button', { name: 'Ocultar conversas' }).click();
    expect(localStorage.getItem('chat_sidebar_open_chatsppock')).toBe('false');
    await expect.element(screen.getByRole('button', { name: 'Mostrar conversas' })).toBeVisible();
  });

  it('a help chip fills the input with an example; a category chip lists its agents with locks', async () => {
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ plan: 'freemium' }),
    });
    await screen.getByRole('button', { name: 'Converse com a IA' }).click();
    const example = 'Monte um funil de vendas para a minha loja de roupas no Instagram.';
    await screen.getByRole('button', { name: `Usar o exemplo: ${example}` }).click();
    await expect.element(message()).toHaveValue(example);
    await screen.getByRole('button', { name: 'Vendas e negócios' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Vendas e negócios' });
    await expect.element(dialog.getByText('Funil de Vendas')).toBeVisible();
    // LeadBuilder is hidden.
    expect(dialog.getByText('LeadBuilder').query()).toBeNull();
    await dialog.getByRole('button', { name: /^LeadFinder.*Plano Pro$/ }).click();
    await expect
      .element(
        dialog.getByText(
          'O agente LeadFinder está disponível a partir do plano Pro. Faça upgrade para usá-lo.',
        ),
      )
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Entendi' }).click();
    expect(screen.getByRole('dialog').query()).toBeNull();
  });

  it("on Enterprise a category chip lists the team's custom agents, each a link to its chat", async () => {
    const { screen, host } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: [...chatHandlers({ plan: 'enterprise' }), ...customAgentsHandlers()],
    });
    await screen.getByRole('button', { name: 'Vendas e negócios' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Vendas e negócios' });
    await expect.element(dialog.getByText('Funil de Vendas')).toBeVisible();
    const team = dialog.getByRole('link', { name: /Propostas Boa Vista.*Da equipe/ });
    await expect.element(team).toHaveAttribute('href', '/agents/cag_7Hq2LmX9pR4tVw8K');
    // The Marketing agent is listed under its own chip only.
    expect(dialog.getByText('Posts da Semana').query()).toBeNull();
    expect(host.count('GET /api/custom-agents/')).toBe(1);
  });

  it('outside Enterprise the chat never asks for custom agents', async () => {
    const { screen, host } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ plan: 'professional' }),
    });
    await screen.getByRole('button', { name: 'Vendas e negócios' }).click();
    await expect.element(screen.getByRole('dialog').getByText('Funil de Vendas')).toBeVisible();
    expect(host.count('GET /api/custom-agents/')).toBe(0);
  });

  it('a form agent shows its form from metadata, checks it and sends extras.form', async () => {
    const requests: Array<Record<string, unknown>> = [];
    const { screen } = await renderWithSppock(<CommanderChat agent="email_writer" sidebarDelayMs={0} />, {
      handlers: chatHandlers({ requests }),
    });
    await expect.element(screen.getByText('Este agente usa formulário especializado')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Mensagem' }).query()).toBeNull();
    const form = screen.getByRole('form', { name: 'Formulário do Email Writer' });
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(form.getByText(/é obrigatório/).first()).toBeVisible();
    expect(requests.filter((body) => body.action === 'send_message')).toEqual([]);
  });

  it("a form agent's answer replaces its form with 'Mensagem processada com sucesso!'", async () => {
    const requests: Array<Record<string, unknown>> = [];
    const { screen } = await renderWithSppock(<CommanderChat agent="email_writer" sidebarDelayMs={0} />, {
      handlers: chatHandlers({ requests, answer: 'Assunto: Demonstração do sistema de agendamento' }),
    });
    const form = screen.getByRole('form', { name: 'Formulário do Email Writer' });
    await form.getByRole('textbox', { name: /^Nome do destinatário/ }).fill('Carla Mendes');
    await form
      .getByRole('textbox', { name: /^Objetivo do e-mail/ })
      .fill('agendar uma demonstração do nosso sistema');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect
      .element(screen.getByRole('log').getByText('Assunto: Demonstração do sistema de agendamento'))
      .toBeVisible();
    await expect.element(screen.getByText('Mensagem processada com sucesso!')).toBeVisible();
    expect(requests.filter((body) => body.action === 'send_message')).toEqual([
      expect.objectContaining({
        agent: 'email_writer',
        session_id: SESSION_IDS.created,
        extras: { form: expect.objectContaining({ recipient_name: 'Carla Mendes' }) },
      }),
    ]);
  });

  it('asks for confirmation before leaving while messages exist', async () => {
    await renderWithSppock(<CommanderChat sessionId={SESSION_IDS.cafe} sidebarDelayMs={0} />, {
      handlers: chatHandlers(),
    });
    await expect.poll(() => document.body.textContent).toContain('Combo Curitibano');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("sends a web page for analysis as 'Analise esta página web:' and exports the conversation as TXT", async () => {
    const requests: Array<Record<string, unknown>> = [];
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { screen } = await renderWithSppock(<CommanderChat sidebarDelayMs={0} />, {
      handlers: chatHandlers({ requests }),
    });
    await screen.getByRole('button', { name: 'Exportar conversa (TXT)' }).click();
    await expect.element(screen.getByText('Nenhuma conversa para exportar')).toBeVisible();
    // The toast sits over the toolbar's corner.
    toast.dismiss();
    await screen.getByRole('button', { name: 'Adicionar link' }).click();
    await screen
      .getByRole('textbox', { name: 'Endereço da página' })
      .fill('https://www.cafeculturaviva.com.br/cardapio');
    await screen.getByRole('button', { name: 'Analisar página' }).click();
    await expect.element(screen.getByText(/tokens · R\$/)).toBeVisible();
    toast.dismiss();
    expect(requests.filter((body) => body.action === 'send_message').map((body) => body.message)).toEqual([
      'Analise esta página web: https://www.cafeculturaviva.com.br/cardapio',
    ]);
    await screen.getByRole('button', { name: 'Exportar conversa (TXT)' }).click();
    await expect.element(screen.getByText('Conversa exportada em formato TXT!')).toBeVisible();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^sppock-commander-analise-esta-pagina-web.*-\d{4}-\d{2}-\d{2}\.txt$/);
  });
});
