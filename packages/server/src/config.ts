// Configuration comes from environment variables only. Every wrong value is reported at once,
// each with its own message, so an operator fixes the whole `.env` in one pass.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type ChatbotSettings, readChatbotSettings } from './modules/chatbot/settings.ts';
import { readStorageSettings, type StorageSettings } from './modules/files/settings.ts';
import { type LlmSettings, readLlmSettings } from './modules/llm/settings.ts';
import { PRIVACY_MESSAGES } from './modules/privacy/messages.ts';
import { readSearchSettings, type SearchSettings } from './modules/search/settings.ts';
import { readWebFetchSettings, type WebFetchSettings } from './modules/web/settings.ts';
import { readWhatsappSettings, type WhatsappSettings } from './modules/whatsapp/settings.ts';
import { packagePath } from './package-root.ts';

/** SESSION_MAX_HOURS when unset: a session's absolute lifetime since login. */
export const DEFAULT_SESSION_MAX_HOURS = 12;

export {
  LLM_DEFAULT_MODELS,
  LLM_PROVIDERS,
  type LlmAgent,
  type LlmPlan,
  type LlmProviderName,
  type LlmRoute,
  type LlmSettings,
} from './modules/llm/settings.ts';
export { SEARCH_PROVIDERS, type SearchProviderName } from './modules/search/settings.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

