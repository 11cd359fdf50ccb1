// Long agent runs (spec 2 §9 second reading: LeadFinder 3-7 minutes, DataBuilder 3-8) as jobs
// (issue 11 "Long-running work"): the prepared turn travels as data to the job queue (in process,
// or BullMQ on Redis), the run's status is stored (running, then completed, failed or
// interrupted), its steps reach the stream as `data-job` parts, and the answer is stored by the
// job even when the user closed the page. A run the server lost by stopping is marked
// interrupted at the next start, and its session says so in place of the answer.
import { createUIMessageStream, type ModelMessage, type UIMessageChunk } from 'ai';
import { eq, sql } from 'drizzle-orm';
import type { components } from '../../../contract/generated.ts';
import type { Services } from '../../../services.ts';
import { chatMessages, chatSessions } from '../../conversations/schema.ts';
import {
  findRun,
  finishRun,
  interruptRuns,
  type JobQueue,
  runningRuns,
  setRunProgress,
  startRun,
} from '../../jobs/index.ts';
import { chooseModel } from '../../llm/choose-model.ts';
import { createSearchClient, SearchLog, searchTools } from '../../search/index.ts';
import { type AgentType, agentName } from '../catalog.ts';
import { agentDefinition } from '../registry/index.ts';
import { type AnswerMetadata, answerAtOnce, type ProviderFailure } from './answer.ts';
import { offlineAnswerOf } from './grounding.ts';
import { planState } from './limits.ts';
import { type AnswerStartMetadata, recordedAnswer } from './resumable.ts';
import { fixedChoice, type Turn, type TurnRestore } from './turn.ts';

type MessageResult = components['schemas']['MessageResult'];

export const ANSWER_JOB = 'agent-answer';

export const LONG_RUN_MESSAGES = {
  queued: 'Na fila para começar…',
  started: (agent: string) => `${agent} começou a trabalhar no seu pedido.`,
  searching: (query: string) => `Buscando na web: "${query}"`,
  done: 'Concluído.',
  interrupted: (agent: string) =>
    `A execução do ${agent} foi interrompida porque o servidor reiniciou antes de terminar. Nada foi cobrado por ela: envie o pedido de novo para recomeçar.`,
  failed: 'A execução falhou antes de terminar. Tente de novo em alguns instantes.',
} as const;

/** Whether this agent's answers run as jobs. */
export function runsAsJob(agent: AgentType): boolean {
  return agentDefinition(agent).capabilities.longRunning;
}

/** A prepared turn as plain data (what a job carries). */
interface TurnSpec {
  sessionId: string;
  userId: number;
  agent: AgentType;
  answerId: string;
  parentId: string;
  userText: string;
  fields: Turn['fields'];
  orchestration: Turn['orchestration'];
  system: string;
  messages: ModelMessage[];
  prompt: Turn['prompt'];
  verboseLog: string | null;
  preface: string;
  file?: Turn['file'];
  restore: TurnRestore;
  answersQuestion?: string;
}

type JobResult =
  | { ok: true; body: MessageResult; meta: AnswerMetadata }
  | { ok: false; failure: ProviderFailure };

/** File parts carry their bytes as base64 text, so the messages survive JSON. */
function portableMessages(messages: ModelMessage[]): ModelMessage[] {
  return messages.map((message) => {
    if (message.role !== 'user' || typeof message.content === 'string') {
      return message;
    }
    return {
      ...message,
      content: message.content.map((part) =>
        part.type === 'file' && part.data instanceof Uint8Array
          ? { ...part, data: Buffer.from(part.data).toString('base64') }
          : part,
      ),
    };
  });
}

function specOf(turn: Turn): TurnSpec {
  return {
    sessionId: turn.session.id,
    userId: turn.session.userId,
    agent: turn.agent,
    answerId: turn.answerId,
    parentId: turn.parentId,
    userText: turn.userText,
    fields: turn.fields,
    orchestration: turn.orchestration,
    system: turn.system,
    messages: portableMessages(turn.messages),
    prompt: turn.prompt,
    verboseLog: turn.verboseLog,
    preface: turn.preface,
    ...(turn.file ? { file: turn.file } : {}),
    restore: turn.restore,
    ...(turn.answersQuestion ? { answersQuestion: turn.answersQuestion } : {}),
  };
}

