// The chat calls (spec 2 §4, §7; issue 10 "Sessions and messages", "Streaming and stop"): the
// action endpoint of the Commander and of every agent, the per-agent session list and feedback.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineOperations, retryAfter } from '../../../contract/define.ts';
import type { BodyOf, HandlerContext, ResultOf, StreamedResult } from '../../../contract/types.ts';
import type { Issue } from '../../../contract/validation.ts';
import type { Services } from '../../../services.ts';
import { type AgentType, agentName } from '../catalog.ts';
import { deleteConversation, findConversation, startConversation } from '../conversations.ts';
import { answerAsStream, answerAtOnce } from './answer.ts';
import { limitRefusal, planState } from './limits.ts';
import { CHAT_MESSAGES as M } from './messages.ts';
import {
  findAnswer,
  listChatSessions,
  saveFeedback,
  sessionMessages,
  toChatMessage,
  toChatSession,
} from './sessions.ts';
import { type EngineOptions, isTurn, prepareTurn, type SendRequest } from './turn.ts';

type ActionResult = ResultOf<'chatPerformAction'>;
type Failure = BodyOf<'chatPerformAction', 400>;

const failure = (error: string): Failure => ({ success: false, error });

/**
 * The pt-BR message of a request the contract's schema refused. The body is a `oneOf` over the
 * actions, so the issues hold every branch's complaint: the keywords tell which one applies (an
 * unknown action fails the action enum; only send_message limits the message's length).
 */
function actionInvalidMessage(issues: Issue[]): string {
  const has = (field: string, ...keywords: string[]) =>
    issues.some((i) => i.field === field && keywords.includes(i.keyword));
  if (has('action', 'enum', 'type') || issues.some((i) => i.field === 'action' && i.keyword === 'required')) {
    return M.unknownAction;
  }
  if (has('message', 'maxLength')) {
    return M.messageTooLong;
  }
  if (has('message', 'minLength', 'pattern', 'type')) {
    return M.emptyMessage;
  }
  if (has('title', 'minLength', 'maxLength', 'type')) {
    return M.invalidTitle;
  }
  if (has('session_id', 'format', 'type', 'required')) {
    return M.missingSessionId;
  }
  return M.invalidRequest;
}

/** Fires when the client goes away before the response is complete (the stop of a stream). */
function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const abort = () => {
    if (!reply.raw.writableFinished) {
      controller.abort();
    }
  };
  reply.raw.once('close', abort);
  request.raw.once('aborted', abort);
  return controller.signal;
}

function wantsStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/.test(request.headers.accept ?? '');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The longest text field read from a multipart send (the message's own limit, with room). */
const MULTIPART_FIELD_CHARS = 20_000;

type MultipartSend =
  | { kind: 'send'; sessionId?: string; message: string }
  | { kind: 'refused'; status: 400 | 403; body: Failure };

/**
 * A multipart send (spec 2 §7): the text fields are read; a file part — document analysis, which
 * this server does not offer yet — is drained without being stored and the send is refused.
 */
async function readMultipartSend(request: FastifyRequest): Promise<MultipartSend> {
  let hadFile = false;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      hadFile = true;
      part.file.resume();
      continue;
    }
    if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (hadFile) {
    return { kind: 'refused', status: 403, body: failure(M.documentsUnavailable) };
  }
  if (fields.action !== 'send_message') {
    return { kind: 'refused', status: 400, body: failure(M.unknownAction) };
  }
  const message = fields.message ?? '';
  if (message.length > MULTIPART_FIELD_CHARS) {
    return { kind: 'refused', status: 400, body: failure(M.messageTooLong) };
  }
  if (!message.trim()) {
    return { kind: 'refused', status: 400, body: failure(M.emptyMessage) };
  }
  const sessionId = fields.session_id?.trim();
  if (sessionId && !UUID.test(sessionId)) {
    return { kind: 'refused', status: 400, body: failure(M.missingSessionId) };
  }
  return { kind: 'send', message, ...(sessionId ? { sessionId } : {}) };
}

async function sendMessage(
  ctx: HandlerContext<'chatPerformAction'>,
  request: SendRequest,
  options: EngineOptions,
): Promise<ActionResult | StreamedResult> {
  const { services } = ctx;
  const stream = wantsStream(ctx.request);
  const abortSignal = clientGone(ctx.request, ctx.reply);
  const turn = await prepareTurn(services, request, { ...options, abortSignal });
  if (!isTurn(turn)) {
    return turn.status === 429
      ? { status: 429, body: failure(turn.error), headers: retryAfter(turn.retryAfterMs) }
      : { status: turn.status, body: failure(turn.error) };
  }
  if (stream) {
    return { status: 200, stream: answerAsStream(services, turn, abortSignal) };
  }
  const answer = await answerAtOnce(services, turn, abortSignal);
  if (!answer.ok) {
    const { status, error, retryAfterSeconds } = answer.failure;
    return {
      status,
      body: failure(error),
      ...(retryAfterSeconds === undefined ? {} : { headers: retryAfter(retryAfterSeconds * 1000) }),
    };
  }
  return { status: 200, body: answer.body };
}

