// The FAQ chatbot (spec 2 §2 "Support chatbot widget", §3, §4, §7, §8, §9) for signed-in users,
// and the anonymous visitor's session on the public pages (issue 20, a contract extension).
import { HOUR, MINUTE } from '../../clock.ts';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import { answerQuestion } from '../../modules/chatbot/answer.ts';
import { CHATBOT_MESSAGES as M } from '../../modules/chatbot/messages.ts';
import {
  activeUserSession,
  endUserSession,
  type Owner,
  openUserSession,
  openVisitorSession,
  ownedSession,
  rateExchange,
  recordExchange,
  sessionExchanges,
  toConversation,
  toSessionInfo,
} from '../../modules/chatbot/sessions.ts';
import { userPlan } from '../../modules/payer/payer.ts';
import type { PlanType } from '../../modules/payments/plans.ts';
import type { Services } from '../../services.ts';

/** Throttles: [limit, window]. */
export const CHATBOT_THROTTLES = {
  /** The contract's limit for a signed-in user. */
  userMessages: [20, MINUTE],
  visitorMessagesPerAddress: [10, MINUTE],
  visitorMessagesPerSession: [10, MINUTE],
  visitorSessionsPerAddress: [10, HOUR],
  visitorRatingsPerAddress: [30, MINUTE],
} as const satisfies Record<string, Throttle>;

type ThrottleName = keyof typeof CHATBOT_THROTTLES;

/** Counts one hit on every throttle; the longest wait in ms when one is passed, else null. */
async function throttled(
  services: Services,
  hits: [ThrottleName, string | number][],
): Promise<number | null> {
  let wait: number | null = null;
  for (const [name, key] of hits) {
    const over = await overThrottle(services.limiter, `chatbot:${name}:${key}`, CHATBOT_THROTTLES[name]);
    if (over !== null) {
      wait = Math.max(wait ?? 0, over);
    }
  }
  return wait;
}

const tooMany = (wait: number) => ({
  status: 429 as const,
  body: { success: false as const, error: M.tooMany },
  headers: retryAfter(wait),
});

function messageInvalid(issues: Issue[]): string {
  if (issues.some((issue) => issue.field === 'message' && issue.keyword === 'maxLength')) {
    return M.messageTooLong;
  }
  if (issues.some((issue) => issue.field === 'message' || issue.field === null)) {
    return M.emptyMessage;
  }
  return M.sessionRequired;
}

/** Answers, stores the exchange and returns the contract's reply. */
async function ask(
  services: Services,
  input: {
    sessionId: string;
    owner: Owner;
    message: string;
    asker: { userId: number; plan: PlanType } | null;
  },
) {
  const session = await ownedSession(services, input.sessionId, input.owner);
  if (!session) {
    return { status: 404 as const, body: { success: false as const, error: M.sessionNotFound } };
  }
  const question = input.message.trim();
  const history = await sessionExchanges(services, session.id);
  const answer = await answerQuestion(services, {
    question,
    history: history.map((row) => ({ user_message: row.userMessage, bot_response: row.botResponse })),
    asker: input.asker,
    sessionId: session.id,
  });
  const row = await recordExchange(services, session, question, answer);
  const { articleIds: _ids, ...reply } = answer;
  return { status: 200 as const, body: { ...reply, message_id: row.messageId } };
}

export const chatbotOperations = defineOperations({
  chatbotGetSessionInfo: {
    handler: async ({ user, services }) => {
      const session = await openUserSession(services, user.id, await userPlan(services, user.id));
      return { status: 200, body: toSessionInfo(session) };
    },
  },

  chatbotSendMessage: {
    invalidMessage: messageInvalid,
    handler: async ({ body, user, services }) => {
      const plan = await userPlan(services, user.id);
      if (!services.config.chatbot.plans.includes(plan)) {
        return { status: 403, body: { success: false, error: M.forbidden } };
      }
      const wait = await throttled(services, [['userMessages', user.id]]);
      if (wait !== null) {
        return tooMany(wait);
      }
      return ask(services, {
        sessionId: body.session_id,
        owner: { userId: user.id },
        message: body.message,
        asker: { userId: user.id, plan },
      });
    },
  },

  chatbotRateResponse: {
    invalidMessage: () => M.rateInvalid,
    handler: async ({ body, user, services }) => {
      const rated = await rateExchange(services, {
        messageId: body.message_id,
        isHelpful: body.is_helpful,
        owner: { userId: user.id },
      });
      return rated
        ? { status: 200, body: { success: true, message: M.rated } }
        : { status: 404, body: { success: false, error: M.rateNotFound } };
    },
  },

  chatbotEndSession: {
    handler: async ({ user, services }) => {
      await endUserSession(services, user.id);
      return { status: 200, body: { success: true, message: M.ended } };
    },
  },

  chatbotGetHistory: {
    handler: async ({ user, services }) => {
      const session = await activeUserSession(services, user.id);
      const conversations = session ? (await sessionExchanges(services, session.id)).map(toConversation) : [];
      return { status: 200, body: { success: true, session_id: session?.id ?? null, conversations } };
    },
  },

  chatbotStartVisitorSession: {
    handler: async ({ request, services }) => {
      const wait = await throttled(services, [['visitorSessionsPerAddress', request.ip]]);
      if (wait !== null) {
        return tooMany(wait);
      }
      return { status: 201, body: toSessionInfo(await openVisitorSession(services)) };
    },
  },

  chatbotVisitorSendMessage: {
    invalidMessage: messageInvalid,
    handler: async ({ body, request, services }) => {
      const wait = await throttled(services, [
        ['visitorMessagesPerAddress', request.ip],
        ['visitorMessagesPerSession', body.session_id.toLowerCase()],
      ]);
      if (wait !== null) {
        return tooMany(wait);
      }
      return ask(services, {
        sessionId: body.session_id,
        owner: { visitor: true },
        message: body.message,
        asker: null,
      });
    },
  },

  chatbotVisitorRateResponse: {
    invalidMessage: () => M.rateInvalid,
    handler: async ({ body, request, services }) => {
      const wait = await throttled(services, [['visitorRatingsPerAddress', request.ip]]);
      if (wait !== null) {
        return tooMany(wait);
      }
      const rated = await rateExchange(services, {
        messageId: body.message_id,
        isHelpful: body.is_helpful,
        owner: { visitor: true },
        sessionId: body.session_id,
      });
      return rated
        ? { status: 200, body: { success: true, message: M.rated } }
        : { status: 404, body: { success: false, error: M.rateNotFound } };
    },
  },
});
