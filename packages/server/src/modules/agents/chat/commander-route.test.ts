// One decision for a Commander message (issue 27): whoever answers it — the Commander, one of its
// agents or a team's custom agent — the router reads the message once and who pays is resolved
// once. Before, a message of an Enterprise user went through the custom agents' engine, which ran
// the router and resolved the payer to decide whether to leave, and then through the Commander's
// turn, which did both again.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';

const calls = vi.hoisted(() => ({ routeMessage: 0, billingScope: 0 }));

vi.mock('../../routing/index.ts', async (importOriginal) => {
  const routing = await importOriginal<typeof import('../../routing/index.ts')>();
  return {
    ...routing,
    routeMessage: (...args: Parameters<typeof routing.routeMessage>) => {
      calls.routeMessage += 1;
      return routing.routeMessage(...args);
    },
  };
});

vi.mock('../../payer/payer.ts', async (importOriginal) => {
  const payer = await importOriginal<typeof import('../../payer/payer.ts')>();
  return {
    ...payer,
    billingScope: (...args: Parameters<typeof payer.billingScope>) => {
      calls.billingScope += 1;
      return payer.billingScope(...args);
    },
  };
});

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field
type Body = Record<string, any>;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  calls.routeMessage = 0;
  calls.billingScope = 0;
});

const call = (method: string, url: string, user: TestUser, body?: unknown) =>
  server.request<Body>(method, url, { token: user.access, ...(body ? { body } : {}) });

async function subscriber(plan: 'enterprise' | 'professional'): Promise<TestUser> {
  const user = await server.signup({ first_name: 'Mariana', last_name: 'Costa' });
  expect((await call('POST', '/payments/upgrade/', user, { plan_type: plan })).status).toBe(200);
  return user;
}

async function sendToCommander(user: TestUser, message: string) {
  calls.routeMessage = 0;
  calls.billingScope = 0;
  const reply = await call('POST', '/api/agents/chatsppock/api/', user, {
    action: 'send_message',
    location: 'Brasil',
    message,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

describe('uma decisão por mensagem ao Commander', () => {
  it('Enterprise, o Commander responde: o roteador lê a mensagem uma vez e quem paga é resolvido uma vez', async () => {
    const owner = await subscriber('enterprise');
    const body = await sendToCommander(
      owner,
      'Escreva um e-mail de cobrança para um cliente com boleto atrasado',
    );
    expect(body).toMatchObject({ orchestrated: true, agent_used: 'email_writer' });
    expect(calls).toEqual({ routeMessage: 1, billingScope: 1 });
  });

  it('Enterprise, um agente personalizado responde: também uma leitura do roteador e uma resolução de quem paga', async () => {
    const owner = await subscriber('enterprise');
    const created = await call('POST', '/api/custom-agents/', owner, {
      name: 'Propostas Boa Vista',
      description: 'Monta propostas comerciais de coffee break e buffet para eventos corporativos.',
      category: 'Vendas',
      instructions: 'Você prepara propostas comerciais da Padaria Boa Vista.',
      starter_prompts: ['Monte uma proposta de coffee break para 40 pessoas'],
      tools: [],
      audience: 'team',
    });
    expect(created.status).toBe(201);
    const body = await sendToCommander(
      owner,
      'Preciso de uma proposta de coffee break corporativo para 40 pessoas',
    );
    expect(body).toMatchObject({ orchestrated: true, agent_name: 'Propostas Boa Vista' });
    expect(calls).toEqual({ routeMessage: 1, billingScope: 1 });
  });

  it('Professional: o roteador uma vez, quem paga uma vez', async () => {
    const user = await subscriber('professional');
    const body = await sendToCommander(
      user,
      'Escreva um e-mail de cobrança para um cliente com boleto atrasado',
    );
    expect(body).toMatchObject({ orchestrated: true, agent_used: 'email_writer' });
    expect(calls).toEqual({ routeMessage: 1, billingScope: 1 });
  });
});