/** Rebuilds the turn where the job runs: the session, the plan, the model and its tools. */
async function restoreTurn(
  services: Services,
  spec: TurnSpec,
  report: (step: string) => void,
): Promise<Turn | null> {
  const [session] = await services.db.select().from(chatSessions).where(eq(chatSessions.id, spec.sessionId));
  if (!session || session.deletedAt) {
    return null;
  }
  const state = await planState(services, spec.userId);
  const { restore } = spec;
  const choice =
    restore.fixed !== undefined
      ? fixedChoice(services, restore.fixed, undefined)
      : chooseModel(services.config, {
          plan: state.plan,
          agent: spec.agent,
          offline: () => {
            if (restore.offline.kind === 'search') {
              report(LONG_RUN_MESSAGES.searching(restore.offline.query));
            }
            return offlineAnswerOf(services, restore.offline);
          },
        });
  let tools: Turn['tools'];
  let searchLog: SearchLog | undefined;
  const client = restore.search ? createSearchClient(services.config.search) : null;
  if (restore.search && client) {
    const log = new SearchLog();
    const add = log.add.bind(log);
    log.add = (query, results) => {
      report(LONG_RUN_MESSAGES.searching(query));
      add(query, results);
    };
    searchLog = log;
    tools = searchTools(client, { location: restore.search.location, log });
  }
  return {
    session,
    state,
    userText: spec.userText,
    fields: spec.fields,
    orchestration: spec.orchestration,
    agent: spec.agent,
    choice,
    system: spec.system,
    messages: spec.messages,
    prompt: spec.prompt,
    answerId: spec.answerId,
    parentId: spec.parentId,
    verboseLog: spec.verboseLog,
    preface: spec.preface,
    ...(tools ? { tools } : {}),
    ...(searchLog ? { searchLog } : {}),
    ...(spec.file ? { file: spec.file } : {}),
    restore,
    ...(spec.answersQuestion ? { answersQuestion: spec.answersQuestion } : {}),
  };
}

/** The job: rebuilds the turn, answers it (stored and metered as any answer), reports its steps. */
async function runAnswerJob(
  services: Services,
  payload: unknown,
  report: (step: string) => Promise<void>,
): Promise<JobResult> {
  const { runId, spec } = payload as { runId: string; spec: TurnSpec };
  const step = (text: string) => {
    void report(text).catch(() => undefined);
    void setRunProgress(services.db, runId, text).catch(() => undefined);
  };
  step(LONG_RUN_MESSAGES.started(agentName(spec.agent)));
  const turn = await restoreTurn(services, spec, step);
  if (!turn) {
    await finishRun(services.db, runId, {
      status: 'failed',
      error: LONG_RUN_MESSAGES.failed,
      at: services.clock.now(),
    });
    return { ok: false, failure: { status: 502, error: LONG_RUN_MESSAGES.failed } };
  }
  const answer = await answerAtOnce(services, turn);
  const at = services.clock.now();
  if (!answer.ok) {
    await finishRun(services.db, runId, { status: 'failed', error: answer.failure.error, at });
    return answer;
  }
  await finishRun(services.db, runId, { status: 'completed', at });
  return { ok: true, body: answer.body, meta: answer.meta };
}

/** Registers the answer job; marks runs the server lost as interrupted (call once at start). */
export async function startLongRuns(services: Services): Promise<number> {
  services.jobs.register(ANSWER_JOB, (payload, report) => runAnswerJob(services, payload, report));
  return recoverInterruptedRuns(services, services.jobs);
}

/**
 * Runs still `running` that no queue has any more (the server that ran them stopped) become
 * interrupted; each session gets, in place of the answer, a message saying so.
 */
