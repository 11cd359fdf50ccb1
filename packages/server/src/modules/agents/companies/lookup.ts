// The company-data lookup (issue 31 §4): a BrasilAPI-compatible service the operator configures
// (COMPANY_LOOKUP_URL), asked `GET {base}/cnpj/v1/{cnpj}`. Only that host is ever asked: the path
// holds only the CNPJ's 14 letters and digits, redirects are refused, the answer is read up to a
// size cap within a timeout. Answers are kept a while so a conversation does not ask twice.
import { isValidCnpj, normalizeCnpj } from '@sppock/sdk/domain';

/** What the agents use of BrasilAPI's `/cnpj/v1/{cnpj}` answer. */
export interface CompanyRecord {
  razaoSocial: string;
  nomeFantasia: string | null;
  /** The main CNAE, masked `4721-1/02`, or null when the answer has none. */
  cnaeFiscal: string | null;
  cnaeFiscalDescricao: string | null;
  municipio: string | null;
  uf: string | null;
  /** E.g. 'ATIVA', 'BAIXADA'. */
  situacaoCadastral: string | null;
}

export type CompanyLookupResult =
  | { status: 'found'; company: CompanyRecord }
  | { status: 'not_found' }
  | { status: 'failed' };

export interface CompanyLookupOptions {
  /** The service's base URL, e.g. https://brasilapi.com.br/api. */
  baseUrl: string;
  /** One lookup, in milliseconds. Default 5 s. */
  timeoutMs?: number;
  /** The largest answer read, in bytes. Default 64 KiB. */
  maxBytes?: number;
  /** Now, in ms (tests). Default Date.now. */
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_BYTES = 64 * 1024;
/** A company's record changes rarely: kept 12 hours; a CNPJ the service does not know, 10 minutes. */
const FOUND_TTL_MS = 12 * 60 * 60 * 1000;
const NOT_FOUND_TTL_MS = 10 * 60 * 1000;
const CACHE_ENTRIES = 1_000;

const cache = new Map<string, { result: CompanyLookupResult; expiresAt: number }>();

/** Forgets every kept answer (tests). */
export function clearCompanyLookupCache(): void {
  cache.clear();
}

function textField(record: Record<string, unknown>, name: string, max = 200): string | null {
  const value = record[name];
  if (typeof value !== 'string' && typeof value !== 'number') {
    return null;
  }
  const text = String(value).replace(/\s+/g, ' ').trim().slice(0, max);
  return text === '' ? null : text;
}

function maskedCnae(value: string | null): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5)}` : null;
}

/** The record from BrasilAPI's JSON, or null when it is not one (no razão social). */
export function companyRecordOf(body: unknown): CompanyRecord | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return null;
  }
  const record = body as Record<string, unknown>;
  const razaoSocial = textField(record, 'razao_social');
  if (!razaoSocial) {
    return null;
  }
  return {
    razaoSocial,
    nomeFantasia: textField(record, 'nome_fantasia'),
    cnaeFiscal: maskedCnae(textField(record, 'cnae_fiscal')),
    cnaeFiscalDescricao: textField(record, 'cnae_fiscal_descricao'),
    municipio: textField(record, 'municipio', 80),
    uf: textField(record, 'uf', 2),
    situacaoCadastral: textField(record, 'descricao_situacao_cadastral', 40),
  };
}

async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function askService(cnpj: string, options: CompanyLookupOptions): Promise<CompanyLookupResult> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/cnpj/v1/${cnpj}`;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 'not_found' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { status: 'failed' };
    }
    const text = await readCapped(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
    if (text === null) {
      return { status: 'failed' };
    }
    const company = companyRecordOf(JSON.parse(text));
    return company ? { status: 'found', company } : { status: 'failed' };
  } catch {
    // Timeout, refused redirect, unreachable host, malformed JSON: the agent says it only validated.
    return { status: 'failed' };
  }
}

/**
 * The company of a valid CNPJ from the configured service. An invalid CNPJ is never sent; a
 * failure is not kept, so the next request tries again.
 */
export async function lookUpCompany(
  rawCnpj: string,
  options: CompanyLookupOptions,
): Promise<CompanyLookupResult> {
  if (!isValidCnpj(rawCnpj)) {
    return { status: 'not_found' };
  }
  const cnpj = normalizeCnpj(rawCnpj);
  const now = options.now ?? Date.now;
  const key = `${options.baseUrl}|${cnpj}`;
  const kept = cache.get(key);
  if (kept && kept.expiresAt > now()) {
    return kept.result;
  }
  cache.delete(key);
  const result = await askService(cnpj, options);
  if (result.status !== 'failed') {
    if (cache.size >= CACHE_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) {
        cache.delete(oldest);
      }
    }
    cache.set(key, {
      result,
      expiresAt: now() + (result.status === 'found' ? FOUND_TTL_MS : NOT_FOUND_TTL_MS),
    });
  }
  return result;
}
