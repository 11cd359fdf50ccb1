// Generated bad input on every implemented operation, from the bundled contract (issue 17): for
// each one at least FUZZ_RUNS requests a client could send wrongly. Expected: never a 5xx, never a
// stack trace or SQL text in a body, always the documented shape, a bad token always 401, and no
// change to another user's data (checked after the run). Fixed seed; `npm run fuzz -- --runs N`
// runs longer (and `--seed S` another sequence).

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../src/config.ts';
import type { OperationSpec } from '../../src/contract/document.ts';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../src/infra/jwt-claims.ts';
import { users } from '../../src/modules/accounts/schema.ts';
import { contract, exampleUrl, operationsById, requestExample, responseProblems } from '../contract-check.ts';
import { randomIp, startTestServer, type TestServer, type TestUser } from '../harness.ts';
import { authorization, type FuzzContext, type FuzzTokens, requestsFor } from './requests.ts';
import { idsOf, snapshotOf } from './user-data.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const FAILURE = '#/components/schemas/Failure';
/** What a body must never show: a stack frame, a source path, the database's own words. */
const LEAKS = [
  /\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/,
  /node_modules/,
  /\/work\/|\/home\//,
  // A Windows path: a drive letter alone, then a backslash that is not JSON's escape of a newline or
  // a quote (a fuzzed company "hhl5E:" before a newline reads `E:\n` in the outbox's JSON).
  /\b[A-Z]:(\\\\|\\(?![nrtbfu"]))/,
  /\.ts:\d+/,
  /syntax error at or near/i,
  /violates (unique|foreign key|not-null|check) constraint/i,
  /duplicate key value/i,
  /relation "[^"]+" does not exist/i,
  /Failed query:/,
  /DrizzleQueryError|PGlite|ECONNREFUSED/,
];

// Only one database: the generated requests test the server, not the driver (about 10k requests).
const run = process.env.SPPOCK_TEST_DB === 'postgres' ? describe : describe.skip;

let server: TestServer;
let secret: string;

beforeAll(async () => {
  server = await startTestServer();
  secret = resolveJwtSecret(server.services.config);
});
afterAll(async () => {
  await server?.close();
});

async function resign(access: string, change: (claims: Record<string, unknown>) => void, key: string) {
  const claims = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  change(claims);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(key));
}

async function tokensFor(user: TestUser): Promise<FuzzTokens> {
  const [, payload] = user.access.split('.');
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return {
    valid: user.access,
    expired: await resign(
      user.access,
      (claims) => {
        claims.exp = Math.floor(server.clock.now().getTime() / 1000) - 60;
      },
      secret,
    ),
    forged: await resign(
      user.access,
      (claims) => {
        claims.iss = JWT_ISSUER;
        claims.aud = JWT_AUDIENCE;
      },
      'um-segredo-que-o-servidor-nao-conhece-0123456789',
    ),
    unsigned: `${header}.${payload}.`,
    refresh: user.refresh,
  };
}

/** Leaves data of every kind behind for a user, through the API (best effort for later modules). */
async function useTheProduct(user: TestUser, { everything = true } = {}): Promise<void> {
  const chat = '/api/agents/chatsppock/api/';
  const created = await server.request<{ session_id?: string }>('POST', chat, {
    token: user.access,
    body: { action: 'create_session', title: 'Plano de marketing' },
  });
  await server.request('POST', chat, {
    token: user.access,
    body: {
      action: 'send_message',
      session_id: created.body.session_id,
      message: 'Quero ideias de marketing para a Páscoa',
      location: 'Brasil',
    },
  });
  if (!everything) {
    return;
  }
  // Every other implemented creating call, with its contract example: tickets, assessments, …
  for (const id of server.implemented) {
    const op = operationsById.get(id);
    if (!op) {
      continue;
    }
    if (op.method !== 'POST' || op.superuserOnly || !op.requiresAuth || /delete|logout|cancel/i.test(id)) {
      continue;
    }
    if (op.path.includes('{') || op.path.startsWith('/api/accounts') || op.path.startsWith('/payments')) {
      continue;
    }
    await server.request('POST', exampleUrl(op), {
      token: user.access,
      ip: randomIp(),
      ...(requestExample(op) ? { body: requestExample(op) } : {}),
    });
  }
}

interface Outcome {
  requests: number;
  problems: string[];
}

async function fuzzOperation(op: OperationSpec, ctx: FuzzContext, index: number): Promise<Outcome> {
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  const samples = fc.sample(requestsFor(op, ctx), { seed: SEED + index, numRuns: RUNS });
  for (const request of samples) {
    const auth = authorization(request.token, ctx.tokens);
    const response = await server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...(auth ? { authorization: auth } : {}) },
      remoteAddress: randomIp(),
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const where = `${op.operationId} ${request.method} ${request.url.slice(0, 120)} [${request.label}] → ${response.statusCode}`;
    const text = response.body;
    // A 503 the operation documents is a deliberate refusal by configuration (Pix on a server
    // without a payment provider), checked against its schema below; any other 5xx is a failure.
    const documentedUnavailable = response.statusCode === 503 && op.responses['503'] !== undefined;
    if (response.statusCode >= 500 && !documentedUnavailable) {
      problems.push(`${where}: ${text.slice(0, 200)}`);
      continue;
    }
    const leak = LEAKS.find((pattern) => pattern.test(text));
    if (leak) {
      problems.push(`${where}: vazou ${leak} em ${text.slice(0, 200)}`);
    }
    if (op.requiresAuth && request.token !== 'valid' && response.statusCode !== 401) {
      problems.push(`${where}: token ${request.token} devia ser 401`);
    }
    const json = String(response.headers['content-type'] ?? '').includes('json');
    if (!json) {
      if (!op.responses[String(response.statusCode)]) {
        problems.push(`${where}: status não documentado`);
      }
      continue;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`${where}: JSON inválido na resposta`);
      continue;
    }
    const found =
      response.statusCode >= 400
        ? responseProblems(op, response.statusCode, body, { fallbackStatus: 400, fallbackPointer: FAILURE })
        : responseProblems(op, response.statusCode, body);
    problems.push(...found.map((p) => `${where}: ${p}`));
  }
  if (process.env.FUZZ_VERBOSE) {
    console.info(`${op.operationId}: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`);
  }
  return { requests: samples.length, problems };
}

