// The operator's side of the support inbox (a contract extension: the spec shows only the
// subscriber's side). Every ticket of every user, filtered and in priority-first order: Pro and
// Enterprise subscribers get priority support (spec 1 §8), then urgency, then the oldest first.
import { and, count, desc, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { DAY } from '../../clock.ts';
import type { components } from '../../contract/generated.ts';
import type { Services } from '../../services.ts';
import { users } from '../accounts/schema.ts';
import { PLAN_LABELS, type PlanType } from '../payments/plans.ts';
import { subscriptions } from '../payments/schema.ts';
import { recordTeamAnswer } from './inbox.ts';
import {
  ARCHIVED_STATUSES,
  isRowId,
  type LoadedMessage,
  loadMessages,
  messageRow,
  OPEN_STATUSES,
  PRIORITY_LABELS,
  STATUS_LABELS,
  SUPPORT_STATUSES,
  type SupportStatus,
} from './messages.ts';
import { deliverNotice, NOTICE_COPY, noticeToOperators } from './notices.ts';
import { supportMessages } from './schema.ts';

export type QueueMessage = components['schemas']['SupportQueueMessage'];
type Operator = components['schemas']['SupportOperatorName'];
type Priority = components['schemas']['SupportPriority'];

/** Plans whose tickets come first (spec 1 §8 "suporte prioritário"). */
export const PRIORITY_SUPPORT_PLANS: readonly PlanType[] = ['professional', 'enterprise'];
/** How urgent each priority is in the queue (higher first); also the FAQ chatbot's list of priorities. */
export const PRIORITY_RANK: Record<Priority, number> = { urgente: 3, alta: 2, normal: 1, baixa: 0 };

export interface QueueFilters {
  status?: SupportStatus | 'abertas' | 'arquivadas' | undefined;
  categoryId?: number | undefined;
  priority?: Priority | undefined;
  minDaysOpen?: number | undefined;
  maxDaysOpen?: number | undefined;
  assigned?: 'me' | 'none' | 'any' | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** The plan each user has now (`freemium` without an active paid subscription). */
export async function planTypes(services: Services, userIds: number[]): Promise<Map<number, PlanType>> {
  const plans = new Map<number, PlanType>();
  if (userIds.length === 0) {
    return plans;
  }
  const rows = await services.db
    .select({ userId: subscriptions.userId, planType: subscriptions.planType })
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, userIds), inArray(subscriptions.status, ['active', 'past_due'])))
    .orderBy(desc(subscriptions.createdAt));
  for (const row of rows) {
    if (!plans.has(row.userId)) {
      plans.set(row.userId, row.planType as PlanType);
    }
  }
  return plans;
}

export async function listOperators(services: Services, ids?: number[]): Promise<Operator[]> {
  const rows = await services.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(eq(users.isSuperuser, true), eq(users.isActive, true), ids ? inArray(users.id, ids) : undefined),
    )
    .orderBy(users.firstName, users.lastName, users.id);
  return rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
  }));
}

export function operatorName(operator: Pick<Operator, 'first_name' | 'last_name' | 'email'>): string {
  return `${operator.first_name} ${operator.last_name}`.trim() || operator.email;
}

async function toQueueMessages(services: Services, loaded: LoadedMessage[]): Promise<QueueMessage[]> {
  const plans = await planTypes(services, [...new Set(loaded.map((row) => row.userId))]);
  const assignedIds = [
    ...new Set(loaded.flatMap((row) => (row.assignedTo === null ? [] : [row.assignedTo]))),
  ];
  const operators = new Map(
    (assignedIds.length === 0 ? [] : await listOperatorsAnyState(services, assignedIds)).map((op) => [
      op.id,
      op,
    ]),
  );
  return loaded.map((row) => {
    const plan = plans.get(row.userId) ?? 'freemium';
    return {
      ...row.message,
      category: { ...row.message.category, color: row.categoryColor },
      user_email: row.userEmail,
      package_type: plan,
      priority_support: PRIORITY_SUPPORT_PLANS.includes(plan),
      assigned_to: row.assignedTo === null ? null : (operators.get(row.assignedTo) ?? null),
    };
  });
}

/** Assigned operators, even one who has since lost the role (their name stays on the ticket). */
async function listOperatorsAnyState(services: Services, ids: number[]): Promise<Operator[]> {
  const rows = await services.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
  }));
}

interface QueueKey {
  id: number;
  prioritySupport: boolean;
  priority: Priority;
  createdAt: number;
}

/** Queue order: priority support, then urgency, then the oldest first. */
function compareKeys(a: QueueKey, b: QueueKey): number {
  return (
    Number(b.prioritySupport) - Number(a.prioritySupport) ||
    PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority] ||
    a.createdAt - b.createdAt ||
    a.id - b.id
  );
}

