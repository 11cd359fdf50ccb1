// The lead and supplier agents through the chat (issue 31 §4): a CNPJ in a request is validated,
// enriched from a local fake of BrasilAPI when COMPANY_LOOKUP_URL is set, and said to be only
// validated when it is not.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { VALIDATION_ONLY_NOTE } from './facts.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type ReplyBody = Record<string, any>;

async function proUser(server: TestServer): Promise<TestUser> {
  const user = await server.signup();
  const upgraded = await server.request('POST', '/payments/upgrade/', {
    token: user.access,
    body: { plan_type: 'professional' },
  });
  expect(upgraded.status).toBe(200);
  return user;
}

function ask(server: TestServer, user: TestUser, agent: string, message: string) {
  return server.request<ReplyBody>('POST', `/api/agents/${agent}/api/`, {
    token: user.access,
    body: { action: 'send_message', message },
  });
}

const REQUEST = 'Quero leads parecidos com a empresa de CNPJ 11222333000181, CNAE 1091-1/02';

describe('sem consulta de dados de empresas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('o LeadFinder valida o CNPJ, cita o CNAE e diz que só valida', async () => {
    const user = await proUser(server);
    const reply = await ask(server, user, 'lead_finder', REQUEST);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain(
      '- CNPJ 11.222.333/0001-81: válido (formato e dígitos verificadores conferem).',
    );
    expect(reply.body.message).toContain('- CNAE 1091-1/02');
    expect(reply.body.message).toContain(VALIDATION_ONLY_NOTE);
  });
});

describe('com COMPANY_LOOKUP_URL (BrasilAPI local)', () => {
  let server: TestServer;
  let fake: Server;
  const asked: string[] = [];
  beforeAll(async () => {
    fake = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/api/cnpj/v1/11222333000181') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            cnpj: '11222333000181',
            razao_social: 'PADARIA BOA VISTA LTDA',
            nome_fantasia: 'PADARIA BOA VISTA',
            cnae_fiscal: 1091102,
            cnae_fiscal_descricao:
              'Fabricação de produtos de padaria e confeitaria com predominância de produção própria',
            municipio: 'BELO HORIZONTE',
            uf: 'MG',
            descricao_situacao_cadastral: 'ATIVA',
          }),
        );
        return;
      }
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"message":"CNPJ não encontrado"}');
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    server = await startTestServer({ env: { COMPANY_LOOKUP_URL: `http://127.0.0.1:${port}/api` } });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('o LeadFinder e o Supplier Finder trazem a razão social e a situação da consulta', async () => {
    const user = await proUser(server);
    const leads = await ask(server, user, 'lead_finder', REQUEST);
    expect(leads.status).toBe(200);
    expect(leads.body.message).toContain(
      '- CNPJ 11.222.333/0001-81: válido; razão social PADARIA BOA VISTA LTDA; nome fantasia PADARIA BOA VISTA; situação cadastral ATIVA',
    );
    expect(leads.body.message).not.toContain(VALIDATION_ONLY_NOTE);
    const suppliers = await ask(
      server,
      user,
      'supplier_finder',
      'Fornecedor 11.222.333/0001-81 de farinha é confiável?',
    );
    expect(suppliers.body.message).toContain('razão social PADARIA BOA VISTA LTDA');
    // The second request is answered from what was kept.
    expect(asked.filter((url) => url === '/api/cnpj/v1/11222333000181')).toHaveLength(1);
  });

  it('outro agente não consulta nada', async () => {
    const user = await proUser(server);
    const before = asked.length;
    const reply = await ask(server, user, 'email_writer', `Um e-mail para o cliente de CNPJ 11222333000181`);
    expect(reply.status).toBe(200);
    expect(asked.length).toBe(before);
  });
});
