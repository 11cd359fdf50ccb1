// Learning from use (issue 26 item 4) by HTTP: 'Perguntar a outro agente' on a Commander answer
// and a choice in a question back leave labelled examples, only the user's own answers can be
// named, the export is the user's rows in the router's TSV format, and the account takes them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { chatMessages, chatSessions } from '../conversations/schema.ts';
import { parseDataset } from '../routing/dataset.ts';
import { CHAT_MESSAGES as M } from './chat/messages.ts';
import { routingExamples } from './schema.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

const EXPORT = '/api/agents/routing/examples/export/';
const UNSURE =
  'Só preciso de 5 opções de linha de assunto para o e-mail da proposta que vou mandar pra Construtora Andrade amanhã';

function send(user: TestUser, body: Record<string, unknown>, agent = 'chatsppock') {
  return server.request<Body>('POST', `/api/agents/${agent}/api/`, {
    token: user.access,
    body: { action: 'send_message', location: 'Brasil', ...body },
  });
}

async function exported(user: TestUser) {
  const reply = await server.request<string>('GET', EXPORT, { token: user.access });
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/tab-separated-values/);
  expect(reply.headers['content-disposition']).toContain('exemplos-roteamento.tsv');
  return String(reply.body);
}

describe("'Perguntar a outro agente'", () => {
  it('guarda o pedido da resposta do Commander com o agente pedido; repetir troca o rótulo', async () => {
    const user = await server.signup();
    const request = 'Escreva um e-mail para a Padaria Pão de Mel\tpedindo\na cotação de farinha.';
    const answered = await send(user, { message: request });
    expect(answered.body.agent_used).toBe('email_writer');
    server.clock.advance(3000);

    const elsewhere = await send(
      user,
      { message: request, instead_of: answered.body.message_id },
      'content_generator',
    );
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.agent_used).toBe('content_generator');
    server.clock.advance(3000);
    expect(
      (await send(user, { message: request, instead_of: answered.body.message_id }, 'brainstorm')).status,
    ).toBe(200);

    const rows = await server.services.db
      .select()
      .from(routingExamples)
      .where(eq(routingExamples.userId, user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        messageId: answered.body.message_id,
        // One line, as the router reads it.
        text: 'Escreva um e-mail para a Padaria Pão de Mel pedindo a cotação de farinha.',
        label: 'brainstorm',
        routedAgent: 'email_writer',
        source: 'ask_another_agent',
      }),
    ]);
    expect(rows[0]?.confidence).toBeCloseTo(answered.body.confidence / 100);
  });

  it('resposta de outra pessoa, inexistente ou de uma conversa apagada: 404 e nada enviado nem guardado', async () => {
    const owner = await server.signup();
    const intruder = await server.signup();
    const answered = await send(owner, { message: 'Escreva um e-mail de boas-vindas para clientes novos.' });
    await server.request('POST', '/api/agents/chatsppock/api/', {
      token: owner.access,
      body: { action: 'delete_session', session_id: answered.body.session_id },
    });
    server.clock.advance(3000);
    for (const [user, messageId] of [
      [intruder, answered.body.message_id],
      [intruder, randomUUID()],
      [owner, answered.body.message_id],
    ] as const) {
      const reply = await send(user, { message: 'O mesmo pedido.', instead_of: messageId }, 'brainstorm');
      expect(reply).toMatchObject({ status: 404, body: { success: false, error: M.messageNotFound } });
      server.clock.advance(3000);
    }
    const theirSessions = await server.services.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.userId, intruder.id));
    expect(theirSessions).toEqual([]);
    expect(await server.services.db.select().from(routingExamples)).not.toContainEqual(
      expect.objectContaining({ messageId: answered.body.message_id }),
    );
    const malformed = await send(intruder, { message: 'x', instead_of: 'não-é-uuid' }, 'brainstorm');
    expect(malformed).toMatchObject({ status: 400, body: { error: M.invalidInsteadOf } });
  });
});

describe('exportação', () => {
  it('só os exemplos do próprio usuário, no formato TSV dos dados do roteador', async () => {
    const user = await server.signup();
    const other = await server.signup();
    expect(await exported(user)).toBe('text\tlabel\n');

    const asked = await send(user, { message: UNSURE });
    server.clock.advance(3000);
    await send(user, {
      session_id: asked.body.session_id,
      message: 'Gerar ideias de negócio',
      choice: { question_id: asked.body.message_id, agent: 'brainstorm' },
    });
    server.clock.advance(3000);
    const answered = await send(user, { message: 'Escreva um e-mail de boas-vindas para clientes novos.' });
    server.clock.advance(3000);
    await send(
      user,
      {
        message: 'Escreva um e-mail de boas-vindas para clientes novos.',
        instead_of: answered.body.message_id,
      },
      'content_generator',
    );
    const theirs = await send(other, { message: UNSURE });
    server.clock.advance(3000);
    await send(other, {
      session_id: theirs.body.session_id,
      message: 'Escrever um e-mail',
      choice: { question_id: theirs.body.message_id, agent: 'email_writer' },
    });

    const tsv = await exported(user);
    expect(tsv.split('\n')[0]).toBe('text\tlabel');
    expect(parseDataset(tsv)).toEqual([
      { text: UNSURE, label: 'brainstorm' },
      { text: 'Escreva um e-mail de boas-vindas para clientes novos.', label: 'content_generator' },
    ]);
    expect(parseDataset(await exported(other))).toEqual([{ text: UNSURE, label: 'email_writer' }]);
    expect((await server.request('GET', EXPORT)).status).toBe(401);
  });

  it('um pedido enorme é guardado como o roteador o lê, em uma linha', async () => {
    const user = await server.signup();
    const huge = `Escreva um e-mail de cobrança ${'muito educado '.repeat(1300)}`;
    const answered = await send(user, { message: huge });
    server.clock.advance(3000);
    expect(answered.status).toBe(200);
    await send(user, { message: huge, instead_of: answered.body.message_id }, 'brainstorm');
    const [row] = parseDataset(await exported(user));
    expect(row?.text.length).toBeLessThanOrEqual(1000);
    expect(huge.startsWith(row?.text ?? '-')).toBe(true);
  });

  it('a conta excluída leva os exemplos', async () => {
    const user = await server.signup();
    const answered = await send(user, { message: 'Escreva um e-mail de boas-vindas para clientes novos.' });
    server.clock.advance(3000);
    await send(user, { message: 'O mesmo.', instead_of: answered.body.message_id }, 'brainstorm');
    const mine = () =>
      server.services.db.select().from(routingExamples).where(eq(routingExamples.userId, user.id));
    expect(await mine()).toHaveLength(1);
    const deleted = await server.request('POST', '/payments/delete-account/', {
      token: user.access,
      body: { confirmation: 'DELETAR', password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(await mine()).toEqual([]);
    expect(
      await server.services.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.id, answered.body.message_id)),
    ).toEqual([]);
  });
});
