// The session: what is held now and who listens to it, a single-flight refresh, and login /
// verification / logout (spec 1 §3, §4). Storage (storedSession.ts), the expiry timers
// (expirySchedule.ts) and the events (sessionEvents.ts) are parts of their own.
import { renewalErrorMessage, sessionEndedElsewhereMessage } from '../errors/accounts';
import { type Failure, SppockError } from '../errors/failure';
import type { components } from '../generated/openapi';
import { createExpirySchedule } from './expirySchedule';
import { tokenExpiry } from './jwt';
import { createSessionEvents } from './sessionEvents';
import type { SessionStorageLike } from './storage';
import {
  readStoredSession,
  removeStoredSession,
  roleOf,
  type SessionUser,
  type UserRole,
  writeStoredSession,
  writeStoredUser,
} from './storedSession';

export { EXPIRY_WARNING_MS } from './expirySchedule';
export type { SessionUser, UserRole } from './storedSession';

/** What the session holds right now. A new object on every change (safe for `useSyncExternalStore`). */
export interface SessionSnapshot {
  status: 'authenticated' | 'anonymous';
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  role: UserRole | null;
  /** When the access token expires (epoch ms), or null when it carries no `exp`. */
  expiresAt: number | null;
}

/** Why a session ended without the user logging out. */
export type SessionEndReason = 'token-expired' | 'refresh-failed' | 'renewal-failed';

/** The session's events and what they carry. */
export interface SessionEvents {
  /** Five minutes before the access token expires: offer 'Continuar logado' (→ `renew()`). */
  expiring: { expiresAt: number; msLeft: number };
  /** The session was cleared without a logout; `message` is the text to show before /login. */
  expired: { reason: SessionEndReason; message: string };
  /** `renew()` succeeded. */
  renewed: { message: string };
  /**
   * The login said something the user should read, e.g. that signing in here ended the oldest
   * session because the plan allows fewer devices (the login answer's `notice`).
   */
  notice: { message: string };
}

/** The message of a session that ran out (spec 1 §4). */
export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Faça login novamente.';
/** The message of a successful 'Continuar logado' (spec 1 §4). */
export const SESSION_RENEWED_MESSAGE = 'Sessão renovada por mais 60 minutos!';
/** The logout toast (spec 1 §4). */
export const LOGOUT_SUCCESS_MESSAGE = 'Logout realizado com sucesso!';

/** A refresh that worked, or why it did not. */
export type RefreshOutcome =
  | { ok: true; access: string; refresh?: string | null }
  | { ok: false; failure: Failure };

/** The calls the session needs; createSppockClient implements them with the typed API client. */
export interface SessionAuthApi {
  refresh(refreshToken: string): Promise<RefreshOutcome>;
  login(
    credentials: LoginCredentials,
    init?: { signal?: AbortSignal },
  ): Promise<{ access: string; refresh: string; notice?: string }>;
  /** Reads the profile with the given access token (before it is stored). */
  profile(accessToken: string, init?: { signal?: AbortSignal }): Promise<SessionUser>;
  verify(
    input: VerificationInput,
    init?: { signal?: AbortSignal },
  ): Promise<{ access?: string; refresh?: string; user?: SessionUser }>;
  /** Ends the server-side session of a refresh token (logout). Best effort: never rejects. */
  revoke?(refreshToken: string): Promise<void>;
}

/** The login form's payload. */
export type LoginCredentials = components['schemas']['LoginRequest'];
/** The verification step's payload. */
export type VerificationInput = components['schemas']['VerifyCodeRequest'];

/** The tokens (and, when known, the user) to sign in with. */
export interface SignInInput {
  access: string;
  refresh?: string | null;
  user?: SessionUser | null;
}

/** The session store `createSppockClient` returns as `session`. */
export interface SessionStore {
  /** The current state. */
  getSnapshot(): SessionSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Listens to a session event; returns the unsubscribe function. An `expired` event that happened
   * before anyone listened (a token already expired at load) is delivered to the first listener.
   */
  on<E extends keyof SessionEvents>(event: E, handler: (payload: SessionEvents[E]) => void): () => void;
  /**
   * Logs in with e-mail and password; stores both tokens and the profile, then emits `notice` when
   * the answer carries one. Rejects with a pt-BR SppockError.
   */
  login(credentials: LoginCredentials, init?: { signal?: AbortSignal }): Promise<SessionUser>;
  /** Verifies the registration code; stores the tokens and the user it returns. Rejects with a pt-BR SppockError. */
  verify(input: VerificationInput, init?: { signal?: AbortSignal }): Promise<SessionUser>;
  /**
   * Clears tokens, profile and role at once (the theme, kept by @sppock/ui, stays: it is a
   * preference of the device)
   * and asks the server to end the session, so a copied token stops working too.
   */
  logout(): void;
  /** Stores tokens supplied by someone else — a partner page hosting the widget, or a Node script. */
  signIn(input: SignInInput): void;
  /** Replaces the stored profile (after a profile save). */
  setUser(user: SessionUser): void;
  /** 'Continuar logado': refreshes the tokens. Rejects with a pt-BR SppockError and ends the session on failure. */
  renew(): Promise<void>;
  /**
   * Refreshes after a 401 — one refresh shared by every caller that asks while it runs. Resolves
   * to the new access token, or null when the session had to end.
   */
  refreshAfterUnauthorized(): Promise<string | null>;
  /** Stops the expiry timers and drops the listeners. */
  dispose(): void;
}

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  storage: SessionStorageLike;
  auth: SessionAuthApi;
  /** Called whenever the session ends without a logout. */
  onSessionExpired?: (event: SessionEvents['expired']) => void;
}

