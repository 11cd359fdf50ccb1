import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HOUR } from '../../clock.ts';
import { demoRequests, newsletterSubscriptions } from './schema.ts';

const SALES = 'vendas@sppock.test';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SALES_EMAIL: SALES } });
});
afterAll(async () => {
  await server?.close();
});

const subscribe = (email: unknown, ip = randomIp()) =>
  server.request('POST', '/api/marketing/newsletter/', { body: { email }, ip });
const requestDemo = (body: Record<string, unknown>, ip = randomIp()) =>
  server.request('POST', '/api/marketing/demo-requests/', { body, ip });

const SUBSCRIBED = {
  status: 200,
  body: { success: true, message: 'Inscrição confirmada! Você vai receber nossas novidades por e-mail.' },
};

const demo = {
  name: 'Fernanda Lima',
  email: 'fernanda.lima@grupoipe.com.br',
  company: 'Grupo Ipê Alimentos',
  phone: '(31) 98888-7777',
  team_size: 25,
  message: 'Queremos avaliar agentes personalizados para o time comercial.',
};

describe('newsletter', () => {
  it('guarda o e-mail e envia uma confirmação, sem exigir login', async () => {
    expect(await subscribe('joao.pereira@construtoraaurora.com.br')).toMatchObject(SUBSCRIBED);
    const rows = await server.services.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'joao.pereira@construtoraaurora.com.br'));
    expect(rows).toHaveLength(1);
    const mails = await server.outbox('joao.pereira@construtoraaurora.com.br');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'email',
      subject: 'Sua inscrição na newsletter Sppock está confirmada',
    });
  });

  it('um e-mail já inscrito recebe a mesma resposta, sem nova linha nem novo e-mail', async () => {
    await subscribe('ana.souza@padariasol.com.br');
    expect(await subscribe('Ana.Souza@PadariaSol.com.br')).toMatchObject(SUBSCRIBED);
    const rows = await server.services.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'ana.souza@padariasol.com.br'));
    expect(rows).toHaveLength(1);
    expect(await server.outbox('ana.souza@padariasol.com.br')).toHaveLength(1);
  });

  it('e-mail inválido ou campo a mais responde 400', async () => {
    for (const email of ['sem-arroba', '', 42]) {
      expect(await subscribe(email)).toMatchObject({
        status: 400,
        body: { success: false, error: 'Informe um e-mail válido.' },
      });
    }
    const extra = await server.request('POST', '/api/marketing/newsletter/', {
      body: { email: 'a@b.com.br', nome: 'Ana' },
    });
    expect(extra).toMatchObject({
      status: 400,
      body: { success: false, error: 'Campo não permitido: nome.' },
    });
  });

  it('10 inscrições por hora por endereço; a 11ª responde 429 com Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await subscribe(`visitante.${i}@exemplo.com.br`, ip)).status).toBe(200);
    }
    const blocked = await subscribe('visitante.10@exemplo.com.br', ip);
    expect(blocked).toMatchObject({
      status: 429,
      body: { success: false, error: 'Muitas requisições. Tente novamente em alguns minutos.' },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await server.outbox('visitante.10@exemplo.com.br')).toEqual([]);
    expect((await subscribe('visitante.10@exemplo.com.br')).status).toBe(200);
    server.clock.advance(HOUR + 1000);
    expect((await subscribe('visitante.11@exemplo.com.br', ip)).status).toBe(200);
  });
});

describe('pedido de demonstração Enterprise', () => {
  it('guarda o pedido, avisa a equipe comercial (SALES_EMAIL) e confirma ao visitante', async () => {
    const reply = await requestDemo(demo);
    expect(reply).toMatchObject({
      status: 201,
      body: {
        success: true,
        message:
          'Pedido recebido! Nossa equipe entra em contato em até 1 dia útil para agendar a demonstração.',
      },
    });
    const [row] = await server.services.db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.email, 'fernanda.lima@grupoipe.com.br'));
    expect(row).toMatchObject({
      name: 'Fernanda Lima',
      company: 'Grupo Ipê Alimentos',
      phone: '31988887777',
      teamSize: 25,
    });

    const [sales] = await server.outbox(SALES);
    expect(sales?.subject).toBe('Pedido de demonstração Enterprise: Grupo Ipê Alimentos');
    for (const line of [
      'Nome: Fernanda Lima',
      'E-mail: fernanda.lima@grupoipe.com.br',
      'Telefone: 31988887777',
      'Tamanho da equipe: 25',
      'Mensagem: Queremos avaliar agentes personalizados para o time comercial.',
    ]) {
      expect(sales?.body).toContain(line);
    }
    const [visitor] = await server.outbox('fernanda.lima@grupoipe.com.br');
    expect(visitor?.subject).toBe('Recebemos seu pedido de demonstração do Sppock Enterprise');
    expect(visitor?.body).toContain('Olá, Fernanda!');
  });

  it('só nome, e-mail e empresa são obrigatórios', async () => {
    const reply = await requestDemo({
      name: 'Rafael Torres',
      email: 'rafael@torres.com.br',
      company: 'Torres & Filhos',
    });
    expect(reply.status).toBe(201);
    const sales = (await server.outbox(SALES)).at(-1);
    expect(sales?.body).toContain('Telefone: não informado');
  });

  it('dados inválidos respondem 400 com a mensagem do campo', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...demo, name: '  ' }, 'Informe seu nome (de 2 a 150 caracteres).'],
      [{ ...demo, name: undefined }, 'Informe seu nome (de 2 a 150 caracteres).'],
      [{ ...demo, email: 'fernanda' }, 'Informe um e-mail válido.'],
      [{ ...demo, company: 'X' }, 'Informe o nome da empresa (de 2 a 200 caracteres).'],
      [{ ...demo, phone: '9999' }, 'Informe um telefone válido com DDD (10 ou 11 dígitos).'],
      [{ ...demo, team_size: 0 }, 'Informe o tamanho da equipe: um número de 1 a 100000.'],
      [{ ...demo, message: 'x'.repeat(2001) }, 'A mensagem deve ter no máximo 2000 caracteres.'],
    ];
    for (const [body, error] of cases) {
      expect(await requestDemo(body), error).toMatchObject({ status: 400, body: { success: false, error } });
    }
  });

  it('5 pedidos por hora por endereço e 3 confirmações por dia para o mesmo e-mail', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await requestDemo({ ...demo, email: `time${i}@grupoipe.com.br` }, ip)).status).toBe(201);
    }
    expect((await requestDemo({ ...demo, email: 'time5@grupoipe.com.br' }, ip)).status).toBe(429);

    for (let i = 0; i < 3; i++) {
      expect((await requestDemo({ ...demo, email: 'alvo@exemplo.com.br' })).status).toBe(201);
    }
    const blocked = await requestDemo({ ...demo, email: 'alvo@exemplo.com.br' });
    expect(blocked).toMatchObject({
      status: 429,
      body: { success: false, error: 'Muitas requisições. Tente novamente em alguns minutos.' },
    });
    expect(await server.outbox('alvo@exemplo.com.br')).toHaveLength(3);
  });
});
