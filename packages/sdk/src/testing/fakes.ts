// Fake credentials and a fake profile for tests and stories, typed from the contract.
import type { SessionUser } from '@sppock/sdk';
import { PRODUCT_TIME_ZONE } from '../domain/timeZone';

/**
 * An unsigned JWT whose `exp` is `expiresAt` (epoch ms) — the client reads `exp` and never checks
 * signatures. `expiresAt` defaults to one hour from now.
 */
export function fakeJwt(
  expiresAt: number = Date.now() + 3_600_000,
  claims: Record<string, unknown> = {},
): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(expiresAt / 1000), ...claims })}.assinatura`;
}

/** A complete profile as the contract describes it (a bakery owner in Belo Horizonte). */
export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 12,
    first_name: 'Mariana',
    last_name: 'Costa',
    email: 'mariana.costa@padariaboavista.com.br',
    phone: '31987654321',
    company: 'Padaria Boa Vista',
    position: 'Sócia-fundadora',
    industry: 'Alimentação',
    address: 'Rua da Bahia, 1000',
    city: 'Belo Horizonte',
    state: 'MG',
    country: 'Brasil',
    postal_code: '30160-011',
    company_cnpj: '11.222.333/0001-81',
    timezone: PRODUCT_TIME_ZONE,
    is_superuser: false,
    phone_verified: true,
    pending_email: null,
    ...overrides,
  } satisfies SessionUser;
}
