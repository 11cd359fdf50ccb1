// `npm run sppock -- prices|limits` on the database the server uses: the console shows the
// operator's prices and rate, and a limit set by the CLI is enforced by the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  startTestServer,
  TEST_DB,
  type TestDatabase,
} from '../../../test/harness.ts';
import { runCli } from '../../cli.ts';
import { openPglite, openPostgres } from '../../db/client.ts';
import { users } from '../accounts/schema.ts';

let dataDir: string;
let env: Record<string, string>;
let dropPostgres: (() => Promise<void>) | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-console-cli-'));
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  if (TEST_DB === 'postgres') {
    const created = await createPostgresDatabase();
    env.DATABASE_URL = created.url;
    dropPostgres = created.drop;
  }
});
afterAll(async () => {
  await dropPostgres?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function cli(...argv: string[]): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await runCli(argv, (line) => out.push(line), env);
  return { code, out };
}

async function openSame(): Promise<TestDatabase> {
  const handle = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, { max: 2 })
    : await openPglite(dataDir);
  return { ...handle, url: env.DATABASE_URL ?? null };
}

describe('npm run sppock -- prices / limits', () => {
  it('lista, define preços e câmbio e limites; entradas erradas são recusadas em pt-BR', async () => {
    const list = await cli('prices', 'list');
    expect(list.code).toBe(0);
    expect(list.out[0]).toMatch(/^Câmbio USD\/BRL: 5\.4 /);
    expect(list.out.join('\n')).toMatch(/openai\s+gpt-4o-mini\s+entrada US\$ 0\.15\s+saída US\$ 0\.6/);

    expect((await cli('prices', 'set', 'gpt-4o-mini', '--input', '0.2', '--output', '0,8')).out).toEqual([
      'Preço de gpt-4o-mini: entrada US$ 0.2, saída US$ 0.8 por 1M de tokens.',
    ]);
    expect((await cli('prices', 'set', 'gemini-2.5-pro', '--input', '-', '--output', '12')).code).toBe(0);
    expect((await cli('prices', 'rate', '5,12')).out[0]).toMatch(/^Câmbio USD\/BRL: 5\.12 \(atualizado em /);
    await expect(cli('prices', 'set', 'gpt-4o-mini', '--input', 'caro', '--output', '1')).rejects.toThrow(
      '--input "caro" não é um preço',
    );
    await expect(cli('prices', 'set', 'nao-existe', '--input', '1', '--output', '1')).rejects.toThrow(
      'Modelo nao-existe não está no catálogo',
    );
    await expect(cli('prices', 'rate', '0')).rejects.toThrow('Informe o câmbio em reais por dólar');

    expect(
      (await cli('limits', 'set', 'sppock-offline', '--rpm', '1', '--tier', 'Interno')).out[0],
    ).toContain('Limites de sppock-offline: RPM 1 · TPM sem limite');
    await expect(cli('limits', 'set', 'sppock-offline', '--tpm', '0')).rejects.toThrow(
      '--tpm "0" não é aceito',
    );
    expect((await cli('limits', 'list')).out.join('\n')).toMatch(
      /sppock-offline\s+RPM 1 · TPM sem limite · RPD sem limite · TPD sem limite · Interno/,
    );

    // The server on the same database shows them and enforces the limit.
    const server = await startTestServer({ database: await openSame() });
    try {
      const admin = await server.signup();
      await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.id));
      const prices = await server.request<{ data: Record<string, never> }>('GET', '/api/agents/pricing/', {
        token: admin.access,
      });
      expect(prices.body.data).toMatchObject({
        exchange_rate: 5.12,
        openai: { 'gpt-4o-mini': { input: 0.2, output: 0.8 } },
        gemini: { 'gemini-2.5-pro': { input: null, output: 12 } },
      });
      const send = () =>
        server.request<{ error?: string }>('POST', '/api/agents/chatsppock/api/', {
          token: admin.access,
          body: { action: 'send_message', message: 'Escreva um e-mail curto de boas-vindas a um cliente.' },
        });
      const start = server.clock.now().getTime();
      server.clock.advance(60_000 - (start % 60_000) + 1_000);
      expect((await send()).status).toBe(200);
      server.clock.advance(5_000);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.error).toContain('limite de 1 requisições por minuto');
    } finally {
      await server.close();
    }
  }, 180_000);
});
