// Writing a report: the model of the user's plan (and of the assessment's agent route, if one is
// configured) from the scores and answers; offline, the structured report from the scores. Each
// call is metered through the chat engine's metering (`llm_calls`, offline included at R$ 0). A
// provider that fails (or a call refused by the operator's per-model limits) leaves the failed call
// metered and the offline report in its place, marked.
import { generateText } from 'ai';
import type { Services } from '../../../services.ts';
import { limitRefusal, planState } from '../../agents/chat/limits.ts';
import { chooseModel, type ModelChoice } from '../../llm/choose-model.ts';
import { withModelLimits } from '../../llm/model-limits.ts';
import { createOfflineModel, OFFLINE_MODEL_ID, OFFLINE_PROVIDER } from '../../llm/offline-model.ts';
import { meterCall } from '../../metering/model-calls.ts';
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

async function run(
  services: Services,
  userId: number,
  type: AssessmentType,
  choice: Pick<ModelChoice, 'provider' | 'modelId' | 'model' | 'callSettings'>,
  request: ReportPrompt,
): Promise<{ ok: true; report: WrittenReport } | { ok: false }> {
  const prompt = [
    { role: 'system', content: request.system },
    { role: 'user', content: request.prompt },
  ];
  const record = {
    userId,
    sessionId: null,
    agent: REPORT_AGENT[type],
    choice,
    prompt,
    started: performance.now(),
  };
  try {
    const result = await generateText({
      model: choice.model,
      system: request.system,
      prompt: request.prompt,
      ...choice.callSettings,
    });
    const text = result.text.trim();
    if (text === '') {
      await meterCall(services, record, {
        answer: '',
        usage: result.usage,
        error: new Error('Resposta vazia do modelo'),
      });
      return { ok: false };
    }
    const measured = await meterCall(services, record, { answer: text, usage: result.usage });
    return {
      ok: true,
      report: { text, tokens: measured.inputTokens + measured.outputTokens, provider: choice.provider },
    };
  } catch (error) {
    services.log.warn(
      { err: error, agent: record.agent },
      'O provedor de IA não gerou o relatório da avaliação',
    );
    await meterCall(services, record, { answer: '', usage: undefined, error });
    return { ok: false };
  }
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
  const choice = withModelLimits(
    services,
    chooseModel(services.config, {
      plan: input.plan,
      agent: REPORT_AGENT[input.type],
      offline: () => input.offline,
    }),
  );
  // The plan's tokens for the cycle are spent (as the chat counts them): no model call, the
  // offline report (free) with the chat's explanation.
  if (choice.provider !== OFFLINE_PROVIDER) {
    const refusal = await limitRefusal(services, input.userId, await planState(services, input.userId), {
      newConversation: false,
    });
    if (refusal) {
      return offlineReport(services, input, choice.callSettings, `> ${refusal} ${TOKENS_SPENT_NOTICE}`);
    }
  }
  const first = await run(services, input.userId, input.type, choice, input.prompt);
  if (first.ok) {
    return first.report;
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
    callSettings,
  } as const;
  const result = await run(services, input.userId, input.type, offline, input.prompt);
  if (!result.ok) {
    throw new Error('O relatório offline não foi gerado.');
  }
  return result.report;
}
