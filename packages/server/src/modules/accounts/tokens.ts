// JWT access tokens (60 minutes) and rotating refresh tokens. Each login opens a session; its
// refresh tokens form one family. Presenting a refresh token that was already exchanged revokes
// the whole session (reuse detection), and a revoked session's access tokens stop working too.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type Clock, DAY, MINUTE } from '../../clock.ts';
import { ApiError } from '../../contract/errors.ts';
import type { AuthUser } from '../../contract/types.ts';
import type { Database, Executor } from '../../db/client.ts';
import { JWT_AUDIENCE, JWT_ISSUER, JWT_VERIFY_OPTIONS } from '../../infra/jwt-claims.ts';
import { authSessions, refreshTokens, users } from './schema.ts';

export const ACCESS_TOKEN_TTL_MS = 60 * MINUTE;
export const REFRESH_TOKEN_TTL_MS = 7 * DAY;

export const AUTH_MESSAGES = {
  missing: 'As credenciais de autenticação não foram fornecidas.',
  invalidAccess: 'O token informado não é válido para qualquer tipo de token',
  invalidRefresh: 'O token é inválido ou expirado',
  revokedRefresh: 'O token foi revogado',
} as const;

export type RevokeReason =
  | 'reuse'
  | 'password_change'
  | 'password_reset'
  | 'logout'
  | 'operator'
  | 'account_deleted';

export interface TokenPair {
  access: string;
  refresh: string;
}

interface Claims {
  token_type: 'access' | 'refresh';
  user_id: number;
  sid: string;
  jti: string;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly db: Database;
  private readonly clock: Clock;
  /** Key for hashing verification codes, derived from the same secret. */
  readonly codeSecret: string;

  constructor(db: Database, secret: string, clock: Clock) {
    this.db = db;
    this.key = new TextEncoder().encode(secret);
    this.clock = clock;
    this.codeSecret = createHash('sha256').update(`verification-codes:${secret}`).digest('hex');
  }

  private async sign(claims: Claims, ttlMs: number): Promise<string> {
    const now = this.clock.now().getTime();
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor((now + ttlMs) / 1000))
      .sign(this.key);
  }

  private async read(token: string, type: Claims['token_type']): Promise<Claims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        ...JWT_VERIFY_OPTIONS,
        currentDate: this.clock.now(),
      });
      if (
        payload.token_type !== type ||
        typeof payload.user_id !== 'number' ||
        typeof payload.sid !== 'string' ||
        typeof payload.jti !== 'string'
      ) {
        return null;
      }
      return payload as unknown as Claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        return null;
      }
      throw error;
    }
  }

  private async newRefresh(executor: Executor, userId: number, sessionId: string): Promise<string> {
    const jti = randomUUID();
    const now = this.clock.now();
    await executor.insert(refreshTokens).values({
      id: jti,
      sessionId,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    return this.sign({ token_type: 'refresh', user_id: userId, sid: sessionId, jti }, REFRESH_TOKEN_TTL_MS);
  }

  private access(userId: number, sessionId: string): Promise<string> {
    return this.sign(
      { token_type: 'access', user_id: userId, sid: sessionId, jti: randomUUID() },
      ACCESS_TOKEN_TTL_MS,
    );
  }

  /** Opens a new session for the user and returns its first token pair. */
  async openSession(userId: number, executor: Executor = this.db): Promise<TokenPair> {
    const sessionId = randomUUID();
    await executor.insert(authSessions).values({ id: sessionId, userId, createdAt: this.clock.now() });
    const refresh = await this.newRefresh(executor, userId, sessionId);
    return { access: await this.access(userId, sessionId), refresh };
  }

  /** Exchanges a refresh token for a new pair; the old one stops working. */
  async rotate(token: string): Promise<TokenPair> {
    const claims = await this.read(token, 'refresh');
    if (!claims) {
      throw new ApiError(401, AUTH_MESSAGES.invalidRefresh);
    }
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          usedAt: refreshTokens.usedAt,
          expiresAt: refreshTokens.expiresAt,
          revokedAt: authSessions.revokedAt,
          userId: authSessions.userId,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(and(eq(refreshTokens.id, claims.jti), eq(refreshTokens.sessionId, claims.sid)));
      if (!row || row.userId !== claims.user_id || row.expiresAt <= now) {
        return { kind: 'invalid' as const };
      }
      if (row.revokedAt) {
        return { kind: 'revoked' as const };
      }
      // Conditional update: of two concurrent exchanges of one token, only one wins.
      const claimed = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, claims.jti), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (row.usedAt || claimed.length === 0) {
        return { kind: 'reused' as const };
      }
      const refresh = await this.newRefresh(tx, claims.user_id, claims.sid);
      return { kind: 'ok' as const, refresh };
    });
    switch (outcome.kind) {
      case 'ok':
        return { access: await this.access(claims.user_id, claims.sid), refresh: outcome.refresh };
      case 'reused':
        await this.revokeSession(claims.sid, 'reuse');
        throw new ApiError(401, AUTH_MESSAGES.revokedRefresh);
      case 'revoked':
        throw new ApiError(401, AUTH_MESSAGES.revokedRefresh);
      case 'invalid':
        throw new ApiError(401, AUTH_MESSAGES.invalidRefresh);
      default:
        return outcome satisfies never;
    }
  }

  /**
   * Logout: ends the session a refresh token belongs to, so neither it nor the access tokens
   * issued with it work any more. An invalid, expired or unknown token changes nothing.
   */
  async endSession(token: string): Promise<void> {
    const claims = await this.read(token, 'refresh');
    if (!claims) {
      return;
    }
    const [row] = await this.db
      .select({ userId: authSessions.userId })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(and(eq(refreshTokens.id, claims.jti), eq(refreshTokens.sessionId, claims.sid)));
    if (row?.userId === claims.user_id) {
      await this.revokeSession(claims.sid, 'logout');
    }
  }

  /** Reads a Bearer access token: the user must exist, be active, and the session be open. */
  async authenticate(authorization: string | undefined): Promise<AuthUser> {
    const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match?.[1]) {
      throw new ApiError(401, AUTH_MESSAGES.missing);
    }
    const claims = await this.read(match[1], 'access');
    if (!claims) {
      throw new ApiError(401, AUTH_MESSAGES.invalidAccess);
    }
    const [row] = await this.db
      .select({ id: users.id, email: users.email, isSuperuser: users.isSuperuser, isActive: users.isActive })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(eq(authSessions.id, claims.sid), eq(users.id, claims.user_id), isNull(authSessions.revokedAt)),
      );
    if (!row?.isActive) {
      throw new ApiError(401, AUTH_MESSAGES.invalidAccess);
    }
    return { id: row.id, email: row.email, isSuperuser: row.isSuperuser, sessionId: claims.sid };
  }

  async revokeSession(sessionId: string, reason: RevokeReason, executor: Executor = this.db): Promise<void> {
    await executor
      .update(authSessions)
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  /** Revokes every open session of the user, except `keepSessionId` when given. */
  async revokeUserSessions(
    userId: number,
    reason: RevokeReason,
    options: { keepSessionId?: string; executor?: Executor } = {},
  ): Promise<void> {
    const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
    if (options.keepSessionId) {
      conditions.push(ne(authSessions.id, options.keepSessionId));
    }
    await (options.executor ?? this.db)
      .update(authSessions)
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(and(...conditions));
  }
}
