import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { packagePath } from '../../package-root.ts';
import { chooseModel, modelRouteFor, supportsVision } from './choose-model.ts';
import { LLM_VARIABLES } from './settings.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems;
    }
    throw error;
  }
}

const KEYS = {
  OPENAI_API_KEY: 'sk-test-openai',
  GOOGLE_GENERATIVE_AI_API_KEY: 'google-test-key',
  ANTHROPIC_API_KEY: 'sk-ant-test',
};

describe('configuração dos modelos de linguagem', () => {
  it('sem variáveis usa o modelo offline, 60 s de limite e a cotação de referência', () => {
    const { llm } = loadConfig({});
    expect(llm).toMatchObject({
      provider: 'offline',
      default: { provider: 'offline', model: 'sppock-offline' },
      plans: {},
      agents: {},
      timeoutMs: 60_000,
      maxRetries: 2,
      usdBrlRate: 5.4,
      offlineStreamDelayMs: 0,
    });
    expect(loadConfig({ LLM_OFFLINE_STREAM_DELAY_MS: '8' }).llm.offlineStreamDelayMs).toBe(8);
  });

  it('lê rotas por plano e por agente, com o modelo padrão de cada provedor', () => {
    const { llm } = loadConfig({
      ...KEYS,
      LLM_PROVIDER: 'gemini',
      LLM_PLAN_FREEMIUM: 'gemini:gemini-2.5-flash-lite',
      LLM_PLAN_PROFESSIONAL: 'openai',
      LLM_PLAN_ENTERPRISE: 'anthropic:claude-opus-4-5',
      LLM_AGENT_LEAD_FINDER: 'openai-compatible:llama3.1:8b',
      LLM_AGENT_CHATSPPOCK: 'offline',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_TIMEOUT_MS: '15000',
      LLM_MAX_RETRIES: '0',
      USD_BRL_RATE: '5,62',
    });
    expect(llm.default).toEqual({ provider: 'gemini', model: 'gemini-2.5-flash' });
    expect(llm.plans).toEqual({
      freemium: { provider: 'gemini', model: 'gemini-2.5-flash-lite' },
      professional: { provider: 'openai', model: 'gpt-4o-mini' },
      enterprise: { provider: 'anthropic', model: 'claude-opus-4-5' },
    });
    expect(llm.agents).toEqual({
      lead_finder: { provider: 'openai-compatible', model: 'llama3.1:8b' },
      chatsppock: { provider: 'offline', model: 'sppock-offline' },
    });
    expect(llm).toMatchObject({ timeoutMs: 15_000, maxRetries: 0, usdBrlRate: 5.62 });
  });

  it('LLM_MODEL vale para o provedor de LLM_PROVIDER, também nas rotas que só dizem o provedor', () => {
    const { llm } = loadConfig({
      ...KEYS,
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'gpt-4.1-mini',
      LLM_PLAN_FREEMIUM: 'openai',
      LLM_PLAN_PROFESSIONAL: 'anthropic',
    });
    expect(llm.default).toEqual({ provider: 'openai', model: 'gpt-4.1-mini' });
    expect(llm.plans.freemium).toEqual({ provider: 'openai', model: 'gpt-4.1-mini' });
    expect(llm.plans.professional).toEqual({ provider: 'anthropic', model: 'claude-sonnet-4-5' });
  });

  it('aponta cada rota errada com a sua mensagem, todas de uma vez', () => {
    const problems = problemsOf({
      LLM_PLAN_FREEMIUM: 'openai:gpt-4o-mini',
      LLM_PLAN_GOLD: 'gemini',
      LLM_PLAN_PROFESSIONAL: 'gpt-4o',
      LLM_AGENT_VENDEDOR: 'anthropic',
      LLM_AGENT_MEETING: 'openai-compatible',
      LLM_AGENT_BRAINSTORM: 'offline:gpt-4o',
      LLM_AGENT_COMPETITION: 'gemini:modelo com espaço',
      LLM_TIMEOUT_MS: '1m',
      LLM_MAX_RETRIES: '11',
      USD_BRL_RATE: '-5',
      OPENAI_BASE_URL: 'ftp://proxy.interno',
      LLM_OFFLINE_STREAM_DELAY_MS: '5000',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'OPENAI_API_KEY é obrigatório quando LLM_PLAN_FREEMIUM=openai:gpt-4o-mini.',
        'LLM_PLAN_GOLD não é um plano: use LLM_PLAN_FREEMIUM, LLM_PLAN_PROFESSIONAL, LLM_PLAN_ENTERPRISE.',
        'LLM_PLAN_PROFESSIONAL="gpt-4o" não é aceito: use provedor ou provedor:modelo, com provedor offline, openai, gemini, anthropic, openai-compatible (ex.: openai:gpt-4o-mini, gemini, anthropic:claude-sonnet-4-5).',
        expect.stringMatching(
          /^LLM_AGENT_VENDEDOR não é um agente: use LLM_AGENT_ seguido de CHATSPPOCK, .*MEETING/,
        ),
        'LLM_AGENT_MEETING="openai-compatible": diga o modelo do servidor compatível com OpenAI, ex.: openai-compatible:llama3.1.',
        'LLM_AGENT_BRAINSTORM="offline:gpt-4o": o provedor offline não tem outros modelos; use só offline.',
        'LLM_AGENT_COMPETITION="gemini:modelo com espaço": o modelo não pode ser vazio nem ter espaços.',
        'LLM_TIMEOUT_MS="1m" não é aceito: use um número inteiro de milissegundos entre 1 e 3600000 (ex.: 60000).',
        'LLM_MAX_RETRIES="11" não é aceito: use um número inteiro de 0 a 10.',
        'USD_BRL_RATE="-5" não é aceito: use a cotação do dólar em reais, ex.: 5.40.',
        'OPENAI_BASE_URL="ftp://proxy.interno" precisa começar com http:// ou https://.',
        'LLM_OFFLINE_STREAM_DELAY_MS="5000" não é aceito: use um número inteiro de milissegundos de 0 a 1000 (ex.: 10).',
      ]),
    );
    expect(problems).toHaveLength(12);
  });

  it('um servidor compatível com OpenAI precisa de LLM_BASE_URL e de um modelo', () => {
    expect(problemsOf({ LLM_PROVIDER: 'openai-compatible' })).toEqual([
      'LLM_MODEL é obrigatório quando LLM_PROVIDER=openai-compatible.',
      'LLM_BASE_URL é obrigatório quando LLM_PROVIDER=openai-compatible (ex.: http://localhost:11434/v1).',
    ]);
    expect(problemsOf({ LLM_PLAN_ENTERPRISE: 'openai-compatible:qwen2.5' })).toEqual([
      'LLM_BASE_URL é obrigatório quando LLM_PLAN_ENTERPRISE=openai-compatible:qwen2.5 (ex.: http://localhost:11434/v1).',
    ]);
  });
});

