// Writes conversations the way the chat does (through the agents module), so the account
// area's reads can be tested before the chat's own handlers exist.
import type { AgentType } from '../src/modules/agents/catalog.ts';
import {
  appendAgentReply,
  appendUserMessage,
  type ChatSessionRow,
  startConversation,
} from '../src/modules/agents/conversations.ts';
import type { TestServer } from './harness.ts';

export interface ScriptedReply {
  ask?: string;
  answer?: string;
  agentUsed?: AgentType;
  input?: number;
  output?: number;
  outcome?: 'ok' | 'error';
}

/** Starts a conversation for the user and adds one exchange per reply, at the clock's time (or `at`). */
export async function talk(
  server: TestServer,
  userId: number,
  conversation: { agent?: AgentType; title?: string; at?: Date; replies?: ScriptedReply[] },
): Promise<ChatSessionRow> {
  const at = conversation.at ?? server.clock.now();
  const agent = conversation.agent ?? 'chatsppock';
  const db = server.services.db;
  const session = await startConversation(db, {
    userId,
    agent,
    title: conversation.title ?? 'Plano de marketing para a Páscoa',
    at,
  });
  let step = 0;
  let last: string | null = null;
  for (const reply of conversation.replies ?? [{}]) {
    step += 1;
    const asked = await appendUserMessage(
      db,
      session,
      reply.ask ?? 'Preciso de um plano de marketing para a Páscoa da padaria.',
      new Date(at.getTime() + step * 1000),
      last,
    );
    step += 1;
    last = await appendAgentReply(db, session, {
      parentId: asked,
      content: reply.answer ?? 'Sugiro três frentes: pré-venda, kits de café da manhã e parcerias locais.',
      agentUsed: reply.agentUsed ?? agent,
      call: {
        provider: 'offline',
        model: 'sppock-offline',
        inputTokens: reply.input ?? 1000,
        outputTokens: reply.output ?? 500,
        outcome: reply.outcome ?? 'ok',
      },
      at: new Date(at.getTime() + step * 1000),
    });
  }
  return session;
}
