// The operator console, Queue Manager (spec 3 §2, §3, §7 "Operator dashboard"): superusers only
// (the binder answers 401/403 from `x-sppock-superuser` before a handler runs). Every figure
// comes from the server's own records: queue figures, metering, the model catalogue.
import { defineOperations } from '../../contract/define.ts';
import {
  limitFigures,
  CONSOLE_MESSAGES as M,
  modelsByProvider,
  pricing,
  rateLimits,
  setModelLimits,
} from '../../modules/console/models.ts';
import { queueStats } from '../../modules/console/queue.ts';
import { agentRunHistory, monthOf, tokenUsageByAgent, usageByModel } from '../../modules/console/reports.ts';
import { DEFAULT_QUALITY_WEEKS, routingQuality } from '../../modules/console/routing-quality.ts';
import { logOperatorReads, OPERATOR_READ_SUBJECTS } from '../../modules/privacy/operator-reads.ts';
import type { Services } from '../../services.ts';

/** The run history shows people's conversation titles: each person shown gets the read in Privacidade. */
async function logHistoryReads(
  services: Services,
  operatorId: number,
  userIds: readonly number[],
): Promise<void> {
  await logOperatorReads(
    services.db,
    userIds.map((userId) => ({
      userId,
      operatorId,
      kind: 'console_usage_history' as const,
      subject: OPERATOR_READ_SUBJECTS.usageHistory,
    })),
    services.clock.now(),
  );
}

export const consoleOperations = defineOperations({
  consoleGetQueueStats: {
    handler: async ({ services }) => ({
      status: 200,
      body: { success: true, stats: await queueStats(services) },
    }),
  },

  consoleListLlmModels: {
    handler: async ({ services }) => ({
      status: 200,
      body: { success: true, models_by_provider: (await modelsByProvider(services)) as never },
    }),
  },

  consoleGetOpenaiRateLimits: {
    invalidMessage: () => M.invalidModel,
    notFoundMessage: M.modelNotFound,
    handler: async ({ query, services }) => {
      const limits = await rateLimits(services, 'openai', query.model);
      return limits
        ? { status: 200, body: { success: true, limits } }
        : { status: 404, body: { success: false, error: M.modelNotFound } };
    },
  },

  consoleGetGeminiRateLimits: {
    invalidMessage: () => M.invalidModel,
    notFoundMessage: M.modelNotFound,
    handler: async ({ query, services }) => {
      const limits = await rateLimits(services, 'gemini', query.model);
      return limits
        ? { status: 200, body: { success: true, limits } }
        : { status: 404, body: { success: false, error: M.modelNotFound } };
    },
  },

  consoleListModelRateLimits: {
    handler: async ({ services }) => ({
      status: 200,
      body: { success: true, limits: (await rateLimits(services, null)) ?? {} },
    }),
  },

  consoleSetModelLimits: {
    invalidMessage: () => M.invalidLimits,
    notFoundMessage: M.modelNotFound,
    handler: async ({ params, body, services }) => {
      const row = await setModelLimits(
        services.db,
        services.db,
        params.model,
        {
          requestsPerMinute: body.requests_per_minute,
          tokensPerMinute: body.tokens_per_minute,
          requestsPerDay: body.requests_per_day,
          tokensPerDay: body.tokens_per_day,
          tier: body.tier,
        },
        services.clock.now(),
      );
      if (!row) {
        return { status: 404, body: { success: false, error: M.modelNotFound } };
      }
      return {
        status: 200,
        body: { success: true, model: row.model, limits: await limitFigures(services, row) },
      };
    },
  },

  consoleListAgentUsageHistory: {
    invalidMessage: () => M.invalidPaging,
    handler: async ({ query, user, services }) => {
      if (query.all === true) {
        const { total, runs, userIds } = await agentRunHistory(services.db, 'all');
        await logHistoryReads(services, user.id, userIds);
        return {
          status: 200,
          body: {
            success: true,
            sessions: runs,
            total_count: total,
            page: 1,
            limit: total,
            has_next: false,
            has_previous: false,
          },
        };
      }
      const page = query.page ?? 1;
      const limit = query.limit ?? 10;
      const { total, runs, userIds } = await agentRunHistory(services.db, {
        offset: (page - 1) * limit,
        limit,
      });
      await logHistoryReads(services, user.id, userIds);
      return {
        status: 200,
        body: {
          success: true,
          sessions: runs,
          total_count: total,
          page,
          limit,
          has_next: page * limit < total,
          has_previous: page > 1,
        },
      };
    },
  },

  consoleGetAgentTokenUsage: {
    invalidMessage: () => M.invalidMonth,
    handler: async ({ query, services }) => {
      const month = query.month ?? monthOf(services.clock.now());
      const usage = await tokenUsageByAgent(services.db, month);
      return {
        status: 200,
        body: { success: true, month, data_source: 'immutable', ...usage },
      };
    },
  },

  consoleGetRoutingQuality: {
    invalidMessage: () => M.invalidWeeks,
    handler: async ({ query, services }) => ({
      status: 200,
      body: await routingQuality(services.db, query.weeks ?? DEFAULT_QUALITY_WEEKS, services.clock.now()),
    }),
  },

  consoleGetLlmModelUsage: {
    invalidMessage: () => M.invalidMonth,
    handler: async ({ query, services }) => {
      const month = query.month ?? monthOf(services.clock.now());
      const { dataSource, ...usage } = await usageByModel(services.db, month);
      return {
        status: 200,
        body: { success: true, month, data_source: dataSource, ...usage },
      };
    },
  },

  consoleGetApiPricing: {
    handler: async ({ services }) => {
      const data = await pricing(services.db);
      if (!data) {
        throw new Error('Câmbio USD/BRL ausente do banco: rode npm run sppock -- migrate.');
      }
      return { status: 200, body: { success: true, data } };
    },
  },
});
