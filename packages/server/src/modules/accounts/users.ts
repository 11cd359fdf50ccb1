import { maskCnpj } from '@sppock/sdk/domain';
import { eq } from 'drizzle-orm';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { recordActivity } from './activities/activities.ts';
import { hashPassword } from './passwords.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;
export type UserProfile = components['schemas']['UserProfile'];

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Brazilian mobile in E.164 (`+5531987654321`) for the SMS channel. */
export function phoneToE164(phone: string): string {
  return `+55${digitsOnly(phone)}`;
}

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    company: user.company,
    position: user.position,
    industry: user.industry,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country,
    postal_code: user.postalCode,
    company_cnpj: user.companyCnpj === '' ? '' : maskCnpj(user.companyCnpj),
    timezone: user.timezone,
    is_superuser: user.isSuperuser,
    phone_verified: user.phoneVerifiedAt !== null,
    pending_email: user.pendingEmail,
  };
}

/** `ma•••@padaria.com.br`: enough for the owner to recognise an address, not to read it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

export async function findUserById(executor: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await executor.select().from(users).where(eq(users.id, id));
  return user;
}

/** `true` when a timezone name is one the runtime knows (IANA names, aliases, UTC). */
export function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

export interface NewUser {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  isSuperuser?: boolean;
  /** Active accounts can log in at once (operators, seed); registrations start inactive. */
  isActive?: boolean;
}

/** Creates an account (CLI and seed); throws when the e-mail is taken. */
export async function createUser(executor: Executor, input: NewUser, now: Date): Promise<UserRow> {
  const [user] = await executor
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      phone: digitsOnly(input.phone ?? ''),
      isSuperuser: input.isSuperuser ?? false,
      isActive: input.isActive ?? true,
      verifiedAt: input.isActive === false ? null : now,
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) {
    throw new Error('Falha ao criar usuário.');
  }
  if (user.isActive) {
    await recordActivity(executor, user.id, { kind: 'account_created' }, now);
  }
  return user;
}

/** PostgreSQL's unique-violation error (also raised by PGlite). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if ((current as { code?: string }).code === '23505') {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
