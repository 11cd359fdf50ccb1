// The gateway owns the plan's token limit (issue 27 item 2): a call a provider would answer is
// refused once the plan's tokens for the cycle are spent — nothing is sent and nothing metered —
// whoever the caller is; the offline model, which costs nothing, is not. A call's tokens are added
// to what the request knows of the cycle's usage, so the checks after it (usage alerts, a second
// call) see them without reading the usage again.
import { generateText } from 'ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderEnv, type LlmFake, startFakeOpenAICompatible } from '../../../test/fakes/llm/index.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { llmCalls } from '../metering/schema.ts';
import { recordLlmCall } from '../metering/usage.ts';
import { planState, tokenCeiling } from '../payer/plan-state.ts';
import { chooseModel } from './choose-model.ts';
import { PlanLimitReached } from './errors.ts';
import { callModel, callModelAndKeep, type ModelCall } from './gateway.ts';
import { createOfflineModel, OFFLINE_MODEL_ID, OFFLINE_PROVIDER } from './offline-model.ts';

let fake: LlmFake;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAICompatible();
  server = await startTestServer({
    env: { ...fakeProviderEnv('openai-compatible', fake), LLM_MAX_RETRIES: '0' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function callOf(userId: number, provider: 'configured' | 'offline'): Promise<ModelCall> {
  const payer = await planState(server.services, userId);
  const configured = chooseModel(server.services.config, {
    plan: payer.plan,
    agent: 'chatsppock',
    offline: () => 'Resposta offline.',
  });
  return {
    userId,
    sessionId: null,
    agent: 'chatsppock',
    choice:
      provider === 'offline'
        ? {
            ...configured,
            provider: OFFLINE_PROVIDER,
            modelId: OFFLINE_MODEL_ID,
            model: createOfflineModel({ respond: () => 'Resposta offline.' }),
          }
        : configured,
    prompt: [{ role: 'user', content: 'Uma ideia de post para a padaria' }],
    payer,
  };
}

const run = async (choice: ModelCall['choice']) => {
  const result = await generateText({
    model: choice.model,
    prompt: 'Uma ideia de post',
    ...choice.callSettings,
  });
  return { answer: result.text, usage: result.usage, value: result.text };
};

async function spendAll(userId: number) {
  const state = await planState(server.services, userId);
  await recordLlmCall(server.services.db, {
    userId,
    agent: 'chatsppock',
    provider: 'openai-compatible',
    model: 'llama3.1:8b',
    inputTokens: tokenCeiling(state) ?? 0,
    outputTokens: 0,
    outcome: 'ok',
    at: server.clock.now(),
  });
}

async function meteredCalls(userId: number): Promise<number> {
  return (await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, userId))).length;
}

describe('o gateway e o limite de tokens do plano', () => {
  it('com os tokens do ciclo esgotados, recusa a chamada com a mensagem do plano: nada enviado, nada medido', async () => {
    const user = await server.signup();
    await spendAll(user.id);
    const before = fake.requests.length;
    const call = await callOf(user.id, 'configured');
    for (const outcome of [
      await callModel(server.services, call, run),
      await callModelAndKeep(server.services, call, run, async () => {
        throw new Error('nada a guardar de uma chamada recusada');
      }),
    ]) {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) {
        expect(outcome.error).toBeInstanceOf(PlanLimitReached);
        expect((outcome.error as Error).message).toMatch(/Você atingiu o limite de tokens do plano Free/);
      }
    }
    expect(fake.requests.length).toBe(before);
    expect(await meteredCalls(user.id)).toBe(1);
  });

  it('o modelo offline não custa nada e não é recusado pelo plano', async () => {
    const user = await server.signup();
    await spendAll(user.id);
    const outcome = await callModel(server.services, await callOf(user.id, 'offline'), run);
    expect(outcome.ok).toBe(true);
    expect(await meteredCalls(user.id)).toBe(2);
  });

  it('os tokens de uma chamada entram no uso que o pedido já leu, e a chamada seguinte é recusada sem ler de novo', async () => {
    const user = await server.signup();
    const call = await callOf(user.id, 'configured');
    const ceiling = tokenCeiling(call.payer) ?? 0;
    fake.answer('Pão de queijo quentinho às 7h!', { inputTokens: ceiling, outputTokens: 10 });
    const first = await callModel(server.services, call, run);
    expect(first.ok).toBe(true);
    expect(call.payer.usage?.tokens).toBe(ceiling + 10);
    const before = fake.requests.length;
    const second = await callModel(server.services, call, run);
    expect(second.ok).toBe(false);
    expect(fake.requests.length).toBe(before);
  });
});
