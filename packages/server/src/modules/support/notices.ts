// What the support inbox tells people: a notification on the bell (spec 3 §3 "Notification") and,
// when the person's preferences allow it (spec 1 §2 "Notificações": e-mail notifications and
// support notifications both on), the same notice by e-mail through the outbox.
import { and, eq, ne } from 'drizzle-orm';
import { MINUTE } from '../../clock.ts';
import type { Services } from '../../services.ts';
import { DEFAULT_PREFERENCES } from '../accounts/preference-defaults.ts';
import { notificationPreferences, users } from '../accounts/schema.ts';
import { NOTIFICATION_COPY, type NotificationType, notify } from './inbox.ts';
import { STATUS_LABELS, type SupportStatus } from './messages.ts';

export interface Notice {
  type: NotificationType;
  title: string;
  content: string;
  messageId: number;
}

const quoted = (subject: string) => `"${subject}"`;

/** The copy of every notice the inbox sends (pt-BR, the product's voice). */
export const NOTICE_COPY = {
  response: NOTIFICATION_COPY.response,
  statusChange: (subject: string, status: SupportStatus) => {
    const label = STATUS_LABELS[status].toLowerCase();
    switch (status) {
      case 'aberta':
        return { title: 'Mensagem reaberta', content: `Sua mensagem ${quoted(subject)} foi reaberta.` };
      case 'em_analise':
        return {
          title: 'Mensagem em análise',
          content: `Sua mensagem ${quoted(subject)} está em análise pela nossa equipe.`,
        };
      default:
        return {
          title: `Mensagem ${label}`,
          content: `Sua mensagem ${quoted(subject)} foi marcada como ${label}.`,
        };
    }
  },
  assignedToUser: (subject: string, operator: string) => ({
    title: 'Mensagem atribuída',
    content: `Sua mensagem ${quoted(subject)} está com ${operator}, da nossa equipe de suporte.`,
  }),
  assignedToOperator: (subject: string, customer: string, by: string) => ({
    title: 'Mensagem atribuída a você',
    content: `${by} atribuiu a você a mensagem ${quoted(subject)} de ${customer}.`,
  }),
  newMessageForOperators: (subject: string, customer: string, plan: string, prioritySupport: boolean) => ({
    title: prioritySupport ? 'Nova mensagem de suporte (prioritário)' : 'Nova mensagem de suporte',
    content: `${customer} (plano ${plan}) abriu a mensagem ${quoted(subject)}.`,
  }),
  replyForOperators: (subject: string, customer: string) => ({
    title: 'Nova réplica do cliente',
    content: `${customer} respondeu na mensagem ${quoted(subject)}.`,
  }),
  resolvedForOperators: (subject: string, customer: string) => ({
    title: 'Mensagem resolvida pelo cliente',
    content: `${customer} marcou a mensagem ${quoted(subject)} como resolvida.`,
  }),
} as const;

async function wantsSupportEmails(services: Services, userId: number): Promise<boolean> {
  const [row] = await services.db
    .select({
      email: notificationPreferences.emailNotifications,
      support: notificationPreferences.supportNotifications,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const email = row?.email ?? DEFAULT_PREFERENCES.email_notifications;
  const support = row?.support ?? DEFAULT_PREFERENCES.support_notifications;
  return email && support;
}

/**
 * How often one operator is e-mailed about one customer: the first notice of a burst (a customer
 * opening or answering messages one after another) goes by e-mail, the rest only to the bell.
 */
export const OPERATOR_EMAIL_WINDOW_MS = 15 * MINUTE;

/**
 * Puts the notice on the person's bell and, if they want support e-mails, sends it by e-mail;
 * with `emailOncePer`, only when no e-mail under that key went in its window.
 */
export async function deliverNotice(
  services: Services,
  userId: number,
  notice: Notice,
  options: { emailOncePer?: { key: string; windowMs: number } } = {},
): Promise<void> {
  const at = services.clock.now();
  await notify(services.db, {
    userId,
    type: notice.type,
    title: notice.title,
    content: notice.content,
    messageId: notice.messageId,
    at,
  });
  if (!(await wantsSupportEmails(services, userId))) {
    return;
  }
  const once = options.emailOncePer;
  if (once && (await services.limiter.hit(once.key, once.windowMs)).count > 1) {
    return;
  }
  const [person] = await services.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) {
    return;
  }
  const link = `${services.config.publicAppUrl.replace(/\/$/, '')}/support`;
  const greeting = person.firstName ? `Olá, ${person.firstName}!` : 'Olá!';
  services.background.run('support-notice-email', () =>
    services.messenger.send({
      channel: 'email',
      to: person.email,
      subject: `Sppock — ${notice.title}`,
      body: `${greeting}\n\n${notice.content}\n\nAcompanhe a conversa em ${link}\n\nVocê recebe este e-mail porque as notificações de suporte estão ligadas em Meus Dados › Notificações.`,
    }),
  );
}

/** Every operator (active superuser), except `exceptId` (who caused the event). */
async function operatorIds(services: Services, exceptId: number | null = null): Promise<number[]> {
  const rows = await services.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isSuperuser, true),
        eq(users.isActive, true),
        exceptId === null ? undefined : ne(users.id, exceptId),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Tells operators what a customer did: the assigned operator, or every operator while nobody
 * has the message (`assignedTo` null). Each operator is e-mailed at most once per customer in
 * {@link OPERATOR_EMAIL_WINDOW_MS}; every notice still reaches the bell.
 */
export async function noticeToOperators(
  services: Services,
  input: { assignedTo: number | null; customerId: number; notice: Notice },
): Promise<void> {
  const targets =
    input.assignedTo !== null && input.assignedTo !== input.customerId
      ? [input.assignedTo]
      : await operatorIds(services, input.customerId);
  for (const id of targets) {
    await deliverNotice(services, id, input.notice, {
      emailOncePer: {
        key: `support:operatorEmail:${id}:${input.customerId}`,
        windowMs: OPERATOR_EMAIL_WINDOW_MS,
      },
    });
  }
}
