// A message sent to an agent, answered: the one path every sender takes (the chat's action
// endpoint, a scheduled run). A Commander message gets its one decision first (who pays, the
// router's reading, the team's custom agents); then the turn (plan, limits, spacing, stored
// message) and the answer — at once, streamed, or as a long run.
import { retryAfter } from '../../../contract/define.ts';
import type { ResultOf, StreamedResult } from '../../../contract/types.ts';
import type { Services } from '../../../services.ts';
import { discardUpload } from '../../files/index.ts';
import { COMMANDER } from '../catalog.ts';
import { answerAsStream, answerAtOnce } from './answer.ts';
import { answerByCustomAgent, routeCommanderSend } from './commander-route.ts';
import { answerAsJob, answerJobAsStream, runsAsJob } from './long-runs.ts';
import { type EngineOptions, isTurn, prepareTurn, type SendRequest } from './turn.ts';

export type SendResult = ResultOf<'chatPerformAction'> | StreamedResult;

const failure = (error: string) => ({ success: false as const, error });

/** Answers `request`; a refusal comes back in the chat's error shape with its status. */
export async function sendChatMessage(
  services: Services,
  request: SendRequest,
  options: EngineOptions & {
    /** Answer as a stream (SSE) instead of one JSON body. */
    stream: boolean;
    /** Fires when whoever asked is gone (the stop of a stream). */
    abortSignal: AbortSignal;
  },
): Promise<SendResult> {
  const { stream, abortSignal, ...engine } = options;
  // One decision for a Commander message (issue 27): who pays, the router's reading and the
  // team's custom agents (issue 21) at once. A choice answers a question of the Commander's own,
  // and a file or a form is the Commander's: those go on with the built-in agents.
  if (request.agent === COMMANDER && !request.upload && request.form === undefined && !request.choice) {
    const send = {
      userId: request.userId,
      message: request.message,
      sessionId: request.sessionId,
      stream,
      partner: request.partner,
    };
    const route = await routeCommanderSend(services, send);
    if (route.kind === 'custom-agent') {
      return answerByCustomAgent(services, route, send);
    }
    request = {
      ...request,
      decided: { state: route.state, ...(route.routed ? { routed: route.routed } : {}) },
    };
  }
  let turn: Awaited<ReturnType<typeof prepareTurn>>;
  try {
    turn = await prepareTurn(services, request, { ...engine, abortSignal });
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
      return { status: 200, stream: answerJobAsStream(services, turn, abortSignal) };
    }
  } else if (stream) {
    return { status: 200, stream: answerAsStream(services, turn, abortSignal) };
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
