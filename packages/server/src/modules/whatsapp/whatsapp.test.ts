// WhatsApp Business against a local fake of the Graph API and Meta's signed webhook (issue 31):
// a signed message is answered on WhatsApp, an unsigned or forged one is refused with nothing
// stored, a repeat is answered once, SAIR/VOLTAR, the hand-off to the support inbox and the
// operator's answer going back, the 24-hour window, files into the chat's pipeline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { samplePdf } from '../../../test/fakes/documents.ts';
import {
  type FakeGraph,
  inboundPayload,
  signedDelivery,
  startFakeGraph,
  statusPayload,
  waMessageId,
} from '../../../test/fakes/whatsapp.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { users } from '../accounts/schema.ts';
import { customAgentSessions } from '../custom-agents/schema.ts';
import { chatFiles } from '../files/schema.ts';
import { supportMessages } from '../support/schema.ts';
import { WHATSAPP_THROTTLES } from './inbound.ts';
import { CONTACT_COPY, WHATSAPP_MESSAGES as M } from './messages.ts';
import { whatsappContacts, whatsappMessages, whatsappNumbers, whatsappStatuses } from './schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let graph: FakeGraph;
let server: TestServer;

beforeAll(async () => {
  graph = await startFakeGraph();
  server = await startTestServer({ env: { WHATSAPP_GRAPH_BASE_URL: graph.url } });
});
afterAll(async () => {
  await server?.close();
  await graph?.close();
});
beforeEach(() => {
  graph.sent.length = 0;
  graph.requests.length = 0;
});

let numbers = 0;
interface Connected {
  owner: TestUser;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  webhookPath: string;
}

async function connect(
  options: { plan?: 'professional' | 'enterprise'; responder?: string; templateName?: string } = {},
): Promise<Connected> {
  const owner = await server.signup();
  if (options.plan) {
    expect(
      (
        await server.request('POST', '/payments/upgrade/', {
          token: owner.access,
          body: { plan_type: options.plan },
        })
      ).status,
    ).toBe(200);
  }
  numbers += 1;
  const phoneNumberId = `10654035224${String(numbers).padStart(4, '0')}`;
  const appSecret = `segredo-do-app-${numbers}-8f14e45fceea167a`;
  const verifyToken = `padaria-boa-vista-${numbers}`;
  const reply = await server.request<Body>('PUT', '/api/integrations/whatsapp/', {
    token: owner.access,
    body: {
      phone_number_id: phoneNumberId,
      display_phone: '+55 11 98765-0000',
      access_token: `EAAGm0PX4ZCpsBAKZCZBtoken${numbers}k3Xz`,
      app_secret: appSecret,
      verify_token: verifyToken,
      responder: options.responder ?? 'commander',
      ...(options.templateName ? { template_name: options.templateName } : {}),
    },
  });
  expect(reply.status).toBe(200);
  const url = new URL(reply.body.connection.webhook_url as string);
  return { owner, phoneNumberId, appSecret, verifyToken, webhookPath: url.pathname };
}

function deliver(number: Connected, payload: unknown, signature?: string | null) {
  const signed = signedDelivery(payload, number.appSecret);
  const header = signature === undefined ? signed.signature : signature;
  return server.request<Body>('POST', number.webhookPath, {
    payload: signed.body,
    headers: { 'content-type': 'application/json', ...(header ? { 'x-hub-signature-256': header } : {}) },
  });
}

async function sendText(number: Connected, from: string, text: string, id = waMessageId()) {
  const reply = await deliver(
    number,
    inboundPayload({
      phoneNumberId: number.phoneNumberId,
      from,
      id,
      timestamp: server.clock.now(),
      message: { type: 'text', text: { body: text } },
    }),
  );
  expect(reply).toMatchObject({ status: 200, body: { received: true } });
  await server.services.background.drain();
  return id;
}

const sentTo = (to: string) => graph.sent.filter((message) => message.to === to);

async function storedMessages(number: Connected) {
  const [row] = await server.services.db
    .select({ id: whatsappNumbers.id })
    .from(whatsappNumbers)
    .where(eq(whatsappNumbers.phoneNumberId, number.phoneNumberId));
  return server.services.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.numberId, row?.id ?? -1));
}