export async function recoverInterruptedRuns(services: Services, jobs: JobQueue): Promise<number> {
  const lost: string[] = [];
  for (const run of await runningRuns(services.db)) {
    if (!(await jobs.isAlive(run.id))) {
      lost.push(run.id);
    }
  }
  const at = services.clock.now();
  const interrupted = await interruptRuns(services.db, lost, {
    error: 'O servidor parou antes do fim da execução.',
    at,
  });
  for (const run of interrupted) {
    // The run does not keep the message it answered: the branch shown's last message is it, unless
    // the user wrote again meanwhile (then the note follows that message).
    const inserted = await services.db
      .insert(chatMessages)
      .values({
        id: run.answerId,
        sessionId: run.sessionId,
        parentId: sql`(select ${chatSessions.leafMessageId} from ${chatSessions} where ${chatSessions.id} = ${run.sessionId})`,
        role: 'assistant',
        content: LONG_RUN_MESSAGES.interrupted(agentName(run.agent as AgentType)),
        agentUsed: run.agent,
        stopped: true,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: chatMessages.id });
    if (inserted.length > 0) {
      await services.db
        .update(chatSessions)
        .set({ leafMessageId: run.answerId })
        .where(eq(chatSessions.id, run.sessionId));
    }
  }
  if (interrupted.length > 0) {
    services.log.warn({ runs: interrupted.length }, 'Execuções interrompidas por uma parada do servidor');
  }
  return interrupted.length;
}

async function enqueue(
  services: Services,
  turn: Turn,
  onProgress: (step: string) => void,
): Promise<{ runId: string; result: Promise<JobResult> }> {
  const runId = turn.answerId;
  await startRun(services.db, {
    id: runId,
    userId: turn.session.userId,
    sessionId: turn.session.id,
    agent: turn.agent,
    queue: services.jobs.kind,
    answerId: turn.answerId,
    at: services.clock.now(),
  });
  const result = services.jobs
    .run(ANSWER_JOB, runId, { runId, spec: specOf(turn) }, onProgress)
    .then((value) => value as JobResult)
    .catch(async (error: unknown) => {
      services.log.error({ err: error, runId }, 'Falha na execução longa');
      const run = await findRun(services.db, runId);
      if (run?.status === 'running') {
        await finishRun(services.db, runId, {
          status: 'failed',
          error: LONG_RUN_MESSAGES.failed,
          at: services.clock.now(),
        });
      }
      const failure: ProviderFailure = {
        status: 502,
        error:
          run?.status === 'interrupted'
            ? LONG_RUN_MESSAGES.interrupted(agentName(turn.agent))
            : LONG_RUN_MESSAGES.failed,
      };
      return { ok: false as const, failure };
    });
  return { runId, result };
}

/** The whole answer of a long run (the JSON call): waits for the job. */
export async function answerAsJob(services: Services, turn: Turn): Promise<JobResult> {
  const { result } = await enqueue(services, turn, () => {});
  return result;
}

/**
 * A long run on the stream: `data-job` parts with the run's id, status and each step as it
 * happens, then the answer and `finish`. Closing the connection does not stop the job: the
 * answer is stored, and a reload or another tab follows the run's stream (`resumable.ts`) until
 * it ends. A stop does not stop a job.
 */
export function answerJobAsStream(
  services: Services,
  turn: Turn,
  connectionGone: AbortSignal,
): Promise<Response> {
  return recordedAnswer(
    services,
    { sessionId: turn.session.id, streamId: turn.answerId, fallbackStop: connectionGone },
    () => jobParts(services, turn),
  );
}

function jobParts(services: Services, turn: Turn) {
  return createUIMessageStream({
    execute: async ({ writer }) => {
      const write = (part: UIMessageChunk) => writer.write(part);
      const start: AnswerStartMetadata = { session_id: turn.session.id };
      write({ type: 'start', messageId: turn.answerId, messageMetadata: start });
      write({ type: 'data-orchestration', data: turn.fields });
      const job = (status: 'running' | 'completed' | 'failed', step: string) =>
        write({ type: 'data-job', id: turn.answerId, data: { run_id: turn.answerId, status, step } });
      job('running', LONG_RUN_MESSAGES.queued);
      const { result } = await enqueue(services, turn, (step) => job('running', step));
      const outcome = await result;
      if (!outcome.ok) {
        job('failed', outcome.failure.error);
        write({ type: 'error', errorText: outcome.failure.error });
        return;
      }
      job('completed', LONG_RUN_MESSAGES.done);
      const text = outcome.body.message;
      write({ type: 'text-start', id: `${turn.answerId}-text` });
      write({ type: 'text-delta', id: `${turn.answerId}-text`, delta: text });
      write({ type: 'text-end', id: `${turn.answerId}-text` });
      write({ type: 'finish', finishReason: 'stop', messageMetadata: outcome.meta });
    },
    onError: (error) => {
      services.log.error({ err: error }, 'Falha no streaming da execução longa');
      return LONG_RUN_MESSAGES.failed;
    },
  });
}
