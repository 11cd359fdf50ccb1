// The assessments domain (spec 3 §2-§9, spec 1 §8 "Assessment list"): the catalogue of tests,
// Roda da Vida, MBTI and IGTA with their history. Every session call is scoped to the caller;
// another user's id answers as a session that does not exist.
import { defineOperations } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { findAgent, listAgents } from '../../modules/assessments/catalogue.ts';
import {
  optionalText,
  orFail,
  removeSession,
  saveFeedback,
  sessionDetail,
  sessionHistory,
} from '../../modules/assessments/common.ts';
import { analyzeIgta, igtaAnalytics } from '../../modules/assessments/igta.ts';
import { submitMbti } from '../../modules/assessments/mbti.ts';
import { ASSESSMENT_MESSAGES as M } from '../../modules/assessments/messages.ts';
import { igtaQuestionSet } from '../../modules/assessments/questions/igta.ts';
import { mbtiQuestionGroups } from '../../modules/assessments/questions/mbti.ts';
import { rodaQuestions, startAssessment, submitRoda } from '../../modules/assessments/rodavida.ts';
import { toContractSession } from '../../modules/assessments/sessions.ts';

const startInvalid = () => M.invalidTitle;

const rodaSubmitInvalid = (issues: Issue[]) => {
  const responses = issues.filter((i) => i.field === 'responses');
  if (responses.some((i) => ['minimum', 'maximum', 'type'].includes(i.keyword))) {
    return M.invalidScores;
  }
  if (responses.some((i) => ['additionalProperties', 'propertyNames', 'enum'].includes(i.keyword))) {
    return M.unknownArea;
  }
  if (responses.length > 0) {
    return M.noAreas;
  }
  return undefined;
};

const mbtiSubmitInvalid = (issues: Issue[]) => {
  const responses = issues.filter((i) => i.field === 'responses');
  if (responses.some((i) => i.keyword === 'minProperties' || i.keyword === 'required')) {
    return M.mbtiIncomplete;
  }
  if (responses.length > 0) {
    return M.mbtiValues;
  }
  return undefined;
};

const igtaAnalyzeInvalid = (issues: Issue[]) => {
  if (issues.some((i) => i.field === 'responses' && i.keyword === 'maxLength')) {
    return M.igtaTooLong;
  }
  if (issues.some((i) => i.field === 'responses' && i.keyword === 'maxItems')) {
    return M.igtaTooManyAnswers;
  }
  if (
    issues.some((i) => i.field === 'responses' && (i.keyword === 'minProperties' || i.keyword === 'required'))
  ) {
    return M.igtaEmpty;
  }
  if (issues.some((i) => i.field === 'company' || i.field === 'department' || i.field === 'position')) {
    return M.igtaCompany;
  }
  if (issues.some((i) => i.field === 'employee_count')) {
    return M.igtaEmployees;
  }
  return undefined;
};

const feedbackInvalid = (issues: Issue[]) =>
  issues.some((i) => i.field === 'comment') ? M.invalidComment : M.invalidRating;

const notFound = { status: 404 as const, body: { success: false as const, error: M.sessionNotFound } };
const deleted = { status: 200 as const, body: { success: true as const, message: M.deleted } };
const feedbackSaved = { status: 200 as const, body: { success: true as const, message: M.feedbackSaved } };

