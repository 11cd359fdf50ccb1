// Sample answers of the contract and the MSW handlers that serve them, for the chat's stories and
// tests (typed from the contract). Nothing here is shown by the library itself.
import { type AgentMetadata, agentLockedMessage, guessAgent, type PlanType, type Schema } from '@sppock/sdk';
import type { ChatStreamTextSource } from '@sppock/sdk/react';
import { shareHandlers } from '../conversations/shareHandlers';
import { usageFixture } from '../shell/fixtures';
import { fixtureForever, SERVER_ERROR, usageHandler } from '../shell/shellHandlers';
import contractExamples from '../testing/contractExamples.json';
import { HttpResponse, http } from '../testing/msw';

type Session = Schema<'ChatSession'>;
type Message = Schema<'ChatMessage'>;

/** The reference server's catalogue (the contract's example, generated from the bundle): 12 agents, six with forms. */
export const CHAT_AGENTS: AgentMetadata[] = contractExamples.agentCatalogue as AgentMetadata[];

export const SESSION_IDS = {
  cafe: '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f13',
  flores: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  nova: '8b2d5f71-0c3e-4a96-b7d8-4e5f6a7b8c9d',
  created: '5d7e9f10-2a3b-4c5d-8e6f-7a8b9c0d1e2f',
} as const;

export const FILE_ID = '9d2e7b14-6a3f-4c58-b0e1-2f7a9c4d8e61';

export const SESSIONS: Session[] = [
  {
    id: SESSION_IDS.cafe,
    title: 'Cafeteria no Batel',
    agent_type: 'chatsppock',
    created_at: '2026-03-14T10:05:22-03:00',
    updated_at: '2026-03-14T10:15:40-03:00',
    message_count: 4,
    total_tokens_used: 2987,
  },
  {
    id: SESSION_IDS.flores,
    title: 'Campanha de Dia das Mães — Floricultura Flor de Lis',
    agent_type: 'chatsppock',
    created_at: '2026-03-10T16:20:05-03:00',
    updated_at: '2026-03-10T16:31:12-03:00',
    message_count: 6,
    total_tokens_used: 4530,
  },
  {
    id: SESSION_IDS.nova,
    title: 'Nova conversa',
    agent_type: 'chatsppock',
    created_at: '2026-03-09T09:12:44-03:00',
    updated_at: '2026-03-09T09:12:44-03:00',
    message_count: 0,
    total_tokens_used: null,
  },
];

export const CAFE_ANSWER = `## Ideias para a sua cafeteria no Batel

**Orçamento considerado:** R$ 80.000,00

1. **Café de especialidade com grãos do Paraná** — parceria com produtores do Norte Pioneiro.
2. **Coworking à tarde** — mesas com tomadas e combo café + pão de queijo por R$ 18,90.
3. **Assinatura mensal de cafés** — R$ 59,90 por mês com 20 cafés filtrados.

Veja também o [guia do Sebrae](https://sebrae.com.br/sites/PortalSebrae/ufs/pr).`;

