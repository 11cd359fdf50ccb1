// The support inbox (spec 3 §2 "Support page", §3, §4, §5, §7 "Support", §8) and its operator
// side (contract extension, superusers only). A user only ever sees and changes their own
// messages and notifications; someone else's answer 404 like a missing one.
import { SUPPORT_MESSAGE_SENT } from '@sppock/sdk';
import { eq } from 'drizzle-orm';
import { HOUR } from '../../clock.ts';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import { users } from '../../modules/accounts/schema.ts';
import { logOperatorReads, OPERATOR_READ_SUBJECTS } from '../../modules/privacy/operator-reads.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  openSupportMessage,
} from '../../modules/support/inbox.ts';
import { listOwnMessages, messageRow, OPEN_STATUSES, ownMessage } from '../../modules/support/messages.ts';
import { NOTICE_COPY, noticeToOperators } from '../../modules/support/notices.ts';
import {
  answerAsOperator,
  assign,
  changePriority,
  changeStatus,
  listOperators,
  listQueue,
  queueMessage,
  tellOperatorsOfNewMessage,
} from '../../modules/support/queue.ts';
import { supportCategories, supportMessages, supportResponses } from '../../modules/support/schema.ts';
import { relayOperatorReply } from '../../modules/whatsapp/handoff.ts';
import type { Services } from '../../services.ts';

export const SUPPORT_LIMITS = { subject: [5, 200], content: [10, 5000], reply: [5, 5000] } as const;

/**
 * A customer's new messages and replies: [limit, window]. Each one e-mails operators, so a burst
 * is stopped here (429) rather than in their inboxes.
 */
export const SUPPORT_THROTTLES = {
  newMessages: [5, HOUR],
  replies: [20, HOUR],
} as const satisfies Record<string, Throttle>;

export const SUPPORT_MESSAGES = {
  invalidUnreadOnly: 'Parâmetro unread_only inválido. Use true ou false.',
  notificationNotFound: 'Notificação não encontrada.',
  allRead: 'Todas as notificações foram marcadas como lidas.',
  messageNotFound: 'Mensagem de suporte não encontrada.',
  invalidStatus: 'Status inválido. Use: aberta, em_analise, respondida, resolvida ou fechada.',
  required: 'Por favor, preencha todos os campos obrigatórios',
  subjectShort: 'O assunto deve ter pelo menos 5 caracteres',
  subjectLong: 'O assunto deve ter no máximo 200 caracteres',
  contentShort: 'O conteúdo deve ter pelo menos 10 caracteres',
  contentLong: 'O conteúdo deve ter no máximo 5000 caracteres',
  invalidCategory: 'Categoria inválida.',
  invalidPriority:
    'Prioridade inválida. Use: baixa, normal ou alta (a prioridade urgente é definida pela equipe de suporte).',
  invalidQueuePriority: 'Prioridade inválida. Use: baixa, normal, alta ou urgente.',
  tooManyMessages:
    'Você abriu muitas mensagens de suporte em pouco tempo. Aguarde alguns minutos ou responda numa das suas mensagens abertas.',
  tooManyReplies:
    'Você enviou muitas respostas ao suporte em pouco tempo. Aguarde alguns minutos para responder de novo.',
  created: SUPPORT_MESSAGE_SENT,
  replyRequired: 'Por favor, digite uma resposta',
  replyShort: 'A resposta deve ter pelo menos 5 caracteres',
  replyLong: 'A resposta deve ter no máximo 5000 caracteres',
  archived: 'Esta mensagem está arquivada e não aceita novas respostas.',
  closed: 'Esta mensagem já está fechada.',
  resolved: 'Mensagem marcada como resolvida.',
  answered: 'Resposta enviada ao cliente.',
  invalidFilters: 'Filtros inválidos: confira status, categoria, prioridade, idade e página.',
  invalidOperator: 'Operador inválido: escolha um superusuário.',
} as const;

const M = SUPPORT_MESSAGES;

const fails = (issues: Issue[], field: string, keywords?: string[]) =>
  issues.some((issue) => issue.field === field && (!keywords || keywords.includes(issue.keyword)));

