// First-start data: the plans always; outside production also a demo subscriber and a
// superuser whose e-mails and passwords are printed at start.
import { eq } from 'drizzle-orm';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { users } from './modules/accounts/schema.ts';
import { createUser } from './modules/accounts/users.ts';
import { seedPlans } from './modules/payments/plans.ts';
import { opaqueId } from './modules/payments/provider.ts';
import { subscriptions } from './modules/payments/schema.ts';
import { CYCLE_MS } from './modules/payments/subscriptions.ts';

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

export async function seed(
  db: Database,
  clock: Clock,
  options: { demoAccounts: boolean },
): Promise<{ demo: DemoAccount[]; created: number }> {
  await seedPlans(db);
  if (!options.demoAccounts) {
    return { demo: [], created: 0 };
  }
  let created = 0;
  const now = clock.now();
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) {
      continue;
    }
    const superuser = account.role === 'superusuário';
    const user = await createUser(
      db,
      {
        email: account.email,
        password: account.password,
        firstName: superuser ? 'Admin' : 'Mariana',
        lastName: superuser ? 'Sppock' : 'Costa',
        phone: superuser ? '' : '31987654321',
        isSuperuser: superuser,
        isActive: true,
      },
      now,
    );
    if (!superuser) {
      await db
        .update(users)
        .set({
          company: 'Padaria Boa Vista',
          position: 'Sócia-diretora',
          industry: 'Alimentação e bebidas',
          city: 'Belo Horizonte',
          state: 'MG',
          country: 'Brasil',
          timezone: 'America/Sao_Paulo',
        })
        .where(eq(users.id, user.id));
    }
    await db.insert(subscriptions).values({
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
    created += 1;
  }
  return { demo: DEMO_ACCOUNTS, created };
}
