// Personal API keys (issue 30): created (shown once), listed, revoked, and recognised on every
// call of the API surfaces (/v1, /mcp). A key is `spk_` + 32 random bytes in base64url; only its
// SHA-256 is stored. Recognising a key answers from this node's memory for up to 5 s, with the
// login sessions' rules (accounts/session-cache.ts): a revocation is announced to every node
// (infra/revocations.ts) before it is written, so no node answers from memory for a revoked key.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import type { RevocationChannel } from '../../infra/revocations.ts';
import { users } from '../accounts/schema.ts';
import { SessionCache, type SessionCacheOptions } from '../accounts/session-cache.ts';
import type { UserRow } from '../accounts/users.ts';
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  type ApiKeyScope,
  LAST_USED_RESOLUTION_MS,
  MAX_API_KEYS,
} from './limits.ts';
import { apiKeys } from './schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key recognised on a call: whose it is and what it may do. */
export interface ApiKeyCaller {
  keyId: string;
  userId: number;
  scopes: readonly ApiKeyScope[];
  /** The team of a team key (team-keys.ts); null for a personal key. */
  teamId: number | null;
  /** The owner's row when the key was read. */
  user: UserRow;
  lastUsedAt: Date | null;
}

const KEY_SHAPE = /^spk_[A-Za-z0-9_-]{43}$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new key: the secret (shown once), its hash (stored) and the hint the list shows. */
export function newApiKey(): { key: string; hash: string; hint: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), hint: `${key.slice(0, 8)}…${key.slice(-4)}` };
}

export function isScope(value: string): value is ApiKeyScope {
  return (API_KEY_SCOPES as readonly string[]).includes(value);
}

/** The user's active keys, oldest first. */
export function listApiKeys(db: Database, userId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

export class ApiKeyService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly revocations: RevocationChannel;
  private readonly cache: SessionCache<ApiKeyCaller>;

  constructor(db: Database, clock: Clock, revocations: RevocationChannel, cache: SessionCacheOptions = {}) {
    this.db = db;
    this.clock = clock;
    this.revocations = revocations;
    this.cache = new SessionCache<ApiKeyCaller>(revocations, cache);
  }

  /**
   * A new key for `userId`, counted under the user's lock (MAX_API_KEYS active keys at most, on
   * any number of concurrent requests): the row and the secret, or null when the user has no room.
   */
  async create(
    userId: number,
    input: { name: string; scopes: readonly ApiKeyScope[]; teamId?: number | null },
  ): Promise<{ row: ApiKeyRow; key: string } | null> {
    const { key, hash, hint } = newApiKey();
    const scopes = API_KEY_SCOPES.filter((scope) => input.scopes.includes(scope));
    return withOwnerLocked(this.db, { user: userId }, async (tx) => {
      const [active] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      if ((active?.n ?? 0) >= MAX_API_KEYS) {
        return null;
      }
      const [row] = await tx
        .insert(apiKeys)
        .values({
          id: randomUUID(),
          userId,
          name: input.name,
          teamId: input.teamId ?? null,
          scopes: [...scopes],
          keyHash: hash,
          hint,
          createdAt: this.clock.now(),
        })
        .returning();
      if (!row) {
        throw new Error('A chave de API não foi gravada.');
      }
      return { row, key };
    });
  }

  /**
   * Revokes the user's key `id` (another user's key is not found): every node hears it before the
   * row changes, so none answers for the key from memory afterwards. Null when there is no such key.
   */
  async revoke(userId: number, id: string): Promise<ApiKeyRow | null> {
    const [found] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if (!found) {
      return null;
    }
    await this.revocations.announce(userId);
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning();
    return row ?? null;
  }

  /**
   * The key of an `Authorization: Bearer spk_…` header, when it is active and its owner's account
   * is; undefined when the header holds no API key at all, null when it holds one that does not
   * open anything. Marks the key used (at most once a minute per key, on any number of nodes).
   */
  async authenticate(authorization: string | undefined): Promise<ApiKeyCaller | null | undefined> {
    const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match?.[1]) {
      return undefined;
    }
    const key = match[1];
    if (!KEY_SHAPE.test(key)) {
      return null;
    }
    const hash = hashApiKey(key);
    const caller = this.cache.get(hash) ?? (await this.read(hash));
    if (!caller) {
      return null;
    }
    const now = this.clock.now();
    if (!caller.lastUsedAt || now.getTime() - caller.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      const since = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
      // Conditional, so concurrent calls with one key (on any node) write once a minute.
      await this.db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(eq(apiKeys.id, caller.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since))),
        );
      caller.lastUsedAt = now;
    }
    return caller;
  }

  private async read(hash: string): Promise<ApiKeyCaller | null> {
    const ticket = this.cache.ticket();
    const [row] = await this.db
      .select({ key: apiKeys, user: users })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.keyHash, hash));
    if (!row || row.key.revokedAt || !row.user.isActive) {
      return null;
    }
    const caller: ApiKeyCaller = {
      keyId: row.key.id,
      userId: row.key.userId,
      // A team key acts as its owner: it never reads conversations (the owner's personal ones),
      // whatever an older row holds (creation refuses the scope).
      scopes: row.key.scopes.filter(
        (scope): scope is ApiKeyScope =>
          isScope(scope) && !(row.key.teamId !== null && scope === 'conversations:read'),
      ),
      teamId: row.key.teamId,
      user: row.user,
      lastUsedAt: row.key.lastUsedAt,
    };
    this.cache.keep(hash, caller, ticket);
    return caller;
  }
}