export const SESSION_MESSAGES: Record<string, Message[]> = {
  [SESSION_IDS.cafe]: [
    {
      id: '5a1b9c3d-2e4f-4a6b-8c7d-9e0f1a2b3c4d',
      role: 'user',
      content:
        'Quero abrir uma cafeteria em Curitiba com 80 mil reais. Me dê ideias de negócio e de diferenciais.',
      timestamp: '2026-03-14T10:06:10-03:00',
    },
    {
      id: '7c4e1f2a-8b3d-4e5f-9a6b-1c2d3e4f5a6b',
      role: 'assistant',
      content: CAFE_ANSWER,
      timestamp: '2026-03-14T10:07:48-03:00',
      agent_used: 'brainstorm',
      confidence: 94,
    },
    {
      id: 'e4f5a6b7-c8d9-4e0f-a1b2-c3d4e5f6a7b8',
      role: 'user',
      content: 'Analise este cardápio e sugira três combos de café da manhã com preço até R$ 29,90.',
      timestamp: '2026-03-14T10:15:03-03:00',
      file: { id: FILE_ID, name: 'cardapio-cafeteria-batel.txt', url: `/api/files/${FILE_ID}/`, size: 159 },
    },
    {
      id: 'f1a2b3c4-d5e6-4f7a-8b9c-0d1e2f3a4b5c',
      role: 'assistant',
      content:
        '**Combos sugeridos a partir do seu cardápio:**\n\n- **Combo Curitibano** — café coado + pão na chapa: R$ 13,90\n- **Combo Batel** — cappuccino + croissant: R$ 26,90',
      timestamp: '2026-03-14T10:15:40-03:00',
      agent_used: 'chatsppock',
      stopped: true,
    },
  ],
  [SESSION_IDS.flores]: [
    {
      id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      role: 'user',
      content: 'Crie um post de Instagram para o Dia das Mães da Floricultura Flor de Lis.',
      timestamp: '2026-03-10T16:21:00-03:00',
    },
    {
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      role: 'assistant',
      content: '**Legenda:** Neste Dia das Mães, diga com flores o que as palavras não alcançam. 🌷',
      timestamp: '2026-03-10T16:21:40-03:00',
      agent_used: 'content_generator',
      confidence: 91,
    },
  ],
  [SESSION_IDS.nova]: [],
};

/** A request the Commander is unsure about (validation.tsv): between an e-mail and ideas. */
export const UNSURE_REQUEST =
  'Só preciso de 5 opções de linha de assunto para o e-mail da proposta que vou mandar pra Construtora Andrade amanhã';

/** The Commander's question back about {@link UNSURE_REQUEST}, as the server asks it. */
export const QUESTION: NonNullable<Message['clarification']> = {
  question: 'Você quer que eu **escreva um e-mail** ou **gere ideias de negócio** para isso?',
  choices: [
    { agent: 'email_writer', label: 'Escrever um e-mail' },
    { agent: 'brainstorm', label: 'Gerar ideias de negócio' },
  ],
  chosen_agent: null,
};

type QuestionChoice = NonNullable<Message['clarification']>['choices'][number];

/** The id of the question's message (the `question_id` of a choice). */
export const QUESTION_ID = '6e2b8c14-3f7a-4d5e-9b0c-1a2d3e4f5a6b';

/** A conversation whose last message is the Commander's question, still waiting (or answered). */
export function questionConversation(chosen: QuestionChoice['agent'] | null = null): {
  sessions: Session[];
  messages: Record<string, Message[]>;
} {
  return {
    sessions: [
      {
        id: SESSION_IDS.nova,
        title: 'Linhas de assunto da proposta',
        agent_type: 'chatsppock',
        created_at: '2026-03-20T09:00:00-03:00',
        updated_at: '2026-03-20T09:00:02-03:00',
        message_count: 2,
        total_tokens_used: 40,
      },
    ],
    messages: {
      [SESSION_IDS.nova]: [
        {
          id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
          role: 'user',
          content: UNSURE_REQUEST,
          timestamp: '2026-03-20T09:00:01-03:00',
        },
        {
          id: QUESTION_ID,
          role: 'assistant',
          content: QUESTION.question,
          timestamp: '2026-03-20T09:00:02-03:00',
          agent_used: 'chatsppock',
          confidence: 78,
          stopped: false,
          clarification: { ...QUESTION, chosen_agent: chosen },
        },
      ],
    },
  };
}

