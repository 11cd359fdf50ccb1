// Writing a report: the model of the user's plan (and of the assessment's agent route, if one is
// configured) from the scores and answers; offline, the structured report from the scores. Each
// call is metered through the chat engine's metering (`llm_calls`, offline included at R$ 0). A
// provider that fails (or a call refused by the operator's per-model limits) leaves the failed call
// metered and the offline report in its place, marked.
import { generateText } from 'ai';
import type { Services } from '../../../services.ts';
import { chooseModel, type ModelChoice } from '../../llm/choose-model.ts';
import { PlanLimitReached } from '../../llm/errors.ts';
import { callModel } from '../../llm/gateway.ts';
import { createOfflineModel, OFFLINE_MODEL_ID, OFFLINE_PROVIDER } from '../../llm/offline-model.ts';
import { planState } from '../../payer/plan-state.ts';
import type { PlanType } from '../../payments/plans.ts';
import type { AssessmentType } from '../sessions.ts';
import { OFFLINE_NOTICE, PROVIDER_FAILED_NOTICE } from './offline.ts';
import type { ReportPrompt } from './prompts.ts';

/** The `agent` of the assessments' metered calls (the console's token usage per agent). */
export const REPORT_AGENT: Record<AssessmentType, string> = {
  rodavida: 'assessment_rodavida',
  mbti: 'assessment_mbti',
  igta: 'assessment_igta',
};

export interface WrittenReport {
  text: string;
  tokens: number;
  provider: string;
}

/** The model answered with nothing: a failed call, metered, that the offline report replaces. */
class EmptyReport extends Error {}

async function run(
  services: Services,
  userId: number,
  type: AssessmentType,
  choice: ModelChoice,
  request: ReportPrompt,
): Promise<{ ok: true; report: WrittenReport } | { ok: false; refusal?: string }> {
  const agent = REPORT_AGENT[type];
  const written = await callModel(
    services,
    {
      userId,
      sessionId: null,
      agent,
      choice,
      payer: await planState(services, userId),
      prompt: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.prompt },
      ],
    },
    async (limited) => {
      const result = await generateText({
        model: limited.model,
        system: request.system,
        prompt: request.prompt,
        ...limited.callSettings,
      });
      const text = result.text.trim();
      // An empty answer is a failed call: metered with what the provider reported.
      return text === ''
        ? { answer: '', usage: result.usage, error: new EmptyReport('Resposta vazia do modelo'), value: text }
        : { answer: text, usage: result.usage, value: text };
    },
  );
  if (!written.ok) {
    if (written.error instanceof PlanLimitReached) {
      return { ok: false, refusal: written.error.message };
    }
    if (!(written.error instanceof EmptyReport)) {
      services.log.warn({ err: written.error, agent }, 'O provedor de IA não gerou o relatório da avaliação');
    }
    return { ok: false };
  }
  const { call } = written;
  return {
    ok: true,
    report: { text: written.value, tokens: call.inputTokens + call.outputTokens, provider: choice.provider },
  };
}

interface ReportInput {
  userId: number;
  plan: PlanType;
  type: AssessmentType;
  prompt: ReportPrompt;
  /** The offline report, with `OFFLINE_NOTICE` in it. */
  offline: string;
}

export async function writeReport(services: Services, input: ReportInput): Promise<WrittenReport> {
  // Behind the operator's per-model limits, like every chat call: a refused call sends nothing
  // and the offline report takes its place.
  const choice = chooseModel(services.config, {
    plan: input.plan,
    agent: REPORT_AGENT[input.type],
    offline: () => input.offline,
  });
  const first = await run(services, input.userId, input.type, choice, input.prompt);
  if (first.ok) {
    return first.report;
  }
  // The plan's tokens for the cycle are spent (the gateway refused the call, as the chat counts
  // them): the offline report (free) with the chat's explanation.
  if (first.refusal !== undefined) {
    return offlineReport(services, input, choice.callSettings, `> ${first.refusal} ${TOKENS_SPENT_NOTICE}`);
  }
  // The provider failed: the offline report, said plainly, metered as an offline call.
  return offlineReport(services, input, choice.callSettings, PROVIDER_FAILED_NOTICE);
}

/** Shown when the plan's tokens are spent. */
export const TOKENS_SPENT_NOTICE = 'Por isso este relatório foi gerado sem o modelo de IA.';

async function offlineReport(
  services: Services,
  input: ReportInput,
  callSettings: ModelChoice['callSettings'],
  notice: string,
): Promise<WrittenReport> {
  const text = input.offline.replace(OFFLINE_NOTICE, `${OFFLINE_NOTICE}\n${notice}`);
  const offline = {
    provider: OFFLINE_PROVIDER,
    modelId: OFFLINE_MODEL_ID,
    model: createOfflineModel({ respond: () => text }),
    supportsVision: false,
    callSettings,
  } satisfies ModelChoice;
  const result = await run(services, input.userId, input.type, offline, input.prompt);
  if (!result.ok) {
    throw new Error('O relatório offline não foi gerado.');
  }
  return result.report;
}
