// The demo partner site (issue 16): the demo subscriber's site behind /parceiro-demo/, seeded with
// the demo accounts only (loopback development), with a fixed public key the demo page shows.
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../accounts/schema.ts';
import { embedSites } from './schema.ts';

export const DEMO_SITE_NAME = 'Parceiro de demonstração';
export const DEMO_SITE_KEY = `sk_${'0de0'.repeat(8)}`;
/** The demo page embeds both widgets. */
const DEMO_SITE_WIDGETS = ['chatbot', 'commander'];

/** Adds the demo site to the subscriber's account, or brings its origins up to date. */
export async function seedDemoEmbedSite(
  db: Executor,
  clock: Clock,
  input: { email: string; origins: string[] },
): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (!owner) {
    return;
  }
  await db
    .insert(embedSites)
    .values({
      userId: owner.id,
      name: DEMO_SITE_NAME,
      siteKey: DEMO_SITE_KEY,
      allowedOrigins: input.origins,
      widgets: DEMO_SITE_WIDGETS,
      createdAt: clock.now(),
    })
    .onConflictDoUpdate({
      target: embedSites.siteKey,
      set: { allowedOrigins: input.origins, widgets: DEMO_SITE_WIDGETS },
    });
}

/** The demo site's key while its owner's account is active, else null. */
export async function demoSiteKey(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ key: embedSites.siteKey })
    .from(embedSites)
    .innerJoin(users, eq(users.id, embedSites.userId))
    .where(and(eq(embedSites.siteKey, DEMO_SITE_KEY), eq(users.isActive, true)));
  return row?.key ?? null;
}
