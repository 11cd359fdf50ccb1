// The operators' CLI on the same database the server uses: PGlite in DATA_DIR, or DATABASE_URL.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, UsageError } from '../src/cli.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { packageRoot } from '../src/package-root.ts';
import { createPostgresDatabase, startTestServer, TEST_DB, type TestDatabase } from './harness.ts';

let dataDir: string;
let env: Record<string, string>;
let dropPostgres: (() => Promise<void>) | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-cli-'));
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

/** Opens the CLI's database for a server to use. */
async function openSame(): Promise<TestDatabase> {
  const handle = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, { max: 2 })
    : await openPglite(dataDir);
  return { ...handle, url: env.DATABASE_URL ?? null };
}

describe('npm run sppock', () => {
  it('migrate aplica as migrações (e pode rodar de novo)', async () => {
    expect((await cli('migrate')).code).toBe(0);
    const again = await cli('migrate');
    expect(again.code).toBe(0);
    expect(again.out.join('\n')).toContain('Migrações aplicadas');
  });

  it('create-user cria uma conta verificada; make-superuser a promove', async () => {
    const created = await cli(
      'create-user',
      '--email',
      'Operadora@Sppock.com.br',
      '--password',
      'Opera&Dora2026',
      '--first-name',
      'Olga',
    );
    expect(created.code).toBe(0);
    expect(created.out[0]).toMatch(/^Conta criada: operadora@sppock\.com\.br \(id \d+\)\.$/);
    const generated = await cli('create-user', '--email', 'sem.senha@sppock.com.br');
    expect(generated.out[1]).toMatch(/^Senha gerada: \S{12,}$/);

    expect((await cli('make-superuser', 'OPERADORA@sppock.com.br')).out).toEqual([
      'operadora@sppock.com.br agora é superusuário.',
    ]);

    const database = await openSame();
    const server = await startTestServer({ database });
    try {
      const tokens = await server.login('operadora@sppock.com.br', 'Opera&Dora2026');
      const profile = await server.request('GET', '/api/accounts/users/profile/', { token: tokens.access });
      expect(profile.body).toMatchObject({ first_name: 'Olga', is_superuser: true });
      const password = generated.out[1]?.replace('Senha gerada: ', '') ?? '';
      await server.login('sem.senha@sppock.com.br', password);
    } finally {
      await server.close();
      await database.close();
    }
  });

  it('recusa e-mail repetido, senha fraca e comandos desconhecidos', async () => {
    await expect(
      cli('create-user', '--email', 'operadora@sppock.com.br', '--password', 'Opera&Dora2026'),
    ).rejects.toThrow('Já existe uma conta com o e-mail operadora@sppock.com.br.');
    await expect(cli('create-user', '--email', 'x@sppock.com.br', '--password', 'fraca')).rejects.toThrow(
      UsageError,
    );
    await expect(cli('make-superuser', 'ninguem@sppock.com.br')).rejects.toThrow(
      'Nenhuma conta com o e-mail ninguem@sppock.com.br.',
    );
    await expect(cli('voar')).rejects.toThrow('Comando desconhecido: voar');
    expect((await cli('help')).out[0]).toContain('Uso: npm run sppock -- <comando>');
  });

  it('funciona como processo: npm run sppock -- help', async () => {
    const run = promisify(execFile);
    // As the package script runs it: @sppock/sdk from its TypeScript sources.
    const args = ['--conditions=@sppock/source', '--import', 'tsx', 'src/cli.ts', 'help'];
    const { stdout } = await run(process.execPath, args, {
      cwd: packageRoot,
      env: { ...process.env, ...env },
    });
    expect(stdout).toContain('make-superuser <e-mail>');
  });
});
