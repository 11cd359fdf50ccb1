// The numbers' tokens (access token, app secret, verify token) encrypted at rest with AES-256-GCM:
// `v1.<iv>.<tag>.<ciphertext>` in base64url, a fresh 12-byte IV each time. The connection's id
// is the additional data, so a ciphertext copied to another row does not decrypt.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../../config.ts';

function keyOf(config: Pick<ServerConfig, 'whatsapp' | 'jwtSecret'>): Buffer {
  if (config.whatsapp.secretsKey) {
    return config.whatsapp.secretsKey;
  }
  if (!config.jwtSecret) {
    throw new Error('Sem WHATSAPP_SECRETS_KEY nem JWT_SECRET para cifrar os tokens do WhatsApp.');
  }
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'sppock', 'whatsapp-secrets-v1', 32));
}

export function sealSecret(
  config: Pick<ServerConfig, 'whatsapp' | 'jwtSecret'>,
  plain: string,
  boundTo: string,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or throws when the key or the row is not the one it was sealed with. */
export function openSecret(
  config: Pick<ServerConfig, 'whatsapp' | 'jwtSecret'>,
  sealed: string,
  boundTo: string,
): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) {
    throw new Error('Segredo do WhatsApp em formato desconhecido.');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The last 4 characters behind a mask: enough to recognise a token, never enough to use it. */
export function secretHint(plain: string): string {
  return `••••${plain.slice(-4)}`;
}
