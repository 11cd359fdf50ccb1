// The session: tokens, profile and role in storage under the spec's keys, the expiry schedule read
// from the JWT, a single-flight refresh, and login / verification / logout (spec 1 §3, §4).
import { renewalErrorMessage, sessionEndedElsewhereMessage } from '../errors/accounts';
import { type Failure, SppockError } from '../errors/failure';
import type { components } from '../generated/openapi';
import { tokenExpiry } from './jwt';
import { type SessionStorageLike, STORAGE_KEYS } from './storage';

/** The signed-in user's profile. */
export type SessionUser = components['schemas']['UserProfile'];
/** The stored role: 'superuser' for `is_superuser`, else 'user' (spec 2 §2 "Debug panel"). */
export type UserRole = 'superuser' | 'user';

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
/** How long before expiry the warning fires (spec 1 §9): 5 minutes. */
export const EXPIRY_WARNING_MS = 5 * 60_000;

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

// setTimeout's delay is a signed 32-bit integer; longer waits are scheduled in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

function roleOf(user: SessionUser | null): UserRole | null {
  return user ? (user.is_superuser ? 'superuser' : 'user') : null;
}

function readUser(raw: string | null): SessionUser | null {
  if (!raw) {
    return null;
  }
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/** Creates the session store. Usually called by `createSppockClient`. */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { storage, auth } = options;
  const listeners = new Set<() => void>();
  const handlers: { [E in keyof SessionEvents]: Set<(payload: SessionEvents[E]) => void> } = {
    expiring: new Set(),
    expired: new Set(),
    renewed: new Set(),
    notice: new Set(),
  };
  let snapshot: SessionSnapshot = ANONYMOUS;
  let unheardExpiry: SessionEvents['expired'] | null = null;
  // Bumped whenever the session is replaced, so a refresh that finishes late cannot resurrect it.
  let generation = 0;
  let inflight: Promise<RefreshOutcome> | null = null;
  let warningTimer: ReturnType<typeof setTimeout> | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  function setSnapshot(next: SessionSnapshot): void {
    snapshot = next;
    for (const listener of [...listeners]) {
      listener();
    }
  }

  function emit<E extends keyof SessionEvents>(event: E, payload: SessionEvents[E]): void {
    for (const handler of [...handlers[event]]) {
      handler(payload);
    }
  }

  function timer(callback: () => void, delay: number): ReturnType<typeof setTimeout> {
    const handle = setTimeout(callback, Math.max(0, Math.min(delay, MAX_TIMER_MS)));
    // Never keep a Node process alive just to warn about a session.
    (handle as { unref?: () => void }).unref?.();
    return handle;
  }

  function clearTimers(): void {
    clearTimeout(warningTimer);
    clearTimeout(expiryTimer);
    warningTimer = undefined;
    expiryTimer = undefined;
  }

  function schedule(): void {
    clearTimers();
    const expiresAt = snapshot.expiresAt;
    if (snapshot.status !== 'authenticated' || expiresAt === null) {
      return;
    }
    const scheduledFor = generation;
    const warnAt = expiresAt - EXPIRY_WARNING_MS;
    const onWarning = () => {
      if (generation !== scheduledFor) {
        return;
      }
      if (Date.now() < warnAt) {
        warningTimer = timer(onWarning, warnAt - Date.now());
        return;
      }
      emit('expiring', { expiresAt, msLeft: Math.max(0, expiresAt - Date.now()) });
    };
    const onExpiry = () => {
      if (generation !== scheduledFor) {
        return;
      }
      if (Date.now() < expiresAt) {
        expiryTimer = timer(onExpiry, expiresAt - Date.now());
        return;
      }
      end({ reason: 'token-expired', message: SESSION_EXPIRED_MESSAGE });
    };
    warningTimer = timer(onWarning, warnAt - Date.now());
    expiryTimer = timer(onExpiry, expiresAt - Date.now());
  }

  function removeStoredSession(): void {
    storage.removeItem(STORAGE_KEYS.accessToken);
    storage.removeItem(STORAGE_KEYS.refreshToken);
    storage.removeItem(STORAGE_KEYS.user);
    storage.removeItem(STORAGE_KEYS.role);
  }

  function clear(): void {
    generation += 1;
    clearTimers();
    removeStoredSession();
    if (snapshot !== ANONYMOUS) {
      setSnapshot(ANONYMOUS);
    }
  }

  function end(event: SessionEvents['expired']): void {
    clear();
    if (handlers.expired.size === 0) {
      unheardExpiry = event;
    }
    emit('expired', event);
    options.onSessionExpired?.(event);
  }

  function store(input: { access: string; refresh: string | null; user: SessionUser | null }): void {
    storage.setItem(STORAGE_KEYS.accessToken, input.access);
    if (input.refresh) {
      storage.setItem(STORAGE_KEYS.refreshToken, input.refresh);
    } else {
      storage.removeItem(STORAGE_KEYS.refreshToken);
    }
    if (input.user) {
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(input.user));
      storage.setItem(STORAGE_KEYS.role, roleOf(input.user) ?? 'user');
    } else {
      storage.removeItem(STORAGE_KEYS.user);
      storage.removeItem(STORAGE_KEYS.role);
    }
    setSnapshot({
      status: 'authenticated',
      accessToken: input.access,
      refreshToken: input.refresh,
      user: input.user,
      role: roleOf(input.user),
      expiresAt: tokenExpiry(input.access),
    });
    schedule();
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
  const storedAccess = storage.getItem(STORAGE_KEYS.accessToken);
  const storedRefresh = storage.getItem(STORAGE_KEYS.refreshToken);
  const storedUser = readUser(storage.getItem(STORAGE_KEYS.user));
  if (storedAccess && storedRefresh && storedUser) {
    const expiresAt = tokenExpiry(storedAccess);
    if (expiresAt !== null && expiresAt <= Date.now()) {
      removeStoredSession();
      const event = { reason: 'token-expired', message: SESSION_EXPIRED_MESSAGE } as const;
      unheardExpiry = event;
      // After createSppockClient returns, so the callback can use the client.
      queueMicrotask(() => options.onSessionExpired?.(event));
    } else {
      store({ access: storedAccess, refresh: storedRefresh, user: storedUser });
    }
  } else if (storedAccess || storedRefresh || storedUser) {
    removeStoredSession();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    on(event, handler) {
      handlers[event].add(handler);
      if (event === 'expired' && unheardExpiry) {
        const pending = unheardExpiry;
        unheardExpiry = null;
        queueMicrotask(() => (handler as (payload: SessionEvents['expired']) => void)(pending));
      }
      return () => {
        handlers[event].delete(handler);
      };
    },
    async login(credentials, init) {
      const tokens = await auth.login(credentials, init);
      // Stored together with the profile, so nobody sees a session without its user.
      const user = await auth.profile(tokens.access, init);
      signIn({ access: tokens.access, refresh: tokens.refresh, user });
      if (tokens.notice) {
        emit('notice', { message: tokens.notice });
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
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      storage.setItem(STORAGE_KEYS.role, roleOf(user) ?? 'user');
      setSnapshot({ ...snapshot, user, role: roleOf(user) });
    },
    async renew() {
      const outcome = await runRefresh('renewal-failed');
      if (!outcome.ok) {
        throw new SppockError(outcome.failure, renewalErrorMessage(outcome.failure));
      }
      emit('renewed', { message: SESSION_RENEWED_MESSAGE });
    },
    async refreshAfterUnauthorized() {
      const outcome = await runRefresh('refresh-failed');
      return outcome.ok ? snapshot.accessToken : null;
    },
    dispose() {
      clearTimers();
      listeners.clear();
      for (const set of Object.values(handlers)) {
        set.clear();
      }
    },
  };
}
