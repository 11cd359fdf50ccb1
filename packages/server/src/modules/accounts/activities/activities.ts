// The account's activity log: every event the right panel lists is recorded here, where it
// happens (verification, profile, password, plan, conversations, agent results, support).
import { relativeTime } from '@sppock/sdk';
import { desc, eq } from 'drizzle-orm';
import type { components } from '../../../contract/generated.ts';
import type { Executor } from '../../../db/client.ts';
import { activities } from './schema.ts';

type Activity = components['schemas']['AgentActivity'];
export type ActivityIcon = Activity['icon'];
export type ActivityColor = Activity['color'];

/** One colour per icon (the contract's palette); orange is kept for usage alerts. */
export const ICON_COLORS: Record<ActivityIcon, ActivityColor> = {
  'message-square': 'blue',
  send: 'green',
  'check-circle': 'violet',
  other: 'gray',
};

export type ActivityEvent =
  | { kind: 'account_created' }
  | { kind: 'profile_updated' }
  | { kind: 'password_changed' }
  | { kind: 'password_reset' }
  | { kind: 'plan_upgraded'; plan: string }
  | { kind: 'plan_downgraded'; plan: string }
  | { kind: 'plan_cancel_scheduled'; plan: string; endsOn: string }
  | { kind: 'plan_reactivated'; plan: string }
  | { kind: 'plan_ended'; plan: string }
  | { kind: 'extra_tokens'; tokens: number }
  | { kind: 'conversation_started'; conversation: string; agentName: string }
  | { kind: 'agent_result'; title: string; icon: ActivityIcon; conversation: string; agentName: string }
  | { kind: 'support_message_sent'; subject: string };

export type ActivityKind = ActivityEvent['kind'];

interface ActivityCopy {
  title: string;
  description: string;
  icon: ActivityIcon;
}

/** The pt-BR title, description and icon of each event. */
export function describeActivity(event: ActivityEvent): ActivityCopy {
  switch (event.kind) {
    case 'account_created':
      return {
        title: 'Conta criada',
        description: 'Sua conta Sppock foi verificada. Boas-vindas!',
        icon: 'check-circle',
      };
    case 'profile_updated':
      return {
        title: 'Perfil atualizado',
        description: 'Seus dados pessoais foram atualizados.',
        icon: 'other',
      };
    case 'password_changed':
      return { title: 'Senha alterada', description: 'A senha da sua conta foi alterada.', icon: 'other' };
    case 'password_reset':
      return {
        title: 'Senha redefinida',
        description: 'A senha da sua conta foi redefinida pelo link enviado por e-mail.',
        icon: 'other',
      };
    case 'plan_upgraded':
      return {
        title: 'Upgrade de plano',
        description: `Seu plano agora é ${event.plan}.`,
        icon: 'check-circle',
      };
    case 'plan_downgraded':
      return { title: 'Downgrade de plano', description: `Seu plano agora é ${event.plan}.`, icon: 'other' };
    case 'plan_cancel_scheduled':
      return {
        title: 'Cancelamento agendado',
        description: `Sua assinatura ${event.plan} termina em ${event.endsOn}; depois disso o plano volta a ser Freemium.`,
        icon: 'other',
      };
    case 'plan_reactivated':
      return {
        title: 'Assinatura reativada',
        description: `Sua assinatura ${event.plan} continua ativa e será renovada normalmente.`,
        icon: 'check-circle',
      };
    case 'plan_ended':
      return {
        title: 'Assinatura encerrada',
        description: `O período pago do plano ${event.plan} terminou e seu plano voltou a ser Freemium.`,
        icon: 'other',
      };
    case 'extra_tokens':
      return {
        title: 'Tokens extras comprados',
        description: `${new Intl.NumberFormat('pt-BR').format(event.tokens)} tokens somados ao limite do seu ciclo atual.`,
        icon: 'check-circle',
      };
    case 'conversation_started':
      return {
        title: 'Nova conversa iniciada',
        description: `${event.conversation} — ${event.agentName}`,
        icon: 'message-square',
      };
    case 'agent_result':
      return {
        title: event.title,
        description: `${event.conversation} — ${event.agentName}`,
        icon: event.icon,
      };
    case 'support_message_sent':
      return { title: 'Mensagem enviada ao suporte', description: event.subject, icon: 'send' };
    default:
      return event satisfies never;
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Records one event in the user's activity log (inside the caller's transaction when given). */
export async function recordActivity(
  executor: Executor,
  userId: number,
  event: ActivityEvent,
  at: Date,
): Promise<void> {
  await executor.insert(activities).values(activityRow(userId, event, at));
}

/** The row {@link recordActivity} writes, to send with other writes in one statement (db/one-statement.ts). */
export function activityRow(userId: number, event: ActivityEvent, at: Date) {
  const copy = describeActivity(event);
  return {
    userId,
    kind: event.kind,
    title: clip(copy.title, 120),
    description: clip(copy.description, 300),
    icon: copy.icon,
    color: ICON_COLORS[copy.icon],
    createdAt: at,
  };
}

/** The user's latest activities, newest first, with the relative time at `now`. */
export async function recentActivities(
  executor: Executor,
  userId: number,
  limit: number,
  now: Date,
): Promise<Activity[]> {
  const rows = await executor
    .select()
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    relative_time: relativeTime(row.createdAt, now),
    icon: row.icon as ActivityIcon,
    color: row.color as ActivityColor,
    created_at: row.createdAt.toISOString(),
  }));
}