export interface ServerConfig {
  nodeEnv: (typeof NODE_ENVS)[number];
  /** `true` when NODE_ENV is production: no dev outbox, no demo accounts, JWT_SECRET required. */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /**
   * REDIS_PREFIX: prefix of every Redis key and channel, for deployments (or tests) that share
   * one Redis. Default: null (`sppock:rl:` for the limits, `sppock:` for the rest).
   */
  redisPrefix: string | null;
  /**
   * JOB_TAKEOVER_MS: how long a long run whose node stopped answering (killed, frozen) waits
   * before another node takes it over (BullMQ's lock and stalled check). Default 30 000.
   */
  jobTakeoverMs: number;
  /**
   * SCHEDULE_TICK_MS: how often the scheduled runs (issue 30) are looked at — each node's timer
   * on the embedded default, one BullMQ job scheduler for all nodes with Redis. Default 30 000.
   */
  scheduleTickMs: number;
  /** Null until {@link resolveJwtSecret} runs (outside production it may be generated). */
  jwtSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Sales inbox that receives Enterprise demo requests. */
  salesEmail: string;
  /**
   * PRIVACY_OFFICER_CONTACT: how a person reaches the data protection officer (LGPD art. 41),
   * shown in Minha Conta › Privacidade. Default: write to Support, answered within 15 days.
   */
  privacyOfficerContact: string;
  smsProviderUrl: string | null;
  smsProviderToken: string | null;
  stripeSecretKey: string | null;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`): verifies the signature of Stripe's webhook calls. */
  stripeWebhookSecret: string | null;
  stripeApiBase: string;
  publicAppUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  staticDir: string | null;
  trustProxy: boolean | number;
  /** Validate every response against the contract (default: on outside production). */
  validateResponses: boolean;
  /**
   * SPPOCK_DEMO=1: the development opt-in for the demo accounts and GET /__dev/outbox. Only true
   * outside production with a loopback HOST (`npm start` sets it). Default: false.
   */
  demo: boolean;
  /** SESSION_MAX_HOURS: a session's absolute lifetime since login, whatever the activity. Default 12. */
  sessionMaxHours: number;
  /** Language models: see `modules/llm/settings.ts`. */
  llm: LlmSettings;
  /** Uploaded files: see `modules/files/settings.ts`. Default: a folder under DATA_DIR. */
  storage: StorageSettings;
  /** The page fetcher's ports and caps: see `modules/web/settings.ts`. */
  webFetch: WebFetchSettings;
  /** Web search for the search agents: see `modules/search/settings.ts`. Default: none. */
  search: SearchSettings;
  /** The FAQ chatbot: see `modules/chatbot/settings.ts`. Default: every plan may ask it. */
  chatbot: ChatbotSettings;
  /** WhatsApp Business: see `modules/whatsapp/settings.ts`. Default: Meta's Graph API. */
  whatsapp: WhatsappSettings;
  /**
   * A BrasilAPI-compatible company-data service (`GET {url}/cnpj/v1/{cnpj}`) the lead and
   * supplier agents enrich CNPJs from. Default: none (the agents only validate).
   */
  companyLookupUrl: string | null;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws {@link ConfigError} listing every wrong value. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = text(name);
    if (value === null) {
      return fallback;
    }
    if ((allowed as readonly string[]).includes(value)) {
      return value as T;
    }
    problems.push(`${name}="${value}" não é aceito: use ${allowed.join(', ')}.`);
    return fallback;
  };
  const url = (name: string, protocols: string[], fallback: string | null = null): string | null => {
    const value = text(name);
    if (value === null) {
      return fallback;
    }
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(
          `${name}="${redact(value)}" precisa começar com ${protocols.map((p) => `${p}//`).join(' ou ')}.`,
        );
        return fallback;
      }
      return value;
    } catch {
      problems.push(`${name}="${redact(value)}" não é um endereço válido.`);
      return fallback;
    }
  };

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const production = nodeEnv === 'production';

  let port = 8000;
  const rawPort = text('PORT');
  if (rawPort !== null) {
    const parsed = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || parsed > 65535) {
      problems.push(`PORT="${rawPort}" não é uma porta válida: use um número inteiro de 0 a 65535.`);
    } else {
      port = parsed;
    }
  }

  // Outside production the server listens on loopback only: the seeded demo accounts have
  // well-known passwords and must not be reachable from the network by accident.
  const host = text('HOST') ?? (production ? '0.0.0.0' : '127.0.0.1');

  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const redisPrefix = text('REDIS_PREFIX');
  if (redisPrefix !== null && !/^[\w:.-]{1,64}$/.test(redisPrefix)) {
    problems.push(
      `REDIS_PREFIX="${redisPrefix}" não é um prefixo válido: use até 64 letras, números, "_", ":", "." ou "-".`,
    );
  }
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const smsProviderUrl = url('SMS_PROVIDER_URL', ['http:', 'https:']);
  const smsProviderToken = text('SMS_PROVIDER_TOKEN');
  if (smsProviderUrl && !smsProviderToken) {
    problems.push('SMS_PROVIDER_TOKEN é obrigatório quando SMS_PROVIDER_URL está definido.');
  }

  const mailFrom = text('MAIL_FROM') ?? 'Sppock <nao-responda@sppock.com.br>';
  if (!/^[^<>]*<[^@\s<>]+@[^@\s<>]+>$|^[^@\s<>]+@[^@\s<>]+$/.test(mailFrom)) {
    problems.push(
      `MAIL_FROM="${mailFrom}" não é um remetente válido: use "Nome <email@dominio>" ou "email@dominio".`,
    );
  }

  const salesEmail = (text('SALES_EMAIL') ?? 'comercial@sppock.com.br').toLowerCase();
  if (!/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(salesEmail)) {
    problems.push(`SALES_EMAIL="${salesEmail}" não é um e-mail válido: use email@dominio.`);
  }

  const stripeSecretKey = text('STRIPE_SECRET_KEY');
  if (stripeSecretKey && !/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(stripeSecretKey)) {
    problems.push('STRIPE_SECRET_KEY não parece uma chave do Stripe: esperado sk_test_… ou sk_live_….');
  }
  const stripeWebhookSecret = text('STRIPE_WEBHOOK_SECRET');
  if (stripeWebhookSecret && !/^whsec_[A-Za-z0-9+/=_-]{16,}$/.test(stripeWebhookSecret)) {
    problems.push('STRIPE_WEBHOOK_SECRET não parece um segredo de webhook do Stripe: esperado whsec_….');
  }
  const stripeApiBase = (url('STRIPE_API_BASE', ['http:', 'https:']) ?? 'https://api.stripe.com').replace(
    /\/+$/,
    '',
  );

  const publicAppUrl = (
    url('PUBLIC_APP_URL', ['http:', 'https:']) ?? `http://localhost:${port === 0 ? 8000 : port}`
  ).replace(/\/+$/, '');

  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) {
    problems.push('JWT_SECRET precisa ter pelo menos 32 caracteres.');
  }
  if (production && jwtSecret === null) {
    problems.push(
      'JWT_SECRET é obrigatório em produção (NODE_ENV=production): use pelo menos 32 caracteres aleatórios.',
    );
  }
  if (production) {
    problems.push(...productionProblems({ jwtSecret, smtpUrl, stripeSecretKey, stripeWebhookSecret }));
  }

  let trustProxy: boolean | number = false;
  const rawTrust = text('TRUST_PROXY');
  if (rawTrust !== null) {
    if (rawTrust === 'true' || rawTrust === 'false') {
      trustProxy = rawTrust === 'true';
    } else if (/^\d+$/.test(rawTrust)) {
      trustProxy = Number(rawTrust);
    } else {
      problems.push(
        `TRUST_PROXY="${rawTrust}" não é aceito: use true, false ou o número de proxies à frente.`,
      );
    }
  }

  // Demo accounts have published passwords and the outbox shows codes and reset links: both need
  // a deliberate opt-in, and are refused on a host reachable from the network.
  const demoRequested = text('SPPOCK_DEMO') === '1';
  const demo = demoRequested && !production && isLoopbackHost(host);

  let sessionMaxHours = DEFAULT_SESSION_MAX_HOURS;
  const rawSessionMax = text('SESSION_MAX_HOURS');
  if (rawSessionMax !== null) {
    const parsed = Number(rawSessionMax);
    if (!/^\d+$/.test(rawSessionMax) || parsed < 1 || parsed > 720) {
      problems.push(`SESSION_MAX_HOURS="${rawSessionMax}" não é aceito: use um número inteiro de 1 a 720.`);
    } else {
      sessionMaxHours = parsed;
    }
  }

  let jobTakeoverMs = 30_000;
  const rawTakeover = text('JOB_TAKEOVER_MS');
  if (rawTakeover !== null) {
    const parsed = Number(rawTakeover);
    if (!/^\d+$/.test(rawTakeover) || parsed < 1_000 || parsed > 600_000) {
      problems.push(
        `JOB_TAKEOVER_MS="${rawTakeover}" não é aceito: use milissegundos inteiros de 1000 a 600000.`,
      );
    } else {
      jobTakeoverMs = parsed;
    }
  }

  let scheduleTickMs = 30_000;
  const rawTick = text('SCHEDULE_TICK_MS');
  if (rawTick !== null) {
    const parsed = Number(rawTick);
    if (!/^\d+$/.test(rawTick) || parsed < 100 || parsed > 600_000) {
      problems.push(
        `SCHEDULE_TICK_MS="${rawTick}" não é aceito: use milissegundos inteiros de 100 a 600000.`,
      );
    } else {
      scheduleTickMs = parsed;
    }
  }

  let validateResponses = !production;
  const rawValidate = text('VALIDATE_RESPONSES');
  if (rawValidate !== null) {
    if (rawValidate === 'true' || rawValidate === 'false') {
      validateResponses = rawValidate === 'true';
    } else {
      problems.push(`VALIDATE_RESPONSES="${rawValidate}" não é aceito: use true ou false.`);
    }
  }

  // The default does not depend on the working directory, so `npm start` and
  // `npm run sppock` from the root or from the package share one database.
  const rawDataDir = text('DATA_DIR');
  const dataDir = rawDataDir ? path.resolve(rawDataDir) : packagePath('.data');

  let staticDir: string | null = null;
  const rawStatic = text('STATIC_DIR');
  if (rawStatic !== null) {
    staticDir = path.resolve(rawStatic);
    if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
      problems.push(`STATIC_DIR="${rawStatic}" não contém um index.html.`);
    }
  } else {
    const appDist = packagePath('..', 'app', 'dist');
    staticDir = fs.existsSync(path.join(appDist, 'index.html')) ? appDist : null;
  }

  const llm = readLlmSettings(env, { text, oneOf, url }, problems);
  const storage = readStorageSettings({ text, oneOf, url }, problems);
  const webFetch = readWebFetchSettings({ text, oneOf, url }, problems);

  const search = readSearchSettings({ text, oneOf, url }, problems);
  const chatbot = readChatbotSettings({ text }, problems);
  const whatsapp = readWhatsappSettings({ text, url }, problems);

  const companyLookupUrl = url('COMPANY_LOOKUP_URL', ['http:', 'https:'])?.replace(/\/+$/, '') ?? null;

  const logLevel = oneOf('LOG_LEVEL', LOG_LEVELS, 'info');

  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
  return {
    nodeEnv,
    production,
    port,
    host,
    dataDir,
    databaseUrl,
    redisUrl,
    redisPrefix,
    jobTakeoverMs,
    scheduleTickMs,
    jwtSecret,
    smtpUrl,
    mailFrom,
    salesEmail,
    privacyOfficerContact: text('PRIVACY_OFFICER_CONTACT') ?? PRIVACY_MESSAGES.defaultOfficerContact,
    smsProviderUrl,
    smsProviderToken,
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApiBase,
    publicAppUrl,
    logLevel,
    staticDir,
    trustProxy,
    validateResponses,
    demo,
    sessionMaxHours,
    llm,
    storage,
    webFetch,
    search,
    chatbot,
    whatsapp,
    companyLookupUrl,
  };
}

