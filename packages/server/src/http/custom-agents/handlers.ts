// Custom agents of the Enterprise plan (issue 21): the owner of the team (or a member the owner
// allows, for the agents they create) creates, edits, deletes, exports and imports them and gives
// them knowledge documents; the team chats with the ones shared with it, and the Commander routes
// a matching request to one. Another team's ids: 404.
import { defineOperations } from '../../contract/define.ts';
import { clientGone } from '../../infra/client-gone.ts';
import { recordedAnswer } from '../../modules/agents/chat/resumable.ts';
import { conversationChange, conversationChangeInvalid } from '../../modules/conversations/titles.ts';
import { agentFor, creatorAccess, isFail, teamAccess } from '../../modules/custom-agents/access.ts';
import {
  agentView,
  createAgent,
  deleteAgent,
  exportOf,
  listViews,
  updateAgent,
  usableAgents,
} from '../../modules/custom-agents/agents.ts';
import {
  answerCustomTurn,
  type CustomChatOptions,
  customAnswerParts,
  prepareCustomTurn,
} from '../../modules/custom-agents/chat.ts';
import { addDocument, deleteDocument } from '../../modules/custom-agents/knowledge.ts';
import { CUSTOM_AGENT_MESSAGES as M } from '../../modules/custom-agents/messages.ts';
import { routeToCustomAgent } from '../../modules/custom-agents/routing.ts';
import {
  deleteSession,
  ownSession,
  ownSessions,
  selectSessionBranch,
  sessionDetail,
  updateSession,
} from '../../modules/custom-agents/sessions.ts';
import { routeMessage } from '../../modules/routing/index.ts';

