// Limits of the server's page fetcher (the SSRF guard's ports and the size and time caps).
import type { EnvReaders } from '../llm/settings.ts';

export interface WebFetchSettings {
  /** Ports a page may be fetched from. Default 80 and 443. */
  allowedPorts: number[];
  /** Largest body read, in bytes. Default 2 MB. */
  maxBytes: number;
  /** Whole fetch (every redirect included), in milliseconds. Default 10 s. */
  timeoutMs: number;
}

export const WEB_VARIABLES = ['WEB_FETCH_PORTS', 'WEB_FETCH_MAX_BYTES', 'WEB_FETCH_TIMEOUT_MS'] as const;

export const DEFAULT_WEB_FETCH: WebFetchSettings = {
  allowedPorts: [80, 443],
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
};

function positiveInteger(value: string, max: number): number | null {
  if (!/^\d+$/.test(value)) {
    return null;
  }
  const parsed = Number(value);
  return parsed >= 1 && parsed <= max ? parsed : null;
}

export function readWebFetchSettings(read: EnvReaders, problems: string[]): WebFetchSettings {
  const settings = { ...DEFAULT_WEB_FETCH };
  const ports = read.text('WEB_FETCH_PORTS');
  if (ports !== null) {
    const parsed = ports.split(',').map((p) => positiveInteger(p.trim(), 65535));
    if (parsed.some((p) => p === null)) {
      problems.push(
        `WEB_FETCH_PORTS="${ports}" não é aceito: use portas separadas por vírgula, ex.: 80,443.`,
      );
    } else {
      settings.allowedPorts = parsed as number[];
    }
  }
  const maxBytes = read.text('WEB_FETCH_MAX_BYTES');
  if (maxBytes !== null) {
    const parsed = positiveInteger(maxBytes, 50 * 1024 * 1024);
    if (parsed === null) {
      problems.push(
        `WEB_FETCH_MAX_BYTES="${maxBytes}" não é aceito: use um número de bytes de 1 a 52428800.`,
      );
    } else {
      settings.maxBytes = parsed;
    }
  }
  const timeout = read.text('WEB_FETCH_TIMEOUT_MS');
  if (timeout !== null) {
    const parsed = positiveInteger(timeout, 120_000);
    if (parsed === null) {
      problems.push(`WEB_FETCH_TIMEOUT_MS="${timeout}" não é aceito: use milissegundos de 1 a 120000.`);
    } else {
      settings.timeoutMs = parsed;
    }
  }
  return settings;
}
