// MSW handlers for the debug panel's checks, for stories and tests.
import { fakeUser } from '@sppock/sdk/testing';
import { delay, HttpResponse, http } from '../../testing/msw';

/** The e-mail and password the fake server accepts. */
export const DEBUG_LOGIN = { email: 'ana@padariaboavista.com.br', password: 'Senha-forte-1' };

/**
 * `/healthz`, the profile (the endpoint test's first choice) and the login test (`token` and
 * `logout`). `state: 'down'` makes every call fail as an unreachable server does.
 */
export function debugHandlers({ state = 'ok' }: { state?: 'ok' | 'down' | 'slow' } = {}) {
  const down = () => HttpResponse.error();
  return [
    http.get('/healthz', async ({ response }) => {
      if (state === 'slow') {
        await delay('infinite');
      }
      return state === 'down'
        ? response.untyped(down())
        : response(200).json({ status: 'ok', version: '0.1.0', database: 'postgres', queue: 'in-process' });
    }),
    http.get('/api/accounts/users/profile/', ({ response }) =>
      state === 'down' ? response.untyped(down()) : response(200).json(fakeUser({ is_superuser: true })),
    ),
    http.post('/api/accounts/token/', async ({ request, response }) => {
      if (state === 'down') {
        return response.untyped(down());
      }
      const body = await request.json();
      if (body.email !== DEBUG_LOGIN.email || body.password !== DEBUG_LOGIN.password) {
        return response(401).json({ detail: 'Nenhuma conta ativa encontrada com as credenciais fornecidas' });
      }
      return response(200).json({ access: 'access-de-teste', refresh: 'refresh-de-teste' });
    }),
    http.post('/api/accounts/logout/', ({ response }) => response(204).empty()),
  ];
}