describe('escolha do modelo', () => {
  const config = loadConfig({
    ...KEYS,
    LLM_PROVIDER: 'gemini',
    LLM_PLAN_PROFESSIONAL: 'openai:gpt-4o',
    LLM_AGENT_MEETING: 'anthropic:claude-haiku-4-5',
    LLM_AGENT_BRAINSTORM: 'offline',
  });
  const offline = () => 'resposta offline';

  it('o agente vence o plano, o plano vence o padrão', () => {
    expect(modelRouteFor(config, { plan: 'professional', agent: 'meeting' })).toEqual({
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
    });
    expect(modelRouteFor(config, { plan: 'professional', agent: 'chatsppock' })).toEqual({
      provider: 'openai',
      model: 'gpt-4o',
    });
    expect(modelRouteFor(config, { plan: 'freemium', agent: 'chatsppock' })).toEqual({
      provider: 'gemini',
      model: 'gemini-2.5-flash',
    });
    expect(modelRouteFor(config, { plan: null, agent: 'agente_que_nao_existe' })).toEqual(config.llm.default);
  });

  it('entrega o modelo do provedor, com visão e os limites da chamada', () => {
    const choice = chooseModel(config, { plan: 'professional', agent: 'chatsppock', offline });
    expect(choice).toMatchObject({
      provider: 'openai',
      modelId: 'gpt-4o',
      supportsVision: true,
      callSettings: { timeout: 60_000, maxRetries: 2 },
    });
    expect(choice.model.provider).toBe('openai.responses');
    expect(choice.model.modelId).toBe('gpt-4o');
  });

  it('na rota offline usa a resposta offline de quem chama', async () => {
    const choice = chooseModel(config, { plan: 'enterprise', agent: 'brainstorm', offline });
    expect(choice).toMatchObject({ provider: 'offline', modelId: 'sppock-offline', supportsVision: false });
    const result = await choice.model.doGenerate({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'oi' }] }],
    });
    expect(result.content).toEqual([{ type: 'text', text: 'resposta offline' }]);
  });

  it('sabe quais modelos leem imagens', () => {
    expect(supportsVision('openai', 'gpt-4o-mini')).toBe(true);
    expect(supportsVision('openai', 'gpt-3.5-turbo')).toBe(false);
    expect(supportsVision('gemini', 'gemini-2.5-flash')).toBe(true);
    expect(supportsVision('anthropic', 'claude-sonnet-4-5')).toBe(true);
    expect(supportsVision('openai-compatible', 'llava:13b')).toBe(true);
    expect(supportsVision('openai-compatible', 'qwen2.5-vl-7b')).toBe(true);
    expect(supportsVision('openai-compatible', 'llama3.1:8b')).toBe(false);
    expect(supportsVision('offline', 'sppock-offline')).toBe(false);
  });
});

describe('.env.example', () => {
  it('documenta cada variável de modelos de linguagem que o servidor lê, e as rotas por plano', () => {
    const source = fs.readFileSync(packagePath('src', 'modules', 'llm', 'settings.ts'), 'utf8');
    const read = new Set(
      [...source.matchAll(/(?:text|url|oneOf|integer)\(\s*'([A-Z0-9_]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect([...read].sort()).toEqual([...LLM_VARIABLES].sort());
    const example = fs.readFileSync(packagePath('..', '..', '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(LLM_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
    expect(
      ['LLM_PLAN_FREEMIUM', 'LLM_PLAN_PROFESSIONAL', 'LLM_PLAN_ENTERPRISE'].filter((n) => !documented.has(n)),
    ).toEqual([]);
    expect(example).toContain('LLM_AGENT_<AGENTE>');
  });
});
