// Usage alerts (issue 20; spec 1 §8 FAQ): when the cycle's tokens reach 80 % and 100 % of the
// plan's base tokens, one bell notification each and, with the `usage_alerts` preference on, an
// e-mail. The `usage_alerts` table keeps each alert to once per threshold per cycle, even when
// two answers finish at the same moment.
import { eq } from 'drizzle-orm';
import type { Services } from '../../../services.ts';
import { DEFAULT_PREFERENCES } from '../../accounts/preference-defaults.ts';
import { notificationPreferences, users } from '../../accounts/schema.ts';
import { usageAlerts } from '../../metering/schema.ts';
import { usagePercent } from '../../metering/usage.ts';
import { PLAN_LABELS } from '../../payments/plans.ts';
import { notify } from '../../support/inbox.ts';
import { cycleUsage, type PlanState } from './limits.ts';

export const USAGE_ALERT_THRESHOLDS = [80, 100] as const;

const number = new Intl.NumberFormat('pt-BR');

export const USAGE_ALERT_COPY = {
  title: (threshold: number) =>
    threshold >= 100 ? 'Limite de tokens atingido' : `Você usou ${threshold}% dos tokens do plano`,
  content: (threshold: number, state: PlanState) => {
    const base = number.format(state.row.baseTokens);
    const plan = PLAN_LABELS[state.plan];
    return threshold >= 100
      ? `Você usou os ${base} tokens do plano ${plan} neste ciclo. A margem flexível de 20% segue disponível; depois dela, os envios param até o próximo ciclo ou até uma mudança de plano.`
      : `Você usou ${threshold}% dos ${base} tokens do plano ${plan} neste ciclo. Acompanhe o consumo na aba Uso da sua conta.`;
  },
  emailSubject: (threshold: number) =>
    threshold >= 100
      ? 'Sppock: limite de tokens do plano atingido'
      : `Sppock: ${threshold}% dos tokens do plano usados`,
} as const;

async function wantsUsageEmails(services: Services, userId: number): Promise<boolean> {
  const [row] = await services.db
    .select({ usageAlerts: notificationPreferences.usageAlerts })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.usageAlerts ?? DEFAULT_PREFERENCES.usage_alerts;
}

/** Sends the alerts whose threshold the cycle's tokens have reached and that were not sent yet. */
export async function sendUsageAlerts(
  services: Services,
  userId: number,
  state: PlanState,
): Promise<number[]> {
  // The usage the request read at its first check, with the answer it just kept on top.
  const used = await cycleUsage(services, state);
  const percent = usagePercent(used.tokens, state.row.baseTokens);
  const reached = USAGE_ALERT_THRESHOLDS.filter((threshold) => percent >= threshold);
  const sent: number[] = [];
  for (const threshold of reached) {
    const now = services.clock.now();
    const inserted = await services.db
      .insert(usageAlerts)
      .values({ userId, cycleStart: state.cycle.start, threshold, createdAt: now })
      .onConflictDoNothing()
      .returning({ threshold: usageAlerts.threshold });
    if (inserted.length === 0) {
      continue;
    }
    sent.push(threshold);
    const content = USAGE_ALERT_COPY.content(threshold, state);
    await notify(services.db, {
      userId,
      type: 'usage_alert',
      title: USAGE_ALERT_COPY.title(threshold),
      content,
      at: now,
    });
    if (await wantsUsageEmails(services, userId)) {
      const [user] = await services.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (user) {
        await services.messenger.send({
          channel: 'email',
          to: user.email,
          subject: USAGE_ALERT_COPY.emailSubject(threshold),
          body: content,
        });
      }
    }
  }
  return sent;
}
