import { AGENT_CATALOGUE, FORM_AGENT_TYPES } from '@sppock/sdk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../test/contract-check.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { FORM_AGENTS } from './registry/index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The success example the contract shows for a path (the catalogue as the product owner wrote it). */
function example(path: string): Record<string, unknown> {
  const item = contract.paths[path] as Record<string, { responses: Record<string, unknown> }>;
  const ok = item.get?.responses['200'] as { content: Record<string, { example: Record<string, unknown> }> };
  const found = ok.content['application/json']?.example;
  if (!found) {
    throw new Error(`Sem exemplo em ${path}`);
  }
  return found;
}

interface Access {
  agent_type: string;
  can_access: boolean;
  required_plan: string;
}

const get = (user: TestUser, path: string) => server.request('GET', path, { token: user.access });

async function upgrade(user: TestUser, plan: string) {
  const reply = await server.request('POST', '/payments/upgrade/', {
    token: user.access,
    body: { plan_type: plan },
  });
  expect(reply.status).toBe(200);
}

describe('catálogo de agentes', () => {
  it('os exemplos do contrato são o catálogo do SDK (@sppock/sdk/domain), formulários à parte', () => {
    for (const path of ['/api/agents/{agent}/metadata/', '/api/agent_apps/agents/']) {
      const agents = example(path).agents as Array<Record<string, unknown>>;
      expect(agents.map(({ form: _form, ...entry }) => entry)).toEqual(AGENT_CATALOGUE);
      expect(agents.filter((agent) => agent.form).map((agent) => agent.agent_type)).toEqual(FORM_AGENT_TYPES);
    }
    expect(FORM_AGENTS).toEqual(FORM_AGENT_TYPES);
  });

  it('o Commander responde os 12 agentes exatamente como o contrato os descreve', async () => {
    const user = await server.signup();
    const reply = await get(user, '/api/agents/chatsppock/metadata/');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(example('/api/agents/{agent}/metadata/'));
    expect((reply.body.agents as unknown[]).length).toBe(12);
  });

  it('outro agente responde só ele mesmo', async () => {
    const user = await server.signup();
    const reply = await get(user, '/api/agents/lead_finder/metadata/');
    expect(reply.body).toEqual({
      success: true,
      agents: [
        expect.objectContaining({
          agent_type: 'lead_finder',
          name: 'LeadFinder',
          category: 'Vendas',
          status: 'nova_versao',
          plans: ['professional', 'enterprise'],
          estimated_time: '60-120 segundos',
        }),
      ],
    });
    expect((await get(user, '/api/agents/desconhecido/metadata/')).status).toBe(400);
  });

  it('serve o formulário dos seis agentes de formulário especializado, e só deles', async () => {
    const user = await server.signup();
    const all = (await get(user, '/api/agents/chatsppock/metadata/')).body as {
      agents: Array<{ agent_type: string; form?: { fields: Array<{ name: string }> } }>;
    };
    expect(all.agents.filter((agent) => agent.form).map((agent) => agent.agent_type)).toEqual([
      'content_generator',
      'email_writer',
      'content_ideas',
      'meeting',
      'funil_vendas',
      'supplier_finder',
    ]);
    const supplier = await get(user, '/api/agents/supplier_finder/metadata/');
    expect(supplier.status).toBe(200);
    const [agent] = (supplier.body as { agents: Array<{ form: { fields: Array<Record<string, unknown>> } }> })
      .agents;
    expect(agent?.form.fields.map((field) => field.name)).toEqual([
      'product',
      'supplier_type',
      'region',
      'volume',
      'requirements',
    ]);
    expect(agent?.form.fields[1]).toEqual({
      name: 'supplier_type',
      type: 'select',
      label: 'Tipo de fornecedor',
      required: true,
      options: ['Fabricante', 'Distribuidor', 'Importador', 'Prestador de Serviços'],
    });
    const meeting = (await get(user, '/api/agents/meeting/metadata/')).body as {
      agents: Array<{ form: { fields: Array<{ name: string; type: string }> } }>;
    };
    expect(meeting.agents[0]?.form.fields.find((field) => field.name === 'duration')).toMatchObject({
      type: 'number',
      min: 15,
      max: 240,
      integer: true,
    });
  });

  it('/api/agent_apps/agents/ é o mesmo catálogo', async () => {
    const user = await server.signup();
    const reply = await get(user, '/api/agent_apps/agents/');
    expect(reply.body).toEqual(example('/api/agent_apps/agents/'));
    expect(reply.body).toEqual((await get(user, '/api/agents/chatsppock/metadata/')).body);
  });
});

describe('acesso por plano', () => {
  it('freemium libera só Commander, Brainstorm, Content Generator e Email Writer', async () => {
    const user = await server.signup();
    const reply = await get(user, '/api/agent_apps/access/');
    const body = reply.body as { package_type: string; agents: Access[] };
    expect(body.package_type).toBe('freemium');
    expect(body.agents.filter((a) => a.can_access).map((a) => a.agent_type)).toEqual([
      'chatsppock',
      'brainstorm',
      'content_generator',
      'email_writer',
    ]);
    expect(body.agents).toHaveLength(12);
  });

  it('professional: exatamente o exemplo do contrato (LeadBuilder e DataBuilder com cadeado de Enterprise)', async () => {
    const user = await server.signup();
    await upgrade(user, 'professional');
    expect((await get(user, '/api/agent_apps/access/')).body).toEqual(example('/api/agent_apps/access/'));
  });

  it('enterprise libera todos; o plano mínimo de cada um não muda com o plano do usuário', async () => {
    const user = await server.signup();
    const before = (await get(user, '/api/agent_apps/access/')).body as { agents: Access[] };
    await upgrade(user, 'enterprise');
    const body = (await get(user, '/api/agent_apps/access/')).body as {
      package_type: string;
      agents: Access[];
    };
    expect(body.package_type).toBe('enterprise');
    expect(body.agents.every((a) => a.can_access)).toBe(true);
    expect(body.agents.map((a) => a.required_plan)).toEqual(before.agents.map((a) => a.required_plan));
    expect(Object.fromEntries(body.agents.map((a) => [a.agent_type, a.required_plan]))).toMatchObject({
      chatsppock: 'freemium',
      competition: 'professional',
      lead_builder: 'enterprise',
      data_builder: 'enterprise',
    });
  });
});