/** How the send_message stream answers in a story or a test. */
export type StreamMode =
  /** The whole answer at once (tests). */
  | 'instant'
  /** Token by token, 120 ms apart (stories; the Stop button has time to be seen). */
  | 'slow'
  /** Nothing comes back: the waiting state stays. */
  | 'waiting'
  /** The spacing refusal: 429 with Retry-After. */
  | 'rate-limited'
  /** The plan refuses the agent: 403. */
  | 'forbidden'
  /** The stream ends with an error part. */
  | 'stream-error'
  /** The Commander routes to LeadFinder, whose long run reports a step and keeps working. */
  | 'long-run'
  /** The Commander asks back between two agents; a choice is answered by the chosen agent. */
  | 'question';

export interface ChatHandlerOptions {
  plan?: PlanType;
  sessions?: Session[];
  messages?: Record<string, Message[]>;
  sessionsState?: 'ok' | 'loading' | 'error';
  catalogueState?: 'ok' | 'error';
  stream?: StreamMode;
  /** The answer's text. @default a text built from the request */
  answer?: string;
  /** Delay between tokens in 'slow' mode. @default 120 */
  tokenDelayMs?: number;
  /** Every body sent to the action endpoint, for the test to read. */
  requests?: Array<Record<string, unknown>>;
  /** `limit`: create_session is refused with the plan's conversation limit (403). @default 'ok' */
  createSession?: 'ok' | 'limit';
  /**
   * An answer on its way in this conversation when the screen opens (a reload, a second tab):
   * its question and text, streamed word by word by the resume call. @default none (204)
   */
  inFlight?: { sessionId: string; message: string; text: string };
  /** The sessions whose answer was stopped (the stop call), for the test to read. */
  stops?: string[];
}

/** The plan's conversation limit, as the server words it. */
/** The text of an answer streaming in, fixed where it got to (a story of the list). */
export const streamedSoFar = (text: string): ChatStreamTextSource => ({
  subscribe: () => () => {},
  getText: () => text,
});

export const CONVERSATION_LIMIT_ERROR =
  'Você atingiu o limite de 30 conversas do plano Free neste ciclo. Faça upgrade para o plano Pro para ter mais conversas.';

/** The step a LeadFinder run reports in the 'long-run' stream. */
export const LONG_RUN_STEP = 'Buscando na web: "padarias artesanais em Curitiba"';

function answerFor(message: string): string {
  return `## O que entendi\n\n> ${message.slice(0, 120)}\n\nAqui está um plano em três passos:\n\n1. **Defina o objetivo** com um número e um prazo.\n2. **Escolha um canal** e publique duas vezes por semana.\n3. **Meça o resultado** toda sexta-feira.`;
}

function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

/** An SSE body in the UI message stream protocol; `delayMs` between parts. */
export function sseStream(parts: unknown[], delayMs = 0): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index < parts.length) {
        if (delayMs > 0 && index > 1) {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(parts[index])}\n\n`));
        index += 1;
        return;
      }
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
}

/** A stream that sends `parts` and then stays open, as a long run still working does. */
function openStream(parts: unknown[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(part)}\n\n`));
      }
    },
  });
}

/** The first parts of a Commander message routed to LeadFinder, which runs as a job. */
function longRunParts(): unknown[] {
  const runId = '6e1f3a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
  return [
    { type: 'start', messageId: runId },
    {
      type: 'data-orchestration',
      data: {
        orchestrated: true,
        agent_used: 'lead_finder',
        agent_name: 'LeadFinder',
        confidence: 92,
        confidenceRange: '90% a 98%',
        intent_detected: 'pedido para LeadFinder',
        description: 'O LeadFinder vai cuidar do seu pedido.',
      },
    },
    {
      type: 'data-job',
      id: runId,
      data: { run_id: runId, status: 'running', step: 'Na fila para começar…' },
    },
    { type: 'data-job', id: runId, data: { run_id: runId, status: 'running', step: LONG_RUN_STEP } },
  ];
}

