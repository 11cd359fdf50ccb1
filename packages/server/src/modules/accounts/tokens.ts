// JWT access tokens (60 minutes) and rotating refresh tokens. Each login opens a session; its
// refresh tokens form one family. Presenting a refresh token that was already exchanged revokes
// the whole session (reuse detection), and a revoked session's access tokens stop working too.
// A session also ends on its own: after an absolute lifetime since login, and after the user's
// `session_timeout` minutes without an authenticated call (ASVS v5 §7.3). A login past the
// plan's `max_devices` ends the oldest open sessions, and their devices are told why.
// Open sessions are kept in memory for a few seconds (`SessionCache`); every revocation is
// announced to all nodes before it is written, so none of them serves an ended session.
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type Clock, DAY, HOUR, MINUTE } from '../../clock.ts';
import { DEFAULT_SESSION_MAX_HOURS } from '../../config.ts';
import type { AuthUser } from '../../contract/auth-user.ts';
import { ApiError } from '../../contract/errors.ts';
import type { Database, Executor } from '../../db/client.ts';
import { lockOwner } from '../../db/owner-lock.ts';
import { JWT_AUDIENCE, JWT_ISSUER, JWT_VERIFY_OPTIONS } from '../../infra/jwt-claims.ts';
import { InProcessRevocations, type RevocationChannel } from '../../infra/revocations.ts';
import { authSessions, generalSettings, refreshTokens, users } from './schema.ts';
import { type CachedSession, SessionCache, type SessionCacheOptions } from './session-cache.ts';
import { findUserById, type UserRow } from './users.ts';

export const ACCESS_TOKEN_TTL_MS = 60 * MINUTE;
export const REFRESH_TOKEN_TTL_MS = 7 * DAY;
/** How long the registration token of `register` lets its holder verify and resend. */
export const REGISTRATION_TOKEN_TTL_MS = HOUR;
export const DEFAULT_SESSION_MAX_MS = DEFAULT_SESSION_MAX_HOURS * HOUR;
/** The `session_timeout` of a user who never saved general settings (spec 1 §3). */
export const DEFAULT_IDLE_MINUTES = 30;
/** Access tokens whose signature this node has checked, kept at most (oldest out first). */
const VERIFIED_ACCESS_MAX = 10_000;
/** Activity is written at most this often per session, not on every call. */
const LAST_SEEN_RESOLUTION_MS = MINUTE;

export const AUTH_MESSAGES = {
  missing: 'As credenciais de autenticação não foram fornecidas.',
  invalidAccess: 'O token informado não é válido para qualquer tipo de token',
  invalidRefresh: 'O token é inválido ou expirado',
  revokedRefresh: 'O token foi revogado',
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',
} as const;

const devicesWord = (count: number) => (count === 1 ? 'dispositivo' : 'dispositivos');

/** Device-limit copy: what the device whose session was ended reads, and what the new one reads. */
export const DEVICE_LIMIT_MESSAGES = {
  ended: (planLabel: string, maxDevices: number) =>
    `Sua sessão foi encerrada porque sua conta entrou em outro dispositivo e o plano ${planLabel} permite ${maxDevices} ${devicesWord(maxDevices)}.`,
  notice: (planLabel: string, maxDevices: number, ended: number) =>
    `Você entrou em mais dispositivos do que o seu plano ${planLabel} permite (${maxDevices}). ` +
    (ended === 1
      ? 'A sessão mais antiga foi encerrada.'
      : `As ${ended} sessões mais antigas foram encerradas.`),
} as const;

export type RevokeReason =
  | 'reuse'
  | 'password_change'
  | 'password_reset'
  | 'logout'
  | 'operator'
  | 'account_deleted'
  | 'expired'
  | 'idle'
  | 'demo_disabled'
  | 'device_limit';

/** How many sessions the user's plan allows at once, and the plan's label for the messages. */
export interface DeviceLimit {
  maxDevices: number;
  planLabel: string;
}

/** A new session's tokens, and how many older sessions it ended to stay within the device limit. */
export interface OpenedSession extends TokenPair {
  endedSessions: number;
}

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

interface RegistrationClaims {
  token_type: 'registration';
  user_id: number;
}

