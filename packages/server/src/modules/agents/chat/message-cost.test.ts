// What one Commander message costs the database (issue 28 item 3): the statements a message
// sends, counted at the driver, over a provider that answers at once. Who pays (the team and the
// plan) is what the node keeps (payer/own-team.ts, own-plan.ts), the cycle's usage the node's
// figure (payer/cycle-usage.ts), the profile the caller's authenticated row; the conversation
// with its whole tree in one statement, no earlier documents asked for in a conversation without
// files; the user's message with the branch shown in one statement, and the answer, its usage,
// the conversation's tokens and the activity in one.
// The bound keeps it from creeping back up: 21 statements, then 13, then 5, then 4, now 3 (the
// conversation, the question, the answer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeProviderEnv,
  type LlmFake,
  startFakeOpenAICompatible,
} from '../../../../test/fakes/llm/index.ts';
import {
  openTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
  type TestUser,
} from '../../../../test/harness.ts';

/** Statements per Commander message in a conversation already open, at most. */
const MAX_QUERIES_PER_MESSAGE = 3;

const TRANSACTION_BOUND = /^\s*(begin|commit|rollback)\b/i;

// biome-ignore lint/suspicious/noExplicitAny: the action's replies, read field by field
type Body = Record<string, any>;

let fake: LlmFake;
let server: TestServer;
let database: TestDatabase;
let statements: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAICompatible();
  database = await openTestDatabase({
    logger: {
      logQuery: (query) => {
        statements.push(query);
      },
    },
  });
  server = await startTestServer({
    database,
    env: { ...fakeProviderEnv('openai-compatible', fake), LLM_MAX_RETRIES: '0' },
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await fake?.close();
});

function send(user: TestUser, body: Record<string, unknown>) {
  return server.request<Body>('POST', '/api/agents/chatsppock/api/', {
    token: user.access,
    body: { action: 'send_message', location: 'Brasil', ...body },
  });
}

/** The statements of one message, sent past the spacing. */
async function counted(user: TestUser, body: Record<string, unknown>) {
  server.clock.advance(3_100);
  statements = [];
  const reply = await send(user, body);
  await server.services.background.drain();
  // The operator's per-model limits are read at most every 5 s of real time (model-limits.ts):
  // whichever message that read falls on, it is not the message's own cost. A transaction's
  // bounds are logged by node-postgres and not by PGlite: left out, the figure is the same on both.
  const sent = statements.filter(
    (statement) => !statement.includes('from "llm_models"') && !TRANSACTION_BOUND.test(statement),
  );
  statements = [];
  return { reply, sent };
}

describe('custo de uma mensagem ao Commander no banco', () => {
  it(`uma conversa aberta: no máximo ${MAX_QUERIES_PER_MESSAGE} comandos por mensagem, e o mesmo de uma mensagem para outra`, async () => {
    const user = await server.signup();
    const first = await counted(user, { message: 'Me dê uma ideia de post para a padaria' });
    expect(first.reply.status).toBe(200);
    const sessionId = first.reply.body.session_id as string;
    const figures: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { reply, sent } = await counted(user, {
        session_id: sessionId,
        message: `Me dê outra ideia de post para a padaria, número ${i}`,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.content).not.toBe('');
      figures.push(sent.length);
      if (sent.length > MAX_QUERIES_PER_MESSAGE) {
        throw new Error(`${sent.length} comandos:\n${sent.join('\n')}`);
      }
    }
    // Steady: a message does not cost more as the conversation grows.
    expect(new Set(figures).size).toBe(1);
  });
});
