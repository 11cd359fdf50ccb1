// The chat calls (spec 2 §4, §7; issue 10 "Sessions and messages", "Streaming and stop"): the
// action endpoint of the Commander and of every agent, the per-agent session list and feedback.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { defineOperations } from '../../../contract/define.ts';
import { ApiError } from '../../../contract/errors.ts';
import type { BodyOf, HandlerContext, ResultOf, StreamedResult } from '../../../contract/types.ts';
import type { Issue } from '../../../contract/validation.ts';
import { clientGone } from '../../../infra/client-gone.ts';
import { type AgentType, agentName } from '../../../modules/agents/catalog.ts';
import {
  agentRefusal,
  limitRefusal,
  planState,
  startWithinConversationLimit,
} from '../../../modules/agents/chat/limits.ts';
import { CHAT_MESSAGES as M } from '../../../modules/agents/chat/messages.ts';
import { sendChatMessage } from '../../../modules/agents/chat/send.ts';
import {
  findAnswer,
  listChatSessions,
  saveFeedback,
  selectBranch,
  sessionMessages,
  toChatMessage,
  toChatSession,
} from '../../../modules/agents/chat/sessions.ts';
import type { EngineOptions, SendRequest } from '../../../modules/agents/chat/turn.ts';
import {
  type ChatSessionRow,
  deleteConversation,
  findConversation,
  startConversation,
} from '../../../modules/agents/conversations.ts';
import {
  deleteSessionFiles,
  discardUpload,
  documentAnalysisAllowed,
  FILES_MESSAGES,
  type SpooledUpload,
  spoolUpload,
} from '../../../modules/files/index.ts';
import { userPlan } from '../../../modules/payer/payer.ts';
import { PLAN_LABELS } from '../../../modules/payments/plans.ts';
import type { Services } from '../../../services.ts';

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
  // Only send_message has these fields: their issues name the field whatever the other branches say.
  if (issues.some((i) => i.field === 'location')) {
    return M.invalidLocation;
  }
  if (has('extras', 'type')) {
    return M.invalidExtras;
  }
  if (issues.some((i) => i.field === 'choice')) {
    return M.invalidChoice;
  }
  if (issues.some((i) => i.field === 'instead_of')) {
    return M.invalidInsteadOf;
  }
  if (issues.some((i) => i.field === 'edit_of')) {
    return M.invalidEditOf;
  }
  if (issues.some((i) => i.field === 'regenerate_of')) {
    return M.invalidRegenerateOf;
  }
  if (has('session_id', 'format', 'type', 'required')) {
    return M.missingSessionId;
  }
  return M.invalidRequest;
}

function wantsStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/.test(request.headers.accept ?? '');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The longest text field read from a multipart send (the message's own limit, with room). */
const MULTIPART_FIELD_CHARS = 20_000;

type MultipartSend =
  | { kind: 'send'; sessionId?: string; message: string; location?: string; upload: SpooledUpload | null }
  | { kind: 'refused'; status: 400 | 403 | 413 | 415; body: Failure };

function refused(status: 400 | 403 | 413 | 415, error: string): MultipartSend {
  return { kind: 'refused', status, body: failure(error) };
}

/**
 * The parts of a multipart body, and whether an error came from the multipart parser itself (no
 * or a wrong boundary, a truncated body, a malformed part header): the caller's malformed body, a
 * 400, told apart from a failure of ours (storage, database), which stays a 500. The parser's
 * errors are plain `Error`s, thrown by the part iterator or left on a file part's stream (`errored`).
 */
function parserFailures(request: FastifyRequest) {
  const thrown = new WeakSet<object>();
  const files: Readable[] = [];
  return {
    async *parts() {
      const iterator = request.parts()[Symbol.asyncIterator]();
      while (true) {
        let next: Awaited<ReturnType<typeof iterator.next>>;
        try {
          next = await iterator.next();
        } catch (error) {
          if (typeof error === 'object' && error !== null) {
            thrown.add(error);
          }
          throw error;
        }
        if (next.done) {
          return;
        }
        if (next.value.type === 'file') {
          files.push(next.value.file);
        }
        yield next.value;
      }
    },
    failed: (error: unknown) =>
      typeof error === 'object' &&
      error !== null &&
      (thrown.has(error) || files.some((file) => file.errored === error)),
  };
}

/**
 * A multipart send (spec 2 §7): the text fields, and at most one file. The file is document
 * analysis, a Pro and Enterprise feature: a Free user's file is drained without a byte kept and
 * the send refused naming the plan. Otherwise it is spooled as it arrives (counted, sniffed:
 * 413, 415) and stored once every check of the send has passed.
 */
async function readMultipartSend(
  request: FastifyRequest,
  services: Services,
  userId: number,
): Promise<MultipartSend> {
  let upload: SpooledUpload | null = null;
  let refusal: { status: 400 | 403; error: string } | null = null;
  const fields: Record<string, string> = {};
  const parser = parserFailures(request);
  try {
    for await (const part of parser.parts()) {
      if (part.type !== 'file') {
        // Cut at MULTIPART_FIELD_BYTES by the parser: refused, never read as if it were whole.
        if (part.valueTruncated) {
          refusal ??= {
            status: 400,
            error: part.fieldname === 'message' ? M.messageTooLong : M.fieldTooLong,
          };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (refusal || upload) {
        part.file.resume();
        refusal ??= { status: 400, error: M.oneFileOnly };
        continue;
      }
      const { plan } = await planState(services, userId);
      if (!documentAnalysisAllowed(plan)) {
        part.file.resume();
        refusal = { status: 403, error: FILES_MESSAGES.planRequired(PLAN_LABELS.professional) };
        continue;
      }
      upload = await spoolUpload(
        { storage: services.files },
        { filename: part.filename, stream: part.file, truncated: () => part.file.truncated },
      );
    }
  } catch (error) {
    if (upload) {
      await discardUpload(upload);
    }
    if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
      return refused(error.status as 400 | 413 | 415, error.message);
    }
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return refused(413, FILES_MESSAGES.tooLarge);
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      return refused(400, M.tooManyFields);
    }
    if (parser.failed(error)) {
      return refused(400, M.malformedMultipart);
    }
    throw error;
  }
  const fail = async (status: 400 | 403, error: string) => {
    if (upload) {
      await discardUpload(upload);
    }
    return refused(status, error);
  };
  if (refusal) {
    return fail(refusal.status, refusal.error);
  }
  if (fields.action !== 'send_message') {
    return fail(400, M.unknownAction);
  }
  const message = fields.message ?? '';
  if (message.length > MULTIPART_FIELD_CHARS) {
    return fail(400, M.messageTooLong);
  }
  if (!message.trim()) {
    return fail(400, upload ? M.missingInstruction : M.emptyMessage);
  }
  const sessionId = fields.session_id?.trim();
  if (sessionId && !UUID.test(sessionId)) {
    return fail(400, M.missingSessionId);
  }
  return {
    kind: 'send',
    message,
    upload,
    ...(sessionId ? { sessionId } : {}),
    ...(fields.location ? { location: fields.location } : {}),
  };
}

/** A send through the one chat path, streamed when the client accepts an event stream. */
function sendMessage(
  ctx: HandlerContext<'chatPerformAction'>,
  request: SendRequest,
  options: EngineOptions,
): Promise<ActionResult | StreamedResult> {
  return sendChatMessage(
    ctx.services,
    // The caller as authenticated: the profile in the prompt comes from the row it was read with.
    { ...request, caller: ctx.user },
    { stream: wantsStream(ctx.request), abortSignal: clientGone(ctx.request, ctx.reply) },
    options,
  );
}

/** A conversation as the chat reads it: the session and the messages of the branch shown. */
function sessionRead(session: ChatSessionRow, messages: Parameters<typeof toChatMessage>[0][]) {
  return {
    status: 200 as const,
    body: {
      success: true as const,
      action: 'get_session' as const,
      session: toChatSession(session, messages.length),
      messages: messages.map(toChatMessage),
    },
  };
}

/** The user's own conversation with an agent of their plan: the 403 or 404 otherwise. */
async function ownSessionInPlan(services: Services, userId: number, agent: AgentType, sessionId: string) {
  const notInPlan = agentRefusal(await userPlan(services, userId), agent);
  if (notInPlan) {
    return { ok: false as const, refused: { status: 403 as const, body: failure(notInPlan) } };
  }
  const session = await findConversation(services.db, userId, agent, sessionId);
  return session
    ? { ok: true as const, session }
    : { ok: false as const, refused: { status: 404 as const, body: failure(M.sessionNotFound) } };
}

async function createSession(services: Services, userId: number, agent: AgentType, title: string) {
  const state = await planState(services, userId);
  const refusal = await limitRefusal(services, userId, state, { newConversation: true });
  if (refusal) {
    return { status: 403 as const, body: failure(refusal) };
  }
  const started = await startWithinConversationLimit(services, state, (tx) =>
    startConversation(tx, { userId, agent, title, at: services.clock.now() }),
  );
  if ('refusal' in started) {
    return { status: 403 as const, body: failure(started.refusal) };
  }
  const session = started.started;
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
          const sent = await readMultipartSend(request, services, user.id);
          if (sent.kind === 'refused') {
            return { status: sent.status, body: sent.body };
          }
          return sendMessage(
            ctx,
            {
              userId: user.id,
              agent,
              sessionId: sent.sessionId,
              message: sent.message,
              upload: sent.upload,
              location: sent.location,
            },
            options,
          );
        }
        const body = ctx.body;
        // A send is checked with the rest of its turn; deleting one's own conversation stays open.
        if (body.action !== 'send_message' && body.action !== 'delete_session') {
          const notInPlan = agentRefusal(await userPlan(services, user.id), agent);
          if (notInPlan) {
            return { status: 403, body: failure(notInPlan) };
          }
        }
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
            return sessionRead(session, await sessionMessages(services.db, session));
          }
          case 'delete_session': {
            const deleted = await services.db.transaction(async (tx) => {
              const session = await findConversation(tx, user.id, agent, body.session_id);
              return session ? deleteConversation(tx, session, services.clock.now()) : false;
            });
            if (!deleted) {
              return { status: 404, body: failure(M.sessionNotFound) };
            }
            // The conversation is gone for the user: its files leave the storage with it.
            await deleteSessionFiles({ db: services.db, storage: services.files }, body.session_id);
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
                // A visitor's session_id was checked against their token (any case): theirs as reserved.
                sessionId: user.partnerVisitor?.sessionId ?? body.session_id,
                message: body.message,
                location: body.location,
                partner: user.partnerVisitor,
                ...(form === undefined ? {} : { form }),
                ...(body.choice
                  ? { choice: { questionId: body.choice.question_id, agent: body.choice.agent } }
                  : {}),
                ...(body.instead_of ? { insteadOf: body.instead_of } : {}),
                ...(body.edit_of ? { editOf: body.edit_of } : {}),
                ...(body.regenerate_of ? { regenerateOf: body.regenerate_of } : {}),
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
        const notInPlan = agentRefusal(await userPlan(services, user.id), params.agent);
        if (notInPlan) {
          return { status: 403, body: failure(notInPlan) };
        }
        const limit = query.limit ?? 20;
        const page = query.page ?? 1;
        const { sessions, total } = await listChatSessions(services.db, user.id, params.agent, {
          offset: (page - 1) * limit,
          limit,
        });
        return { status: 200, body: { success: true, sessions, total } };
      },
    },

    chatSelectBranch: {
      invalidMessage: () => M.invalidBranchMessage,
      notFoundMessage: M.sessionNotFound,
      handler: async ({ params, body, user, services }) => {
        const owned = await ownSessionInPlan(services, user.id, params.agent, params.session_id);
        if (!owned.ok) {
          return owned.refused;
        }
        const messages = await selectBranch(services.db, owned.session, body.message_id);
        if (!messages) {
          return { status: 404, body: failure(M.messageNotFound) };
        }
        return sessionRead(owned.session, messages);
      },
    },

    chatSendFeedback: {
      invalidMessage: () => M.invalidFeedback,
      notFoundMessage: M.sessionNotFound,
      handler: async ({ params, body, user, services }) => {
        const owned = await ownSessionInPlan(services, user.id, params.agent, params.session_id);
        if (!owned.ok) {
          return owned.refused;
        }
        const { session } = owned;
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
