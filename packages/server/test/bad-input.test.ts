// Bad input on every implemented operation — missing fields, wrong types, huge bodies, invalid
// JSON, SQL and HTML in strings, integers beyond 32 bits, NUL characters — answers 4xx in the
// documented shape, never 5xx, on PGlite and on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationSpec } from '../src/contract/document.ts';
import { BODY_TOO_LARGE_MESSAGE, NOT_JSON_MESSAGE, NUL_CHARACTER_MESSAGE } from '../src/contract/messages.ts';
import { users } from '../src/modules/accounts/schema.ts';
import { CHAT_MESSAGES } from '../src/modules/agents/chat/messages.ts';
import { chatSessions } from '../src/modules/conversations/schema.ts';
import { exampleUrl, operationsById, requestExample, responseProblems } from './contract-check.ts';
import { type RequestOptions, randomIp, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let implemented: OperationSpec[];

beforeAll(async () => {
  server = await startTestServer();
  implemented = server.implemented.map((id) => {
    const op = operationsById.get(id);
    if (!op) {
      throw new Error(`Operação ${id} fora do contrato`);
    }
    return op;
  });
});
afterAll(async () => {
  await server?.close();
});

const SQL = '\'; DROP TABLE users; -- " OR 1=1';
const FAILURE = '#/components/schemas/Failure';
const HTML = '<script>alert("x")</script><img src=x onerror=alert(1)>';
/** Beyond PostgreSQL's `integer`: must be refused before it reaches a query. */
const HUGE = 99_999_999_999;
const NUL = 'antes\u0000depois';

function wrongValue(value: unknown): unknown {
  if (typeof value === 'string') {
    return { valor: value };
  }
  if (typeof value === 'number') {
    return 'não é número';
  }
  if (typeof value === 'boolean') {
    return 'sim';
  }
  return 12345;
}

interface Attempt {
  label: string;
  url: string;
  options: RequestOptions;
  /** The answer this attempt must get: 400 with this message in the operation's 400 shape. */
  expect400?: string;
  /** The status this attempt must get, whatever the message. */
  expectStatus?: number[];
}

/**
 * Statuses the contract does not list for an operation that still answer them. Empty: every
 * status the server answers is documented; a new entry here is a contract gap to fix.
 */
const KNOWN_CONTRACT_GAPS: string[] = [];

function attemptsFor(op: OperationSpec, token: string): Attempt[] {
  const url = exampleUrl(op);
  const auth = op.requiresAuth ? { token } : {};
  const attempts: Attempt[] = [];
  if (op.requestBody) {
    const example = requestExample(op) ?? {};
    attempts.push(
      { label: 'sem corpo', url, options: { ...auth } },
      { label: 'corpo vazio {}', url, options: { ...auth, body: {} } },
      {
        label: 'JSON inválido',
        url,
        options: { ...auth, payload: '{"email": ', headers: { 'content-type': 'application/json' } },
      },
      { label: 'lista no lugar do objeto', url, options: { ...auth, body: [example] } },
      { label: 'texto no lugar do objeto', url, options: { ...auth, body: 'texto' } },
      {
        label: 'null',
        url,
        options: { ...auth, payload: 'null', headers: { 'content-type': 'application/json' } },
      },
      {
        label: 'corpo enorme (2 MB)',
        url,
        options: { ...auth, body: { ...example, extra: 'x'.repeat(2 * 1024 * 1024) } },
        // 413 only where the contract lists it (file uploads); 400 everywhere else.
        ...(op.responses['413'] ? { expectStatus: [413] } : { expect400: BODY_TOO_LARGE_MESSAGE }),
      },
      {
        label: 'text/plain',
        url,
        options: { ...auth, payload: JSON.stringify(example), headers: { 'content-type': 'text/plain' } },
        expect400: NOT_JSON_MESSAGE,
      },
      {
        label: 'content-type desconhecido',
        url,
        options: { ...auth, payload: '<xml/>', headers: { 'content-type': 'application/xml' } },
        expect400: NOT_JSON_MESSAGE,
      },
      {
        label: 'formulário',
        url,
        options: {
          ...auth,
          payload: 'email=a%40b.com',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        expect400: NOT_JSON_MESSAGE,
      },
      {
        label: '__proto__',
        url,
        options: {
          ...auth,
          payload: '{"__proto__": {"is_superuser": true}}',
          headers: { 'content-type': 'application/json' },
        },
      },
    );
    for (const key of Object.keys(example)) {
      const { [key]: _removed, ...missing } = example;
      attempts.push({ label: `sem ${key}`, url, options: { ...auth, body: missing } });
      attempts.push({
        label: `${key} com tipo errado`,
        url,
        options: { ...auth, body: { ...example, [key]: wrongValue(example[key]) } },
      });
      if (typeof example[key] === 'number') {
        for (const value of [HUGE, -HUGE]) {
          attempts.push({
            label: `${key} = ${value}`,
            url,
            options: { ...auth, body: { ...example, [key]: value } },
            expectStatus: [400],
          });
        }
      }
      if (typeof example[key] === 'string') {
        attempts.push({
          label: `${key} com NUL`,
          url,
          options: { ...auth, body: { ...example, [key]: NUL } },
          // A visitor's call that documents a 403 checks a signature of the raw bytes before it
          // reads them (the WhatsApp webhook): the changed body no longer matches it.
          expectStatus: !op.requiresAuth && op.responses['403'] ? [400, 403] : [400],
        });
        attempts.push({
          label: `${key} com SQL`,
          url,
          options: { ...auth, body: { ...example, [key]: SQL } },
        });
        attempts.push({
          label: `${key} com HTML`,
          url,
          options: { ...auth, body: { ...example, [key]: HTML } },
        });
        attempts.push({
          label: `${key} muito longo`,
          url,
          options: { ...auth, body: { ...example, [key]: 'a'.repeat(10_000) } },
        });
      }
    }
  }
  for (const param of op.parameters) {
    if (param.in === 'path') {
      for (const [label, value] of [
        ['SQL', SQL],
        ['HTML', HTML],
        ['longo', 'z'.repeat(150)],
        ['além de 32 bits', String(HUGE)],
        ['negativo além de 32 bits', String(-HUGE)],
        ['com NUL', NUL],
      ] as const) {
        attempts.push({
          label: `parâmetro ${param.name} ${label}`,
          url: exampleUrl(op, { [param.name]: value }),
          options: { ...auth, ...(op.requestBody ? { body: requestExample(op) } : {}) },
          // A URL that cannot name a resource is bad input or not found, never a server error — or
          // the plan refusal an operation documents, which comes before reading the resource.
          ...(label === 'SQL' || label === 'HTML' || label === 'longo'
            ? {}
            : { expectStatus: op.responses['403'] && !op.superuserOnly ? [400, 403, 404] : [400, 404] }),
        });
      }
    }
    if (param.in === 'query') {
      for (const value of [SQL, HTML, 'x'.repeat(500), String(HUGE), NUL]) {
        attempts.push({
          label: `query ${param.name}`,
          url: `${url}?${param.name}=${encodeURIComponent(value)}`,
          options: { ...auth },
          ...(value === NUL ? { expectStatus: [400, 404] } : {}),
        });
      }
    }
  }
  if (op.requiresAuth) {
    attempts.push({ label: 'sem token', url, options: {}, expectStatus: [401] });
    attempts.push({ label: 'token com SQL', url, options: { token: SQL }, expectStatus: [401] });
    if (op.requestBody) {
      // Authentication comes first: a stranger's body is not even parsed.
      attempts.push({
        label: 'sem token, JSON inválido',
        url,
        options: { payload: '{"email": ', headers: { 'content-type': 'application/json' } },
        expectStatus: [401],
      });
    }
  }
  return attempts;
}

describe('entrada ruim em cada operação implementada', () => {
  it('nunca responde 5xx e responde 4xx no formato documentado', async () => {
    const problems: string[] = [];
    const undocumented = new Set<string>();
    let count = 0;
    for (const op of implemented) {
      // A fresh account per operation: some attempts are meant to change it. Superuser-only
      // operations get a superuser, so the bad input reaches validation instead of the 403.
      const user = await server.signup();
      if (op.superuserOnly) {
        await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, user.id));
      }
      for (const attempt of attemptsFor(op, user.access)) {
        count += 1;
        const reply = await server.request(op.method, attempt.url, { ip: randomIp(), ...attempt.options });
        const where = `${op.operationId} [${attempt.label}] → ${reply.status}`;
        if (
          attempt.expect400 &&
          (reply.status !== 400 || !Object.values(reply.body).includes(attempt.expect400))
        ) {
          problems.push(
            `${where}: esperado 400 com '${attempt.expect400}', veio ${JSON.stringify(reply.body)}`,
          );
        }
        if (attempt.expectStatus && !attempt.expectStatus.includes(reply.status)) {
          problems.push(`${where}: esperado ${attempt.expectStatus.join(' ou ')}`);
        }
        if (reply.status >= 500) {
          problems.push(`${where} ${JSON.stringify(reply.body).slice(0, 200)}`);
          continue;
        }
        if (reply.status >= 400) {
          if (!op.responses[String(reply.status)]) {
            undocumented.add(`${op.operationId} ${reply.status}`);
          }
          const found = responseProblems(op, reply.status, reply.body, {
            fallbackStatus: 400,
            fallbackPointer: FAILURE,
          });
          problems.push(...found.map((p) => `${where}: ${p}`));
        }
      }
    }
    console.info(
      `${count} requisições ruins; status fora do contrato: ${[...undocumented].sort().join(', ') || 'nenhum'}`,
    );
    expect(problems).toEqual([]);
    // Oversized and non-JSON bodies answer the documented 400, never 413/415.
    expect([...undocumented].sort()).toEqual(KNOWN_CONTRACT_GAPS);
    expect(count).toBeGreaterThan(500);
  }, 120_000);

  it('SQL e HTML nos campos são guardados como texto, sem efeito', async () => {
    const user = await server.signup();
    const reply = await server.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: {
        first_name: HTML,
        last_name: SQL,
        email: user.email,
        phone: '',
        company: SQL,
        position: HTML,
        industry: '',
        address: '',
        city: '',
        state: '',
        country: '',
        postal_code: '',
        timezone: '',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ first_name: HTML, last_name: SQL, company: SQL });
    const [count] = await server.services.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBeGreaterThan(1);
  });

  it('NUL num campo é um 400 em pt-BR no campo certo, e nada é gravado', async () => {
    const user = await server.signup();
    const reply = await server.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: { first_name: NUL, last_name: 'Costa', email: user.email },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ first_name: [NUL_CHARACTER_MESSAGE] });
    const profile = await server.request('GET', '/api/accounts/users/profile/', { token: user.access });
    expect(profile.body).toMatchObject({ first_name: 'Mariana' });
  });

  it('um número além de 32 bits no corpo é um 400 em pt-BR, não um erro do banco', async () => {
    const user = await server.signup();
    const reply = await server.request('POST', '/payments/payment-intent/', {
      token: user.access,
      body: { amount: HUGE, currency: 'brl' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { success: false, error: 'Valor inválido: informe o valor em centavos, a partir de 1.' },
    });
  });

  it('multipart malformado no envio ao chat é um 400 em pt-BR, nunca 500, e nada é guardado', async () => {
    const user = await server.signup();
    // Pro: the file part is read (spooled), not drained, so a body cut inside it is met there.
    expect(
      (
        await server.request('POST', '/payments/upgrade/', {
          token: user.access,
          body: { plan_type: 'professional' },
        })
      ).status,
    ).toBe(200);
    const b = 'LimiteSppock';
    const field = (name: string, value: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const form = `${field('action', 'send_message')}${field('message', 'Resuma o arquivo')}--${b}--\r\n`;
    const withFile = `${field('action', 'send_message')}${field('message', 'Resuma o arquivo')}--${b}\r\nContent-Disposition: form-data; name="file"; filename="notas.txt"\r\nContent-Type: text/plain\r\n\r\n${'Vendas de março da Padaria Boa Vista. '.repeat(200)}`;
    const attempts: [string, string, string][] = [
      ['sem boundary', 'multipart/form-data', form],
      ['boundary vazio', 'multipart/form-data; boundary=', form],
      ['boundary sem valor', 'multipart/form-data; boundary', form],
      ['outro boundary', 'multipart/form-data; boundary=OutroLimite', form],
      ['boundary longo demais', `multipart/form-data; boundary=${'a'.repeat(100)}`, form],
      ['só charset', 'multipart/form-data; charset=utf-8', form],
      ['corpo cortado num campo', `multipart/form-data; boundary=${b}`, form.slice(0, 70)],
      ['sem o fechamento', `multipart/form-data; boundary=${b}`, form.replace(`--${b}--\r\n`, '')],
      ['corpo cortado no arquivo', `multipart/form-data; boundary=${b}`, withFile],
      ['lixo', `multipart/form-data; boundary=${b}`, 'isto não é um formulário'],
    ];
    const problems: string[] = [];
    for (const [label, contentType, payload] of attempts) {
      const reply = await server.request('POST', '/api/agents/chatsppock/api/', {
        token: user.access,
        payload,
        headers: { 'content-type': contentType },
      });
      if (
        reply.status !== 400 ||
        reply.body.success !== false ||
        reply.body.error !== CHAT_MESSAGES.malformedMultipart
      ) {
        problems.push(`${label} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
    const [stored] = await server.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatSessions)
      .where(eq(chatSessions.userId, user.id));
    expect(stored?.n).toBe(0);
    // A well-formed form from the same user still goes through.
    const fine = await server.request('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      payload: form,
      headers: { 'content-type': `multipart/form-data; boundary=${b}` },
    });
    expect(fine.status).toBe(200);
  });

  it('rotas sem barra final e métodos não documentados respondem 404 {detail}', async () => {
    expect(await server.request('POST', '/api/accounts/token', { body: {} })).toMatchObject({
      status: 404,
      body: { detail: 'Não encontrado.' },
    });
    expect((await server.request('DELETE', '/api/accounts/users/profile/')).status).toBe(404);
  });
});
