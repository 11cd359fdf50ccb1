// MSW handlers of the support inbox for its stories and tests (typed from the contract): a small
// in-memory inbox, so creating, replying and resolving change what the lists show.
import type { SupportMessage, SupportNotification } from '@sppock/sdk';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';
import { SUPPORT_CATEGORIES, supportMessagesFixture, supportNotificationsFixture } from './fixtures';

export interface SupportHandlerOptions {
  /** The messages the inbox starts with. @default `supportMessagesFixture()` */
  messages?: SupportMessage[];
  /** The notifications the bell starts with. @default `supportNotificationsFixture()` */
  notifications?: SupportNotification[];
  /** How the message list answers. @default 'ok' */
  state?: FixtureState;
  /** How creating a message answers. @default 'ok' */
  create?: 'ok' | 'error' | 'invalid';
  /** How a reply answers. @default 'ok' */
  respond?: 'ok' | 'error';
}

const now = () => new Date().toISOString();

export function supportHandlers({
  messages: initialMessages = supportMessagesFixture(),
  notifications: initialNotifications = supportNotificationsFixture(),
  state = 'ok',
  create = 'ok',
  respond = 'ok',
}: SupportHandlerOptions = {}) {
  const messages = structuredClone(initialMessages);
  let notifications = structuredClone(initialNotifications);
  let nextId = 2000;
  const find = (id: number) => messages.find((message) => message.id === id);

  return [
    http.get('/api/support/categories/', ({ response }) =>
      response(200).json({ success: true, categories: SUPPORT_CATEGORIES }),
    ),
    http.get('/api/support/messages/', async ({ response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, messages });
    }),
    http.get('/api/support/messages/{id}/', ({ params, response }) => {
      const message = find(Number(params.id));
      if (!message) {
        return response(404).json({ success: false, error: 'Mensagem não encontrada.' });
      }
      return response(200).json({ success: true, data: message });
    }),
    http.post('/api/support/messages/create/', async ({ request, response }) => {
      if (create === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      if (create === 'invalid') {
        return response(400).json({ success: false, error: 'Categoria inválida.' });
      }
      const body = await request.json();
      const category =
        SUPPORT_CATEGORIES.find((item) => item.id === body.category_id) ?? SUPPORT_CATEGORIES[0]!;
      const message: SupportMessage = {
        id: nextId++,
        subject: body.subject.trim(),
        content: body.content.trim(),
        status: 'aberta',
        priority: body.priority ?? 'normal',
        category: { id: category.id, name: category.name },
        user: { first_name: 'Ana', last_name: 'Souza' },
        created_at: now(),
        updated_at: now(),
        responses: [],
        days_open: 0,
      };
      messages.unshift(message);
      return response(201).json({ success: true, data: message, message: 'Mensagem enviada com sucesso!' });
    }),
    http.post('/api/support/messages/{id}/respond/', async ({ params, request, response }) => {
      if (respond === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      const message = find(Number(params.id));
      if (!message) {
        return response(404).json({ success: false, error: 'Mensagem não encontrada.' });
      }
      const body = await request.json();
      const saved = {
        id: nextId++,
        content: body.content.trim(),
        author: { first_name: 'Ana', last_name: 'Souza' },
        is_internal: false,
        created_at: now(),
      };
      message.responses.push(saved);
      return response(200).json({ success: true, data: saved });
    }),
    http.post('/api/support/messages/{id}/resolve/', ({ params, response }) => {
      const message = find(Number(params.id));
      if (!message) {
        return response(404).json({ success: false, error: 'Mensagem não encontrada.' });
      }
      message.status = 'resolvida';
      return response(200).json({
        success: true,
        data: message,
        message: 'Mensagem marcada como resolvida.',
      });
    }),
    http.get('/api/support/notifications/', ({ query, response }) => {
      const unreadOnly = query.get('unread_only') === 'true';
      const unread = notifications.filter((item) => !item.read);
      return response(200).json({
        success: true,
        notifications: unreadOnly ? unread : notifications,
        unread_count: unread.length,
      });
    }),
    http.post('/api/support/notifications/{id}/read/', ({ params, response }) => {
      const notification = notifications.find((item) => item.id === Number(params.id));
      if (!notification) {
        return response(404).json({ success: false, error: 'Notificação não encontrada.' });
      }
      notification.read = true;
      return response(200).json({ success: true, notification });
    }),
    http.post('/api/support/notifications/read-all/', ({ response }) => {
      const updated = notifications.filter((item) => !item.read).length;
      notifications = notifications.map((item) => ({ ...item, read: true }));
      return response(200).json({
        success: true,
        updated,
        message: 'Todas as notificações foram marcadas como lidas.',
      });
    }),
  ];
}

export interface OperatorHandlerOptions {
  /** How the queue answers. @default 'ok' */
  state?: FixtureState | 'forbidden';
}

/** The operators' queue over the same fixtures, with the customers' plans and priority support. */
export function operatorHandlers({ state = 'ok' }: OperatorHandlerOptions = {}) {
  const plans = ['enterprise', 'freemium', 'professional'] as const;
  const operators = [
    { id: 1, first_name: 'Juliana', last_name: 'Ribeiro', email: 'juliana@sppock.com.br' },
    { id: 2, first_name: 'Marcos', last_name: 'Teixeira', email: 'marcos@sppock.com.br' },
  ];
  const queue = supportMessagesFixture().map((message, index) => {
    const plan = plans[index % plans.length]!;
    const category =
      SUPPORT_CATEGORIES.find((item) => item.id === message.category.id) ?? SUPPORT_CATEGORIES[0]!;
    return {
      ...message,
      category: { ...message.category, color: category.color },
      user_email: 'rafael.albuquerque@exemplo.com.br',
      package_type: plan,
      priority_support: plan !== 'freemium',
      assigned_to: index === 1 ? operators[0]! : null,
    };
  });
  const find = (id: number) => queue.find((message) => message.id === id);
  const ARCHIVED = ['resolvida', 'fechada'];
  const counts = () => ({
    aberta: queue.filter((message) => message.status === 'aberta').length,
    em_analise: queue.filter((message) => message.status === 'em_analise').length,
    respondida: queue.filter((message) => message.status === 'respondida').length,
    resolvida: queue.filter((message) => message.status === 'resolvida').length,
    fechada: queue.filter((message) => message.status === 'fechada').length,
  });
  return [
    http.get('/api/support/categories/', ({ response }) =>
      response(200).json({ success: true, categories: SUPPORT_CATEGORIES }),
    ),
    http.get('/api/support/admin/operators/', ({ response }) =>
      response(200).json({ success: true, operators }),
    ),
    http.get('/api/support/admin/messages/', async ({ query, response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      if (state === 'forbidden') {
        return response(403).json({ success: false, error: 'Acesso restrito a superusuários.' });
      }
      const status = query.get('status');
      const priority = query.get('priority');
      const messages = queue
        .filter((message) =>
          status === 'abertas'
            ? !ARCHIVED.includes(message.status)
            : status === 'arquivadas'
              ? ARCHIVED.includes(message.status)
              : !status || message.status === status,
        )
        .filter((message) => !priority || message.priority === priority)
        .sort((a, b) => Number(b.priority_support) - Number(a.priority_support));
      return response(200).json({
        success: true,
        messages,
        total_count: messages.length,
        page: 1,
        has_next: false,
        counts: counts(),
      });
    }),
    http.post('/api/support/admin/messages/{id}/respond/', async ({ params, request, response }) => {
      const message = find(Number(params.id));
      if (!message) {
        return response(404).json({ success: false, error: 'Mensagem não encontrada.' });
      }
      const body = await request.json();
      message.responses.push({
        id: Date.now(),
        content: body.content.trim(),
        author: { first_name: 'Juliana', last_name: 'Ribeiro' },
        is_internal: true,
        created_at: now(),
      });
      message.status = body.status ?? 'respondida';
      return response(200).json({ success: true, data: message, message: 'Resposta enviada ao cliente.' });
    }),
    http.post('/api/support/admin/messages/{id}/status/', async ({ params, request, response }) => {
      const message = find(Number(params.id));
      if (!message) {
        return response(404).json({ success: false, error: 'Mensagem não encontrada.' });
      }
      message.status = (await request.json()).status;
      return response(200).json({ success: true, data: message, message: 'Status atualizado.' });
    }),
    http.post('/api/support/admin/messages/{id}/priority/', async ({ params, request, response }) => {
      const message = find(Number(params.id));
      if (!message) {
        return response(404).json({ success: false, error: 'Mensagem não encontrada.' });
      }
      message.priority = (await request.json()).priority;
      return response(200).json({ success: true, data: message, message: 'Prioridade atualizada.' });
    }),
    http.post('/api/support/admin/messages/{id}/assign/', async ({ params, request, response }) => {
      const message = find(Number(params.id));
      if (!message) {
        return response(404).json({ success: false, error: 'Mensagem não encontrada.' });
      }
      const { operator_id } = await request.json();
      message.assigned_to = operators.find((operator) => operator.id === operator_id) ?? null;
      return response(200).json({ success: true, data: message, message: 'Responsável atualizado.' });
    }),
  ];
}