describe('ligar o número', () => {
  it('guarda os segredos cifrados e só mostra o fim deles, mascarado', async () => {
    const number = await connect();
    const reply = await server.request<Body>('GET', '/api/integrations/whatsapp/', {
      token: number.owner.access,
    });
    expect(reply.body.connection).toMatchObject({
      phone_number_id: number.phoneNumberId,
      responder: 'commander',
      access_token_hint: '••••k3Xz',
    });
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain(number.appSecret);
    expect(text).not.toContain(number.verifyToken);
    const [row] = await server.services.db
      .select()
      .from(whatsappNumbers)
      .where(eq(whatsappNumbers.phoneNumberId, number.phoneNumberId));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(number.appSecret);
    expect(stored).not.toContain(number.verifyToken);
    expect(stored).not.toContain('EAAGm0PX4ZCpsBAKZCZBtoken');
  });

  it('um número já ligado por outra conta é 409; agente personalizado fora do Enterprise é 403', async () => {
    const first = await connect();
    const other = await server.signup();
    const taken = await server.request<Body>('PUT', '/api/integrations/whatsapp/', {
      token: other.access,
      body: {
        phone_number_id: first.phoneNumberId,
        access_token: 'EAAGm0PX4ZCpsBAKZCZBoutro0token',
        app_secret: 'outro-segredo-0123456789',
        verify_token: 'outro-token',
        responder: 'commander',
      },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: M.phoneNumberTaken } });
    const custom = await server.request<Body>('PATCH', '/api/integrations/whatsapp/', {
      token: first.owner.access,
      body: { responder: 'custom_agent', custom_agent_id: 'cag_qualquer' },
    });
    expect(custom).toMatchObject({ status: 403, body: { error: M.customAgentEnterprise } });
    // Nobody else reads or changes the number: each call is about the caller's own.
    const theirs = await server.request<Body>('GET', '/api/integrations/whatsapp/', { token: other.access });
    expect(theirs.body.connection).toBeNull();
    expect((await server.request('GET', '/api/integrations/whatsapp/')).status).toBe(401);
  });

  it('a verificação da Meta responde o desafio só com o token certo', async () => {
    const number = await connect();
    const ok = await server.request(
      'GET',
      `${number.webhookPath}?hub.mode=subscribe&hub.verify_token=${number.verifyToken}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await server.request(
      'GET',
      `${number.webhookPath}?hub.mode=subscribe&hub.verify_token=errado&hub.challenge=1`,
    );
    expect(wrong.status).toBe(403);
  });

  it('desligado, o webhook deixa de aceitar avisos', async () => {
    const number = await connect();
    await server.request('DELETE', '/api/integrations/whatsapp/', { token: number.owner.access });
    const reply = await deliver(
      number,
      inboundPayload({
        phoneNumberId: number.phoneNumberId,
        from: '5511912340001',
        timestamp: server.clock.now(),
        message: { type: 'text', text: { body: 'Oi' } },
      }),
    );
    expect(reply.status).toBe(403);
  });
});

describe('webhook', () => {
  it('uma mensagem assinada recebe a resposta pelo WhatsApp', async () => {
    const number = await connect();
    await sendText(number, '5511912340002', 'Me dê três ideias de nome para uma padaria artesanal');
    const answers = sentTo('5511912340002');
    expect(answers.length).toBeGreaterThan(0);
    expect(answers[0]).toMatchObject({ phoneNumberId: number.phoneNumberId, type: 'text' });
    expect(answers[0]?.text?.length).toBeGreaterThan(10);
    expect(graph.requests.find((r) => r.method === 'POST')?.authorization).toBe(
      `Bearer EAAGm0PX4ZCpsBAKZCZBtoken${numbers}k3Xz`,
    );
    // The conversation is the owner's, metered to them, under the person's name.
    const [contact] = await server.services.db
      .select()
      .from(whatsappContacts)
      .where(eq(whatsappContacts.phoneKey, '5511912340002'));
    expect(contact?.conversationId).toBeTruthy();
    const sessions = await server.request<Body>('POST', '/api/agents/chatsppock/api/', {
      token: number.owner.access,
      body: { action: 'list_sessions' },
    });
    expect(JSON.stringify(sessions.body)).toContain(contact?.conversationId ?? 'x');
  });

  it('sem assinatura é 401, assinatura errada é 403, e nada é guardado nem enviado', async () => {
    const number = await connect();
    const payload = inboundPayload({
      phoneNumberId: number.phoneNumberId,
      from: '5511912340003',
      timestamp: server.clock.now(),
      message: { type: 'text', text: { body: 'Olá' } },
    });
    expect(await deliver(number, payload, null)).toMatchObject({
      status: 401,
      body: { error: M.webhookMissingSignature },
    });
    const forged = signedDelivery(payload, 'outro-segredo').signature;
    expect(await deliver(number, payload, forged)).toMatchObject({
      status: 403,
      body: { error: M.webhookBadSignature },
    });
    expect((await deliver(number, payload, 'sha256=zz')).status).toBe(403);
    // A body that is not even JSON is refused on its signature, before any parse.
    const garbage = await server.request('POST', number.webhookPath, {
      payload: '{não é json',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': forged },
    });
    expect(garbage.status).toBe(403);
    await server.services.background.drain();
    expect(await storedMessages(number)).toEqual([]);
    expect(graph.sent).toEqual([]);
  });

  it('o mesmo id de mensagem entregue de novo é respondido uma vez', async () => {
    const number = await connect();
    const id = await sendText(number, '5511912340004', 'Qual a capital do Brasil?');
    const first = sentTo('5511912340004').length;
    expect(first).toBeGreaterThan(0);
    await sendText(number, '5511912340004', 'Qual a capital do Brasil?', id);
    // Both at once, too (Meta retries while the first is in flight).
    const again = inboundPayload({
      phoneNumberId: number.phoneNumberId,
      from: '5511912340004',
      id: waMessageId(),
      timestamp: server.clock.now(),
      message: { type: 'text', text: { body: 'E a de Minas?' } },
    });
    const replies = await Promise.all([
      deliver(number, again),
      deliver(number, again),
      deliver(number, again),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    await server.services.background.drain();
    const inbound = (await storedMessages(number)).filter((row) => row.direction === 'in');
    expect(inbound).toHaveLength(2);
    expect(sentTo('5511912340004').length).toBe(first * 2);
  });

  it('um corpo acima do limite é recusado sem ser lido', async () => {
    const number = await connect();
    const huge = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [],
      pad: 'x'.repeat(300 * 1024),
    });
    const reply = await server.request('POST', number.webhookPath, {
      payload: huge,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signedDelivery(JSON.parse(huge), number.appSecret).signature,
      },
    });
    expect([400, 413]).toContain(reply.status);
  });

  it('guarda os status das mensagens enviadas', async () => {
    const number = await connect();
    await sendText(number, '5511912340005', 'Oi, tudo bem?');
    const out = (await storedMessages(number)).find((row) => row.direction === 'out');
    expect(out?.waMessageId).toMatch(/^wamid\.OUT/);
    const at = server.clock.now();
    const statuses = statusPayload(number.phoneNumberId, [
      { id: out?.waMessageId ?? '', status: 'delivered', recipient: '5511912340005', timestamp: at },
      { id: out?.waMessageId ?? '', status: 'read', recipient: '5511912340005', timestamp: at },
    ]);
    expect((await deliver(number, statuses)).status).toBe(200);
    expect((await deliver(number, statuses)).status).toBe(200);
    const rows = await server.services.db
      .select()
      .from(whatsappStatuses)
      .where(eq(whatsappStatuses.waMessageId, out?.waMessageId ?? ''));
    expect(rows.map((row) => row.status).sort()).toEqual(['delivered', 'read']);
    const [updated] = await server.services.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, out?.id ?? -1));
    expect(updated?.status).toBe('read');
  });
});

describe('limites', () => {
  it('uma rajada simultânea do mesmo contato: até o limite por minuto respondido, um aviso, o resto em silêncio', async () => {
    const number = await connect({ responder: 'faq_chatbot' });
    const burst = Array.from({ length: WHATSAPP_THROTTLES.perContact[0] + 5 }, () =>
      deliver(
        number,
        inboundPayload({
          phoneNumberId: number.phoneNumberId,
          from: '5511912340016',
          timestamp: server.clock.now(),
          message: { type: 'text', text: { body: 'Quais são os planos e preços?' } },
        }),
      ),
    );
    expect((await Promise.all(burst)).every((reply) => reply.status === 200)).toBe(true);
    await server.services.background.drain();
    const texts = sentTo('5511912340016').map((m) => m.text);
    expect(texts.filter((text) => text === CONTACT_COPY.tooMany)).toHaveLength(1);
    expect(texts.filter((text) => text !== CONTACT_COPY.tooMany)).toHaveLength(
      WHATSAPP_THROTTLES.perContact[0],
    );
  });
});

describe('contatos', () => {
  it('o mesmo celular com e sem o nono dígito é um contato só', async () => {
    const number = await connect({ responder: 'faq_chatbot' });
    await sendText(number, '5511912340006', 'Como funcionam os tokens?');
    await sendText(number, '551112340006', 'E quando eles acabam?');
    const contacts = await server.services.db
      .select()
      .from(whatsappContacts)
      .where(eq(whatsappContacts.phoneKey, '5511912340006'));
    expect(contacts).toHaveLength(1);
    // Answers go to the wa_id as it last arrived.
    expect(sentTo('551112340006').length).toBeGreaterThan(0);
  });

  it('SAIR para de enviar; VOLTAR volta a responder', async () => {
    const number = await connect();
    await sendText(number, '5511912340007', 'sair');
    expect(sentTo('5511912340007').map((m) => m.text)).toEqual([CONTACT_COPY.optedOut]);
    graph.sent.length = 0;
    await sendText(number, '5511912340007', 'Ainda está aí?');
    expect(sentTo('5511912340007')).toEqual([]);
    await sendText(number, '5511912340007', 'VOLTAR');
    await sendText(number, '5511912340007', 'Me sugira um nome para uma confeitaria');
    const texts = sentTo('5511912340007').map((m) => m.text);
    expect(texts[0]).toBe(CONTACT_COPY.optedIn);
    expect(texts.length).toBeGreaterThan(1);
  });

  it('o chatbot de FAQ responde pela central de ajuda', async () => {
    const number = await connect({ responder: 'faq_chatbot' });
    await sendText(number, '5511912340008', 'Quais são os planos e preços?');
    const [answer] = sentTo('5511912340008');
    expect(answer?.text).toMatch(/plano/i);
  });
});

describe('agente personalizado (Enterprise)', () => {
  it('o agente escolhido responde, e a conversa é dele, no nome do dono', async () => {
    const number = await connect({ plan: 'enterprise' });
    const created = await server.request<Body>('POST', '/api/custom-agents/', {
      token: number.owner.access,
      body: {
        name: 'Propostas Boa Vista',
        description: 'Monta propostas comerciais de coffee break e buffet para eventos corporativos.',
        category: 'Vendas',
        instructions: 'Você prepara propostas comerciais da Padaria Boa Vista.',
        starter_prompts: ['Monte uma proposta de coffee break para 40 pessoas'],
        tools: [],
        audience: 'team',
      },
    });
    expect(created.status).toBe(201);
    const agentId = created.body.agent.id as string;
    const chosen = await server.request<Body>('PATCH', '/api/integrations/whatsapp/', {
      token: number.owner.access,
      body: { responder: 'custom_agent', custom_agent_id: agentId },
    });
    expect(chosen).toMatchObject({ status: 200, body: { connection: { responder: 'custom_agent' } } });
    // Another team's (or a made-up) agent is not one the owner can pick.
    const other = await server.request<Body>('PATCH', '/api/integrations/whatsapp/', {
      token: number.owner.access,
      body: { responder: 'custom_agent', custom_agent_id: 'cag_deOutraEquipe' },
    });
    expect(other).toMatchObject({ status: 400, body: { error: M.customAgentNotFound } });

    await sendText(number, '5511912340015', 'Monte uma proposta de coffee break para 40 pessoas');
    await sendText(number, '5511912340015', 'E para 60 pessoas?');
    expect(sentTo('5511912340015').length).toBeGreaterThanOrEqual(2);
    const [contact] = await server.services.db
      .select()
      .from(whatsappContacts)
      .where(eq(whatsappContacts.phoneKey, '5511912340015'));
    const sessions = await server.services.db
      .select()
      .from(customAgentSessions)
      .where(eq(customAgentSessions.id, contact?.conversationId ?? ''));
    expect(sessions).toMatchObject([{ agentId, userId: number.owner.id }]);
  });
});

describe('atendimento humano', () => {
  it('"atendente" passa a conversa ao suporte com a transcrição, e a resposta do operador volta pelo WhatsApp', async () => {
    const number = await connect();
    await sendText(number, '5511912340009', 'Vocês entregam coffee break no sábado?');
    await sendText(number, '5511912340009', 'Quero falar com um atendente');
    expect(sentTo('5511912340009').at(-1)?.text).toBe(CONTACT_COPY.handedOff);
    const [contact] = await server.services.db
      .select()
      .from(whatsappContacts)
      .where(eq(whatsappContacts.phoneKey, '5511912340009'));
    const [ticket] = await server.services.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, contact?.supportMessageId ?? -1));
    expect(ticket?.userId).toBe(number.owner.id);
    expect(ticket?.content).toContain('Vocês entregam coffee break no sábado?');
    expect(ticket?.content).toContain('Quero falar com um atendente');

    // While the ticket is open, the bot stays quiet and the message joins the ticket.
    graph.sent.length = 0;
    await sendText(number, '5511912340009', 'É para 40 pessoas');
    expect(sentTo('5511912340009')).toEqual([]);

    const operator = await server.signup({ first_name: 'Juliana', last_name: 'Ribeiro' });
    await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, operator.id));
    const answered = await server.request<Body>(
      'POST',
      `/api/support/admin/messages/${ticket?.id}/respond/`,
      {
        token: operator.access,
        body: { content: 'Olá! Entregamos sim, aos **sábados** até as 10h.' },
      },
    );
    expect(answered.status).toBe(200);
    await server.services.background.drain();
    expect(sentTo('5511912340009').map((m) => m.text)).toEqual([
      'Olá! Entregamos sim, aos *sábados* até as 10h.',
    ]);
  });

  it('fora da janela de 24 horas só vai o modelo aprovado; sem modelo, nada', async () => {
    for (const templateName of ['retomada_atendimento', undefined]) {
      const number = await connect(templateName ? { templateName } : {});
      const phone = templateName ? '5511912340010' : '5511912340011';
      await sendText(number, phone, 'Preciso falar com um humano');
      const [contact] = await server.services.db
        .select()
        .from(whatsappContacts)
        .where(eq(whatsappContacts.phoneKey, phone));
      server.clock.advance(25 * 60 * 60 * 1000);
      graph.sent.length = 0;
      const operator = await server.signup();
      await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, operator.id));
      const answered = await server.request(
        'POST',
        `/api/support/admin/messages/${contact?.supportMessageId}/respond/`,
        {
          token: operator.access,
          body: { content: 'Desculpe a demora, pode nos chamar de novo?' },
        },
      );
      expect(answered.status).toBe(200);
      await server.services.background.drain();
      expect(sentTo(phone)).toEqual(
        templateName
          ? [{ phoneNumberId: number.phoneNumberId, to: phone, type: 'template', template: templateName }]
          : [],
      );
    }
  });
});

describe('arquivos', () => {
  const document = (number: Connected, from: string, mediaId: string) =>
    deliver(
      number,
      inboundPayload({
        phoneNumberId: number.phoneNumberId,
        from,
        timestamp: server.clock.now(),
        message: {
          type: 'document',
          document: {
            id: mediaId,
            filename: 'cardapio.pdf',
            mime_type: 'application/pdf',
            caption: 'Resuma o cardápio',
          },
        },
      }),
    );

  it('um documento entra no pipeline de arquivos do chat (plano Pro)', async () => {
    const number = await connect({ plan: 'professional' });
    const mediaId = graph.addMedia(samplePdf(['Cardapio da Padaria Boa Vista', 'Pao de queijo R$ 5,00']));
    expect((await document(number, '5511912340012', mediaId)).status).toBe(200);
    await server.services.background.drain();
    const files = await server.services.db
      .select()
      .from(chatFiles)
      .where(eq(chatFiles.userId, number.owner.id));
    expect(files.map((file) => file.filename)).toEqual(['cardapio.pdf']);
    expect(sentTo('5511912340012').length).toBeGreaterThan(0);
  });

  it('no plano Free o arquivo não é lido, e a pessoa é avisada', async () => {
    const number = await connect();
    const mediaId = graph.addMedia(samplePdf(['Cardapio']));
    expect((await document(number, '5511912340013', mediaId)).status).toBe(200);
    await server.services.background.drain();
    expect(graph.requests.some((r) => r.path === `/${mediaId}`)).toBe(false);
    expect(sentTo('5511912340013').map((m) => m.text)).toEqual([CONTACT_COPY.filesNotAnswered]);
  });

  it('uma URL de mídia fora da Graph API nunca é buscada com o token', async () => {
    const number = await connect({ plan: 'professional' });
    const elsewhere = await startFakeGraph();
    try {
      const mediaId = graph.addMedia(Buffer.from('x'), { url: `${elsewhere.url}/files/roubo` });
      expect((await document(number, '5511912340014', mediaId)).status).toBe(200);
      await server.services.background.drain();
      expect(elsewhere.requests).toEqual([]);
      expect(sentTo('5511912340014')[0]?.text).toContain('Não consegui ler o arquivo');
    } finally {
      await elsewhere.close();
    }
  });
});
