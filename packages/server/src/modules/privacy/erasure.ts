// "Excluir minha conta" under the LGPD (issue 31 item 3): everything that names the person goes.
// Every table that belongs to the account goes with the user row (ON DELETE CASCADE: sessions,
// conversations and their search words, files, memories of any module that points at users);
// what names the person by e-mail rather than by id (outbox, newsletter, demo requests, team
// invitations to them) is deleted by address; the stored bytes (chat files, export archives)
// are removed from the storage once the rows are gone. Billing records stay for the fiscal
// period the law requires, copied under a random pseudonym with no id, name, e-mail or phone.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { users } from '../accounts/schema.ts';
import { phoneToE164 } from '../accounts/users.ts';
import { chatFiles } from '../files/schema.ts';
import { demoRequests, newsletterSubscriptions } from '../marketing/schema.ts';
import { outboxMessages } from '../outbox/schema.ts';
import { planChanged } from '../payments/plan-version.ts';
import { extraTokenPurchases, paymentIntents, subscriptions } from '../payments/schema.ts';
import { peopleOfTeamOf } from '../teams/changes.ts';
import { teamInvitations } from '../teams/schema.ts';
import { dataExports, retainedBillingRecords } from './schema.ts';

/** How long billing records are kept after the charge (CTN art. 173 and 174: five years). */
export const BILLING_RETENTION_YEARS = 5;

function retainUntil(at: Date): Date {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + BILLING_RETENTION_YEARS);
  return until;
}

/**
 * Erases the account of `userId`. The caller has already proven the password and cancelled any
 * paid subscription at the provider. Returns false when there is no such account.
 */
export async function eraseAccount(services: Services, userId: number): Promise<boolean> {
  const now = services.clock.now();
  // The people of the account's team: its pool (and, for an owner, the team itself) goes with it.
  let teamPeople: number[] = [];
  const keys = await services.db.transaction(async (tx) => {
    const [person] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!person) {
      return null;
    }
    const addresses = [
      person.email,
      ...(person.pendingEmail ? [person.pendingEmail] : []),
      ...(person.phone ? [phoneToE164(person.phone)] : []),
    ];
    const stored = [
      ...(await tx.select({ key: chatFiles.storageKey }).from(chatFiles).where(eq(chatFiles.userId, userId))),
      ...(
        await tx
          .select({ key: dataExports.storageKey })
          .from(dataExports)
          .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)))
      ).flatMap((row) => (row.key ? [{ key: row.key }] : [])),
    ];

    const pseudonym = randomUUID();
    const kept = [
      ...(
        await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'pending')))
      ).map((row) => ({
        kind: 'subscription',
        provider: row.provider,
        providerReference: row.providerSubscriptionId,
        planType: row.planType,
        amountCents: null,
        currency: null,
        status: row.status,
        occurredAt: row.createdAt,
      })),
      ...(await tx.select().from(paymentIntents).where(eq(paymentIntents.userId, userId))).map((row) => ({
        kind: 'payment',
        provider: row.provider,
        providerReference: row.providerIntentId,
        planType: row.planType,
        amountCents: row.amount,
        currency: row.currency,
        status: row.status,
        occurredAt: row.createdAt,
      })),
      ...(
        await tx
          .select()
          .from(extraTokenPurchases)
          .where(and(eq(extraTokenPurchases.userId, userId), isNotNull(extraTokenPurchases.paidAt)))
      ).map((row) => ({
        kind: 'extra_tokens',
        provider: row.provider,
        providerReference: row.checkoutSessionId,
        planType: null,
        amountCents: row.amountCents,
        currency: 'brl',
        status: row.status,
        occurredAt: row.paidAt ?? row.createdAt,
      })),
    ];
    if (kept.length > 0) {
      await tx
        .insert(retainedBillingRecords)
        .values(
          kept.map((row) => ({ ...row, pseudonym, retainUntil: retainUntil(row.occurredAt), erasedAt: now })),
        );
    }

    await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, addresses));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, person.email));
    await tx.delete(demoRequests).where(eq(sql`lower(${demoRequests.email})`, person.email));
    await tx.delete(teamInvitations).where(eq(teamInvitations.email, person.email));
    teamPeople = await peopleOfTeamOf(tx, userId);
    // Revoked first, so that every node forgets the sessions; then the row and all that cascades.
    await services.tokens.revokeUserSessions(userId, 'account_deleted', { executor: tx });
    await tx.delete(users).where(eq(users.id, userId));
    return stored.map((row) => row.key);
  });
  if (keys === null) {
    return false;
  }
  // Every node reads again who pays for the people who were in a team with the account.
  await planChanged(services, ...teamPeople);
  for (const key of keys) {
    await services.files.remove(key);
  }
  services.log.info({ userId }, 'Conta apagada a pedido do titular (LGPD)');
  return true;
}

/** Deletes the kept billing records whose fiscal period is over (the daily job); returns how many. */
export async function dropExpiredBillingRecords(services: Pick<Services, 'db'>, now: Date): Promise<number> {
  const gone = await services.db
    .delete(retainedBillingRecords)
    .where(lte(retainedBillingRecords.retainUntil, now))
    .returning({ id: retainedBillingRecords.id });
  return gone.length;
}
