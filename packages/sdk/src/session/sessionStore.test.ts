import { fakeJwt, fakeUser } from '@sppock/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SppockError } from '../errors/failure';
import {
  createSessionStore,
  type RefreshOutcome,
  type SessionAuthApi,
  type SessionEvents,
  type SessionStoreOptions,
} from './sessionStore';
import { createMemoryStorage, type SessionStorageLike } from './storage';

const MINUTE = 60_000;
const NOW = new Date('2026-03-10T12:00:00Z').getTime();

function authApi(overrides: Partial<SessionAuthApi> = {}): SessionAuthApi {
  return {
    refresh: vi.fn(
      async (): Promise<RefreshOutcome> => ({ ok: true, access: fakeJwt(Date.now() + 60 * MINUTE) }),
    ),
    login: vi.fn(async () => ({ access: fakeJwt(Date.now() + 60 * MINUTE), refresh: 'refresh-1' })),
    profile: vi.fn(async () => fakeUser()),
    verify: vi.fn(async () => ({
      access: fakeJwt(Date.now() + 60 * MINUTE),
      refresh: 'refresh-v',
      user: fakeUser(),
    })),
    ...overrides,
  };
}

function storedSession(storage: SessionStorageLike, expiresAt: number, user = fakeUser()) {
  storage.setItem('access_token', fakeJwt(expiresAt));
  storage.setItem('refresh_token', 'refresh-0');
  storage.setItem('user', JSON.stringify(user));
  storage.setItem('user_role', 'user');
}

function store(options: Partial<SessionStoreOptions> = {}) {
  const storage = options.storage ?? createMemoryStorage();
  const auth = options.auth ?? authApi();
  const session = createSessionStore({ storage, auth, onSessionExpired: options.onSessionExpired });
  return { session, storage, auth };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('restoring on load', () => {
  it('restores when the user and both tokens are present', () => {
    const storage = createMemoryStorage();
    storedSession(storage, NOW + 30 * MINUTE, fakeUser({ is_superuser: true }));
    const { session } = store({ storage });
    expect(session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      refreshToken: 'refresh-0',
      role: 'superuser',
      expiresAt: NOW + 30 * MINUTE,
    });
    expect(session.getSnapshot().user?.first_name).toBe('Mariana');
  });

  it('stays anonymous and clears leftovers when a piece is missing', () => {
    const storage = createMemoryStorage({
      access_token: fakeJwt(NOW + MINUTE),
      user: JSON.stringify(fakeUser()),
    });
    const { session } = store({ storage });
    expect(session.getSnapshot().status).toBe('anonymous');
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
  });

  it('clears a session whose access token already expired and reports it once', async () => {
    const storage = createMemoryStorage({ theme: 'light' });
    storedSession(storage, NOW - 1000);
    const onSessionExpired = vi.fn();
    const { session } = store({ storage, onSessionExpired });
    expect(session.getSnapshot().status).toBe('anonymous');
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(storage.getItem('theme')).toBe('light');

    const first = vi.fn();
    const second = vi.fn();
    session.on('expired', first);
    session.on('expired', second);
    await Promise.resolve();
    const event = { reason: 'token-expired', message: 'Sua sessão expirou. Faça login novamente.' };
    expect(onSessionExpired).toHaveBeenCalledWith(event);
    expect(first).toHaveBeenCalledWith(event);
    expect(second).not.toHaveBeenCalled();
  });
});

