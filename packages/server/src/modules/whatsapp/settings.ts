// The WhatsApp Business part of the configuration (`config.whatsapp`).
// WHATSAPP_GRAPH_BASE_URL: the Graph API, with its version (default https://graph.facebook.com/v21.0);
//   media is downloaded only from this host, so tests (and a proxy) point it elsewhere.
// WHATSAPP_SECRETS_KEY: 32 random bytes (base64 or 64 hex digits) that encrypt the numbers'
//   tokens at rest. Unset: a key derived from JWT_SECRET (changing JWT_SECRET then means
//   connecting the numbers again).
// Media: the Graph API answers a media id with a URL to download from. Only the Graph base's own
//   origin is trusted, plus Meta's CDN for attachments (https://lookaside.fbsbx.com) when the base
//   is Meta's: a URL on any other host is never fetched with the number's token.
import type { EnvReaders } from '../llm/settings.ts';

export interface WhatsappSettings {
  /** WHATSAPP_GRAPH_BASE_URL, without a trailing slash. Default https://graph.facebook.com/v21.0. */
  graphBaseUrl: string;
  /** WHATSAPP_SECRETS_KEY decoded (32 bytes); null to derive one from JWT_SECRET. */
  secretsKey: Buffer | null;
  /** Origins a media URL may be on (derived from the Graph base). */
  mediaOrigins: string[];
}

export const WHATSAPP_VARIABLES = ['WHATSAPP_GRAPH_BASE_URL', 'WHATSAPP_SECRETS_KEY'] as const;

export const DEFAULT_GRAPH_BASE_URL = 'https://graph.facebook.com/v21.0';
const META_MEDIA_ORIGIN = 'https://lookaside.fbsbx.com';

function decodeKey(raw: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(raw)) {
    return Buffer.from(raw, 'hex');
  }
  const bytes = Buffer.from(raw, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export function readWhatsappSettings(
  read: Pick<EnvReaders, 'text' | 'url'>,
  problems: string[],
): WhatsappSettings {
  const graphBaseUrl = (
    read.url('WHATSAPP_GRAPH_BASE_URL', ['http:', 'https:']) ?? DEFAULT_GRAPH_BASE_URL
  ).replace(/\/+$/, '');
  const rawKey = read.text('WHATSAPP_SECRETS_KEY');
  let secretsKey: Buffer | null = null;
  if (rawKey !== null) {
    secretsKey = decodeKey(rawKey);
    if (!secretsKey) {
      problems.push('WHATSAPP_SECRETS_KEY precisa ter 32 bytes: 64 dígitos hexadecimais ou base64.');
    }
  }
  const graphOrigin = new URL(graphBaseUrl).origin;
  const mediaOrigins =
    graphOrigin === new URL(DEFAULT_GRAPH_BASE_URL).origin ? [graphOrigin, META_MEDIA_ORIGIN] : [graphOrigin];
  return { graphBaseUrl, secretsKey, mediaOrigins };
}
