// WhatsApp answers on BullMQ (REDIS_URL set, issue 31): the answer to a signed message is a job in
// Redis, taken by a worker (any node's: one that dies before answering leaves the job to another
// node, the takeover the two-node test proves for long runs), and a repeated delivery of the same
// message id is answered once.
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/env.ts';
import {
  type FakeGraph,
  inboundPayload,
  signedDelivery,
  startFakeGraph,
  waMessageId,
} from '../../../test/fakes/whatsapp.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { WHATSAPP_ANSWER_JOB } from './responders.ts';
import { whatsappMessages } from './schema.ts';

let graph: FakeGraph;
let server: TestServer;
const prefix = `sppock-test-${randomBytes(6).toString('hex')}:`;

beforeAll(async () => {
  graph = await startFakeGraph();
  server = await startTestServer({
    env: { REDIS_URL: TEST_REDIS_URL, WHATSAPP_GRAPH_BASE_URL: graph.url },
    redisPrefix: prefix,
  });
});
afterAll(async () => {
  await server?.close();
  await graph?.close();
});

describe('respostas do WhatsApp na fila do BullMQ', () => {
  it('a resposta a uma mensagem assinada é uma tarefa no Redis, feita uma vez só', async () => {
    expect(server.services.jobs.kind).toBe('bullmq');
    const owner = await server.signup();
    const appSecret = 'segredo-do-app-bullmq-8f14e45fceea167a';
    const phoneNumberId = '106540352249999';
    const connected = await server.request<{ connection: { webhook_url: string } }>(
      'PUT',
      '/api/integrations/whatsapp/',
      {
        token: owner.access,
        body: {
          phone_number_id: phoneNumberId,
          display_phone: '+55 11 98765-0000',
          access_token: 'EAAGm0PX4ZCpsBAKZCZBtokenBullk3Xz',
          app_secret: appSecret,
          verify_token: 'padaria-boa-vista-bullmq',
          responder: 'commander',
        },
      },
    );
    expect(connected.status).toBe(200);
    const path = new URL(connected.body.connection.webhook_url).pathname;
    const id = waMessageId();
    const from = '5511912349876';
    const signed = signedDelivery(
      inboundPayload({
        phoneNumberId,
        from,
        id,
        timestamp: server.clock.now(),
        message: { type: 'text', text: { body: 'Quero ideias de posts para a padaria' } },
      }),
      appSecret,
    );
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const reply = await server.request('POST', path, {
        payload: signed.body,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signed.signature },
      });
      expect(reply.status).toBe(200);
    }
    await server.services.background.drain();

    const answers = graph.sent.filter((message) => message.to === from);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.text).toBeTruthy();

    const [stored] = await server.services.db
      .select({ id: whatsappMessages.id })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.waMessageId, id));
    const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('agent-runs', { connection, prefix: `${prefix}jobs` });
    try {
      const job = await queue.getJob(`${WHATSAPP_ANSWER_JOB}-${stored?.id}`);
      expect(job?.name).toBe(WHATSAPP_ANSWER_JOB);
      expect(await job?.getState()).toBe('completed');
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
