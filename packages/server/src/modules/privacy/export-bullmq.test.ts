// The data export on BullMQ (REDIS_URL set): the job is queued in Redis, a worker builds the
// archive and the link reaches the outbox, as on the in-process queue.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/env.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { PRIVACY_MESSAGES as M } from './messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { REDIS_URL: TEST_REDIS_URL },
    redisPrefix: `sppock-test-${randomBytes(6).toString('hex')}:`,
  });
});
afterAll(async () => {
  await server?.close();
});

describe('cópia dos dados no BullMQ', () => {
  it('a tarefa roda no worker e o link chega por e-mail', async () => {
    expect(server.services.jobs.kind).toBe('bullmq');
    const person = await server.signup();
    const requested = await server.request<{ export_id: string }>('POST', '/api/accounts/privacy/exports/', {
      token: person.access,
    });
    expect(requested.status).toBe(202);
    await server.services.background.drain();
    const mail = (await server.outbox(person.email)).find((m) => m.subject === M.exportEmailSubject);
    expect(mail?.body).toContain(`exportacao=${requested.body.export_id}`);
  });
});
