// Every real provider, through `chooseModel`, against a local fake that speaks its wire protocol.
import { generateText, jsonSchema, type ModelMessage, Output, streamText } from 'ai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeProviderEnv,
  type LlmFake,
  type RealProvider,
  START_FAKE,
} from '../../../test/fakes/llm/index.ts';
import { loadConfig } from '../../config.ts';
import { chooseModel } from './choose-model.ts';
import { describeProviderError } from './errors.ts';

const SYSTEM = 'Você é o Sppock Commander. Responda em português do Brasil.';
const CONVERSATION: ModelMessage[] = [
  { role: 'user', content: 'Tenho uma padaria em Belo Horizonte.' },
  { role: 'assistant', content: 'Que ótimo! Como posso ajudar a padaria?' },
  { role: 'user', content: 'Quero ideias de campanhas para o Dia das Mães.' },
];
const ANSWER = 'Três ideias: cesta de café da manhã, bolo personalizado e sorteio de vale-presente.';

const CASES: { provider: RealProvider; model: string; operation: string; streamOperation: string }[] = [
  { provider: 'openai', model: 'gpt-4o-mini', operation: 'responses', streamOperation: 'responses' },
  {
    provider: 'gemini',
    model: 'gemini-2.5-flash',
    operation: 'generateContent',
    streamOperation: 'streamGenerateContent',
  },
  { provider: 'anthropic', model: 'claude-sonnet-4-5', operation: 'messages', streamOperation: 'messages' },
  {
    provider: 'openai-compatible',
    model: 'llama3.1:8b',
    operation: 'chat.completions',
    streamOperation: 'chat.completions',
  },
];