run('entrada gerada a partir do contrato (fast-check)', () => {
  it(`cada operação recebe ${RUNS} pedidos errados: nunca 5xx, nada vaza, e os dados de outro usuário não mudam`, async () => {
    const started = Date.now();
    const victim = await server.signup();
    await useTheProduct(victim);
    const before = await snapshotOf(server.services.db, victim.id);
    const othersIds = await idsOf(server.services.db, victim.id);
    expect(othersIds.length).toBeGreaterThan(3);

    const ops = server.implemented
      .map((id) => operationsById.get(id))
      .filter((op): op is OperationSpec => !!op && !op.superuserOnly);
    const operator = await server.signup();
    await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, operator.id));
    const superOps = server.implemented
      .map((id) => operationsById.get(id))
      .filter((op): op is OperationSpec => !!op && op.superuserOnly);

    let requests = 0;
    const problems: string[] = [];
    let attacker: TestUser | null = null;
    let ctx: FuzzContext | null = null;
    for (const [index, op] of ops.entries()) {
      // The caller is replaced when a run ended its session or its account (logout, new password).
      const alive =
        attacker &&
        (await server.request('GET', '/api/accounts/users/profile/', { token: attacker.access })).status ===
          200;
      if (!attacker || !ctx || !alive) {
        attacker = await server.signup();
        await useTheProduct(attacker, { everything: false });
        ctx = {
          doc: contract,
          tokens: await tokensFor(attacker),
          othersIds,
          ownIds: await idsOf(server.services.db, attacker.id),
        };
      }
      const outcome = await fuzzOperation(op, ctx, index);
      requests += outcome.requests;
      problems.push(...outcome.problems);
    }
    await server.services.background.drain();
    const after = await snapshotOf(server.services.db, victim.id);

    // The operator's calls act on everyone's data by design: checked for 5xx, leaks and shape only.
    const operatorCtx: FuzzContext = {
      doc: contract,
      tokens: await tokensFor(operator),
      othersIds,
      ownIds: [],
    };
    for (const [index, op] of superOps.entries()) {
      const outcome = await fuzzOperation(op, operatorCtx, 10_000 + index);
      requests += outcome.requests;
      problems.push(...outcome.problems);
    }

    console.info(
      `fuzz: ${requests} pedidos em ${ops.length + superOps.length} operações, semente ${SEED}, ${((Date.now() - started) / 1000).toFixed(1)} s; ${problems.length} problemas`,
    );
    expect(problems.slice(0, 40)).toEqual([]);
    expect(after).toEqual(before);
    expect(requests).toBeGreaterThanOrEqual((ops.length + superOps.length) * RUNS);
  }, 900_000);
});
