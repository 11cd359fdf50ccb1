// Helpers shared by the tests (not exported by the package).
import type { SessionUser } from './session/sessionStore';

/** An unsigned JWT whose `exp` is `expiresAt` (epoch ms). The client never verifies signatures. */
export function fakeJwt(expiresAt: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(expiresAt / 1000), ...claims })}.assinatura`;
}

/** A profile as the contract describes it. */
export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 12,
    first_name: 'Mariana',
    last_name: 'Costa',
    email: 'mariana.costa@padariaboavista.com.br',
    phone: '31987654321',
    company: 'Padaria Boa Vista',
    position: 'Sócia',
    industry: 'Alimentação',
    address: 'Rua da Bahia, 1000',
    city: 'Belo Horizonte',
    state: 'MG',
    country: 'Brasil',
    postal_code: '30160-011',
    timezone: 'America/Sao_Paulo',
    is_superuser: false,
    ...overrides,
  } as SessionUser;
}