/** The spec's messages for a new message, in the order the form checks them (spec 3 §5). */
function createInvalidMessage(issues: Issue[]): string {
  if (
    issues.some((issue) => issue.field === null) ||
    fails(issues, 'subject', ['required', 'type']) ||
    fails(issues, 'content', ['required', 'type'])
  ) {
    return M.required;
  }
  if (fails(issues, 'subject', ['minLength'])) {
    return M.subjectShort;
  }
  if (fails(issues, 'subject')) {
    return M.subjectLong;
  }
  if (fails(issues, 'content', ['minLength'])) {
    return M.contentShort;
  }
  if (fails(issues, 'content')) {
    return M.contentLong;
  }
  if (fails(issues, 'priority')) {
    return M.invalidPriority;
  }
  if (fails(issues, 'category_id')) {
    return M.invalidCategory;
  }
  return M.required;
}

/** The spec's messages for a reply (spec 3 §5 "Support reply"). */
function replyInvalidMessage(issues: Issue[]): string {
  if (issues.some((issue) => issue.field === null) || fails(issues, 'content', ['required', 'type'])) {
    return M.replyRequired;
  }
  if (fails(issues, 'content', ['minLength'])) {
    return M.replyShort;
  }
  if (fails(issues, 'content', ['maxLength'])) {
    return M.replyLong;
  }
  if (fails(issues, 'status')) {
    return M.invalidStatus;
  }
  return M.replyRequired;
}

/** The trimmed reply, or the message that refuses it. */
function checkReply(content: string): { text: string } | { error: string } {
  const text = content.trim();
  if (text.length === 0) {
    return { error: M.replyRequired };
  }
  if (text.length < SUPPORT_LIMITS.reply[0]) {
    return { error: M.replyShort };
  }
  return { text };
}

const notFound = { status: 404 as const, body: { success: false as const, error: M.messageNotFound } };

async function displayName(services: Services, userId: number): Promise<string> {
  const [row] = await services.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() || row.email : '';
}

/** An operator opened or answered a person's ticket: the person sees it in Privacidade (LGPD). */
async function logTicketRead(
  services: Services,
  operatorId: number,
  id: number,
  kind: 'support_ticket' | 'support_reply',
): Promise<void> {
  const row = await messageRow(services.db, id);
  if (row) {
    await logOperatorReads(
      services.db,
      [{ userId: row.userId, operatorId, kind, subject: OPERATOR_READ_SUBJECTS.ticket(row.id, row.subject) }],
      services.clock.now(),
    );
  }
}

