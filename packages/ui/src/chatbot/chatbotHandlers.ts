// MSW handlers of the FAQ chatbot for its stories and tests (typed from the contract): a signed-in
// session with its history, and the visitor's anonymous calls. A question about "fatura" gets a
// doubtful answer with a support hand-off.
import type { ChatbotConversation, ChatbotReply } from '@sppock/sdk';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { SUPPORT_CATEGORIES } from '../support/fixtures';
import { http } from '../testing/msw';

export const CHATBOT_SESSION = '6e8f0a2c-4b1d-4c3e-9f5a-7b8c9d0e1f2a';

export interface ChatbotHandlerOptions {
  /** The history the session starts with. @default none */
  history?: ChatbotConversation[];
  /** How the session opens. @default 'ok' */
  session?: FixtureState;
  /** How a question answers: a reply, 429, 403 or a failure. @default 'ok' */
  reply?: 'ok' | 'throttled' | 'forbidden' | 'error' | 'loading';
  /** How a rating answers. @default 'ok' */
  rating?: 'ok' | 'error';
  /** The first question finds the session ended (404). @default false */
  sessionEnded?: boolean;
}

let counter = 0;
const uuid = () => {
  counter += 1;
  return `0f9e8d7c-6b5a-4f3e-8d2c-${String(counter).padStart(12, '0')}`;
};

function answerTo(question: string): ChatbotReply {
  if (/fatura/i.test(question)) {
    return {
      message: 'Não tenho certeza sobre isso. Posso abrir uma mensagem de suporte com esta conversa.',
      message_id: uuid(),
      confidence_score: 0.21,
      suggestions: ['Como falo com o suporte?'],
      answer_source: 'not_sure',
      support_handoff: {
        subject: 'Dúvida sobre fatura',
        content: `Pergunta ao assistente: ${question}\n\nO assistente não soube responder.`,
        category_id: 2,
        priority: 'normal',
      },
    };
  }
  return {
    message:
      'O plano **Pro** custa R$ 39,90 por mês e inclui:\n- busca na web\n- os agentes de marketing e vendas',
    message_id: uuid(),
    confidence_score: 0.9,
    suggestions: ['Qual é a diferença entre os planos Pro e Enterprise?', 'Como faço upgrade?'],
    answer_source: 'knowledge_base',
    sources: ['Planos e preços'],
  };
}

const SESSION_INFO = {
  session_id: CHATBOT_SESSION,
  is_active: true,
  message_count: 0,
  package_type: 'freemium' as const,
  created: '2026-04-02T14:31:05-03:00',
};

export function chatbotHandlers({
  history = [],
  session = 'ok',
  reply = 'ok',
  rating = 'ok',
  sessionEnded = false,
}: ChatbotHandlerOptions = {}) {
  let ended = sessionEnded;
  const endedOnce = () => {
    const was = ended;
    ended = false;
    return was;
  };
  let conversations = [...history];
  const answer = async (question: string) => {
    if (reply === 'loading') {
      return fixtureForever();
    }
    return answerTo(question);
  };
  const failure = () =>
    reply === 'throttled'
      ? ([
          429,
          { success: false, error: 'Muitas mensagens enviadas. Tente novamente em alguns minutos.' },
        ] as const)
      : reply === 'forbidden'
        ? ([403, { success: false, error: 'Acesso negado. Verifique sua assinatura.' }] as const)
        : ([500, SERVER_ERROR] as const);
  return [
    http.get('/api/chatbot/session/info/', async ({ response }) => {
      if (session === 'loading') {
        return fixtureForever();
      }
      if (session === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ ...SESSION_INFO, message_count: conversations.length * 2 });
    }),
    http.get('/api/chatbot/history/', ({ response }) =>
      response(200).json({ success: true, session_id: CHATBOT_SESSION, conversations }),
    ),
    http.post('/api/chatbot/session/end/', ({ response }) => {
      conversations = [];
      return response(200).json({ success: true, message: 'Sessão do chatbot encerrada.' });
    }),
    http.post('/api/chatbot/response/', async ({ request, response }) => {
      const body = await request.json();
      if (endedOnce()) {
        return response(404).json({
          success: false,
          error: 'Sessão do chatbot não encontrada ou encerrada.',
        });
      }
      if (reply !== 'ok' && reply !== 'loading') {
        const [status, error] = failure();
        return response(status).json(error);
      }
      return response(200).json((await answer(body.message)) as ChatbotReply);
    }),
    http.post('/api/chatbot/rate/', ({ response }) =>
      rating === 'ok'
        ? response(200).json({ success: true, message: 'Obrigado pelo seu feedback!' })
        : response(500).json(SERVER_ERROR),
    ),
    http.post('/api/chatbot/visitor/session/', async ({ response }) => {
      if (session === 'loading') {
        return fixtureForever();
      }
      if (session === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(201).json(SESSION_INFO);
    }),
    http.post('/api/chatbot/visitor/response/', async ({ request, response }) => {
      const body = await request.json();
      if (endedOnce()) {
        return response(404).json({
          success: false,
          error: 'Sessão do chatbot não encontrada ou encerrada.',
        });
      }
      if (reply !== 'ok' && reply !== 'loading') {
        const [status, error] = failure();
        // A visitor's plan never excludes the bot: no 403 on this call.
        return response(status === 403 ? 500 : status).json(error);
      }
      return response(200).json((await answer(body.message)) as ChatbotReply);
    }),
    http.post('/api/chatbot/visitor/rate/', ({ response }) =>
      rating === 'ok'
        ? response(200).json({ success: true, message: 'Obrigado pelo seu feedback!' })
        : response(500).json(SERVER_ERROR),
    ),
    http.get('/api/support/categories/', ({ response }) =>
      response(200).json({ success: true, categories: SUPPORT_CATEGORIES }),
    ),
  ];
}

/** A signed-in user's earlier exchange. */
export const CHATBOT_HISTORY: ChatbotConversation[] = [
  {
    id: 41,
    user_message: 'Quanto custa o plano Enterprise?',
    bot_response: 'O plano Enterprise custa R$ 399,00 por mês e inclui até 10 usuários.',
    timestamp: '2026-04-02T14:31:40-03:00',
    message_id: 'a3b4c5d6-e7f8-4a9b-8c0d-1e2f3a4b5c6d',
    confidence_score: 0.88,
    suggestions: ['Posso criar agentes personalizados?'],
    is_helpful: true,
  },
];
