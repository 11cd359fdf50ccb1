// The answer in flight of a conversation (issue 29 item 4): follow it from its first part (a
// reload, a second tab, a reconnection after a drop) and stop it from any tab, on any node. Only
// the conversation's owner; a partner site's visitor only in their own visitor conversation. A
// conversation with a custom agent (its own chat, or the Commander's send it took) is followed
// the same way: its person, while they may still use the agent.
import { and, eq } from 'drizzle-orm';
import { defineOperations } from '../../../contract/define.ts';
import type { AuthUser } from '../../../contract/types.ts';
import { COMMANDER } from '../../../modules/agents/catalog.ts';
import { CHAT_MESSAGES as M } from '../../../modules/agents/chat/messages.ts';
import { followAnswer, stopAnswer } from '../../../modules/agents/chat/resumable.ts';
import { findConversation } from '../../../modules/agents/conversations.ts';
import { agentFor, isFail } from '../../../modules/custom-agents/access.ts';
import { customAgentSessions } from '../../../modules/custom-agents/schema.ts';
import type { Services } from '../../../services.ts';

/** Whether the caller may follow or stop the session's answers: theirs, and a visitor's only their own. */
async function ownsSession(services: Services, user: AuthUser, sessionId: string): Promise<boolean> {
  const id = sessionId.toLowerCase();
  if (user.partnerVisitor && user.partnerVisitor.sessionId.toLowerCase() !== id) {
    return false;
  }
  if ((await findConversation(services.db, user.id, COMMANDER, id)) !== null) {
    return true;
  }
  const [custom] = await services.db
    .select({ agentId: customAgentSessions.agentId })
    .from(customAgentSessions)
    .where(and(eq(customAgentSessions.id, id), eq(customAgentSessions.userId, user.id)));
  if (!custom) {
    return false;
  }
  // A visitor's conversation is the one their token names (checked above), with a published agent.
  return user.partnerVisitor !== undefined || !isFail(await agentFor(services, user.id, custom.agentId));
}

const notFound = { status: 404 as const, body: { success: false as const, error: M.sessionNotFound } };

export const answerStreamOperations = defineOperations({
  agentsResumeAnswerStream: {
    notFoundMessage: M.sessionNotFound,
    handler: async ({ params, user, services, reply }) => {
      if (!(await ownsSession(services, user, params.session_id))) {
        return notFound;
      }
      // The reader leaves when its connection does; the answer goes on for the others.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const stream = await followAnswer(services, params.session_id.toLowerCase(), gone.signal);
      return stream ? { status: 200, stream } : { status: 204 };
    },
  },

  agentsStopAnswerStream: {
    notFoundMessage: M.sessionNotFound,
    handler: async ({ params, user, services }) => {
      if (!(await ownsSession(services, user, params.session_id))) {
        return notFound;
      }
      const stopped = await stopAnswer(services, params.session_id.toLowerCase());
      return { status: 200, body: { success: true, stopped } };
    },
  },
});