export const supportOperations = defineOperations({
  supportListCategories: {
    handler: async ({ services }) => {
      const rows = await services.db
        .select({ id: supportCategories.id, name: supportCategories.name, color: supportCategories.color })
        .from(supportCategories)
        .orderBy(supportCategories.sortOrder, supportCategories.id);
      return { status: 200, body: { success: true, categories: rows } };
    },
  },

  supportListMessages: {
    invalidMessage: () => M.invalidStatus,
    handler: async ({ query, user, services }) => ({
      status: 200,
      body: {
        success: true,
        messages: await listOwnMessages(services.db, user.id, query.status, services.clock.now()),
      },
    }),
  },

  supportCreateMessage: {
    invalidMessage: createInvalidMessage,
    handler: async ({ body, user, services }) => {
      const subject = body.subject.trim();
      const content = body.content.trim();
      if (!subject || !content) {
        return { status: 400, body: { success: false, error: M.required } };
      }
      if (subject.length < SUPPORT_LIMITS.subject[0]) {
        return { status: 400, body: { success: false, error: M.subjectShort } };
      }
      if (content.length < SUPPORT_LIMITS.content[0]) {
        return { status: 400, body: { success: false, error: M.contentShort } };
      }
      const [category] = await services.db
        .select({ id: supportCategories.id })
        .from(supportCategories)
        .where(eq(supportCategories.id, body.category_id));
      if (!category) {
        return { status: 400, body: { success: false, error: M.invalidCategory } };
      }
      const wait = await overThrottle(
        services.limiter,
        `support:newMessages:${user.id}`,
        SUPPORT_THROTTLES.newMessages,
      );
      if (wait !== null) {
        return { status: 429, body: { success: false, error: M.tooManyMessages }, headers: retryAfter(wait) };
      }
      const now = services.clock.now();
      const row = await services.db.transaction((tx) =>
        openSupportMessage(tx, {
          userId: user.id,
          categoryId: category.id,
          subject,
          content,
          priority: body.priority,
          at: now,
        }),
      );
      await tellOperatorsOfNewMessage(services, row.id);
      const data = await ownMessage(services.db, user.id, row.id, now);
      if (!data) {
        throw new Error('A mensagem criada não foi encontrada.');
      }
      return { status: 201, body: { success: true, data, message: M.created } };
    },
  },

  supportGetMessage: {
    notFoundMessage: M.messageNotFound,
    handler: async ({ params, user, services }) => {
      const data = await ownMessage(services.db, user.id, params.id, services.clock.now());
      return data ? { status: 200, body: { success: true, data } } : notFound;
    },
  },

  supportRespondMessage: {
    notFoundMessage: M.messageNotFound,
    invalidMessage: replyInvalidMessage,
    handler: async ({ params, body, user, services }) => {
      const row = await messageRow(services.db, params.id);
      if (!row || row.userId !== user.id) {
        return notFound;
      }
      if (!OPEN_STATUSES.includes(row.status as (typeof OPEN_STATUSES)[number])) {
        return { status: 400, body: { success: false, error: M.archived } };
      }
      const checked = checkReply(body.content);
      if ('error' in checked) {
        return { status: 400, body: { success: false, error: checked.error } };
      }
      const wait = await overThrottle(
        services.limiter,
        `support:replies:${user.id}`,
        SUPPORT_THROTTLES.replies,
      );
      if (wait !== null) {
        return { status: 429, body: { success: false, error: M.tooManyReplies }, headers: retryAfter(wait) };
      }
      const now = services.clock.now();
      const response = await services.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(supportResponses)
          .values({
            messageId: row.id,
            authorId: user.id,
            content: checked.text,
            isInternal: false,
            createdAt: now,
          })
          .returning();
        await tx
          .update(supportMessages)
          .set({ status: row.status === 'respondida' ? 'em_analise' : row.status, updatedAt: now })
          .where(eq(supportMessages.id, row.id));
        return inserted;
      });
      if (!response) {
        throw new Error('Falha ao registrar a resposta.');
      }
      await noticeToOperators(services, {
        assignedTo: row.assignedTo,
        customerId: user.id,
        notice: {
          type: 'new_message',
          messageId: row.id,
          ...NOTICE_COPY.replyForOperators(row.subject, await displayName(services, user.id)),
        },
      });
      const data = await ownMessage(services.db, user.id, row.id, now);
      const created = data?.responses.find((item) => item.id === response.id);
      if (!created) {
        throw new Error('A resposta criada não foi encontrada.');
      }
      return { status: 200, body: { success: true, data: created } };
    },
  },

  supportResolveMessage: {
    notFoundMessage: M.messageNotFound,
    handler: async ({ params, user, services }) => {
      const row = await messageRow(services.db, params.id);
      if (!row || row.userId !== user.id) {
        return notFound;
      }
      if (row.status === 'fechada') {
        return { status: 400, body: { success: false, error: M.closed } };
      }
      const now = services.clock.now();
      if (row.status !== 'resolvida') {
        await services.db
          .update(supportMessages)
          .set({ status: 'resolvida', updatedAt: now })
          .where(eq(supportMessages.id, row.id));
        await noticeToOperators(services, {
          assignedTo: row.assignedTo,
          customerId: user.id,
          notice: {
            type: 'status_change',
            messageId: row.id,
            ...NOTICE_COPY.resolvedForOperators(row.subject, await displayName(services, user.id)),
          },
        });
      }
      const data = await ownMessage(services.db, user.id, row.id, now);
      return data ? { status: 200, body: { success: true, data, message: M.resolved } } : notFound;
    },
  },

  supportListNotifications: {
    invalidMessage: () => M.invalidUnreadOnly,
    handler: async ({ query, user, services }) => {
      const { notifications, unreadCount } = await listNotifications(
        services.db,
        user.id,
        query.unread_only === true,
      );
      return { status: 200, body: { success: true, notifications, unread_count: unreadCount } };
    },
  },

  supportMarkNotificationRead: {
    notFoundMessage: M.notificationNotFound,
    handler: async ({ params, user, services }) => {
      const notification = await markNotificationRead(services.db, user.id, params.id, services.clock.now());
      if (!notification) {
        return { status: 404, body: { success: false, error: M.notificationNotFound } };
      }
      return { status: 200, body: { success: true, notification } };
    },
  },

  supportMarkAllNotificationsRead: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: {
        success: true,
        updated: await markAllNotificationsRead(services.db, user.id, services.clock.now()),
        message: M.allRead,
      },
    }),
  },

  // The operator's side (x-sppock-superuser: the binder answers 401/403 before these run).

  supportListQueueMessages: {
    invalidMessage: () => M.invalidFilters,
    handler: async ({ query, user, services }) => {
      const queue = await listQueue(services, user.id, {
        status: query.status,
        categoryId: query.category_id,
        priority: query.priority,
        minDaysOpen: query.min_days_open,
        maxDaysOpen: query.max_days_open,
        assigned: query.assigned,
        page: query.page,
        limit: query.limit,
      });
      return {
        status: 200,
        body: {
          success: true,
          messages: queue.messages,
          total_count: queue.total,
          page: queue.page,
          has_next: queue.hasNext,
          counts: queue.counts,
        },
      };
    },
  },

  supportGetQueueMessage: {
    notFoundMessage: M.messageNotFound,
    handler: async ({ params, user, services }) => {
      const data = await queueMessage(services, params.id);
      if (!data) {
        return notFound;
      }
      await logTicketRead(services, user.id, params.id, 'support_ticket');
      return { status: 200, body: { success: true, data } };
    },
  },

  supportAnswerQueueMessage: {
    notFoundMessage: M.messageNotFound,
    invalidMessage: replyInvalidMessage,
    handler: async ({ params, body, user, services }) => {
      if (!(await messageRow(services.db, params.id))) {
        return notFound;
      }
      const checked = checkReply(body.content);
      if ('error' in checked) {
        return { status: 400, body: { success: false, error: checked.error } };
      }
      const data = await answerAsOperator(services, {
        operatorId: user.id,
        id: params.id,
        content: checked.text,
        status: body.status,
      });
      if (data) {
        await logTicketRead(services, user.id, params.id, 'support_reply');
        // A hand-off from WhatsApp (issue 31): the answer goes back to the person there too.
        services.background.run('whatsapp:operator-reply', () =>
          relayOperatorReply(services, params.id, checked.text),
        );
      }
      return data ? { status: 200, body: { success: true, data, message: M.answered } } : notFound;
    },
  },

  supportChangeQueueMessageStatus: {
    notFoundMessage: M.messageNotFound,
    invalidMessage: () => M.invalidStatus,
    handler: async ({ params, body, services }) => {
      const outcome = await changeStatus(services, { id: params.id, status: body.status });
      return outcome
        ? { status: 200, body: { success: true, data: outcome.message, message: outcome.note } }
        : notFound;
    },
  },

  supportChangeQueueMessagePriority: {
    notFoundMessage: M.messageNotFound,
    invalidMessage: () => M.invalidQueuePriority,
    handler: async ({ params, body, services }) => {
      const outcome = await changePriority(services, { id: params.id, priority: body.priority });
      return outcome
        ? { status: 200, body: { success: true, data: outcome.message, message: outcome.note } }
        : notFound;
    },
  },

  supportAssignQueueMessage: {
    notFoundMessage: M.messageNotFound,
    invalidMessage: () => M.invalidOperator,
    handler: async ({ params, body, user, services }) => {
      const outcome = await assign(services, {
        actorId: user.id,
        id: params.id,
        operatorId: body.operator_id,
      });
      if (outcome === 'not_found') {
        return notFound;
      }
      if (outcome === 'not_operator') {
        return { status: 400, body: { success: false, error: M.invalidOperator } };
      }
      return { status: 200, body: { success: true, data: outcome.message, message: outcome.note } };
    },
  },

  supportListOperators: {
    handler: async ({ services }) => ({
      status: 200,
      body: { success: true, operators: await listOperators(services) },
    }),
  },
});