describe('expiry schedule', () => {
  it('warns 5 minutes before exp, then clears the session at exp', () => {
    const storage = createMemoryStorage();
    const onSessionExpired = vi.fn();
    const { session } = store({ storage, onSessionExpired });
    const expiring = vi.fn();
    const expired = vi.fn();
    session.on('expiring', expiring);
    session.on('expired', expired);
    session.signIn({ access: fakeJwt(NOW + 60 * MINUTE), refresh: 'refresh-1', user: fakeUser() });

    vi.advanceTimersByTime(55 * MINUTE - 1);
    expect(expiring).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expiring).toHaveBeenCalledWith({ expiresAt: NOW + 60 * MINUTE, msLeft: 5 * MINUTE });
    expect(session.getSnapshot().status).toBe('authenticated');

    vi.advanceTimersByTime(5 * MINUTE);
    const event: SessionEvents['expired'] = {
      reason: 'token-expired',
      message: 'Sua sessão expirou. Faça login novamente.',
    };
    expect(expired).toHaveBeenCalledWith(event);
    expect(onSessionExpired).toHaveBeenCalledWith(event);
    expect(session.getSnapshot().status).toBe('anonymous');
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('warns at once when the token has less than 5 minutes left', () => {
    const { session } = store();
    const expiring = vi.fn();
    session.on('expiring', expiring);
    session.signIn({ access: fakeJwt(NOW + 2 * MINUTE), refresh: 'r', user: fakeUser() });
    vi.advanceTimersByTime(0);
    expect(expiring).toHaveBeenCalledWith({ expiresAt: NOW + 2 * MINUTE, msLeft: 2 * MINUTE });
  });

  it('does not expire a session the user logged out of', () => {
    const onSessionExpired = vi.fn();
    const { session } = store({ onSessionExpired });
    session.signIn({ access: fakeJwt(NOW + 10 * MINUTE), refresh: 'r', user: fakeUser() });
    session.logout();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps no timer for a token without exp (a partner widget token)', () => {
    const { session } = store({ storage: createMemoryStorage() });
    session.signIn({ access: 'token-do-parceiro' });
    expect(session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      expiresAt: null,
      refreshToken: null,
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('renew', () => {
  it("refreshes, stores the rotated tokens and announces 'Sessão renovada por mais 60 minutos!'", async () => {
    const storage = createMemoryStorage();
    const newAccess = fakeJwt(NOW + 60 * MINUTE);
    const auth = authApi({
      refresh: vi.fn(async () => ({ ok: true, access: newAccess, refresh: 'refresh-2' }) as const),
    });
    const { session } = store({ storage, auth });
    session.signIn({ access: fakeJwt(NOW + 4 * MINUTE), refresh: 'refresh-1', user: fakeUser() });
    const renewed = vi.fn();
    session.on('renewed', renewed);

    await session.renew();
    expect(auth.refresh).toHaveBeenCalledWith('refresh-1');
    expect(renewed).toHaveBeenCalledWith({ message: 'Sessão renovada por mais 60 minutos!' });
    expect(storage.getItem('access_token')).toBe(newAccess);
    expect(storage.getItem('refresh_token')).toBe('refresh-2');
    expect(session.getSnapshot().expiresAt).toBe(NOW + 60 * MINUTE);
    // The old expiry no longer applies.
    vi.advanceTimersByTime(10 * MINUTE);
    expect(session.getSnapshot().status).toBe('authenticated');
  });

  it('keeps the refresh token when the server does not rotate it', async () => {
    const { session, storage } = store();
    session.signIn({ access: fakeJwt(NOW + MINUTE), refresh: 'refresh-1', user: fakeUser() });
    await session.renew();
    expect(storage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('ends the session with the renewal texts when it fails', async () => {
    const refused = authApi({
      refresh: vi.fn(async () => ({ ok: false, failure: { kind: 'http', status: 401, body: {} } }) as const),
    });
    const onSessionExpired = vi.fn();
    const first = store({ auth: refused, onSessionExpired });
    first.session.signIn({ access: fakeJwt(NOW + MINUTE), refresh: 'r', user: fakeUser() });
    const error = await first.session.renew().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SppockError);
    expect((error as Error).message).toBe('Não foi possível renovar a sessão. Faça login novamente.');
    expect(onSessionExpired).toHaveBeenCalledWith({
      reason: 'renewal-failed',
      message: 'Não foi possível renovar a sessão. Faça login novamente.',
    });
    expect(first.session.getSnapshot().status).toBe('anonymous');

    const offline = authApi({ refresh: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))) });
    const second = store({ auth: offline });
    second.session.signIn({ access: fakeJwt(NOW + MINUTE), refresh: 'r', user: fakeUser() });
    await expect(second.session.renew()).rejects.toThrow(
      'Erro de conexão ao renovar sessão. Faça login novamente.',
    );
  });
});

describe('refreshAfterUnauthorized', () => {
  it('shares one refresh between every caller while it runs', async () => {
    let resolve!: (outcome: RefreshOutcome) => void;
    const refresh = vi.fn(() => new Promise<RefreshOutcome>((r) => (resolve = r)));
    const { session } = store({ auth: authApi({ refresh }) });
    session.signIn({ access: fakeJwt(NOW + MINUTE), refresh: 'r', user: fakeUser() });
    const calls = Array.from({ length: 5 }, () => session.refreshAfterUnauthorized());
    resolve({ ok: true, access: 'novo-token' });
    expect(await Promise.all(calls)).toEqual(Array(5).fill('novo-token'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('clears the session and reports expiry when the refresh fails', async () => {
    const onSessionExpired = vi.fn();
    const auth = authApi({
      refresh: vi.fn(async () => ({ ok: false, failure: { kind: 'http', status: 401, body: {} } }) as const),
    });
    const { session, storage } = store({ auth, onSessionExpired });
    session.signIn({ access: fakeJwt(NOW + MINUTE), refresh: 'r', user: fakeUser() });
    expect(await session.refreshAfterUnauthorized()).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledWith({
      reason: 'refresh-failed',
      message: 'Sua sessão expirou. Faça login novamente.',
    });
  });

  it("reports the server's reason when a login on another device ended the session", async () => {
    const onSessionExpired = vi.fn();
    const detail =
      'Sua sessão foi encerrada porque sua conta entrou em outro dispositivo e o plano Free permite 1 dispositivo.';
    const auth = authApi({
      refresh: vi.fn(
        async () => ({ ok: false, failure: { kind: 'http', status: 401, body: { detail } } }) as const,
      ),
    });
    const { session } = store({ auth, onSessionExpired });
    session.signIn({ access: fakeJwt(NOW + MINUTE), refresh: 'r', user: fakeUser() });
    expect(await session.refreshAfterUnauthorized()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledWith({ reason: 'refresh-failed', message: detail });
  });

  it('does not bring back a session that was logged out during the refresh', async () => {
    let resolve!: (outcome: RefreshOutcome) => void;
    const { session, storage } = store({
      auth: authApi({ refresh: () => new Promise((r) => (resolve = r)) }),
    });
    session.signIn({ access: fakeJwt(NOW + MINUTE), refresh: 'r', user: fakeUser() });
    const pending = session.refreshAfterUnauthorized();
    session.logout();
    resolve({ ok: true, access: 'tarde-demais' });
    expect(await pending).toBeNull();
    expect(storage.getItem('access_token')).toBeNull();
  });
});

describe('login, verification and logout', () => {
  it('login stores both tokens and the profile, then logout clears everything but the theme', async () => {
    const { session, storage } = store();
    storage.setItem('theme', 'light');
    const user = await session.login({
      email: 'mariana.costa@padariaboavista.com.br',
      password: 'Pao&Cafe2026',
    });
    expect(user.first_name).toBe('Mariana');
    expect(storage.getItem('access_token')).toMatch(/^ey/);
    expect(storage.getItem('refresh_token')).toBe('refresh-1');
    expect(JSON.parse(storage.getItem('user') ?? '{}').email).toBe('mariana.costa@padariaboavista.com.br');
    expect(storage.getItem('user_role')).toBe('user');

    session.logout();
    expect(session.getSnapshot().status).toBe('anonymous');
    for (const key of ['access_token', 'refresh_token', 'user', 'user_role']) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem('theme')).toBe('light');
  });

  it("emits the login answer's notice (older sessions ended by the plan's device limit)", async () => {
    const notice =
      'Você entrou em mais dispositivos do que o seu plano Free permite (1). A sessão mais antiga foi encerrada.';
    const { session } = store({
      auth: authApi({
        login: vi.fn(async () => ({
          access: fakeJwt(Date.now() + 60 * MINUTE),
          refresh: 'refresh-1',
          notice,
        })),
      }),
    });
    const heard = vi.fn();
    session.on('notice', heard);
    await session.login({ email: 'mariana.costa@padariaboavista.com.br', password: 'Pao&Cafe2026' });
    expect(heard).toHaveBeenCalledExactlyOnceWith({ message: notice });
    expect(session.getSnapshot().status).toBe('authenticated');
  });

  it('emits no notice for a login within the limit', async () => {
    const { session } = store();
    const heard = vi.fn();
    session.on('notice', heard);
    await session.login({ email: 'mariana.costa@padariaboavista.com.br', password: 'Pao&Cafe2026' });
    expect(heard).not.toHaveBeenCalled();
  });

  it('logout asks the server to end the session of the refresh token it had', async () => {
    const revoke = vi.fn(async () => undefined);
    const { session } = store({ auth: authApi({ revoke }) });
    await session.login({ email: 'mariana.costa@padariaboavista.com.br', password: 'Pao&Cafe2026' });
    session.logout();
    expect(revoke).toHaveBeenCalledExactlyOnceWith('refresh-1');
    session.logout();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('login stores nothing when the profile cannot be read', async () => {
    const profile = vi.fn(async () => {
      throw new SppockError({ kind: 'network' });
    });
    const { session, storage } = store({ auth: authApi({ profile }) });
    await expect(session.login({ email: 'a@b.com', password: 'x' })).rejects.toThrow(
      'Erro de conexão com o servidor',
    );
    expect(storage.getItem('access_token')).toBeNull();
    expect(session.getSnapshot().status).toBe('anonymous');
  });

  it('verification stores the tokens and user it returns', async () => {
    const { session, storage } = store();
    await session.verify({ user_id: 12, code: '482913', registration_token: 'token-do-cadastro' });
    expect(storage.getItem('refresh_token')).toBe('refresh-v');
    expect(session.getSnapshot().user?.id).toBe(12);
  });

  it('verification without tokens gives the spec text and stores nothing', async () => {
    const verify = vi.fn(async () => ({ user: fakeUser() }));
    const { session } = store({ auth: authApi({ verify }) });
    await expect(
      session.verify({ user_id: 12, code: '482913', registration_token: 'token-do-cadastro' }),
    ).rejects.toThrow('Verificação bem-sucedida, mas o estado da conta não está claro. Tente fazer login.');
    expect(session.getSnapshot().status).toBe('anonymous');
  });

  it('setUser replaces the stored profile and role; subscribers see a new snapshot', () => {
    const { session, storage } = store();
    session.signIn({ access: 'tok', refresh: 'r', user: fakeUser() });
    const listener = vi.fn();
    session.subscribe(listener);
    const before = session.getSnapshot();
    session.setUser(fakeUser({ first_name: 'Mari', is_superuser: true }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).not.toBe(before);
    expect(session.getSnapshot().user?.first_name).toBe('Mari');
    expect(storage.getItem('user_role')).toBe('superuser');
  });
});