export interface TokenServiceOptions {
  /** A session's absolute lifetime since login. Default: 12 hours. */
  sessionMaxMs?: number;
  /** How the nodes hear of each other's revocations. Default: in process (one node). */
  revocations?: RevocationChannel;
  /** The in-memory session cache's size and lifetime. Default: `SessionCache`'s. */
  sessionCache?: SessionCacheOptions;
}

/** A session to end: its id and its user (whose sessions every node then forgets). */
export interface SessionRef {
  id: string;
  userId: number;
}

interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  idleMinutes: number | null;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly sessionMaxMs: number;
  private readonly revocations: RevocationChannel;
  /** Open sessions this node read a moment ago. */
  readonly sessions: SessionCache;
  /**
   * Access tokens already verified, by their exact text, with their expiry: checking an HMAC
   * through WebCrypto costs about as much as a whole bare request, and a client sends the same
   * token for an hour. Only a token this node verified gets in; its expiry is checked each time.
   */
  private readonly verifiedAccess = new Map<string, { claims: Claims; exp: number }>();
  /** Key for hashing verification codes, derived from the same secret. */
  readonly codeSecret: string;

  constructor(db: Database, secret: string, clock: Clock, options: TokenServiceOptions = {}) {
    this.db = db;
    this.key = new TextEncoder().encode(secret);
    this.clock = clock;
    this.sessionMaxMs = options.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS;
    this.revocations = options.revocations ?? new InProcessRevocations();
    this.sessions = new SessionCache(this.revocations, options.sessionCache);
    this.codeSecret = createHash('sha256').update(`verification-codes:${secret}`).digest('hex');
  }

  private async sign(claims: Claims | RegistrationClaims, ttlMs: number): Promise<string> {
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
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    if (type === 'access') {
      const known = this.verifiedAccess.get(token);
      if (known && known.exp > nowSeconds) {
        return known.claims;
      }
      this.verifiedAccess.delete(token);
    }
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
      const claims = payload as unknown as Claims;
      if (type === 'access' && typeof payload.exp === 'number') {
        this.verifiedAccess.set(token, { claims, exp: payload.exp });
        if (this.verifiedAccess.size > VERIFIED_ACCESS_MAX) {
          const oldest = this.verifiedAccess.keys().next().value;
          if (oldest !== undefined) {
            this.verifiedAccess.delete(oldest);
          }
        }
      }
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        return null;
      }
      throw error;
    }
  }

  /**
   * The registration token: lets whoever registered (and only them) verify and resend for this
   * user id, for an hour. The sequential id alone proves nothing.
   */
  registrationToken(userId: number): Promise<string> {
    return this.sign({ token_type: 'registration', user_id: userId }, REGISTRATION_TOKEN_TTL_MS);
  }

  /** The user id a registration token was issued for, or null when it is invalid or expired. */
  async registrationUserId(token: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        ...JWT_VERIFY_OPTIONS,
        currentDate: this.clock.now(),
      });
      return payload.token_type === 'registration' && typeof payload.user_id === 'number'
        ? payload.user_id
        : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        return null;
      }
      throw error;
    }
  }

  /** Why a session's time is up, or null while it may go on. */
  private expiry(times: SessionTimes, now: Date): 'expired' | 'idle' | null {
    if (now.getTime() - times.createdAt.getTime() >= this.sessionMaxMs) {
      return 'expired';
    }
    const idleMs = (times.idleMinutes ?? DEFAULT_IDLE_MINUTES) * MINUTE;
    return now.getTime() - times.lastSeenAt.getTime() >= idleMs ? 'idle' : null;
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

  /**
   * Opens a new session for the user and returns its first token pair. Past the plan's device
   * limit, the oldest open sessions end (the new one always stays). The user's row is locked
   * first, so two logins at once are counted one after the other and never leave more sessions
   * than allowed. Pass a transaction that already holds the row when there is one.
   */
  async openSession(userId: number, limit: DeviceLimit, executor?: Executor): Promise<OpenedSession> {
    const open = async (tx: Executor) => {
      await lockOwner(tx, { user: userId });
      const sessionId = randomUUID();
      const now = this.clock.now();
      await tx.insert(authSessions).values({ id: sessionId, userId, createdAt: now, lastSeenAt: now });
      const refresh = await this.newRefresh(tx, userId, sessionId);
      const endedSessions = await this.enforceDeviceLimit(tx, userId, sessionId, limit);
      return { sessionId, refresh, endedSessions };
    };
    const opened = executor ? await open(executor) : await this.db.transaction(open);
    return {
      access: await this.access(userId, opened.sessionId),
      refresh: opened.refresh,
      endedSessions: opened.endedSessions,
    };
  }

  /**
   * Ends the oldest of the user's other open sessions beyond `limit.maxDevices - 1`, and returns
   * how many it ended. Sessions whose time is already up are closed as expired and not counted:
   * a device nobody uses any more must not cost the user a live one.
   */
  private async enforceDeviceLimit(
    tx: Executor,
    userId: number,
    keepSessionId: string,
    limit: DeviceLimit,
  ): Promise<number> {
    const others = await tx
      .select({
        id: authSessions.id,
        createdAt: authSessions.createdAt,
        lastSeenAt: authSessions.lastSeenAt,
        idleMinutes: generalSettings.sessionTimeout,
      })
      .from(authSessions)
      .leftJoin(generalSettings, eq(generalSettings.userId, authSessions.userId))
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          ne(authSessions.id, keepSessionId),
        ),
      )
      .orderBy(desc(authSessions.createdAt), desc(authSessions.lastSeenAt), desc(authSessions.id));
    const now = this.clock.now();
    const live: string[] = [];
    for (const session of others) {
      const expired = this.expiry(session, now);
      if (expired) {
        await this.revokeSession({ id: session.id, userId }, expired, tx);
      } else {
        live.push(session.id);
      }
    }
    const allowedOthers = Math.max(0, limit.maxDevices - 1);
    const ended = live.slice(allowedOthers);
    if (ended.length === 0) {
      return 0;
    }
    await this.sessionsChanged(userId);
    await tx
      .update(authSessions)
      .set({
        revokedAt: now,
        revokedReason: 'device_limit' satisfies RevokeReason,
        revokedDetail: DEVICE_LIMIT_MESSAGES.ended(limit.planLabel, limit.maxDevices),
      })
      .where(and(inArray(authSessions.id, ended), isNull(authSessions.revokedAt)));
    return ended.length;
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
          revokedReason: authSessions.revokedReason,
          revokedDetail: authSessions.revokedDetail,
          userId: authSessions.userId,
          createdAt: authSessions.createdAt,
          lastSeenAt: authSessions.lastSeenAt,
          idleMinutes: generalSettings.sessionTimeout,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .leftJoin(generalSettings, eq(generalSettings.userId, authSessions.userId))
        .where(and(eq(refreshTokens.id, claims.jti), eq(refreshTokens.sessionId, claims.sid)));
      if (!row || row.userId !== claims.user_id || row.expiresAt <= now) {
        return { kind: 'invalid' as const };
      }
      if (row.revokedAt) {
        if (row.revokedDetail) {
          return { kind: 'ended' as const, detail: row.revokedDetail };
        }
        return row.revokedReason === 'expired' || row.revokedReason === 'idle'
          ? { kind: 'expired' as const }
          : { kind: 'revoked' as const };
      }
      const expired = this.expiry(row, now);
      if (expired) {
        await this.revokeSession({ id: claims.sid, userId: claims.user_id }, expired, tx);
        return { kind: 'expired' as const };
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
      await tx.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, claims.sid));
      return { kind: 'ok' as const, refresh };
    });
    switch (outcome.kind) {
      case 'ok':
        return { access: await this.access(claims.user_id, claims.sid), refresh: outcome.refresh };
      case 'reused':
        await this.revokeSession({ id: claims.sid, userId: claims.user_id }, 'reuse');
        throw new ApiError(401, AUTH_MESSAGES.revokedRefresh);
      case 'revoked':
        throw new ApiError(401, AUTH_MESSAGES.revokedRefresh);
      case 'expired':
        throw new ApiError(401, AUTH_MESSAGES.sessionExpired);
      case 'ended':
        throw new ApiError(401, outcome.detail);
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
      await this.revokeSession({ id: claims.sid, userId: claims.user_id }, 'logout');
    }
  }

  /**
   * Reads a Bearer access token: the user must exist, be active, and the session be open. An
   * open session read a moment ago answers from memory; its time limits are still checked on
   * this node's clock, and a session that looks over its time there is read again before it is
   * ended (another node may have seen it active since).
   */
  async authenticate(authorization: string | undefined): Promise<AuthUser> {
    const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match?.[1]) {
      throw new ApiError(401, AUTH_MESSAGES.missing);
    }
    const claims = await this.read(match[1], 'access');
    if (!claims) {
      throw new ApiError(401, AUTH_MESSAGES.invalidAccess);
    }
    const now = this.clock.now();
    const cached = this.sessions.get(claims.sid);
    const session =
      cached && cached.userId === claims.user_id && !this.expiry(cached, now)
        ? cached
        : await this.readSession(claims, now);
    if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      // Conditional, so concurrent calls of one session (on any node) write once.
      await this.db
        .update(authSessions)
        .set({ lastSeenAt: now })
        .where(and(eq(authSessions.id, claims.sid), sql`${authSessions.lastSeenAt} < ${now}`));
      session.lastSeenAt = now;
    }
    return {
      id: session.userId,
      email: session.user.email,
      isSuperuser: session.user.isSuperuser,
      sessionId: claims.sid,
    };
  }

  /**
   * The caller's user row: the one `authenticate` just read for this session when it is still
   * current on every node, else read from the database.
   */
  async currentUser(caller: AuthUser): Promise<UserRow | undefined> {
    const cached = caller.partnerVisitor ? undefined : this.sessions.get(caller.sessionId);
    if (cached && cached.userId === caller.id) {
      return cached.user;
    }
    return findUserById(this.db, caller.id);
  }

  /** The open session of `claims` from the database (kept in memory), or the 401 that ends the call. */
  private async readSession(claims: Claims, now: Date): Promise<CachedSession> {
    const ticket = this.sessions.ticket();
    const [row] = await this.db
      .select({
        user: users,
        revokedAt: authSessions.revokedAt,
        revokedDetail: authSessions.revokedDetail,
        createdAt: authSessions.createdAt,
        lastSeenAt: authSessions.lastSeenAt,
        idleMinutes: generalSettings.sessionTimeout,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .leftJoin(generalSettings, eq(generalSettings.userId, authSessions.userId))
      .where(and(eq(authSessions.id, claims.sid), eq(users.id, claims.user_id)));
    if (row?.revokedAt && row.user.isActive && row.revokedDetail) {
      this.sessions.forget(claims.sid);
      throw new ApiError(401, row.revokedDetail);
    }
    if (!row?.user.isActive || row.revokedAt) {
      this.sessions.forget(claims.sid);
      throw new ApiError(401, AUTH_MESSAGES.invalidAccess);
    }
    const expired = this.expiry(row, now);
    if (expired) {
      await this.revokeSession({ id: claims.sid, userId: claims.user_id }, expired);
      throw new ApiError(401, AUTH_MESSAGES.sessionExpired);
    }
    const session: CachedSession = {
      userId: row.user.id,
      user: row.user,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      idleMinutes: row.idleMinutes,
    };
    this.sessions.keep(claims.sid, session, ticket);
    return session;
  }

  /**
   * Tells every node to read the user's sessions and user row from the database again: call it
   * before any write to the user's row, settings or sessions.
   * Called before the change is written (see `SessionCache`); throws when the nodes cannot be
   * told, so that nothing is revoked that some node would go on serving.
   */
  sessionsChanged(userId: number): Promise<void> {
    return this.revocations.announce(userId);
  }

  async revokeSession(
    session: SessionRef,
    reason: RevokeReason,
    executor: Executor = this.db,
  ): Promise<void> {
    await this.sessionsChanged(session.userId);
    await executor
      .update(authSessions)
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(and(eq(authSessions.id, session.id), isNull(authSessions.revokedAt)));
  }

  /** Revokes every open session of the user, except `keepSessionId` when given. */
  async revokeUserSessions(
    userId: number,
    reason: RevokeReason,
    options: { keepSessionId?: string; executor?: Executor } = {},
  ): Promise<void> {
    await this.sessionsChanged(userId);
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
