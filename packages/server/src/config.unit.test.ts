import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveJwtSecret, weakSecretProblem } from './config.ts';
import { packagePath } from './package-root.ts';

/** What a production start needs besides NODE_ENV (test values, never used to connect). */
const PRODUCTION = {
  JWT_SECRET: randomBytes(32).toString('base64'),
  STRIPE_SECRET_KEY: 'sk_live_51SppockTeste',
  STRIPE_WEBHOOK_SECRET: 'whsec_5f2b7c9d1e3a4b6c8d0e2f4a',
  SMTP_URL: 'smtps://sppock:senha@smtp.exemplo.com.br:465',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems;
    }
    throw error;
  }
}

describe('configuração pelo ambiente', () => {
  it('tem padrões que funcionam sem nenhuma variável', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      databaseUrl: null,
      redisUrl: null,
      redisPrefix: null,
      jobTakeoverMs: 30_000,
      scheduleTickMs: 30_000,
      smtpUrl: null,
      stripeSecretKey: null,
      publicAppUrl: 'http://localhost:8000',
      salesEmail: 'comercial@sppock.com.br',
      llm: { provider: 'offline' },
    });
    expect(config.dataDir).toBe(packagePath('.data'));
  });

  it('lista cada valor errado com a sua mensagem, todos de uma vez', () => {
    const problems = problemsOf({
      PORT: 'oitenta',
      DATABASE_URL: 'mysql://localhost/db',
      REDIS_URL: 'não é url',
      SMTP_URL: 'http://smtp.exemplo.com',
      STRIPE_SECRET_KEY: 'pk_live_123',
      LOG_LEVEL: 'verbose',
      NODE_ENV: 'staging',
      JWT_SECRET: 'curto',
      SMS_PROVIDER_URL: 'https://sms.exemplo.com/v1/messages',
      LLM_PROVIDER: 'openai',
      SALES_EMAIL: 'comercial',
      REDIS_PREFIX: 'sppock prod',
      JOB_TAKEOVER_MS: '500',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT="oitenta" não é uma porta válida: use um número inteiro de 0 a 65535.',
        'DATABASE_URL="mysql://localhost/db" precisa começar com postgres:// ou postgresql://.',
        'REDIS_URL="não é url" não é um endereço válido.',
        'SMTP_URL="http://smtp.exemplo.com" precisa começar com smtp:// ou smtps://.',
        'STRIPE_SECRET_KEY não parece uma chave do Stripe: esperado sk_test_… ou sk_live_….',
        'LOG_LEVEL="verbose" não é aceito: use fatal, error, warn, info, debug, trace, silent.',
        'NODE_ENV="staging" não é aceito: use development, production, test.',
        'JWT_SECRET precisa ter pelo menos 32 caracteres.',
        'SMS_PROVIDER_TOKEN é obrigatório quando SMS_PROVIDER_URL está definido.',
        'SALES_EMAIL="comercial" não é um e-mail válido: use email@dominio.',
        'OPENAI_API_KEY é obrigatório quando LLM_PROVIDER=openai.',
        'REDIS_PREFIX="sppock prod" não é um prefixo válido: use até 64 letras, números, "_", ":", "." ou "-".',
        'JOB_TAKEOVER_MS="500" não é aceito: use milissegundos inteiros de 1000 a 600000.',
      ]),
    );
    expect(problems).toHaveLength(13);
  });

  it('não mostra a senha de uma DATABASE_URL inválida', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://admin:segredo@db/app' });
    expect(problem).not.toContain('segredo');
  });

  it('em produção exige JWT_SECRET, Stripe e SMTP, e escuta em todas as interfaces', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET é obrigatório em produção (NODE_ENV=production): use pelo menos 32 caracteres aleatórios.',
      'STRIPE_SECRET_KEY é obrigatório em produção: sem ele os planos pagos seriam trocados sem cobrança (modo de teste).',
      'STRIPE_WEBHOOK_SECRET é obrigatório em produção: é com ele que o servidor confere os avisos de pagamento do Stripe.',
      'SMTP_URL é obrigatório em produção: sem ele os códigos de verificação e os links de redefinição não saem do servidor.',
    ]);
    const config = loadConfig({ NODE_ENV: 'production', ...PRODUCTION });
    expect(config).toMatchObject({
      production: true,
      host: '0.0.0.0',
      validateResponses: false,
      stripeWebhookSecret: PRODUCTION.STRIPE_WEBHOOK_SECRET,
    });
  });

  it('em produção recusa um JWT_SECRET curto, repetitivo ou previsível', () => {
    const weak = [
      'x'.repeat(64),
      'abcd'.repeat(16),
      '0123456789abcdef'.repeat(4),
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
      'zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJIHGFEDCBA',
      'abcd1234efgh5678ijkl9876mnop5432qrstuvwxyz0123456789',
      'senha-muito-secreta-da-sppock-2026!!',
      randomBytes(24).toString('base64'),
      randomBytes(31).toString('hex'),
    ];
    for (const secret of weak) {
      const problems = problemsOf({ NODE_ENV: 'production', ...PRODUCTION, JWT_SECRET: secret });
      expect(problems, secret).toHaveLength(1);
      expect(problems[0], secret).toMatch(/^JWT_SECRET (curto|previsível) demais para produção/);
    }
    // Random hex with many lone ±1 pairs (17 of 63 steps); an earlier rule refused it.
    expect(weakSecretProblem('434324b661dbd28fcbc84ce0bc4da878598efa8ff9989a8a9fcc107b3ab05123')).toBeNull();
    for (let i = 0; i < 50; i++) {
      const bytes = randomBytes(32);
      for (const secret of [bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')]) {
        expect(weakSecretProblem(secret), secret).toBeNull();
      }
    }
    // Outside production a shorter development secret still works.
    expect(problemsOf({ JWT_SECRET: 'x'.repeat(40) })).toEqual([]);
  });

  it('fora de produção gera o JWT_SECRET uma vez e o guarda em DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = resolveJwtSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
      expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('STATIC_DIR precisa ter um index.html', () => {
    expect(problemsOf({ STATIC_DIR: os.tmpdir() })).toEqual([
      `STATIC_DIR="${os.tmpdir()}" não contém um index.html.`,
    ]);
  });

  it('.env.example lista todas as variáveis lidas e, copiado como está, é válido', () => {
    const example = fs.readFileSync(packagePath('..', '..', '.env.example'), 'utf8');
    const env: Record<string, string> = {};
    for (const line of example.split('\n')) {
      const match = line.match(/^([A-Z0-9_]+)=(.*)$/);
      if (match?.[1]) {
        env[match[1]] = match[2] ?? '';
      }
    }
    const source = fs.readFileSync(packagePath('src', 'config.ts'), 'utf8');
    const read = [...source.matchAll(/(?:text|url|oneOf)\('([A-Z0-9_]+)'/g)].map((m) => m[1]);
    expect(read.length).toBeGreaterThan(15);
    expect(read.filter((name) => name && !(name in env))).toEqual([]);
    expect(problemsOf(env)).toEqual([]);
  });
});