/** The operations; `options` lets tests read pages from their loopback server. */
export function createCustomAgentsOperations(options: CustomChatOptions = {}) {
  return defineOperations({
    customAgentsList: {
      handler: async ({ user, services }) => {
        const access = await teamAccess(services, user.id);
        if (isFail(access)) {
          return access;
        }
        return { status: 200, body: { success: true, agents: await listViews(services, access) } };
      },
    },
    customAgentsCreate: {
      handler: async ({ user, services, body }) => {
        const access = await creatorAccess(services, user.id);
        if (isFail(access)) {
          return access;
        }
        const row = await createAgent(services, access, body);
        if (isFail(row)) {
          return row;
        }
        return {
          status: 201,
          body: {
            success: true,
            message: M.created(row.name),
            agent: await agentView(services, row, access),
          },
        };
      },
    },
    customAgentsImport: {
      handler: async ({ user, services, body }) => {
        const access = await creatorAccess(services, user.id);
        if (isFail(access)) {
          return access;
        }
        const row = await createAgent(services, access, body.agent);
        if (isFail(row)) {
          return row;
        }
        return {
          status: 201,
          body: {
            success: true,
            message: M.imported(row.name),
            agent: await agentView(services, row, access),
          },
        };
      },
    },
    customAgentsRoute: {
      handler: async ({ user, services, body }) => {
        const access = await teamAccess(services, user.id);
        if (isFail(access)) {
          return access;
        }
        const custom = routeToCustomAgent(body.message, await usableAgents(services, access));
        const builtIn = routeMessage(body.message);
        // The router's own pick wins when it is surer than the custom agent's match.
        if (!custom || (builtIn.agent !== 'chatsppock' && builtIn.confidence > custom.confidence)) {
          return {
            status: 200,
            body: {
              success: true,
              agent_id: null,
              agent_name: null,
              confidence: custom?.confidence ?? 0,
              intent: M.noIntent,
              routing_message: M.notRouted,
            },
          };
        }
        return {
          status: 200,
          body: {
            success: true,
            agent_id: custom.agent.id,
            agent_name: custom.agent.name,
            confidence: custom.confidence,
            intent: M.intent(custom.agent.name),
            routing_message: M.routed(custom.agent.name),
          },
        };
      },
    },
    customAgentsGet: {
      handler: async ({ user, services, params }) => {
        const found = await agentFor(services, user.id, params.id);
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        return { status: 200, body: { success: true, agent: await agentView(services, row, access) } };
      },
    },
    customAgentsUpdate: {
      handler: async ({ user, services, params, body }) => {
        const found = await agentFor(services, user.id, params.id, { edit: true });
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        const updated = await updateAgent(services, row, body);
        if (isFail(updated)) {
          return updated;
        }
        return {
          status: 200,
          body: {
            success: true,
            message: M.saved(updated.name),
            agent: await agentView(services, updated, access),
          },
        };
      },
    },
    customAgentsDelete: {
      handler: async ({ user, services, params }) => {
        const found = await agentFor(services, user.id, params.id, { edit: true });
        if (isFail(found)) {
          return found;
        }
        const { row } = found;
        await deleteAgent(services, row);
        return { status: 200, body: { success: true, message: M.deleted(row.name) } };
      },
    },
    customAgentsExport: {
      handler: async ({ user, services, params }) => {
        const found = await agentFor(services, user.id, params.id, { edit: true });
        if (isFail(found)) {
          return found;
        }
        const { row } = found;
        return { status: 200, body: exportOf(row) };
      },
    },
    customAgentsAddDocument: {
      handler: async ({ user, services, params, body }) => {
        const found = await agentFor(services, user.id, params.id, { edit: true });
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        const document = await addDocument(services, row, body);
        if (isFail(document)) {
          return document;
        }
        return {
          status: 201,
          body: {
            success: true,
            message: M.documentAdded(document.filename),
            agent: await agentView(services, row, access),
          },
        };
      },
    },
    customAgentsDeleteDocument: {
      handler: async ({ user, services, params }) => {
        const found = await agentFor(services, user.id, params.id, { edit: true });
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        const document = await deleteDocument(services, row, params.document_id);
        if (isFail(document)) {
          return document;
        }
        return {
          status: 200,
          body: {
            success: true,
            message: M.documentDeleted(document.filename),
            agent: await agentView(services, row, access),
          },
        };
      },
    },
    customAgentsListSessions: {
      handler: async ({ user, services, params }) => {
        const found = await agentFor(services, user.id, params.id);
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        return { status: 200, body: { success: true, sessions: await ownSessions(services, access, row) } };
      },
    },
    customAgentsGetSession: {
      handler: async ({ user, services, params }) => {
        const found = await agentFor(services, user.id, params.id);
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        const session = await ownSession(services, access, row, params.session_id);
        if (isFail(session)) {
          return session;
        }
        return { status: 200, body: await sessionDetail(services, session) };
      },
    },
    customAgentsUpdateSession: {
      invalidMessage: conversationChangeInvalid,
      handler: async ({ user, services, params, body }) => {
        const change = conversationChange(body);
        if ('error' in change) {
          return { status: 400, body: { success: false, error: change.error } };
        }
        const found = await agentFor(services, user.id, params.id);
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        const session = await ownSession(services, access, row, params.session_id);
        if (isFail(session)) {
          return session;
        }
        return {
          status: 200,
          body: { success: true, session: await updateSession(services, session, change) },
        };
      },
    },
    customAgentsDeleteSession: {
      handler: async ({ user, services, params }) => {
        const found = await agentFor(services, user.id, params.id);
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        const session = await ownSession(services, access, row, params.session_id);
        if (isFail(session)) {
          return session;
        }
        await deleteSession(services, session);
        return { status: 200, body: { success: true, message: M.sessionDeleted } };
      },
    },
    customAgentsSelectBranch: {
      invalidMessage: () => M.invalidBranchMessage,
      handler: async ({ user, services, params, body }) => {
        const found = await agentFor(services, user.id, params.id);
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        const session = await ownSession(services, access, row, params.session_id);
        if (isFail(session)) {
          return session;
        }
        const shown = await selectSessionBranch(services, session, body.message_id);
        return isFail(shown) ? shown : { status: 200, body: shown };
      },
    },
    customAgentsChat: {
      handler: async ({ user, services, params, body, request, reply }) => {
        const found = await agentFor(services, user.id, params.id);
        if (isFail(found)) {
          return found;
        }
        const { access, row } = found;
        const turn = await prepareCustomTurn(
          services,
          access,
          row,
          {
            message: body.message,
            sessionId: body.session_id,
            editOf: body.edit_of,
            regenerateOf: body.regenerate_of,
          },
          options,
        );
        if (isFail(turn)) {
          return turn;
        }
        if (/\btext\/event-stream\b/.test(request.headers.accept ?? '')) {
          // Recorded as the Commander's answers are: a reload or another tab follows it, Stop ends it.
          const stream = await recordedAnswer(
            services,
            {
              sessionId: turn.session.id,
              streamId: turn.answerId,
              fallbackStop: clientGone(request, reply),
            },
            (stopSignal) => customAnswerParts(services, turn, stopSignal),
          );
          return { status: 200, stream };
        }
        const answer = await answerCustomTurn(services, turn);
        if (isFail(answer)) {
          return answer;
        }
        return {
          status: 200,
          body: {
            success: true,
            session_id: answer.sessionId,
            agent_id: row.id,
            agent_name: row.name,
            answer: answer.answer,
            citations: answer.citations,
            offline: answer.offline,
          },
        };
      },
    },
  });
}

export const customAgentsOperations = createCustomAgentsOperations();