describe.each(CASES)('provedor $provider', ({ provider, model, operation, streamOperation }) => {
  let fake: LlmFake;
  let choose: (env?: Record<string, string>) => ReturnType<typeof chooseModel>;

  beforeAll(async () => {
    fake = await START_FAKE[provider]();
    choose = (env = {}) => {
      const config = loadConfig({
        ...fakeProviderEnv(provider, fake, { model }),
        LLM_MAX_RETRIES: '0',
        ...env,
      });
      return chooseModel(config, {
        plan: 'professional',
        agent: 'chatsppock',
        offline: () => {
          throw new Error('a rota deste teste não é offline');
        },
      });
    };
  });
  afterEach(() => {
    expect(fake.pendingOutcomes).toBe(0);
  });
  afterAll(() => fake.close());

  it('generateText: texto, uso informado pelo provedor e o prompt que o modelo viu', async () => {
    fake.answer(ANSWER, { inputTokens: 57, outputTokens: 21 });
    const choice = choose();
    expect(choice).toMatchObject({ provider, modelId: model });
    const result = await generateText({
      model: choice.model,
      system: SYSTEM,
      messages: CONVERSATION,
      ...choice.callSettings,
    });
    expect(result.text).toBe(ANSWER);
    expect(result.usage).toMatchObject({ inputTokens: 57, outputTokens: 21 });
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ operation, model, stream: false });
    expect(request?.prompt).toEqual({
      system: SYSTEM,
      messages: [
        { role: 'user', text: 'Tenho uma padaria em Belo Horizonte.' },
        { role: 'assistant', text: 'Que ótimo! Como posso ajudar a padaria?' },
        { role: 'user', text: 'Quero ideias de campanhas para o Dia das Mães.' },
      ],
    });
    expect(fake.unknownRequests).toEqual([]);
  });

  it('streamText: a resposta chega em pedaços e termina com o uso', async () => {
    fake.answer(ANSWER, { inputTokens: 40, outputTokens: 16 });
    const choice = choose();
    const result = streamText({
      model: choice.model,
      system: SYSTEM,
      messages: CONVERSATION,
      ...choice.callSettings,
    });
    const deltas: string[] = [];
    for await (const delta of result.textStream) {
      deltas.push(delta);
    }
    expect(deltas.join('')).toBe(ANSWER);
    expect(deltas.length).toBe(ANSWER.split(' ').length);
    expect(await result.usage).toMatchObject({ inputTokens: 40, outputTokens: 16 });
    expect(await result.finishReason).toBe('stop');
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ operation: streamOperation, model, stream: true });
    expect(request?.prompt?.system).toBe(SYSTEM);
    expect(request?.prompt?.messages).toHaveLength(3);
  });

  it('saída estruturada: o JSON pedido volta como objeto', async () => {
    fake.answer('{"agent":"brainstorm","confidence":0.82}', { inputTokens: 30, outputTokens: 12 });
    const choice = choose();
    const result = await generateText({
      model: choice.model,
      system: 'Classifique o pedido.',
      prompt: 'Quero ideias para o Dia das Mães',
      output: Output.object({
        schema: jsonSchema<{ agent: string; confidence: number }>({
          type: 'object',
          properties: { agent: { type: 'string' }, confidence: { type: 'number' } },
          required: ['agent', 'confidence'],
          additionalProperties: false,
        }),
      }),
      ...choice.callSettings,
    });
    expect(result.output).toEqual({ agent: 'brainstorm', confidence: 0.82 });
    expect(result.usage).toMatchObject({ inputTokens: 30, outputTokens: 12 });
  });

  it('429 com retry-after vira "muitos pedidos", com a espera pedida', async () => {
    fake.enqueue({ kind: 'rate_limit', retryAfterSeconds: 7 });
    const choice = choose();
    const error = await generateText({ model: choice.model, prompt: 'Olá', ...choice.callSettings }).catch(
      (e) => e,
    );
    expect(describeProviderError(error)).toEqual({
      outcome: 'rate_limited',
      status: 429,
      message:
        'O provedor de linguagem está recebendo pedidos demais agora. Aguarde alguns instantes e tente de novo.',
      retryAfterSeconds: 7,
    });
  });

  it('500 vira falha do provedor (502), sem o texto do provedor', async () => {
    fake.enqueue({ kind: 'server_error' });
    const choice = choose();
    const error = await generateText({ model: choice.model, prompt: 'Olá', ...choice.callSettings }).catch(
      (e) => e,
    );
    const described = describeProviderError(error);
    expect(described).toMatchObject({ outcome: 'error', status: 502 });
    expect(described.message).not.toMatch(/server had an error/i);
  });

  it('um provedor que não responde estoura LLM_TIMEOUT_MS (504)', async () => {
    fake.enqueue({ kind: 'hang' });
    const choice = choose({ LLM_TIMEOUT_MS: '300' });
    expect(choice.callSettings.timeout).toBe(300);
    const error = await generateText({ model: choice.model, prompt: 'Olá', ...choice.callSettings }).catch(
      (e) => e,
    );
    expect(describeProviderError(error)).toMatchObject({ outcome: 'timeout', status: 504 });
  });

  it('quem chama pode interromper (499)', async () => {
    fake.enqueue({ kind: 'hang' });
    const before = fake.requests.length;
    const choice = choose();
    const controller = new AbortController();
    const call = generateText({
      model: choice.model,
      prompt: 'Olá',
      abortSignal: controller.signal,
      ...choice.callSettings,
    }).catch((e) => e);
    await expect.poll(() => fake.requests.length).toBe(before + 1);
    controller.abort();
    expect(describeProviderError(await call)).toMatchObject({ outcome: 'aborted', status: 499 });
  });

  it('streamText: 429 chega em onError; tempo esgotado rejeita o texto com TimeoutError', async () => {
    fake.enqueue({ kind: 'rate_limit', retryAfterSeconds: 2 }, { kind: 'hang' });
    const errors: unknown[] = [];
    const limited = choose();
    const first = streamText({
      model: limited.model,
      prompt: 'Olá',
      ...limited.callSettings,
      onError: ({ error }) => {
        errors.push(error);
      },
    });
    await first.consumeStream();
    expect(errors.map((error) => describeProviderError(error).outcome)).toEqual(['rate_limited']);

    const slow = choose({ LLM_TIMEOUT_MS: '300' });
    const second = streamText({ model: slow.model, prompt: 'Olá', ...slow.callSettings });
    const failure = await Promise.resolve(second.text).catch((error: unknown) => error);
    expect(describeProviderError(failure)).toMatchObject({ outcome: 'timeout', status: 504 });
  });

  it('uma transmissão cortada no meio entrega o começo e termina em erro', async () => {
    fake.enqueue({ kind: 'cut', text: ANSWER, afterDeltas: 3 });
    const choice = choose();
    const result = streamText({ model: choice.model, prompt: 'Olá', ...choice.callSettings });
    const deltas: string[] = [];
    // A connection that drops mid-answer surfaces as an error thrown by the stream's iterator.
    const failure = await (async () => {
      for await (const delta of result.textStream) {
        deltas.push(delta);
      }
    })().catch((error: unknown) => error);
    expect(deltas.join('')).toBe('Três ideias: cesta');
    expect(failure).toBeInstanceOf(Error);
    expect(describeProviderError(failure)).toMatchObject({ outcome: 'error', status: 502 });
  });
});