const keyOf = (message: QueueMessage): QueueKey => ({
  id: message.id,
  prioritySupport: message.priority_support,
  priority: message.priority,
  createdAt: Date.parse(message.created_at),
});

export async function listQueue(
  services: Services,
  operatorId: number,
  filters: QueueFilters,
): Promise<{
  messages: QueueMessage[];
  total: number;
  page: number;
  hasNext: boolean;
  counts: Record<SupportStatus, number>;
}> {
  const now = services.clock.now();
  const others: (SQL | undefined)[] = [
    filters.categoryId === undefined ? undefined : eq(supportMessages.categoryId, filters.categoryId),
    filters.priority === undefined ? undefined : eq(supportMessages.priority, filters.priority),
    filters.minDaysOpen === undefined
      ? undefined
      : lte(supportMessages.createdAt, new Date(now.getTime() - filters.minDaysOpen * DAY)),
    filters.maxDaysOpen === undefined
      ? undefined
      : gt(supportMessages.createdAt, new Date(now.getTime() - (filters.maxDaysOpen + 1) * DAY)),
    filters.assigned === 'me'
      ? eq(supportMessages.assignedTo, operatorId)
      : filters.assigned === 'none'
        ? isNull(supportMessages.assignedTo)
        : undefined,
  ];
  const statuses =
    filters.status === 'abertas'
      ? OPEN_STATUSES
      : filters.status === 'arquivadas'
        ? ARCHIVED_STATUSES
        : filters.status
          ? [filters.status]
          : null;
  const statusFilter = statuses ? inArray(supportMessages.status, [...statuses]) : undefined;
  // Only the sort keys of every match are read; the page's messages are read whole.
  const keys = await services.db
    .select({
      id: supportMessages.id,
      userId: supportMessages.userId,
      priority: supportMessages.priority,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(and(...others, statusFilter));
  const plans = await planTypes(services, [...new Set(keys.map((key) => key.userId))]);
  const sorted = keys
    .map((key) => ({
      id: key.id,
      prioritySupport: PRIORITY_SUPPORT_PLANS.includes(plans.get(key.userId) ?? 'freemium'),
      priority: key.priority as Priority,
      createdAt: key.createdAt.getTime(),
    }))
    .sort(compareKeys);
  const limit = filters.limit ?? 50;
  const page = filters.page ?? 1;
  const start = (page - 1) * limit;
  const pageIds = sorted.slice(start, start + limit).map((key) => key.id);
  const loaded =
    pageIds.length === 0 ? [] : await loadMessages(services.db, inArray(supportMessages.id, pageIds), now);
  const messages = (await toQueueMessages(services, loaded)).sort((a, b) => compareKeys(keyOf(a), keyOf(b)));

  const grouped = await services.db
    .select({ status: supportMessages.status, total: count() })
    .from(supportMessages)
    .where(and(...others))
    .groupBy(supportMessages.status);
  const counts = Object.fromEntries(SUPPORT_STATUSES.map((status) => [status, 0])) as Record<
    SupportStatus,
    number
  >;
  for (const row of grouped) {
    if ((SUPPORT_STATUSES as readonly string[]).includes(row.status)) {
      counts[row.status as SupportStatus] = Number(row.total);
    }
  }
  return {
    messages,
    total: sorted.length,
    page,
    hasNext: start + limit < sorted.length,
    counts,
  };
}

export async function queueMessage(services: Services, id: number): Promise<QueueMessage | null> {
  if (!isRowId(id)) {
    return null;
  }
  const loaded = await loadMessages(services.db, eq(supportMessages.id, id), services.clock.now());
  const [message] = await toQueueMessages(services, loaded);
  return message ?? null;
}

/** The user who opened a message, by name ("Rafael Albuquerque"), or their e-mail. */
export function customerName(message: Pick<QueueMessage, 'user' | 'user_email'>): string {
  return `${message.user.first_name} ${message.user.last_name}`.trim() || message.user_email;
}

/** A user opened a message: every operator hears of it (priority support says so). */
export async function tellOperatorsOfNewMessage(services: Services, messageId: number): Promise<void> {
  const message = await queueMessage(services, messageId);
  if (!message) {
    return;
  }
  const [ownerRow] = await services.db
    .select({ userId: supportMessages.userId })
    .from(supportMessages)
    .where(eq(supportMessages.id, messageId));
  if (!ownerRow) {
    return;
  }
  const notice = {
    type: 'new_message' as const,
    messageId,
    ...NOTICE_COPY.newMessageForOperators(
      message.subject,
      customerName(message),
      PLAN_LABELS[message.package_type],
      message.priority_support,
    ),
  };
  await noticeToOperators(services, { assignedTo: null, customerId: ownerRow.userId, notice });
}

/** An operator sets the priority (spec 3 §4); `urgente` is set only here. The customer is not told. */
export async function changePriority(
  services: Services,
  input: { id: number; priority: Priority },
): Promise<Outcome | null> {
  const row = await messageRow(services.db, input.id);
  if (!row) {
    return null;
  }
  const label = PRIORITY_LABELS[input.priority];
  if (row.priority !== input.priority) {
    await services.db
      .update(supportMessages)
      .set({ priority: input.priority, updatedAt: services.clock.now() })
      .where(eq(supportMessages.id, row.id));
  }
  const message = await queueMessage(services, row.id);
  return (
    message && {
      message,
      note:
        row.priority === input.priority
          ? `A mensagem já está com a prioridade ${label}.`
          : `Prioridade alterada para ${label}.`,
    }
  );
}

type Outcome = { message: QueueMessage; note: string };

/** The team answers (shown to the user as 'Suporte'); an unassigned ticket becomes the answerer's. */
export async function answerAsOperator(
  services: Services,
  input: { operatorId: number; id: number; content: string; status?: SupportStatus | undefined },
): Promise<QueueMessage | null> {
  const row = await messageRow(services.db, input.id);
  if (!row) {
    return null;
  }
  await services.db.transaction(async (tx) => {
    await recordTeamAnswer(tx, {
      message: row,
      authorId: input.operatorId,
      content: input.content,
      status: input.status ?? 'respondida',
      at: services.clock.now(),
    });
    if (row.assignedTo === null) {
      await tx
        .update(supportMessages)
        .set({ assignedTo: input.operatorId })
        .where(and(eq(supportMessages.id, row.id), isNull(supportMessages.assignedTo)));
    }
  });
  await deliverNotice(services, row.userId, {
    type: 'response',
    messageId: row.id,
    ...NOTICE_COPY.response(row.subject),
  });
  return queueMessage(services, row.id);
}

export async function changeStatus(
  services: Services,
  input: { id: number; status: SupportStatus },
): Promise<Outcome | null> {
  const row = await messageRow(services.db, input.id);
  if (!row) {
    return null;
  }
  const label = STATUS_LABELS[input.status];
  if (row.status === input.status) {
    const message = await queueMessage(services, row.id);
    return message && { message, note: `A mensagem já está com o status ${label}.` };
  }
  await services.db
    .update(supportMessages)
    .set({ status: input.status, updatedAt: services.clock.now() })
    .where(eq(supportMessages.id, row.id));
  await deliverNotice(services, row.userId, {
    type: 'status_change',
    messageId: row.id,
    ...NOTICE_COPY.statusChange(row.subject, input.status),
  });
  const message = await queueMessage(services, row.id);
  return message && { message, note: `Status alterado para ${label}.` };
}

export type AssignResult = Outcome | 'not_found' | 'not_operator';

export async function assign(
  services: Services,
  input: { actorId: number; id: number; operatorId: number | null },
): Promise<AssignResult> {
  const row = await messageRow(services.db, input.id);
  if (!row) {
    return 'not_found';
  }
  if (input.operatorId === null) {
    if (row.assignedTo !== null) {
      await services.db
        .update(supportMessages)
        .set({ assignedTo: null, updatedAt: services.clock.now() })
        .where(eq(supportMessages.id, row.id));
    }
    const message = await queueMessage(services, row.id);
    return message ? { message, note: 'Atribuição removida.' } : 'not_found';
  }
  const [operator] = isRowId(input.operatorId) ? await listOperators(services, [input.operatorId]) : [];
  if (!operator) {
    return 'not_operator';
  }
  const name = operatorName(operator);
  if (row.assignedTo !== operator.id) {
    await services.db
      .update(supportMessages)
      .set({ assignedTo: operator.id, updatedAt: services.clock.now() })
      .where(eq(supportMessages.id, row.id));
    await deliverNotice(services, row.userId, {
      type: 'assignment',
      messageId: row.id,
      ...NOTICE_COPY.assignedToUser(row.subject, name),
    });
    if (operator.id !== input.actorId) {
      const [actor] = await listOperatorsAnyState(services, [input.actorId]);
      const loaded = await queueMessage(services, row.id);
      await deliverNotice(services, operator.id, {
        type: 'assignment',
        messageId: row.id,
        ...NOTICE_COPY.assignedToOperator(
          row.subject,
          loaded ? customerName(loaded) : '',
          actor ? operatorName(actor) : 'A equipe',
        ),
      });
    }
  }
  const message = await queueMessage(services, row.id);
  return message ? { message, note: `Mensagem atribuída a ${name}.` } : 'not_found';
}
