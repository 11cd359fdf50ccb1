// A key's message to an agent (issue 30), for /v1/chat/completions and the MCP tools: the built-in
// agents and the Commander through the chat's one send path (sendChatMessage: routing, plan,
// limits, spacing, model limits, metering), a team's custom agent through its own engine
// (chatWithCustomAgent), as the app's screens call them. The answer comes back whole or as the
// chat's stream, read into parts.
import type { components } from '../../contract/generated.ts';
import { COMMANDER } from '../../modules/agents/catalog.ts';
import { sendChatMessage } from '../../modules/agents/chat/send.ts';
import { isFail } from '../../modules/custom-agents/access.ts';
import { chatWithCustomAgent, meteringKey } from '../../modules/custom-agents/chat.ts';
import type { CarriedConversation } from '../../modules/llm/memory.ts';
import type { Services } from '../../services.ts';
import type { Reachable } from './models.ts';
import {
  type ChatAnswer,
  type ChatStreamPart,
  chatStreamParts,
  failureOfStatus,
  type OpenAiFailure,
} from './openai.ts';

type MessageResult = components['schemas']['MessageResult'];

export interface KeyMessage {
  userId: number;
  message: string;
  sessionId?: string | undefined;
  /** A built-in agent's form values (MCP tools of the form agents). */
  form?: Record<string, unknown>;
  /** What an OpenAI client carried before the message in a new conversation (openai.ts). */
  carried?: CarriedConversation | undefined;
  stream: boolean;
  abortSignal: AbortSignal;
}

export type KeyAnswer =
  | { kind: 'failure'; failure: OpenAiFailure }
  | { kind: 'whole'; answer: ChatAnswer }
  | { kind: 'stream'; agent: string; read: ChatStreamPart[]; rest: AsyncIterator<ChatStreamPart> };

function answerOfResult(body: MessageResult): ChatAnswer {
  return {
    text: body.content ?? body.message,
    agent: body.agent_used,
    sessionId: body.session_id,
    offline: body.offline ?? false,
    inputTokens: body.tokens?.input ?? 0,
    outputTokens: body.tokens?.output ?? 0,
  };
}

/**
 * Reads the stream's first parts up to the orchestration decision (or the first text), so that the
 * answering agent is known before the response's headers go out.
 */
async function streamed(response: Response, fallbackAgent: string): Promise<KeyAnswer> {
  const rest = chatStreamParts(response)[Symbol.asyncIterator]();
  const read: ChatStreamPart[] = [];
  let agent = fallbackAgent;
  while (true) {
    const next = await rest.next();
    if (next.done) {
      break;
    }
    read.push(next.value);
    if (next.value.type === 'data-orchestration') {
      agent = next.value.data.agent_used ?? agent;
      break;
    }
    if (next.value.type !== 'other') {
      break;
    }
  }
  return { kind: 'stream', agent, read, rest };
}

export async function answerKeyMessage(
  services: Services,
  target: Reachable,
  input: KeyMessage,
): Promise<KeyAnswer> {
  if (target.kind === 'custom') {
    const answer = await chatWithCustomAgent(services, target.access, target.row, {
      message: input.message,
      sessionId: input.sessionId,
      carried: input.carried,
    });
    if (isFail(answer)) {
      const headers = 'headers' in answer ? (answer.headers as Record<string, string>) : undefined;
      return { kind: 'failure', failure: failureOfStatus(answer.status, answer.body.error, headers) };
    }
    const whole: ChatAnswer = {
      text: answer.answer,
      agent: meteringKey(target.row),
      sessionId: answer.sessionId,
      offline: answer.offline,
      inputTokens: answer.call.inputTokens,
      outputTokens: answer.call.outputTokens,
    };
    return { kind: 'whole', answer: whole };
  }
  const result = await sendChatMessage(
    services,
    {
      userId: input.userId,
      agent: target.agent,
      sessionId: input.sessionId,
      message: input.message,
      ...(input.form === undefined ? {} : { form: input.form }),
      ...(input.carried ? { carried: input.carried } : {}),
    },
    { stream: input.stream, abortSignal: input.abortSignal },
  );
  if ('stream' in result) {
    return streamed(result.stream, target.agent === COMMANDER ? COMMANDER : target.agent);
  }
  if (result.status !== 200) {
    const headers = 'headers' in result ? (result.headers as Record<string, string> | undefined) : undefined;
    const message = 'error' in result.body ? result.body.error : result.body.detail;
    return { kind: 'failure', failure: failureOfStatus(result.status, message, headers) };
  }
  if (result.body.action !== 'send_message') {
    throw new Error('A conversa respondeu outra ação a um envio.');
  }
  return { kind: 'whole', answer: answerOfResult(result.body as MessageResult) };
}
