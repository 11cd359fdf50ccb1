// The Graph API calls of a number: send a text or a template (`POST {graph}/{phone-number-id}/messages`)
// and download a received file (`GET {graph}/{media-id}` gives a URL, then the URL with the
// token). The token goes only to the configured Graph base and Meta's media origins
// (settings.ts): a media URL on any other host, or a redirect, is refused (no SSRF through a
// forged response).
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export interface GraphNumber {
  graphBaseUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** Origins a media URL may be on. */
  mediaOrigins: readonly string[];
}

export type SendOutcome = { ok: true; waMessageId: string } | { ok: false; error: string };

/** Time for one Graph API call. */
const GRAPH_TIMEOUT_MS = 15_000;

async function graphFetch(url: string, init: RequestInit, accessToken: string): Promise<Response> {
  return fetch(url, {
    ...init,
    redirect: 'error',
    signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${accessToken}` },
  });
}

async function postMessage(number: GraphNumber, payload: Record<string, unknown>): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await graphFetch(
      `${number.graphBaseUrl}/${encodeURIComponent(number.phoneNumberId)}/messages`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...payload }),
      },
      number.accessToken,
    );
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const body = (await response.json().catch(() => null)) as {
    messages?: { id?: string }[];
    error?: { message?: string; code?: number };
  } | null;
  const id = body?.messages?.[0]?.id;
  if (!response.ok || typeof id !== 'string') {
    return { ok: false, error: body?.error?.message ?? `HTTP ${response.status}` };
  }
  return { ok: true, waMessageId: id };
}

export function sendText(number: GraphNumber, to: string, text: string): Promise<SendOutcome> {
  return postMessage(number, { to, type: 'text', text: { preview_url: false, body: text } });
}

/** An approved template, for a person whose last message is more than 24 hours old. */
export function sendTemplate(number: GraphNumber, to: string, name: string): Promise<SendOutcome> {
  return postMessage(number, { to, type: 'template', template: { name, language: { code: 'pt_BR' } } });
}

/** Whether `url` is on one of the trusted origins (scheme, host and port). */
export function onTrustedOrigin(origins: readonly string[], url: string): boolean {
  try {
    return origins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

/** A received file's bytes, or null when the Graph API would not give them. */
export async function downloadMedia(number: GraphNumber, mediaId: string): Promise<Readable | null> {
  if (!/^[0-9A-Za-z_.-]{1,128}$/.test(mediaId)) {
    return null;
  }
  const lookup = await graphFetch(
    `${number.graphBaseUrl}/${encodeURIComponent(mediaId)}`,
    { method: 'GET' },
    number.accessToken,
  ).catch(() => null);
  const info = lookup?.ok ? ((await lookup.json().catch(() => null)) as { url?: unknown } | null) : null;
  if (typeof info?.url !== 'string' || !onTrustedOrigin(number.mediaOrigins, info.url)) {
    return null;
  }
  const file = await graphFetch(info.url, { method: 'GET' }, number.accessToken).catch(() => null);
  if (!file?.ok || !file.body) {
    return null;
  }
  // The file pipeline counts and sniffs the bytes as they arrive (spoolUpload): 413 past the
  // upload limit, 415 for a type the chat does not read.
  return Readable.fromWeb(file.body as WebReadableStream<Uint8Array>);
}