describe('saída estruturada num Claude sem saída nativa (ferramenta json)', () => {
  let fake: LlmFake;
  beforeAll(async () => {
    fake = await START_FAKE.anthropic();
  });
  afterAll(() => fake.close());

  it.each([false, true])('devolve o objeto (transmitindo: %s)', async (stream) => {
    fake.answer('{"agent":"meeting","confidence":0.9}');
    const config = loadConfig({
      ...fakeProviderEnv('anthropic', fake, { model: 'claude-3-haiku-20240307' }),
      LLM_MAX_RETRIES: '0',
    });
    const choice = chooseModel(config, { plan: null, agent: 'chatsppock', offline: () => '' });
    const output = Output.object({
      schema: jsonSchema<{ agent: string; confidence: number }>({
        type: 'object',
        properties: { agent: { type: 'string' }, confidence: { type: 'number' } },
        required: ['agent', 'confidence'],
      }),
    });
    const request = {
      model: choice.model,
      prompt: 'Marcar reunião com cliente',
      output,
      ...choice.callSettings,
    };
    const result = stream ? await streamText(request).output : (await generateText(request)).output;
    expect(result).toEqual({ agent: 'meeting', confidence: 0.9 });
    expect(fake.requests.at(-1)?.body).toMatchObject({
      tools: [{ name: 'json' }],
      tool_choice: { type: 'any' },
    });
  });
});

describe('os provedores falsos', () => {
  it.each(Object.keys(START_FAKE) as RealProvider[])(
    '%s responde 404 a chamadas que a API real não tem',
    async (provider) => {
      const fake = await START_FAKE[provider]();
      try {
        const response = await fetch(`${fake.baseUrl}/embeddings`, { method: 'POST', body: '{}' });
        expect(response.status).toBe(404);
        expect(await response.text()).toContain('unknown call POST');
        expect(fake.unknownRequests).toHaveLength(1);
      } finally {
        await fake.close();
      }
    },
  );

  it('uma chave errada é recusada como o provedor recusa', async () => {
    const fake = await START_FAKE.anthropic();
    try {
      const config = loadConfig({
        ...fakeProviderEnv('anthropic', fake),
        ANTHROPIC_API_KEY: 'sk-ant-errada',
        LLM_MAX_RETRIES: '0',
      });
      const choice = chooseModel(config, { plan: null, agent: 'chatsppock', offline: () => '' });
      const error = await generateText({ model: choice.model, prompt: 'Olá', ...choice.callSettings }).catch(
        (e) => e,
      );
      expect(error).toMatchObject({ statusCode: 401 });
      expect(describeProviderError(error)).toMatchObject({ outcome: 'error', status: 502 });
    } finally {
      await fake.close();
    }
  });
});