/** `true` for an address only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Estimated bits of randomness in a secret: the characters' Shannon entropy times its length,
 * and no more than the bytes it decodes to (hex and base64 carry 4 and 6 bits a character).
 */
export function secretEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) {
    counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  const length = [...secret].length;
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / length;
    perChar -= p * Math.log2(p);
  }
  return perChar * length;
}

/** Bytes of key material: hex and base64 are decoded, anything else counts its UTF-8 bytes. */
export function secretBytes(secret: string): number {
  if (/^(?:[0-9a-f]{2})+$/i.test(secret)) {
    return secret.length / 2;
  }
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret)) {
    return Math.floor((secret.replace(/=+$/, '').length * 6) / 8);
  }
  return Buffer.byteLength(secret, 'utf8');
}

/**
 * A random 32-byte secret (hex: 64 characters, base64: 44) measures about 210–240 bits here;
 * a word, a pattern or a repeated string measures far less, whatever its length.
 */
const MIN_SECRET_ENTROPY_BITS = 160;
const MIN_SECRET_BYTES = 32;

/**
 * Runs like `abcdef` or `987654`: more than a quarter of the characters sit in runs of four or
 * more that step by +1 (or by −1) each time. Counting lone ±1 steps instead refused about one
 * random hex secret in 2,750 (a pair like `34` or `ba` is one step in nine there); four in one
 * direction did not happen once in six million random hex, base64 and base64url secrets.
 */
