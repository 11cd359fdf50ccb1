// Open sessions this node has just read from the database, with their user's row, so that an
// authenticated request does not read its session and user again on every call. Every write to
// a user's row or sessions announces the change first (`TokenService.sessionsChanged`). What keeps it honest:
// - every revocation is announced (`RevocationChannel`) before it is written, and each node
//   forgets the user's sessions when it hears it; for `QUIET_MS` after that the user's sessions
//   are read from the database on every call, so a revocation written inside a transaction that
//   commits a moment later is never hidden behind an entry filled before the commit;
// - a read that started before an announcement is not kept (the row it got may predate it);
// - while the node may be missing announcements (Redis down or reconnecting) nothing is served
//   from memory, and what was kept before is dropped;
// - each entry lives `ttlMs` at most (a safety net), and at most `maxEntries` are kept (LRU).
import type { RevocationChannel } from '../../infra/revocations.ts';
import type { UserRow } from './users.ts';

/** An open session and its user's row, as `authenticate` read them. */
export interface CachedSession {
  userId: number;
  /** The user's row when the session was read (what a profile read answers with). */
  user: UserRow;
  createdAt: Date;
  lastSeenAt: Date;
  idleMinutes: number | null;
}

export interface SessionCacheOptions {
  /** How long an entry may answer before the session is read again. Default: 5000 ms. */
  ttlMs?: number;
  /** Entries kept at most; the least recently used goes first. Default: 10 000. */
  maxEntries?: number;
  /** Monotonic milliseconds (tests move it). Default: `performance.now`. */
  now?: () => number;
}

/** How long a user's sessions are read from the database after an announcement about them. */
export const QUIET_MS = 30_000;

interface Entry<T> {
  session: T;
  storedAt: number;
  epoch: number;
}

/** Marks the start of a database read, to tell whether its result may still be kept. */
export interface FillTicket {
  startedAt: number;
  epoch: number;
}

/**
 * Kept entries of any credential that belongs to a user (a login session; an API key, issue 30):
 * what an announcement about the user ends.
 */
export class SessionCache<T extends { userId: number } = CachedSession> {
  private readonly entries = new Map<string, Entry<T>>();
  /** When each user's sessions were last announced as changed. */
  private readonly announcedAt = new Map<number, number>();
  private readonly channel: RevocationChannel;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(channel: RevocationChannel, options: SessionCacheOptions = {}) {
    this.channel = channel;
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? (() => performance.now());
    channel.onAnnouncement((userId) => this.forgetUser(userId));
  }

  /** How many sessions are kept now. */
  get size(): number {
    return this.entries.size;
  }

  private quiet(userId: number, since: number): boolean {
    const announced = this.announcedAt.get(userId);
    return announced !== undefined && (announced >= since || this.now() - announced < QUIET_MS);
  }

  /** The kept session `sessionId`, or undefined when it must be read from the database. */
  get(sessionId: string): T | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) {
      return undefined;
    }
    const now = this.now();
    if (
      !this.channel.listening ||
      entry.epoch !== this.channel.epoch ||
      now - entry.storedAt >= this.ttlMs ||
      this.quiet(entry.session.userId, entry.storedAt)
    ) {
      this.entries.delete(sessionId);
      return undefined;
    }
    // Most recently used last: the first key is the one to evict.
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    return entry.session;
  }

  /** Call before reading a session from the database; hand the ticket to `keep`. */
  ticket(): FillTicket {
    return { startedAt: this.now(), epoch: this.channel.epoch };
  }

  /** Keeps an open session read under `ticket`, unless something may have changed it since. */
  keep(sessionId: string, session: T, ticket: FillTicket): void {
    if (
      !this.channel.listening ||
      ticket.epoch !== this.channel.epoch ||
      this.quiet(session.userId, ticket.startedAt)
    ) {
      return;
    }
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { session, storedAt: ticket.startedAt, epoch: ticket.epoch });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) {
        break;
      }
      this.entries.delete(oldest);
    }
  }

  /** Drops a session this node found ended. */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  private forgetUser(userId: number): void {
    const now = this.now();
    this.announcedAt.set(userId, now);
    for (const [sessionId, entry] of this.entries) {
      if (entry.session.userId === userId) {
        this.entries.delete(sessionId);
      }
    }
    if (this.announcedAt.size > 1_000) {
      for (const [id, at] of this.announcedAt) {
        if (now - at >= QUIET_MS) {
          this.announcedAt.delete(id);
        }
      }
    }
  }
}
