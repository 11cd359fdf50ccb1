// `X-Hub-Signature-256: sha256=<hex>`: Meta's HMAC-SHA256 of the request's raw bytes with the
// app secret, compared in constant time before anything of the body is read.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'invalid' };

export function signBody(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

export function checkSignature(
  body: string | Buffer,
  header: string | undefined,
  appSecret: string,
): SignatureCheck {
  if (!header) {
    return { ok: false, reason: 'missing' };
  }
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = createHmac('sha256', appSecret).update(body).digest();
  const given = Buffer.from(match[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, reason: 'invalid' };
}
