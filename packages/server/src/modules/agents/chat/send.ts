// One send to an agent, whoever calls (spec 2 §7): the chat's action endpoint, the API surfaces of
// a personal key (/v1/chat/completions, /mcp; issue 30) and the WhatsApp channel (issue 31) take
// this one path — the Commander's decision, the turn (plan, limits, spacing, conversation), the
// answer streamed or whole, a long run as a job — so a message is checked, routed, metered and
// stored the same way whoever carried it.
import { retryAfter } from '../../../contract/define.ts';
import type { BodyOf, ResultOf, StreamedResult } from '../../../contract/types.ts';
import type { Services } from '../../../services.ts';
import { discardUpload } from '../../files/index.ts';
import { COMMANDER } from '../catalog.ts';
import { answerAsStream, answerAtOnce } from './answer.ts';
import { answerByCustomAgent, routeCommanderSend } from './commander-route.ts';
import { answerAsJob, answerJobAsStream, runsAsJob } from './long-runs.ts';
import { type EngineOptions, isTurn, prepareTurn, type SendRequest } from './turn.ts';

export type SendResult = ResultOf<'chatPerformAction'> | StreamedResult;
type Failure = BodyOf<'chatPerformAction', 400>;

const failure = (error: string): Failure => ({ success: false, error });

export interface SendDelivery {
  /** The answer as an AI SDK UI message stream (SSE), or whole as JSON. */
  stream: boolean;
  /** Fires when the client goes away before the answer is complete (the stop of a stream). */
  abortSignal: AbortSignal;
}

export async function sendChatMessage(
  services: Services,
  request: SendRequest,
  delivery: SendDelivery,
  options: EngineOptions = {},
): Promise<SendResult> {
  const { stream, abortSignal } = delivery;
  // One decision for a Commander message (issue 27): who pays, the router's reading and the
  // team's custom agents (issue 21) at once. A choice answers a question of the Commander's own,
  // and a file or a form is the Commander's: those go on with the built-in agents.
  // An edit or an answer generated again (issue 29) stays in this conversation's tree: the
  // Commander's own turn answers it.
  const branches = Boolean(request.editOf || request.regenerateOf);
  if (
    request.agent === COMMANDER &&
    !request.upload &&
    request.form === undefined &&
    !request.choice &&
    !branches
  ) {
    const send = {
      userId: request.userId,
      message: request.message,
      sessionId: request.sessionId,
      stream,
      partner: request.partner,
      carried: request.carried,
    };
    const route = await routeCommanderSend(services, send);
    if (route.kind === 'custom-agent') {
      return answerByCustomAgent(services, route, send, abortSignal);
    }
    request = {
      ...request,
      decided: { state: route.state, ...(route.routed ? { routed: route.routed } : {}) },
    };
  }
  let turn: Awaited<ReturnType<typeof prepareTurn>>;
  try {
    turn = await prepareTurn(services, request, { ...options, abortSignal });
  } catch (error) {
    if (request.upload) {
      await discardUpload(request.upload);
    }
    throw error;
  }
  if (!isTurn(turn)) {
    if (request.upload) {
      await discardUpload(request.upload);
    }
    return 'retryAfterMs' in turn
      ? { status: turn.status, body: failure(turn.error), headers: retryAfter(turn.retryAfterMs) }
      : { status: turn.status, body: failure(turn.error) };
  }
  if (runsAsJob(turn.agent)) {
    if (stream) {
      return { status: 200, stream: await answerJobAsStream(services, turn, abortSignal) };
    }
  } else if (stream) {
    return { status: 200, stream: await answerAsStream(services, turn, abortSignal) };
  }
  // A long run goes on without the client: its answer is stored when it ends.
  const answer = runsAsJob(turn.agent)
    ? await answerAsJob(services, turn)
    : await answerAtOnce(services, turn, abortSignal);
  if (!answer.ok) {
    const { status, error, retryAfterSeconds } = answer.failure;
    return {
      status,
      body: failure(error),
      ...(retryAfterSeconds === undefined ? {} : { headers: retryAfter(retryAfterSeconds * 1000) }),
    };
  }
  return { status: 200, body: answer.body };
}
