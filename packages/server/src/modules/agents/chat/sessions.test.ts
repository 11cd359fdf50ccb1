// A send's conversation read (`conversationWithTree`) runs one statement built once per agent and
// database: whoever reads after whom, each person reads only their own conversations, each agent
// only its own (the Commander all), and the facts only of the person reading.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, uniqueEmail } from '../../../../test/harness.ts';
import { createUser } from '../../accounts/users.ts';
import { chatSessions } from '../../conversations/schema.ts';
import { userMemories } from '../../memory/schema.ts';
import { type AgentType, COMMANDER } from '../catalog.ts';
import {
  appendAgentReply,
  appendUserMessage,
  type ChatSessionRow,
  startConversation,
} from '../conversations.ts';
import { conversationWithTree } from './sessions.ts';

let database: TestDatabase;
const at = new Date('2026-11-29T12:00:00Z');

async function person(name: string) {
  return createUser(
    database.db,
    { email: uniqueEmail(name), password: 'Pao&Cafe2026', firstName: name, lastName: 'Teste' },
    at,
  );
}

async function conversation(userId: number, agent: AgentType, words: string): Promise<ChatSessionRow> {
  const session = await startConversation(database.db, { userId, agent, title: words, at });
  const asked = await appendUserMessage(database.db, session, `pergunta: ${words}`, at, null);
  await appendAgentReply(database.db, session, {
    content: `resposta: ${words}`,
    agentUsed: agent,
    call: { provider: 'offline', model: 'offline', inputTokens: 1, outputTokens: 1, outcome: 'ok' },
    parentId: asked,
    at,
  });
  return session;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});

afterAll(async () => {
  await database.close();
});

describe('a leitura da conversa de um envio', () => {
  it('cada pessoa lê só as suas conversas, cada agente só as suas, e os fatos de quem lê', async () => {
    const ana = await person('Ana');
    const bruno = await person('Bruno');
    const anaCommander = await conversation(ana.id, COMMANDER, 'padaria da Ana');
    const anaEmails = await conversation(ana.id, 'email_writer', 'e-mail da Ana');
    const brunoCommander = await conversation(bruno.id, COMMANDER, 'oficina do Bruno');
    await database.db.insert(userMemories).values({
      id: randomUUID(),
      userId: ana.id,
      text: 'A padaria abre às 6h',
      source: 'explicit',
      status: 'active',
      createdAt: at,
      updatedAt: at,
    });
    const read = (userId: number, agent: AgentType, sessionId: string, facts = true) =>
      conversationWithTree(database.db, userId, agent, sessionId, { facts });

    const first = await read(ana.id, COMMANDER, anaCommander.id);
    expect(first?.session.id).toBe(anaCommander.id);
    expect(first?.tree.map((message) => message.content)).toEqual([
      'pergunta: padaria da Ana',
      'resposta: padaria da Ana',
    ]);
    expect(first?.facts).toEqual(['A padaria abre às 6h']);

    // The same statements, now for Bruno: his own conversation, and no facts of Ana's.
    const his = await read(bruno.id, COMMANDER, brunoCommander.id);
    expect(his?.tree.map((message) => message.content)).toEqual([
      'pergunta: oficina do Bruno',
      'resposta: oficina do Bruno',
    ]);
    expect(his?.facts).toEqual([]);
    expect(await read(bruno.id, COMMANDER, anaCommander.id)).toBeNull();
    expect(await read(ana.id, COMMANDER, brunoCommander.id)).toBeNull();

    // The Commander reaches every conversation of its person; an agent only its own.
    expect((await read(ana.id, COMMANDER, anaEmails.id))?.tree).toHaveLength(2);
    expect((await read(ana.id, 'email_writer', anaEmails.id))?.tree).toHaveLength(2);
    expect(await read(ana.id, 'email_writer', anaCommander.id)).toBeNull();
    expect(await read(bruno.id, 'email_writer', anaEmails.id)).toBeNull();

    // Without the facts (a partner site's visitor), none are read.
    expect((await read(ana.id, COMMANDER, anaCommander.id, false))?.facts).toBeNull();

    // A deleted conversation is no one's to send to.
    await database.db.update(chatSessions).set({ deletedAt: at }).where(eq(chatSessions.id, anaCommander.id));
    expect(await read(ana.id, COMMANDER, anaCommander.id)).toBeNull();
  });
});