/** The parts of one streamed answer. */
export function answerParts({
  agent,
  message,
  text,
  sessionId,
  agents = CHAT_AGENTS,
  chosen,
  question,
}: {
  agent: string;
  message: string;
  text: string;
  sessionId: string;
  agents?: AgentMetadata[];
  /** The answer to a question back: the agent the user tapped, and the choice's label. */
  chosen?: { agent: string; label: string };
  /** The answer is the Commander's question back. */
  question?: NonNullable<Message['clarification']>;
}): unknown[] {
  const guess = agent === 'chatsppock' && !chosen && !question ? guessAgent(message) : null;
  const used = chosen?.agent ?? (question ? 'chatsppock' : (guess?.agent ?? agent));
  const name = agents.find((entry) => entry.agent_type === used)?.name ?? used;
  const messageId = question ? QUESTION_ID : '2b7e9d41-3c5a-4f8e-a1b2-6d4c8e0f9a13';
  const output = Math.max(1, Math.round(text.length / 4));
  const orchestration = chosen
    ? {
        confidence: 98,
        confidenceRange: '90% a 98%',
        intent_detected: `escolha do usuário: ${chosen.label}`,
        description: `O ${name} vai cuidar do seu pedido.`,
      }
    : question
      ? {
          confidence: 78,
          confidenceRange: '70% a 79%',
          intent_detected: 'pedido de e-mail (assunto, proposta)',
          description: 'O Sppock Commander quer confirmar o que você precisa antes de encaminhar.',
        }
      : guess
        ? {
            confidence: guess.confidence,
            confidenceRange: guess.confidenceRange,
            intent_detected: guess.hits > 0 ? `pedido para ${name}` : 'pergunta geral',
            description:
              used === 'chatsppock'
                ? `O ${name} vai responder diretamente.`
                : `O ${name} vai cuidar do seu pedido.`,
          }
        : null;
  return [
    { type: 'start', messageId, messageMetadata: { session_id: sessionId } },
    ...(orchestration
      ? [
          {
            type: 'data-orchestration',
            data: { orchestrated: true, agent_used: used, agent_name: name, ...orchestration },
          },
        ]
      : []),
    ...(question ? [{ type: 'data-clarification', data: question }] : []),
    { type: 'text-start', id: 't0' },
    ...tokens(text).map((delta) => ({ type: 'text-delta', id: 't0', delta })),
    { type: 'text-end', id: 't0' },
    {
      type: 'finish',
      finishReason: 'stop',
      messageMetadata: {
        session_id: sessionId,
        message_id: messageId,
        tokens: { input: 412, output, total: 412 + output },
        cost_usd: 0.00012,
        cost_brl: 0.00065,
        provider: 'offline',
        model: 'sppock-offline',
        offline: true,
        stopped: false,
      },
    },
  ];
}

