// MSW handlers of the operator console for its stories and tests (typed from the contract): a
// month of real-looking usage, the model catalogue with limits, and the price tables.
import type { components } from '@sppock/sdk';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';

type Schemas = components['schemas'];

export interface ConsoleHandlerOptions {
  /** How every console call answers. @default 'ok' */
  state?: FixtureState;
  /** No usage at all: the usage tabs and the history are empty. @default false */
  empty?: boolean;
  /** The queue's health. @default 'healthy' */
  health?: Schemas['SystemHealth'];
  /** `invalid`: the queue's stats answer 200 without its figures ('Dados inválidos da API'). @default 'ok' */
  statsShape?: 'ok' | 'invalid';
}

const runs: Schemas['AgentRun'][] = [
  {
    id: 212,
    agent_name: 'Email Writer',
    agent_type: 'email_writer',
    title: 'Cobrança do boleto de outubro',
    user_name: 'Mariana Costa',
    user_email: 'mariana.costa@padariaboavista.com.br',
    start_time: '2026-11-23T14:32:10Z',
    total_tokens_used: 1840,
    status: 'completed',
  },
  {
    id: 211,
    agent_name: 'Sppock Commander',
    agent_type: 'chatsppock',
    title: 'Ideias para a vitrine de Natal',
    user_name: 'N/A',
    user_email: 'contato@floresdocerrado.com.br',
    start_time: '2026-11-23T13:05:44Z',
    total_tokens_used: 3215,
    status: 'interrupted',
  },
  {
    id: 210,
    agent_name: 'LeadFinder',
    agent_type: 'lead_finder',
    title: 'Distribuidoras de embalagens em Campinas',
    user_name: 'Rafael Albuquerque',
    user_email: 'rafael@serraazul.com.br',
    start_time: '2026-11-23T12:41:02Z',
    total_tokens_used: 9120,
    status: 'running',
  },
];

const agentUsage: Schemas['ConsoleTokenUsage'] = {
  success: true,
  month: '2026-11',
  data_source: 'immutable',
  summary: {
    total_tokens_input: 182_430,
    total_tokens_output: 96_210,
    total_tokens_real: 278_640,
    total_cost: 1.84,
    total_cost_usd: 0.34,
  },
  models: [
    {
      agent_name: 'Sppock Commander',
      agent_type: 'chatsppock',
      sessions_count: 41,
      total_tokens_input: 98_200,
      total_tokens_output: 51_300,
      total_tokens_real: 149_500,
      total_cost: 0.98,
      last_used: '2026-11-23T14:32:10Z',
    },
    {
      agent_name: 'Email Writer',
      agent_type: 'email_writer',
      sessions_count: 17,
      total_tokens_input: 52_030,
      total_tokens_output: 30_110,
      total_tokens_real: 82_140,
      total_cost: 0.61,
      last_used: '2026-11-23T14:32:10Z',
    },
    {
      agent_name: 'LeadFinder',
      agent_type: 'lead_finder',
      sessions_count: 6,
      total_tokens_input: 32_200,
      total_tokens_output: 14_800,
      total_tokens_real: 47_000,
      total_cost: 0.25,
      last_used: null,
    },
  ],
};

const modelUsage: Schemas['ConsoleLlmUsage'] = {
  success: true,
  month: '2026-11',
  data_source: 'chatsppock_messages',
  summary: {
    total_tokens: 278_640,
    total_cost: 1.84,
    total_messages: 132,
    total_sessions: 64,
    unique_models: 2,
  },
  models: [
    {
      model_name: 'gpt-4o-mini',
      provider: 'openai',
      sessions_count: 38,
      messages_count: 90,
      total_tokens: 201_300,
      total_cost: 1.84,
      last_used: '2026-11-23T14:32:10Z',
    },
    {
      model_name: 'sppock-offline',
      provider: 'offline',
      sessions_count: 26,
      messages_count: 42,
      total_tokens: 77_340,
      total_cost: 0,
      last_used: '2026-11-23T13:05:44Z',
    },
  ],
};