async function createSession(services: Services, userId: number, agent: AgentType, title: string) {
  const state = await planState(services, userId);
  const refusal = await limitRefusal(services, userId, state, { newConversation: true });
  if (refusal) {
    return { status: 403 as const, body: failure(refusal) };
  }
  const session = await startConversation(services.db, { userId, agent, title, at: services.clock.now() });
  return {
    status: 200 as const,
    body: {
      success: true as const,
      action: 'create_session' as const,
      session_id: session.id,
      title: session.title,
      message: M.sessionCreated(agentName(agent)),
    },
  };
}

/** The chat operations; `options` lets tests slow the offline stream down. */
export function createChatOperations(options: EngineOptions = {}) {
  return defineOperations({
    chatPerformAction: {
      invalidMessage: actionInvalidMessage,
      handler: async (ctx) => {
        const { params, user, services, request } = ctx;
        const agent = params.agent;
        if (request.isMultipart()) {
          const sent = await readMultipartSend(request);
          if (sent.kind === 'refused') {
            return { status: sent.status, body: sent.body };
          }
          return sendMessage(
            ctx,
            { userId: user.id, agent, sessionId: sent.sessionId, message: sent.message },
            options,
          );
        }
        const body = ctx.body;
        switch (body.action) {
          case 'list_sessions': {
            const { sessions } = await listChatSessions(services.db, user.id, agent);
            return { status: 200, body: { success: true, action: 'list_sessions', sessions } };
          }
          case 'create_session':
            return createSession(services, user.id, agent, body.title);
          case 'get_session': {
            const session = await findConversation(services.db, user.id, agent, body.session_id);
            if (!session) {
              return { status: 404, body: failure(M.sessionNotFound) };
            }
            const messages = await sessionMessages(services.db, session.id);
            return {
              status: 200,
              body: {
                success: true,
                action: 'get_session',
                session: toChatSession(session, messages.length),
                messages: messages.map(toChatMessage),
              },
            };
          }
          case 'delete_session': {
            const deleted = await services.db.transaction(async (tx) => {
              const session = await findConversation(tx, user.id, agent, body.session_id);
              return session ? deleteConversation(tx, session, services.clock.now()) : false;
            });
            if (!deleted) {
              return { status: 404, body: failure(M.sessionNotFound) };
            }
            return {
              status: 200,
              body: {
                success: true,
                action: 'delete_session',
                message: M.sessionDeleted(agentName(agent)),
                deleted_session_id: body.session_id,
              },
            };
          }
          case 'send_message': {
            const form = (body.extras as { form?: unknown } | undefined)?.form;
            return sendMessage(
              ctx,
              {
                userId: user.id,
                agent,
                sessionId: body.session_id,
                message: body.message,
                ...(form === undefined ? {} : { form }),
              },
              options,
            );
          }
          default:
            return body satisfies never;
        }
      },
    },

    chatListSessions: {
      invalidMessage: (issues) =>
        issues.some((i) => i.field === 'page') ? M.invalidPageNumber : M.invalidPage,
      handler: async ({ params, query, user, services }) => {
        const limit = query.limit ?? 20;
        const page = query.page ?? 1;
        const { sessions, total } = await listChatSessions(services.db, user.id, params.agent, {
          offset: (page - 1) * limit,
          limit,
        });
        return { status: 200, body: { success: true, sessions, total } };
      },
    },

    chatSendFeedback: {
      invalidMessage: () => M.invalidFeedback,
      notFoundMessage: M.sessionNotFound,
      handler: async ({ params, body, user, services }) => {
        const session = await findConversation(services.db, user.id, params.agent, params.session_id);
        if (!session) {
          return { status: 404, body: failure(M.sessionNotFound) };
        }
        const messageId = body.message_id ?? null;
        if (messageId && !(await findAnswer(services.db, session.id, messageId))) {
          return { status: 404, body: failure(M.messageNotFound) };
        }
        await saveFeedback(services.db, {
          sessionId: session.id,
          messageId,
          type: body.feedback_type,
          comment: body.comment?.trim() || null,
          at: services.clock.now(),
        });
        return { status: 200, body: { success: true, message: M.feedbackSent } };
      },
    },
  });
}

export const chatOperations = createChatOperations();