function isMostlySequential(secret: string): boolean {
  let inRuns = 0;
  let run = 1;
  let direction = 0;
  for (let i = 1; i <= secret.length; i++) {
    const step = i < secret.length ? secret.charCodeAt(i) - secret.charCodeAt(i - 1) : 0;
    const isUnit = step === 1 || step === -1;
    if (isUnit && (run === 1 || step === direction)) {
      direction = step;
      run += 1;
      continue;
    }
    if (run >= 4) {
      inRuns += run;
    }
    run = isUnit ? 2 : 1;
    direction = isUnit ? step : 0;
  }
  return inRuns > secret.length / 4;
}

/** Why a JWT secret is too weak for production (HS256 wants 256 random bits), or null. */
export function weakSecretProblem(secret: string): string | null {
  const advice = 'gere um com `openssl rand -base64 32` (32 bytes aleatórios).';
  if (secretBytes(secret) < MIN_SECRET_BYTES) {
    return `JWT_SECRET curto demais para produção: precisa de pelo menos 32 bytes aleatórios; ${advice}`;
  }
  if (
    /^(.+?)\1+$/s.test(secret) ||
    isMostlySequential(secret) ||
    secretEntropyBits(secret) < MIN_SECRET_ENTROPY_BITS
  ) {
    return `JWT_SECRET previsível demais para produção (repetitivo ou pouco aleatório); ${advice}`;
  }
  return null;
}

/**
 * What a production start needs and the embedded defaults do not give: real payments (test mode
 * would hand out paid plans for free), real e-mail (codes and reset links would stay in the
 * database) and a JWT key nobody can guess.
 */
function productionProblems(values: {
  jwtSecret: string | null;
  smtpUrl: string | null;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
}): string[] {
  const problems: string[] = [];
  if (values.jwtSecret !== null) {
    const weak = weakSecretProblem(values.jwtSecret);
    if (weak) {
      problems.push(weak);
    }
  }
  if (!values.stripeSecretKey) {
    problems.push(
      'STRIPE_SECRET_KEY é obrigatório em produção: sem ele os planos pagos seriam trocados sem cobrança (modo de teste).',
    );
  }
  if (!values.stripeWebhookSecret) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET é obrigatório em produção: é com ele que o servidor confere os avisos de pagamento do Stripe.',
    );
  }
  if (!values.smtpUrl) {
    problems.push(
      'SMTP_URL é obrigatório em produção: sem ele os códigos de verificação e os links de redefinição não saem do servidor.',
    );
  }
  return problems;
}

/**
 * Returns JWT_SECRET, or outside production a secret generated once and kept in
 * `DATA_DIR/jwt-secret` so sessions survive restarts.
 */
export function resolveJwtSecret(config: ServerConfig): string {
  if (config.jwtSecret) {
    return config.jwtSecret;
  }
  if (config.production) {
    throw new ConfigError(['JWT_SECRET é obrigatório em produção.']);
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) {
      return stored;
    }
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Hides the password of a connection string before it is printed. */
export function redact(value: string): string {
  try {
    const parsed = new URL(value);
    if (!parsed.password) {
      return value;
    }
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return value.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
  }
}