const routingRow = (
  agent_type: Schemas['AgentType'],
  agent_name: string,
  [routed, changed, asked, chosen]: [number, number, number, number],
  week_start?: string,
): Schemas['ConsoleRoutingQualityAgent'] => ({
  ...(week_start ? { week_start } : {}),
  agent_type,
  agent_name,
  routed,
  changed,
  kept_share: routed === 0 ? null : Math.round(((routed - changed) / routed) * 1000) / 10,
  asked,
  chosen,
});

/** Two weeks of the Commander's routing: most answers kept, a few changed, some asked back. */
const routingQuality: Schemas['ConsoleRoutingQuality'] = {
  success: true,
  weeks: 8,
  from: '2026-09-28',
  agents: [
    routingRow('email_writer', 'Email Writer', [184, 6, 9, 7]),
    routingRow('brainstorm', 'Brainstorm AI', [97, 4, 6, 5]),
    routingRow('supplier_finder', 'Supplier Finder', [41, 3, 5, 4]),
    routingRow('chatsppock', 'Sppock Commander', [38, 0, 3, 2]),
  ],
  rows: [
    routingRow('email_writer', 'Email Writer', [97, 4, 5, 4], '2026-11-16'),
    routingRow('brainstorm', 'Brainstorm AI', [51, 1, 3, 3], '2026-11-16'),
    routingRow('supplier_finder', 'Supplier Finder', [19, 2, 3, 2], '2026-11-16'),
    routingRow('chatsppock', 'Sppock Commander', [20, 0, 2, 1], '2026-11-16'),
    routingRow('email_writer', 'Email Writer', [87, 2, 4, 3], '2026-11-23'),
    routingRow('brainstorm', 'Brainstorm AI', [46, 3, 3, 2], '2026-11-23'),
    routingRow('supplier_finder', 'Supplier Finder', [22, 1, 2, 2], '2026-11-23'),
    routingRow('chatsppock', 'Sppock Commander', [18, 0, 1, 1], '2026-11-23'),
  ],
};

const model = (id: number, name: string, modelId: string, provider: string, active: boolean) => ({
  id,
  name,
  model: modelId,
  provider,
  is_active: active,
  created_at: '2025-11-01T12:00:00Z',
});

const limits = (current: number, limit: number | null): Schemas['ModelLimits'] => ({
  current_minute_tokens: current * 600,
  minute_token_limit: limit === null ? null : limit * 1000,
  current_minute_requests: current,
  minute_request_limit: limit,
  current_daily_tokens: current * 9000,
  daily_token_limit: null,
  current_daily_requests: current * 14,
  daily_request_limit: limit === null ? null : limit * 100,
  tier: null,
});

