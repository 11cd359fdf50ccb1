// A plan paid by Pix renews by a reminder and a new charge (issue 31 §2): some days before the
// paid time runs out, the person gets a notice on the bell and an e-mail asking for the renewal's
// Pix. Once per paid period however many sweeps or nodes run: the conditional update of
// `pix_reminder_for` lets one sweep win. Every node sweeps once an hour.
import { PLAN_LABELS, PRODUCT_TIME_ZONE, SUBSCRIPTION_PATH } from '@sppock/sdk/domain';
import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { DAY, HOUR } from '../../clock.ts';
import type { Services } from '../../services.ts';
import { users } from '../accounts/schema.ts';
import type { PlanType } from '../payments/plans.ts';
import { subscriptions } from '../payments/schema.ts';
import { PIX_PROVIDER } from '../payments/subscriptions.ts';
import { notify } from './inbox.ts';

/** How long before the paid time ends the reminder goes. */
export const PIX_REMINDER_BEFORE_MS = 3 * DAY;

function dayMonth(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: PRODUCT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
  }).format(date);
}

export const PIX_RENEWAL_COPY = {
  title: 'Renove seu plano com Pix',
  content: (plan: string, until: Date) =>
    `Seu plano ${plan} pago com Pix vence em ${dayMonth(until)}: gere o Pix da renovação em Minha Conta › Assinatura.`,
  subject: (plan: string) => `Sppock — seu plano ${plan} pago com Pix vence em breve`,
  body: (greeting: string, content: string, link: string) =>
    `${greeting}\n\n${content}\n\nSem a renovação, a conta volta ao plano Free nessa data; suas conversas e arquivos continuam guardados.\n\nMinha Conta: ${link}`,
} as const;

/** Sends the reminders due now; returns how many this sweep sent. */
export async function sendPixRenewalReminders(services: Services): Promise<number> {
  const now = services.clock.now();
  const horizon = new Date(now.getTime() + PIX_REMINDER_BEFORE_MS);
  const notYetReminded = or(
    isNull(subscriptions.pixReminderFor),
    ne(subscriptions.pixReminderFor, subscriptions.pixPaidUntil),
  );
  const due = await services.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, PIX_PROVIDER),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.pixPaidUntil, now),
        lte(subscriptions.pixPaidUntil, horizon),
        notYetReminded,
      ),
    );
  let sent = 0;
  for (const row of due) {
    const paidUntil = row.pixPaidUntil;
    if (!paidUntil) {
      continue;
    }
    // Conditional: of two sweeps (two nodes) only one sends this period's reminder.
    const [won] = await services.db
      .update(subscriptions)
      .set({ pixReminderFor: paidUntil })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.pixPaidUntil, paidUntil), notYetReminded))
      .returning({ id: subscriptions.id });
    if (!won) {
      continue;
    }
    const plan = PLAN_LABELS[row.planType as PlanType] ?? row.planType;
    const content = PIX_RENEWAL_COPY.content(plan, paidUntil);
    await notify(services.db, {
      userId: row.userId,
      type: 'plan_renewal',
      title: PIX_RENEWAL_COPY.title,
      content,
      at: now,
    });
    const [person] = await services.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, row.userId));
    if (person) {
      const greeting = person.firstName ? `Olá, ${person.firstName}!` : 'Olá!';
      const link = `${services.config.publicAppUrl.replace(/\/$/, '')}${SUBSCRIPTION_PATH}`;
      // A billing notice: sent whatever the marketing and support e-mail settings say.
      await services.messenger.send({
        channel: 'email',
        to: person.email,
        subject: PIX_RENEWAL_COPY.subject(plan),
        body: PIX_RENEWAL_COPY.body(greeting, content, link),
      });
    }
    sent += 1;
  }
  return sent;
}

/** The hourly sweep on every node (a test server never runs it on its own: tests call the sweep). */
export function startPixRenewalReminders(services: Services): () => void {
  const timer = setInterval(() => {
    services.background.run('pix-renewal-reminders', () => sendPixRenewalReminders(services));
  }, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
