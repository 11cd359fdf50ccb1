// Test servers on a fresh database each: in-memory PGlite, or a new PostgreSQL database created
// from the `test` database and dropped afterwards (SPPOCK_TEST_DB=postgres).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BuildOptions, buildServer, type SppockServer } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, type OpenOptions, openPglite, openPostgres } from '../src/db/client.ts';
import { TEST_DB, TEST_POSTGRES_URL } from './env.ts';

export { TEST_DB, TEST_POSTGRES_URL };

export interface TestDatabase extends DatabaseHandle {
  /** A connection string for this database (PostgreSQL only). */
  url: string | null;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates an empty PostgreSQL database; returns its URL and a function that drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sppock_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL de teste inacessível em ${TEST_POSTGRES_URL} (${(error as Error).message}). ` +
        'Suba um PostgreSQL com o banco `test` ou aponte SPPOCK_TEST_POSTGRES_URL para um.',
    );
  }
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(TEST_POSTGRES_URL, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export async function openTestDatabase(options: OpenOptions = {}): Promise<TestDatabase> {
  if (TEST_DB === 'postgres') {
    const created = await createPostgresDatabase();
    const handle = await openPostgres(created.url, { ...options, max: 4 });
    return {
      ...handle,
      url: created.url,
      close: async () => {
        await handle.close();
        await created.drop();
      },
    };
  }
  return { ...(await openPglite(null, options)), url: null };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: OutgoingHttpHeaders;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw payload, sent as is (invalid JSON, huge bodies). */
  payload?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address (throttles count per IP). Default: 127.0.0.1 */
  ip?: string;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  phone: string;
  access: string;
  refresh: string;
}

let sequence = 0;
/** A unique e-mail for this run. */
export function uniqueEmail(prefix = 'usuario'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(3).toString('hex')}@exemplo.com.br`;
}

export function uniquePhone(): string {
  return `319${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export const PASSWORD = 'Pao&Cafe2026';

export function randomIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export interface TestServer extends SppockServer {
  clock: ManualClock;
  database: TestDatabase;
  dataDir: string;
  request<T = Record<string, unknown>>(
    method: string,
    url: string,
    options?: RequestOptions,
  ): Promise<Reply<T>>;
  /** Outbox messages (oldest first), optionally only those to `to`. */
  outbox(
    to?: string,
  ): Promise<{ recipient: string; channel: string; subject: string | null; body: string }[]>;
  /** The last 6-digit code sent to `to`. */
  lastCode(to: string): Promise<string>;
  register(
    overrides?: Record<string, unknown>,
  ): Promise<{ userId: number; email: string; phone: string; registrationToken: string }>;
  /** Registers, verifies and returns a logged-in user. */
  signup(overrides?: Record<string, unknown>): Promise<TestUser>;
  login(email: string, password: string): Promise<{ access: string; refresh: string }>;
  /** Moves the clock and logs the user in again (their tokens would have expired). */
  advance(ms: number, ...users: TestUser[]): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<BuildOptions, 'config'>> {
  env?: Record<string, string>;
}

/**
 * What a production start requires besides NODE_ENV (config.ts refuses to start without it):
 * test values, never used to connect unless a test points them at a fake.
 */
export const PRODUCTION_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_producaoSppock',
  STRIPE_WEBHOOK_SECRET: 'whsec_producaoSppockTeste0123',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_APP_URL: 'http://app.sppock.test',
    STATIC_DIR: '',
    // The dev outbox the helpers below read (and the demo accounts).
    SPPOCK_DEMO: '1',
    ...(options.env?.NODE_ENV === 'production' ? PRODUCTION_ENV : {}),
    ...options.env,
  });
  const database = options.database ? (options.database as TestDatabase) : await openTestDatabase();
  const clock = (options.clock as ManualClock | undefined) ?? new ManualClock();
  const { env: _env, ...rest } = options;
  let server: SppockServer;
  try {
    server = await buildServer({ logger: false, ...rest, config, database, clock });
  } catch (error) {
    if (!options.database) {
      await database.close();
    }
    throw error;
  }

  const request = async <T>(method: string, url: string, opts: RequestOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) {
      headers.authorization = `Bearer ${opts.token}`;
    }
    let payload: string | Buffer | undefined = opts.payload;
    if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await server.app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: opts.ip ?? '127.0.0.1',
      ...(payload !== undefined ? { payload } : {}),
    });
    let body: unknown = response.body;
    if ((response.headers['content-type'] ?? '').toString().includes('json') && response.body) {
      body = JSON.parse(response.body);
    }
    return { status: response.statusCode, body: body as T, headers: response.headers };
  };

  const outbox: TestServer['outbox'] = async (to) => {
    await server.services.background.drain();
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    const reply = await request<{
      messages: { recipient: string; channel: string; subject: string | null; body: string }[];
    }>('GET', `/__dev/outbox${query}`);
    return reply.body.messages;
  };

  const lastCode = async (to: string) => {
    const messages = await outbox(to);
    const last = messages.at(-1);
    const code = last?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) {
      throw new Error(`Nenhum código enviado para ${to}`);
    }
    return code;
  };

  const register: TestServer['register'] = async (overrides = {}) => {
    const email = (overrides.email as string | undefined) ?? uniqueEmail();
    const phone = (overrides.phone as string | undefined) ?? uniquePhone();
    const reply = await request<{ user_id: number; registration_token: string }>(
      'POST',
      '/api/accounts/users/register/',
      {
        body: {
          first_name: 'Mariana',
          last_name: 'Costa',
          email,
          phone,
          password: PASSWORD,
          confirm_password: PASSWORD,
          terms_accepted: true,
          ...overrides,
        },
        // Each registration from its own address, so the per-IP registration limit stays out of the way.
        ip: randomIp(),
      },
    );
    if (reply.status !== 201) {
      throw new Error(`Cadastro falhou: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return { userId: reply.body.user_id, email, phone, registrationToken: reply.body.registration_token };
  };

  const signup: TestServer['signup'] = async (overrides = {}) => {
    const registered = await register(overrides);
    const code = await lastCode(registered.email.toLowerCase());
    const reply = await request<{ access: string; refresh: string }>(
      'POST',
      '/api/accounts/users/verify_code/',
      // Its own address too, so the per-IP verification limit stays out of the way.
      {
        body: { user_id: registered.userId, code, registration_token: registered.registrationToken },
        ip: randomIp(),
      },
    );
    if (reply.status !== 200) {
      throw new Error(`Verificação falhou: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return {
      id: registered.userId,
      email: registered.email.toLowerCase(),
      phone: registered.phone,
      password: (overrides.password as string | undefined) ?? PASSWORD,
      access: reply.body.access,
      refresh: reply.body.refresh,
    };
  };

  const login: TestServer['login'] = async (email, password) => {
    const reply = await request<{ access: string; refresh: string }>('POST', '/api/accounts/token/', {
      body: { email, password },
    });
    if (reply.status !== 200) {
      throw new Error(`Login falhou: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return reply.body;
  };

  return {
    ...server,
    clock,
    database,
    dataDir,
    request,
    outbox,
    lastCode,
    register,
    signup,
    login,
    advance: async (ms, ...users) => {
      clock.advance(ms);
      for (const user of users) {
        Object.assign(user, await login(user.email, user.password));
      }
    },
    close: async () => {
      await server.close();
      if (!options.database) {
        await database.close();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