export function consoleHandlers({
  state = 'ok',
  empty = false,
  health = 'healthy',
  statsShape = 'ok',
}: ConsoleHandlerOptions = {}) {
  // Loading never answers; error answers the server's 500.
  const answers = async () => {
    if (state === 'loading') {
      await fixtureForever();
    }
    return state === 'ok';
  };
  let modelLimits: Record<string, Schemas['ModelLimits']> = {
    'sppock-offline': limits(5, 5),
  };
  return [
    // 'Sair' ends the session on the server too.
    http.post('/api/accounts/logout/', ({ response }) => response(204).empty()),
    http.get('/api/agents/async/stats/', async ({ response }) => {
      if (statsShape === 'invalid') {
        return response.untyped(Response.json({ success: true, stats: null }));
      }
      const body = (await answers()) && {
        success: true as const,
        stats: {
          active_requests: 3,
          avg_response_time: 0.84,
          error_rate: health === 'critical' ? 0.25 : 0.0125,
          system_health: health,
          queued_jobs: 1,
          completed_last_hour: 212,
          failed_last_hour: 3,
          workers: 1,
        },
      };
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
    http.get('/api/agents/llm/models/', async ({ response }) => {
      const body = (await answers()) && {
        success: true as const,
        models_by_provider: {
          OpenAI: [
            model(1, 'GPT-4o mini', 'gpt-4o-mini', 'OpenAI', true),
            model(2, 'GPT-4.1', 'gpt-4.1', 'OpenAI', false),
          ],
          Gemini: [model(4, 'Gemini 2.5 Flash', 'gemini-2.5-flash', 'Gemini', false)],
          Exa: [model(7, 'Exa Search', 'exa-search', 'Exa', false)],
          other: [model(9, 'Modelo offline Sppock', 'sppock-offline', 'offline', true)],
        },
      };
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
    http.get('/api/agents/openai/rate-limits/', async ({ response }) => {
      const body = (await answers()) && {
        success: true as const,
        limits: { 'gpt-4o-mini': limits(37, 500) },
      };
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
    http.get('/api/agents/gemini/rate-limits/', async ({ response }) => {
      const body = (await answers()) && { success: true as const, limits: {} };
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
    http.get('/api/agents/llm/rate-limits/', async ({ response }) => {
      const body = (await answers()) && { success: true as const, limits: modelLimits };
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
    http.put('/api/agents/llm/models/{model}/limits/', async ({ params, request, response }) => {
      const update = await request.json();
      const figures: Schemas['ModelLimits'] = {
        ...limits(0, null),
        minute_request_limit: update.requests_per_minute,
        minute_token_limit: update.tokens_per_minute,
        daily_request_limit: update.requests_per_day,
        daily_token_limit: update.tokens_per_day,
        tier: update.tier,
      };
      modelLimits = { ...modelLimits, [params.model]: figures };
      return response(200).json({ success: true, model: params.model, limits: figures });
    }),
    http.get('/api/agents/routing/quality/', async ({ response }) => {
      const body =
        (await answers()) && (empty ? { ...routingQuality, agents: [], rows: [] } : routingQuality);
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
    http.get('/api/agents/usage/history/', async ({ query, response }) => {
      const all = query.get('all') === 'true';
      const sessions = empty ? [] : runs;
      const body = (await answers()) && {
        success: true as const,
        sessions,
        total_count: sessions.length,
        page: 1,
        limit: all ? sessions.length : Number(query.get('limit') ?? 10),
        has_next: false,
        has_previous: false,
      };
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
    http.get('/api/agents/tokens/usage/', async ({ query, response }) => {
      const month = query.get('month') ?? '2026-11';
      const body =
        (await answers()) &&
        (empty || month !== '2026-11'
          ? {
              ...agentUsage,
              month,
              summary: {
                total_tokens_input: 0,
                total_tokens_output: 0,
                total_tokens_real: 0,
                total_cost: 0,
                total_cost_usd: 0,
              },
              models: [],
            }
          : agentUsage);
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
    http.get('/api/agents/tokens/usage/llm-models/', async ({ query, response }) => {
      const month = query.get('month') ?? '2026-11';
      const body =
        (await answers()) &&
        (empty || month !== '2026-11'
          ? {
              ...modelUsage,
              month,
              summary: {
                total_tokens: 0,
                total_cost: 0,
                total_messages: 0,
                total_sessions: 0,
                unique_models: 0,
              },
              models: [],
            }
          : modelUsage);
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
    http.get('/api/agents/pricing/', async ({ response }) => {
      const body = (await answers()) && {
        success: true as const,
        data: {
          exchange_rate: 5.4,
          last_updated: '2025-11-01T12:00:00Z',
          openai: { 'gpt-4o-mini': { input: 0.15, output: 0.6 }, 'gpt-4.1': { input: 2, output: 8 } },
          gemini: {
            'gemini-2.5-flash': { input: 0.3, output: 2.5 },
            'gemini-2.5-pro': { input: null, output: 10 },
          },
          anthropic: { 'claude-sonnet-4': { input: 3, output: 15 } },
        },
      };
      return body ? response(200).json(body) : response(500).json(SERVER_ERROR);
    }),
  ];
}
