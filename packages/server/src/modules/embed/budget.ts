// A partner site's monthly budget (issue 25): the site key is public and `Origin` is only a
// header, so whoever holds the key can send the Commander messages the owner pays for. Each site
// answers at most `monthly_messages` visitor messages per calendar month (São Paulo), a number the
// owner sets and sees; a message is counted when it is admitted, before any model is called.
import { currentMonth } from '@sppock/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { embedSites, embedSiteUsage } from './schema.ts';

/**
 * Counts one visitor message in the site's budget for `month`, or refuses it when the budget is
 * spent. One conditional update on the site's row of the month: PostgreSQL re-reads the row a
 * concurrent update has just changed before testing `messages < budget`, so visitors sending at
 * once never pass the budget together.
 */
export async function admitSiteMessage(db: Executor, siteId: number, month: string): Promise<boolean> {
  await db.insert(embedSiteUsage).values({ siteId, month, messages: 0 }).onConflictDoNothing();
  const admitted = await db
    .update(embedSiteUsage)
    .set({ messages: sql`${embedSiteUsage.messages} + 1` })
    .where(
      and(
        eq(embedSiteUsage.siteId, siteId),
        eq(embedSiteUsage.month, month),
        sql`${embedSiteUsage.messages} < (select ${embedSites.monthlyMessages} from ${embedSites} where ${embedSites.id} = ${siteId})`,
      ),
    )
    .returning({ messages: embedSiteUsage.messages });
  return admitted.length > 0;
}

/** The visitor messages each site admitted in `month` (sites without any are absent). */
export async function messagesInMonth(
  db: Executor,
  siteIds: readonly number[],
  month: string,
): Promise<Map<number, number>> {
  if (siteIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ siteId: embedSiteUsage.siteId, messages: embedSiteUsage.messages })
    .from(embedSiteUsage)
    .where(and(inArray(embedSiteUsage.siteId, [...siteIds]), eq(embedSiteUsage.month, month)));
  return new Map(rows.map((row) => [row.siteId, row.messages]));
}

/** Whether the site has budget left this month (a read: opening a session costs nothing). */
export async function hasBudgetLeft(
  db: Executor,
  site: { id: number; monthlyMessages: number },
  now: Date,
): Promise<boolean> {
  const used = (await messagesInMonth(db, [site.id], currentMonth(now))).get(site.id) ?? 0;
  return used < site.monthlyMessages;
}