/** Every call of the chat screen, answered like the reference server would. */
export function chatHandlers({
  plan = 'professional',
  sessions = SESSIONS,
  messages = SESSION_MESSAGES,
  sessionsState = 'ok',
  catalogueState = 'ok',
  stream = 'instant',
  answer,
  tokenDelayMs = 120,
  requests,
  createSession = 'ok',
  inFlight,
  stops,
}: ChatHandlerOptions = {}) {
  let list = [...sessions];
  // The request a question back is about: a choice answers it.
  let asked = '';
  const stored: Record<string, Message[]> = Object.fromEntries(
    Object.entries(messages).map(([id, items]) => [id, [...items]]),
  );
  return [
    usageHandler({ usage: usageFixture({ plan }) }),
    http.get('/api/agents/{agent}/metadata/', ({ response }) =>
      catalogueState === 'error'
        ? response(500).json(SERVER_ERROR)
        : response(200).json({ success: true, agents: CHAT_AGENTS }),
    ),
    http.get('/api/agents/{agent}/api/sessions/', async ({ params, response }) => {
      if (sessionsState === 'loading') {
        return fixtureForever();
      }
      if (sessionsState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      const own = list.filter((session) => session.agent_type === params.agent);
      return response(200).json({ success: true, sessions: own, total: own.length });
    }),
    http.patch(
      '/api/agents/{agent}/api/conversations/{session_id}/',
      async ({ params, request, response }) => {
        const found = list.find((session) => session.id === params.session_id);
        if (!found) {
          return response(404).json({ success: false, error: 'Conversa não encontrada.' });
        }
        const body = await request.json();
        const title = body.title?.replace(/\s+/g, ' ').trim();
        if (title !== undefined && (title === '' || [...title].length > 120)) {
          return response(400).json({
            success: false,
            error: title === '' ? 'O título não pode ficar vazio.' : 'O título aceita até 120 caracteres.',
          });
        }
        const updated: Session = {
          ...found,
          ...(title === undefined ? {} : { title }),
          ...(body.pinned === undefined
            ? {}
            : { pinned_at: body.pinned ? (found.pinned_at ?? new Date().toISOString()) : null }),
        };
        // The server's order: pinned first (the last pinned on top), then by last activity.
        list = list
          .map((session) => (session.id === updated.id ? updated : session))
          .sort(
            (a, b) =>
              (b.pinned_at ?? '').localeCompare(a.pinned_at ?? '') ||
              b.updated_at.localeCompare(a.updated_at),
          );
        return response(200).json({
          id: updated.id,
          session_id: updated.id,
          agent: updated.agent_type,
          title: updated.title,
          date: updated.updated_at,
          messages: updated.message_count,
          status: 'Concluída',
          total_tokens_used: updated.total_tokens_used ?? 0,
          pinned_at: updated.pinned_at ?? null,
        });
      },
    ),
    ...shareHandlers(),
    // Issue 29: the answer on its way in a conversation, replayed from its start; none → 204.
    http.get('/api/agents/sessions/{session_id}/stream/', ({ params, response }) => {
      if (!inFlight || params.session_id !== inFlight.sessionId) {
        return response(204).empty();
      }
      const parts = answerParts({
        agent: 'chatsppock',
        message: inFlight.message,
        text: inFlight.text,
        sessionId: inFlight.sessionId,
      });
      return response.untyped(
        new HttpResponse(sseStream(parts, tokenDelayMs), {
          headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
        }),
      );
    }),
    // A stop reaches no server-side answer here: the screen stops reading on its own.
    http.delete('/api/agents/sessions/{session_id}/stream/', ({ params, response }) => {
      stops?.push(String(params.session_id));
      return response(200).json({ success: true, stopped: false });
    }),
    http.post('/api/agents/{agent}/api/sessions/{session_id}/feedback/', ({ response }) =>
      response(200).json({ success: true, message: 'Feedback enviado!' }),
    ),
    http.get('/api/files/{file_id}/', ({ params, response }) =>
      params.file_id === FILE_ID
        ? response.untyped(
            new HttpResponse('Cardápio — Café Batel\nCafé coado: R$ 7,50\n', {
              headers: {
                'content-type': 'text/plain',
                'content-disposition': 'attachment; filename="cardapio-cafeteria-batel.txt"',
              },
            }),
          )
        : response(404).json({ success: false, error: 'Arquivo não encontrado.' }),
    ),
    http.post('/api/agents/{agent}/api/', async ({ params, request, response }) => {
      const body = (await request.json()) as Record<string, unknown> & { action: string };
      requests?.push({ agent: params.agent, ...body });
      const sessionId = typeof body.session_id === 'string' ? body.session_id : undefined;
      switch (body.action) {
        case 'create_session': {
          if (createSession === 'limit') {
            return response(403).json({ success: false, error: CONVERSATION_LIMIT_ERROR });
          }
          const title = typeof body.title === 'string' ? body.title : 'Nova conversa';
          const name = CHAT_AGENTS.find((agent) => agent.agent_type === params.agent)?.name ?? params.agent;
          list = [
            {
              id: SESSION_IDS.created,
              title,
              agent_type: params.agent,
              created_at: '2026-03-20T09:00:00-03:00',
              updated_at: '2026-03-20T09:00:00-03:00',
              message_count: 0,
              total_tokens_used: null,
            },
            ...list.filter((item) => item.id !== SESSION_IDS.created),
          ];
          stored[SESSION_IDS.created] = [];
          return response(200).json({
            success: true,
            action: 'create_session',
            session_id: SESSION_IDS.created,
            title,
            message: `Nova sessão de ${name} criada!`,
          });
        }
        case 'get_session': {
          const session = list.find((item) => item.id === sessionId);
          if (!session) {
            return response(404).json({ success: false, error: 'Sessão não encontrada.' });
          }
          return response(200).json({
            success: true,
            action: 'get_session',
            session,
            messages: stored[session.id] ?? [],
          });
        }
        case 'delete_session': {
          const session = list.find((item) => item.id === sessionId);
          if (!session) {
            return response(404).json({ success: false, error: 'Sessão não encontrada.' });
          }
          list = list.filter((item) => item.id !== sessionId);
          const name = CHAT_AGENTS.find((agent) => agent.agent_type === params.agent)?.name ?? params.agent;
          return response(200).json({
            success: true,
            action: 'delete_session',
            message: `Sessão de ${name} deletada permanentemente!`,
            deleted_session_id: session.id,
          });
        }
        case 'send_message': {
          const message = String(body.message ?? '');
          if (stream === 'rate-limited') {
            return response.untyped(
              HttpResponse.json(
                { success: false, error: 'Aguarde alguns segundos antes de enviar outra mensagem.' },
                { status: 429, headers: { 'Retry-After': '3' } },
              ),
            );
          }
          if (stream === 'forbidden') {
            return response(403).json({
              success: false,
              error: agentLockedMessage('LeadFinder', 'Pro'),
            });
          }
          if (stream === 'waiting') {
            return fixtureForever();
          }
          if (stream === 'long-run') {
            return response.untyped(
              new HttpResponse(openStream(longRunParts()), {
                headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
              }),
            );
          }
          // Like the server: a session still called 'Nova conversa' is titled by its first message.
          list = list.map((item) =>
            item.id === sessionId && item.title === 'Nova conversa' && item.message_count === 0
              ? { ...item, title: message.slice(0, 60), message_count: 2, total_tokens_used: 520 }
              : item,
          );
          let id = sessionId;
          if (!id) {
            id = SESSION_IDS.created;
            if (!list.some((item) => item.id === id)) {
              list = [
                {
                  id,
                  title: message.slice(0, 60),
                  agent_type: params.agent,
                  created_at: '2026-03-20T09:00:00-03:00',
                  updated_at: '2026-03-20T09:00:00-03:00',
                  message_count: 2,
                  total_tokens_used: 520,
                },
                ...list,
              ];
            }
          }
          const choice = body.choice as { question_id: string; agent: string } | undefined;
          const chosen = choice
            ? QUESTION.choices.find((option) => option.agent === choice.agent)
            : undefined;
          const asking = stream === 'question' && !choice;
          if (asking) {
            asked = message;
          }
          const text = asking ? QUESTION.question : (answer ?? answerFor(chosen ? asked : message));
          const parts =
            stream === 'stream-error'
              ? [
                  { type: 'start' },
                  { type: 'error', errorText: 'O provedor de IA não respondeu. Tente novamente.' },
                ]
              : answerParts({
                  agent: params.agent,
                  message,
                  text,
                  sessionId: id,
                  ...(chosen ? { chosen } : {}),
                  ...(asking ? { question: QUESTION } : {}),
                });
          return response.untyped(
            new HttpResponse(sseStream(parts, stream === 'slow' ? tokenDelayMs : 0), {
              headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
            }),
          );
        }
        default:
          return response(400).json({ success: false, error: 'Ação desconhecida.' });
      }
    }),
  ];
}