export const assessmentsOperations = defineOperations({
  // Catalogue (spec 1 §8, spec 3 §7 "Assessment list").
  assessmentsListAgents: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: {
        success: true,
        assessments: await orFail(services, M.listFailed, () => listAgents(services, user.id)),
      },
    }),
  },
  assessmentsGetAgent: {
    notFoundMessage: M.agentNotFound,
    handler: async ({ params, user, services }) => {
      const assessment = await orFail(services, M.listFailed, () => findAgent(services, user.id, params.id));
      return assessment
        ? { status: 200, body: { success: true, assessment } }
        : { status: 404, body: { success: false, error: M.agentNotFound } };
    },
  },
  assessmentsListActiveAgents: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: {
        success: true,
        assessments: await orFail(services, M.listFailed, () =>
          listAgents(services, user.id, (row) => row.status === 'active' || row.status === 'new'),
        ),
      },
    }),
  },
  assessmentsListAgentsByCategory: {
    invalidMessage: () => M.invalidCategory,
    handler: async ({ query, user, services }) => ({
      status: 200,
      body: {
        success: true,
        category: query.category,
        assessments: await orFail(services, M.listFailed, () =>
          listAgents(services, user.id, (row) => row.category === query.category),
        ),
      },
    }),
  },
  assessmentsListAgentsByStatus: {
    invalidMessage: () => M.invalidStatus,
    handler: async ({ query, user, services }) => ({
      status: 200,
      body: {
        success: true,
        status: query.status,
        assessments: await orFail(services, M.listFailed, () =>
          listAgents(services, user.id, (row) => row.status === query.status),
        ),
      },
    }),
  },

  // Roda da Vida (spec 3 §7 prefix /api/assessment/rodavida/api/).
  assessmentsStartRodaDaVida: {
    invalidMessage: startInvalid,
    handler: async ({ body, user, services }) => ({
      status: 201,
      body: {
        success: true,
        session_id: await startAssessment(services, user.id, 'rodavida', body?.title),
        message: M.started,
      },
    }),
  },
  assessmentsGetRodaDaVidaQuestions: {
    handler: async () => ({ status: 200, body: { success: true, questions: rodaQuestions() } }),
  },
  assessmentsSubmitRodaDaVida: {
    invalidMessage: rodaSubmitInvalid,
    handler: async ({ body, user, services }) => {
      const done = await submitRoda(
        services,
        user.id,
        body.session_id,
        body.responses as Record<string, number[]>,
      );
      return {
        status: 200,
        body: {
          success: true,
          session_id: done.sessionId,
          assessment_result: done.report,
          analysis_data: done.result,
          tokens_used: done.tokens,
        },
      };
    },
  },
  assessmentsListRodaDaVidaSessions: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: await sessionHistory(services, user.id, 'rodavida'),
    }),
  },
  assessmentsDeleteRodaDaVidaSession: {
    notFoundMessage: M.sessionNotFound,
    handler: async ({ params, user, services }) =>
      (await removeSession(services, user.id, 'rodavida', params.id)) ? deleted : notFound,
  },
  assessmentsSaveRodaDaVidaFeedback: {
    notFoundMessage: M.sessionNotFound,
    invalidMessage: feedbackInvalid,
    handler: async ({ params, body, user, services }) =>
      (await saveFeedback(services, user.id, 'rodavida', params.id, {
        rating: body.rating,
        comment: optionalText(body.comment),
      }))
        ? feedbackSaved
        : notFound,
  },

  // MBTI (spec 3 §7 prefix /api/assessment/mbti/api/).
  assessmentsStartMbti: {
    invalidMessage: startInvalid,
    handler: async ({ body, user, services }) => ({
      status: 201,
      body: {
        success: true,
        session_id: await startAssessment(services, user.id, 'mbti', body?.title),
        message: M.started,
        questions: mbtiQuestionGroups(),
      },
    }),
  },
  assessmentsGetMbtiQuestions: {
    handler: async () => ({ status: 200, body: { success: true, questions: mbtiQuestionGroups() } }),
  },
  assessmentsSubmitMbti: {
    invalidMessage: mbtiSubmitInvalid,
    handler: async ({ body, user, services }) => {
      const done = await submitMbti(services, user.id, body.session_id, body.responses);
      return {
        status: 200,
        body: {
          success: true,
          session_id: done.sessionId,
          mbti_type: done.result.mbti_type,
          assessment_result: done.report,
          analysis_data: done.result,
          tokens_used: done.tokens,
        },
      };
    },
  },
  assessmentsListMbtiSessions: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: await sessionHistory(services, user.id, 'mbti'),
    }),
  },
  assessmentsGetMbtiSession: {
    notFoundMessage: M.sessionNotFound,
    handler: async ({ params, user, services }) => {
      const session = await sessionDetail(services, user.id, 'mbti', params.id);
      return session ? { status: 200, body: { success: true, session } } : notFound;
    },
  },
  assessmentsSaveMbtiFeedback: {
    notFoundMessage: M.sessionNotFound,
    invalidMessage: feedbackInvalid,
    handler: async ({ params, body, user, services }) =>
      (await saveFeedback(services, user.id, 'mbti', params.id, {
        rating: body.rating,
        comment: optionalText(body.comment),
      }))
        ? feedbackSaved
        : notFound,
  },
  assessmentsDeleteMbtiSession: {
    notFoundMessage: M.sessionNotFound,
    handler: async ({ params, user, services }) =>
      (await removeSession(services, user.id, 'mbti', params.id)) ? deleted : notFound,
  },

  // IGTA (spec 3 §7 "IGTA").
  assessmentsGetIgtaQuestions: {
    handler: async () => ({ status: 200, body: { success: true, questions: igtaQuestionSet() } }),
  },
  assessmentsAnalyzeIgta: {
    invalidMessage: igtaAnalyzeInvalid,
    handler: async ({ body, user, services }) => {
      const row = await analyzeIgta(services, user.id, body);
      const session = toContractSession(row);
      return {
        status: 201,
        body: {
          success: true,
          session,
          report: { content: row.report ?? '' },
          overall_score: row.overallScore ?? 0,
        },
      };
    },
  },
  assessmentsGetIgtaSession: {
    notFoundMessage: M.sessionNotFound,
    handler: async ({ params, user, services }) => {
      const session = await sessionDetail(services, user.id, 'igta', params.id);
      return session ? { status: 200, body: { success: true, session } } : notFound;
    },
  },
  assessmentsListIgtaSessions: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: await sessionHistory(services, user.id, 'igta'),
    }),
  },
  assessmentsSaveIgtaFeedback: {
    notFoundMessage: M.sessionNotFound,
    invalidMessage: () => M.invalidIgtaFeedback,
    handler: async ({ params, body, user, services }) => {
      const text = optionalText(body.feedback);
      if (text === null) {
        return { status: 400, body: { success: false, error: M.invalidIgtaFeedback } };
      }
      return (await saveFeedback(services, user.id, 'igta', params.id, { rating: null, comment: text }))
        ? feedbackSaved
        : notFound;
    },
  },
  assessmentsGetIgtaAnalytics: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: {
        success: true,
        analytics: await orFail(services, M.analyticsFailed, () => igtaAnalytics(services, user.id)),
      },
    }),
  },
  assessmentsDeleteIgtaSession: {
    notFoundMessage: M.sessionNotFound,
    handler: async ({ params, user, services }) =>
      (await removeSession(services, user.id, 'igta', params.id)) ? deleted : notFound,
  },
});
