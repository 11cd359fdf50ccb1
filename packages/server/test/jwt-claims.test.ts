// Tokens carry iss/aud and are accepted only with ours: the same key signing for another issuer
// or audience does not open a session.
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_AUDIENCE, JWT_ISSUER } from '../src/infra/jwt-claims.ts';
import { startTestServer, type TestServer, type TestUser } from './harness.ts';

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signup();
});
afterAll(async () => {
  await server?.close();
});

/** The user's own access token, re-signed with the server's key and other iss/aud. */
async function resign(claims: { iss?: string; aud?: string }): Promise<string> {
  const { iss: _iss, aud: _aud, ...payload } = decodeJwt(user.access);
  let jwt = new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (claims.iss) {
    jwt = jwt.setIssuer(claims.iss);
  }
  if (claims.aud) {
    jwt = jwt.setAudience(claims.aud);
  }
  return jwt.sign(new TextEncoder().encode(server.services.config.jwtSecret ?? ''));
}

const profile = (token: string) => server.request('GET', '/api/accounts/users/profile/', { token });

describe('iss e aud dos tokens', () => {
  it('os tokens emitidos dizem quem emitiu e para quem', () => {
    for (const token of [user.access, user.refresh]) {
      expect(decodeJwt(token)).toMatchObject({ iss: JWT_ISSUER, aud: JWT_AUDIENCE });
    }
  });

  it('a mesma chave com outro emissor ou outro público não abre a sessão', async () => {
    expect((await profile(user.access)).status).toBe(200);
    expect((await profile(await resign({ iss: JWT_ISSUER, aud: JWT_AUDIENCE }))).status).toBe(200);
    for (const claims of [
      {},
      { iss: 'outro-servico', aud: JWT_AUDIENCE },
      { iss: JWT_ISSUER, aud: 'parceiro' },
    ]) {
      expect((await profile(await resign(claims))).status, JSON.stringify(claims)).toBe(401);
    }
  });
});
