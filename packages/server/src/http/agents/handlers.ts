// The agents domain as the account area reads it (spec 1 §2, §3, §7; spec 2 §1, §3, §7): usage
// and history, recent activities, conversations (list, export, delete), the agent catalogue and
// the access each plan gives.
import { defineOperations } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { recentActivities } from '../../modules/accounts/activities/activities.ts';
import { AGENT_CATALOG, agentOf, COMMANDER, canAccess, requiredPlan } from '../../modules/agents/catalog.ts';
import {
  deleteConversation,
  exportConversation,
  findConversation,
  listConversations,
  updateConversation,
} from '../../modules/agents/conversations.ts';
import { routingExamplesTsv } from '../../modules/agents/routing-examples.ts';
import { currentUsage, DEFAULT_HISTORY_MONTHS, usageHistory } from '../../modules/agents/usage.ts';
import { isConversationId } from '../../modules/conversations/ids.ts';
import {
  CONVERSATION_CHANGE_MESSAGES,
  conversationChange,
  conversationChangeInvalid,
} from '../../modules/conversations/titles.ts';
import { contentDisposition, deleteSessionFiles } from '../../modules/files/index.ts';
import { userPlan } from '../../modules/payer/payer.ts';

export const AGENT_MESSAGES = {
  conversationNotFound: 'Conversa não encontrada.',
  conversationDeleted: 'Conversa deletada com sucesso. Os limites de uso não foram afetados.',
  invalidMonths: 'Parâmetro months inválido: use um número de 1 a 24.',
  invalidHistorical: 'Parâmetro historical inválido: use true ou false.',
  invalidLimit: 'Parâmetro limit inválido: use um número de 1 a 50.',
  unknownAgent: 'Agente desconhecido.',
  ...CONVERSATION_CHANGE_MESSAGES,
  userNotFound: 'Usuário não encontrado.',
} as const;

const M = AGENT_MESSAGES;

export const DEFAULT_ACTIVITY_LIMIT = 5;

const usageInvalidMessage = (issues: Issue[]) => {
  if (issues.some((i) => i.field === 'agent')) {
    return M.unknownAgent;
  }
  if (issues.some((i) => i.field === 'historical')) {
    return M.invalidHistorical;
  }
  return M.invalidMonths;
};

export const agentsOperations = defineOperations({
  agentsGetUsage: {
    invalidMessage: usageInvalidMessage,
    handler: async ({ query, user, services }) => {
      if (query.historical === true) {
        const months = query.months ?? DEFAULT_HISTORY_MONTHS;
        const history = await usageHistory(services, user.id, months);
        return {
          status: 200,
          body: { success: true, historical_data: history, total_months: history.length },
        };
      }
      const usage = await currentUsage(services, user.id);
      if (!usage) {
        return { status: 401, body: { detail: M.userNotFound } };
      }
      return { status: 200, body: usage };
    },
  },

  agentsListRecentActivities: {
    invalidMessage: () => M.invalidLimit,
    handler: async ({ query, user, services }) => ({
      status: 200,
      body: {
        success: true,
        activities: await recentActivities(
          services.db,
          user.id,
          query.limit ?? DEFAULT_ACTIVITY_LIMIT,
          services.clock.now(),
        ),
      },
    }),
  },

  agentsListConversations: {
    invalidMessage: () => M.unknownAgent,
    handler: async ({ params, user, services }) => {
      const conversations = await listConversations(services.db, user.id, params.agent, services.clock.now());
      return { status: 200, body: { success: true, conversations, total: conversations.length } };
    },
  },

  agentsExportConversation: {
    notFoundMessage: M.conversationNotFound,
    handler: async ({ params, user, services }) => {
      const session = await findConversation(services.db, user.id, params.agent, params.session_id);
      if (!session) {
        return { status: 404, body: { success: false, error: M.conversationNotFound } };
      }
      return {
        status: 200,
        body: await exportConversation(services.db, session, services.clock.now()),
        headers: { 'content-disposition': `attachment; filename="conversa_${session.id}.json"` },
      };
    },
  },

  agentsExportRoutingExamples: {
    handler: async ({ user, services }) => ({
      status: 200,
      stream: new Response(await routingExamplesTsv(services.db, user.id), {
        headers: {
          'content-type': 'text/tab-separated-values; charset=utf-8',
          'content-disposition': contentDisposition('exemplos-roteamento.tsv'),
          'cache-control': 'private, no-store',
        },
      }),
    }),
  },

  agentsDeleteConversation: {
    notFoundMessage: M.conversationNotFound,
    handler: async ({ params, user, services }) => {
      const deleted = await services.db.transaction(async (tx) => {
        const session = await findConversation(tx, user.id, params.agent, params.session_id);
        return session ? deleteConversation(tx, session, services.clock.now()) : false;
      });
      if (!deleted) {
        return { status: 404, body: { success: false, error: M.conversationNotFound } };
      }
      // The conversation is gone for the user: its files leave the storage with it.
      await deleteSessionFiles({ db: services.db, storage: services.files }, params.session_id);
      return { status: 200, body: { success: true, message: M.conversationDeleted } };
    },
  },

  agentsUpdateConversation: {
    invalidMessage: (issues) =>
      !issues.some((issue) => issue.keyword === 'additionalProperties') &&
      issues.some((issue) => issue.field === 'agent')
        ? M.unknownAgent
        : conversationChangeInvalid(issues),
    handler: async ({ params, body, user, services }) => {
      const change = conversationChange(body);
      if ('error' in change) {
        return { status: 400, body: { success: false, error: change.error } };
      }
      const updated = await services.db.transaction(async (tx) => {
        const session = isConversationId(params.session_id)
          ? await findConversation(tx, user.id, params.agent, params.session_id)
          : null;
        return session ? updateConversation(tx, session, change, services.clock.now()) : null;
      });
      if (!updated) {
        return { status: 404, body: { success: false, error: M.conversationNotFound } };
      }
      return { status: 200, body: updated };
    },
  },

  agentsGetMetadata: {
    invalidMessage: () => M.unknownAgent,
    handler: async ({ params }) => ({
      status: 200,
      // The Commander answers for the whole catalogue; another agent for itself.
      body: {
        success: true,
        agents: params.agent === COMMANDER ? [...AGENT_CATALOG] : [agentOf(params.agent)],
      },
    }),
  },

  agentsListAgentApps: {
    handler: async () => ({ status: 200, body: { success: true, agents: [...AGENT_CATALOG] } }),
  },

  agentsGetAgentAppsAccess: {
    handler: async ({ user, services }) => {
      const plan = await userPlan(services, user.id);
      return {
        status: 200,
        body: {
          success: true,
          package_type: plan,
          agents: AGENT_CATALOG.map(({ agent_type }) => ({
            agent_type,
            can_access: canAccess(plan, agent_type),
            required_plan: requiredPlan(agent_type),
          })),
        },
      };
    },
  },
});
