// First-start data: the reference data always (plans, support categories); with the development
// opt-in (SPPOCK_DEMO=1 on a loopback host) also a demo subscriber with a lived-in account and a
// superuser, whose e-mails and passwords are printed at start. A server others can reach
// disables any demo account left in its database: their passwords are published.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Clock } from './clock.ts';
import type { Database, Executor } from './db/client.ts';
import { seedDemoSubscriber } from './demo-account.ts';
import { authSessions, users } from './modules/accounts/schema.ts';
import { createUser } from './modules/accounts/users.ts';
import { seedAssessmentCatalogue } from './modules/assessments/catalogue.ts';
import { seedConsoleReferenceData } from './modules/console/catalog.ts';
import { seedDemoEmbedSite } from './modules/embed/seed.ts';
import { seedPlans } from './modules/payments/plans.ts';
import { opaqueId } from './modules/payments/provider.ts';
import { subscriptions } from './modules/payments/schema.ts';
import { CYCLE_MS } from './modules/payments/subscriptions.ts';
import { seedSupportCategories } from './modules/support/inbox.ts';

export interface DemoAccount {
  role: 'assinante' | 'superusuário';
  email: string;
  password: string;
  plan: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'assinante', email: 'demo@sppock.dev', password: 'Demo@2026', plan: 'professional' },
  { role: 'superusuário', email: 'admin@sppock.dev', password: 'Admin@2026', plan: 'enterprise' },
];

/** Reference data every installation needs; missing rows are added, existing ones kept. */
export async function seedReferenceData(executor: Executor): Promise<void> {
  await seedPlans(executor);
  await seedSupportCategories(executor);
  await seedAssessmentCatalogue(executor);
  await seedConsoleReferenceData(executor);
}

/** A password hash no password matches (Argon2 refuses to read it). */
const DISABLED_PASSWORD_HASH = '!demo-account-disabled';

/**
 * Locks the demo accounts out: inactive, no password that works, every session ended. Returns
 * how many were still usable.
 */
export async function disableDemoAccounts(db: Database, clock: Clock): Promise<number> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const disabled = await tx
      .update(users)
      .set({ isActive: false, passwordHash: DISABLED_PASSWORD_HASH, updatedAt: now })
      .where(
        and(
          inArray(
            users.email,
            DEMO_ACCOUNTS.map((account) => account.email),
          ),
          // Already disabled ones are left as they are.
          sql`${users.passwordHash} <> ${DISABLED_PASSWORD_HASH}`,
        ),
      )
      .returning({ id: users.id });
    if (disabled.length > 0) {
      await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: 'demo_disabled' })
        .where(
          and(
            inArray(
              authSessions.userId,
              disabled.map((row) => row.id),
            ),
            isNull(authSessions.revokedAt),
          ),
        );
    }
    return disabled.length;
  });
}

export async function seed(
  db: Database,
  clock: Clock,
  options: { demoAccounts: boolean; disableDemoAccounts?: boolean; demoSiteOrigins?: string[] },
): Promise<{ demo: DemoAccount[]; created: number; disabled: number }> {
  await seedReferenceData(db);
  if (options.disableDemoAccounts) {
    return { demo: [], created: 0, disabled: await disableDemoAccounts(db, clock) };
  }
  if (!options.demoAccounts) {
    return { demo: [], created: 0, disabled: 0 };
  }
  let created = 0;
  const now = clock.now();
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) {
      continue;
    }
    if (account.role === 'assinante') {
      await db.transaction((tx) =>
        seedDemoSubscriber(
          tx,
          { email: account.email, password: account.password, plan: 'professional' },
          now,
        ),
      );
      created += 1;
      continue;
    }
    await db.transaction(async (tx) => {
      const user = await createUser(
        tx,
        {
          email: account.email,
          password: account.password,
          firstName: 'Admin',
          lastName: 'Sppock',
          isSuperuser: true,
          isActive: true,
        },
        now,
      );
      await tx.insert(subscriptions).values({
        id: opaqueId('sub'),
        userId: user.id,
        planType: account.plan,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + CYCLE_MS),
        provider: 'test',
        createdAt: now,
        updatedAt: now,
      });
    });
    created += 1;
  }
  const subscriber = DEMO_ACCOUNTS.find((account) => account.role === 'assinante');
  if (subscriber && options.demoSiteOrigins) {
    await seedDemoEmbedSite(db, clock, { email: subscriber.email, origins: options.demoSiteOrigins });
  }
  return { demo: DEMO_ACCOUNTS, created, disabled: 0 };
}