const ANONYMOUS: SessionSnapshot = Object.freeze({
  status: 'anonymous',
  accessToken: null,
  refreshToken: null,
  user: null,
  role: null,
  expiresAt: null,
});

/** Creates the session store. Usually called by `createSppockClient`. */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { storage, auth } = options;
  const listeners = new Set<() => void>();
  const events = createSessionEvents();
  const expiry = createExpirySchedule();
  let snapshot: SessionSnapshot = ANONYMOUS;
  // Bumped whenever the session is replaced, so a refresh that finishes late cannot resurrect it.
  let generation = 0;
  let inflight: Promise<RefreshOutcome> | null = null;

  function setSnapshot(next: SessionSnapshot): void {
    snapshot = next;
    for (const listener of [...listeners]) {
      listener();
    }
  }

  function clear(): void {
    generation += 1;
    expiry.clear();
    removeStoredSession(storage);
    if (snapshot !== ANONYMOUS) {
      setSnapshot(ANONYMOUS);
    }
  }

  function end(event: SessionEvents['expired']): void {
    clear();
    events.expired(event);
    options.onSessionExpired?.(event);
  }

  function store(input: { access: string; refresh: string | null; user: SessionUser | null }): void {
    writeStoredSession(storage, input);
    const expiresAt = tokenExpiry(input.access);
    setSnapshot({
      status: 'authenticated',
      accessToken: input.access,
      refreshToken: input.refresh,
      user: input.user,
      role: roleOf(input.user),
      expiresAt,
    });
    const scheduledFor = generation;
    expiry.schedule(expiresAt, {
      isCurrent: () => generation === scheduledFor,
      onWarning: (msLeft) => {
        if (expiresAt !== null) {
          events.emit('expiring', { expiresAt, msLeft });
        }
      },
      onExpired: () => end({ reason: 'token-expired', message: SESSION_EXPIRED_MESSAGE }),
    });
  }

  function signIn(input: SignInInput): void {
    generation += 1;
    store({ access: input.access, refresh: input.refresh ?? null, user: input.user ?? null });
  }

  function runRefresh(reason: 'refresh-failed' | 'renewal-failed'): Promise<RefreshOutcome> {
    if (inflight) {
      return inflight;
    }
    const startedFor = generation;
    const refreshToken = snapshot.refreshToken;
    const attempt = async (): Promise<RefreshOutcome> => {
      if (!refreshToken) {
        return { ok: false, failure: { kind: 'http', status: 401, body: null } };
      }
      try {
        return await auth.refresh(refreshToken);
      } catch (error) {
        return {
          ok: false,
          failure: error instanceof SppockError ? error.failure : { kind: 'network', cause: error },
        };
      }
    };
    inflight = attempt()
      .then((outcome) => {
        if (generation !== startedFor) {
          // Logged out or signed in again meanwhile: this refresh is stale.
          return { ok: false, failure: { kind: 'http', status: 401, body: null } } satisfies RefreshOutcome;
        }
        if (outcome.ok) {
          store({ access: outcome.access, refresh: outcome.refresh || refreshToken, user: snapshot.user });
        } else {
          end({
            reason,
            message:
              reason === 'renewal-failed'
                ? renewalErrorMessage(outcome.failure)
                : (sessionEndedElsewhereMessage(outcome.failure) ?? SESSION_EXPIRED_MESSAGE),
          });
        }
        return outcome;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  // Restore on load: only a complete session (user and both tokens) that has not expired yet.
  const stored = readStoredSession(storage);
  if (stored) {
    const expiresAt = tokenExpiry(stored.access);
    if (expiresAt !== null && expiresAt <= Date.now()) {
      removeStoredSession(storage);
      const event = { reason: 'token-expired', message: SESSION_EXPIRED_MESSAGE } as const;
      events.expiredBeforeListening(event);
      // After createSppockClient returns, so the callback can use the client.
      queueMicrotask(() => options.onSessionExpired?.(event));
    } else {
      store(stored);
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    on: events.on,
    async login(credentials, init) {
      const tokens = await auth.login(credentials, init);
      // Stored together with the profile, so nobody sees a session without its user.
      const user = await auth.profile(tokens.access, init);
      signIn({ access: tokens.access, refresh: tokens.refresh, user });
      if (tokens.notice) {
        events.emit('notice', { message: tokens.notice });
      }
      return user;
    },
    async verify(input, init) {
      const result = await auth.verify(input, init);
      if (!result.access || !result.refresh || !result.user) {
        throw new SppockError(
          { kind: 'exception', message: 'verification without tokens' },
          'Verificação bem-sucedida, mas o estado da conta não está claro. Tente fazer login.',
        );
      }
      signIn({ access: result.access, refresh: result.refresh, user: result.user });
      return result.user;
    },
    logout() {
      const refreshToken = snapshot.refreshToken;
      clear();
      if (refreshToken) {
        void auth.revoke?.(refreshToken);
      }
    },
    signIn,
    setUser(user) {
      if (snapshot.status !== 'authenticated') {
        return;
      }
      writeStoredUser(storage, user);
      setSnapshot({ ...snapshot, user, role: roleOf(user) });
    },
    async renew() {
      const outcome = await runRefresh('renewal-failed');
      if (!outcome.ok) {
        throw new SppockError(outcome.failure, renewalErrorMessage(outcome.failure));
      }
      events.emit('renewed', { message: SESSION_RENEWED_MESSAGE });
    },
    async refreshAfterUnauthorized() {
      const outcome = await runRefresh('refresh-failed');
      return outcome.ok ? snapshot.accessToken : null;
    },
    dispose() {
      expiry.clear();
      listeners.clear();
      events.clear();
    },
  };
}
