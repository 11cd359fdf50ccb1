// Data rights under the LGPD (issue 31 item 3), by HTTP, on PGlite and on PostgreSQL: the export
// holds every part (and the files' bytes), its link is the owner's only and dies after 7 days;
// the retention job deletes old conversations only; operators' reads are shown to the person;
// and an erased account leaves no row, in any table, that names the person.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talk } from '../../../test/conversations.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { DAY, MINUTE } from '../../clock.ts';
import { users } from '../accounts/schema.ts';
import { assessmentSessions } from '../assessments/schema.ts';
import { chatSessions } from '../conversations/schema.ts';
import { chatFiles } from '../files/schema.ts';
import { StoredFileMissing, storageKey } from '../files/storage.ts';
import { demoRequests, newsletterSubscriptions } from '../marketing/schema.ts';
import { paymentIntents } from '../payments/schema.ts';
import { supportCategories, supportMessages } from '../support/schema.ts';
import { runDailyPrivacy } from './daily.ts';
import { PRIVACY_MESSAGES as M } from './messages.ts';
import { PERSONAL_DATA_PARTS } from './parts.ts';
import { retainedBillingRecords } from './schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const FILE_TEXT = 'Cardápio da Padaria Boa Vista — pão de queijo R$ 6,50';

/** A person with something in every part: conversations, a file, an assessment, a ticket, a payment. */
async function personWithData(names: { first: string; last: string }) {
  const person = await server.signup({ first_name: names.first, last_name: names.last });
  const db = server.services.db;
  const session = await talk(server, person.id, {
    title: `Plano de vendas de ${names.first}`,
    replies: [
      {
        ask: `Meu nome é ${names.first} ${names.last}, quero vender mais pão de queijo.`,
        answer: 'Ofereça combos no café da manhã.',
      },
    ],
  });
  const fileId = randomUUID();
  const key = storageKey(person.id, session.id, fileId);
  const spooled = path.join(server.services.files.spoolDir, `${fileId}.txt`);
  await fs.promises.mkdir(server.services.files.spoolDir, { recursive: true });
  await fs.promises.writeFile(spooled, FILE_TEXT);
  await server.services.files.put(key, {
    path: spooled,
    size: Buffer.byteLength(FILE_TEXT),
    contentType: 'text/plain',
  });
  await db.insert(chatFiles).values({
    id: fileId,
    userId: person.id,
    sessionId: session.id,
    filename: 'cardápio.txt',
    kind: 'txt',
    contentType: 'text/plain',
    sizeBytes: Buffer.byteLength(FILE_TEXT),
    storageKey: key,
    extractedText: FILE_TEXT,
  });
  const now = server.clock.now();
  await db.insert(assessmentSessions).values({
    userId: person.id,
    type: 'mbti',
    company: `Padaria de ${names.last}`,
    startTime: now,
    createdAt: now,
    lastActivity: now,
  });
  const [category] = await db.select().from(supportCategories).limit(1);
  const [ticket] = await db
    .insert(supportMessages)
    .values({
      userId: person.id,
      categoryId: category!.id,
      subject: 'Cobrança duplicada',
      content: `Sou ${names.first} ${names.last} e fui cobrado duas vezes.`,
    })
    .returning();
  await db.insert(paymentIntents).values({
    userId: person.id,
    providerIntentId: `pi_${randomUUID()}`,
    amount: 3990,
    currency: 'brl',
    planType: 'professional',
    provider: 'test',
    status: 'succeeded',
    metadata: { email: person.email },
  });
  await db.insert(newsletterSubscriptions).values({ email: person.email });
  await db.insert(demoRequests).values({
    name: `${names.first} ${names.last}`,
    email: person.email,
    company: 'Padaria Boa Vista',
    phone: person.phone,
  });
  return { person, session, key, ticket: ticket! };
}

async function operator(): Promise<TestUser> {
  const op = await server.signup({ first_name: 'Operadora' });
  await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, op.id));
  return op;
}

async function requestExport(person: TestUser): Promise<{ id: string; token: string }> {
  const requested = await server.request<Body>('POST', '/api/accounts/privacy/exports/', {
    token: person.access,
  });
  expect(requested.status).toBe(202);
  await server.services.background.drain();
  const mails = await server.outbox(person.email);
  const mail = mails.findLast((m) => m.subject === M.exportEmailSubject);
  const link = new URL(/https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://x/');
  expect(link.searchParams.get('exportacao')).toBe(requested.body.export_id);
  return { id: requested.body.export_id, token: link.searchParams.get('token') ?? '' };
}

async function download(person: TestUser, id: string, token: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api/accounts/privacy/exports/${id}/download/?token=${encodeURIComponent(token)}`,
    headers: { authorization: `Bearer ${person.access}` },
  });
}

describe('cópia dos dados (LGPD)', () => {
  it('o arquivo tem cada parte, o PDF legível e o conteúdo dos arquivos enviados', async () => {
    const { person, ticket } = await personWithData({ first: 'Joana', last: 'Exportada' });
    const op = await operator();
    expect(
      (await server.request('GET', `/api/support/admin/messages/${ticket.id}/`, { token: op.access })).status,
    ).toBe(200);
    await server.request('PUT', '/api/accounts/privacy/consents/', {
      token: person.access,
      body: { memory: false },
    });
    await server.request('PUT', '/api/accounts/privacy/retention/', {
      token: person.access,
      body: { retention_days: 365 },
    });

    const { id, token } = await requestExport(person);
    const reply = await download(person, id, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['dados.json']));
    for (const part of PERSONAL_DATA_PARTS) {
      expect(data.partes, part.key).toHaveProperty(part.key);
    }
    const partes = data.partes as Record<string, { registros: Body[] }>;
    const nonEmpty = [
      'perfil',
      'conversas',
      'arquivos',
      'avaliacoes',
      'chamados',
      'uso_chamadas_de_modelo',
      'consentimentos',
      'retencao',
      'acessos_da_equipe',
      'pagamentos',
      'newsletter',
      'pedidos_de_demonstracao',
    ];
    for (const key of nonEmpty) {
      expect(partes[key]?.registros.length, key).toBeGreaterThan(0);
    }
    expect(partes.perfil!.registros[0]).toMatchObject({ email: person.email, first_name: 'Joana' });
    expect(partes.perfil!.registros[0]).not.toHaveProperty('password_hash');
    expect(partes.conversas!.registros[0]!.mensagens.map((m: Body) => m.content)).toContain(
      'Ofereça combos no café da manhã.',
    );
    expect(partes.acessos_da_equipe!.registros[0]).toMatchObject({ kind: 'support_ticket' });
    // A table no part names (the sessions of the login) is exported under its own name.
    expect(partes.outros_auth_sessions?.registros.length).toBeGreaterThan(0);
    const stored = Object.entries(files).find(([name]) => name.startsWith('arquivos/'));
    expect(stored?.[0]).toMatch(/cardápio\.txt$/);
    expect(new TextDecoder().decode(stored?.[1])).toBe(FILE_TEXT);
    const pdf = files['dados.pdf']!;
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');

    // The tab lists the export as ready, and the operator's read.
    const overview = await server.request<Body>('GET', '/api/accounts/privacy/', { token: person.access });
    expect(overview.body.privacy.exports[0]).toMatchObject({ id, status: 'ready' });
    expect(overview.body.privacy.operator_reads[0]).toMatchObject({
      kind: 'support_ticket',
      subject: `Chamado #${ticket.id}: Cobrança duplicada`,
    });
    expect(overview.body.privacy.consents.memory.granted).toBe(false);
  });

  it('o link é só do dono, com o token certo, e morre em 7 dias com o arquivo', async () => {
    const { person } = await personWithData({ first: 'Bruno', last: 'Linkado' });
    const other = await server.signup();
    const { id, token } = await requestExport(person);
    expect((await download(other, id, token)).statusCode).toBe(404);
    expect((await download(person, id, 'outro-token')).statusCode).toBe(404);
    expect((await download(person, randomUUID(), token)).statusCode).toBe(404);
    // A malformed id is refused by the contract (400), with the same message.
    expect((await download(person, 'nao-e-uuid', token)).statusCode).toBe(400);
    expect((await download(person, id, token)).statusCode).toBe(200);

    await server.advance(7 * DAY + MINUTE, person);
    const expired = await download(person, id, token);
    expect(expired.statusCode).toBe(404);
    expect(JSON.parse(expired.body)).toEqual({ success: false, error: M.exportNotFound });

    // The daily job deletes the archive itself.
    const [row] = (
      (await server.services.db.execute(
        sql`select storage_key from data_exports where id = ${id}`,
      )) as unknown as {
        rows: { storage_key: string }[];
      }
    ).rows;
    await runDailyPrivacy(server.services);
    await expect(server.services.files.open(row!.storage_key)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('dois pedidos ao mesmo tempo fazem uma cópia só', async () => {
    const person = await server.signup();
    const replies = await Promise.all(
      [1, 2, 3].map(() => server.request('POST', '/api/accounts/privacy/exports/', { token: person.access })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([202, 409, 409]);
    await server.services.background.drain();
  });
});

describe('retenção das conversas', () => {
  it('a rotina diária apaga só as conversas antigas de quem escolheu um prazo', async () => {
    const keeper = await server.signup();
    const short = await server.signup();
    const now = server.clock.now();
    const oldOfShort = await talk(server, short.id, { at: new Date(now.getTime() - 40 * DAY) });
    const newOfShort = await talk(server, short.id, { at: new Date(now.getTime() - 5 * DAY) });
    const oldOfKeeper = await talk(server, keeper.id, { at: new Date(now.getTime() - 400 * DAY) });
    const set = await server.request<Body>('PUT', '/api/accounts/privacy/retention/', {
      token: short.access,
      body: { retention_days: 30 },
    });
    expect(set.body.privacy.retention_days).toBe(30);

    await runDailyPrivacy(server.services);
    const left = await server.services.db.select({ id: chatSessions.id }).from(chatSessions);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(oldOfShort.id);
    expect(ids).toContain(newOfShort.id);
    expect(ids).toContain(oldOfKeeper.id);
  });

  it('recusa um prazo fora da lista', async () => {
    const person = await server.signup();
    const reply = await server.request<Body>('PUT', '/api/accounts/privacy/retention/', {
      token: person.access,
      body: { retention_days: 7 },
    });
    expect(reply).toMatchObject({ status: 400, body: { success: false, error: M.invalidRetention } });
  });
});

describe('consentimentos', () => {
  it('cada mudança vira uma linha datada; marketing muda também a preferência', async () => {
    const person = await server.signup();
    const first = await server.request<Body>('PUT', '/api/accounts/privacy/consents/', {
      token: person.access,
      body: { marketing_emails: false },
    });
    expect(first.body.privacy.consents.marketing_emails.granted).toBe(false);
    // The same answer again adds nothing.
    await server.request('PUT', '/api/accounts/privacy/consents/', {
      token: person.access,
      body: { marketing_emails: false },
    });
    const prefs = await server.request<Body>('GET', '/api/accounts/notification-preferences/', {
      token: person.access,
    });
    expect(prefs.body.preferences.marketing_emails).toBe(false);
    const overview = await server.request<Body>('GET', '/api/accounts/privacy/', { token: person.access });
    const kinds = overview.body.privacy.consent_history.map((entry: Body) => entry.kind);
    expect(kinds.filter((k: string) => k === 'marketing_emails')).toHaveLength(1);
    expect(kinds).toContain('terms');
    const bad = await server.request<Body>('PUT', '/api/accounts/privacy/consents/', {
      token: person.access,
      body: { marketing_emails: 'sim' },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: M.invalidConsent } });
  });

  it('a memória é um valor só: o consentimento e o interruptor de Minha Conta › Memória mudam juntos', async () => {
    const person = await server.signup();
    const consents = async () =>
      (await server.request<Body>('GET', '/api/accounts/privacy/', { token: person.access })).body.privacy;
    const memorySettings = async () =>
      (await server.request<Body>('GET', '/api/accounts/memory/', { token: person.access })).body.settings;
    // Memory is on until the person turns it off, in both places.
    expect((await consents()).consents.memory.granted).toBe(true);
    expect((await memorySettings()).enabled).toBe(true);
    await server.request('PUT', '/api/accounts/privacy/consents/', {
      token: person.access,
      body: { memory: false },
    });
    expect((await memorySettings()).enabled).toBe(false);
    await server.request('PUT', '/api/accounts/memory/settings/', {
      token: person.access,
      body: { enabled: true },
    });
    const after = await consents();
    expect(after.consents.memory.granted).toBe(true);
    const memoryAnswers = after.consent_history
      .filter((entry: Body) => entry.kind === 'memory')
      .map((entry: Body) => entry.granted);
    expect(memoryAnswers).toEqual([true, false]);
    // Only `propose` changes nothing in the record.
    await server.request('PUT', '/api/accounts/memory/settings/', {
      token: person.access,
      body: { propose: true },
    });
    expect((await consents()).consent_history.filter((entry: Body) => entry.kind === 'memory')).toHaveLength(
      2,
    );
  });
});

/** Every text and JSON column of every table, searched for each of the values (case-insensitive). */
async function rowsNaming(values: readonly string[]): Promise<string[]> {
  const db = server.services.db;
  const columns = (
    (await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    }
  ).rows;
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const value of values) {
      const hits = (
        (await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${value}%`}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
      if (hits > 0) {
        found.push(`${table}.${column} ∋ ${value}`);
      }
    }
  }
  return found;
}

/** Every column that points at users.id (any delete rule), searched for the id. */
async function rowsPointingAt(userId: number): Promise<string[]> {
  const db = server.services.db;
  const columns = (
    (await db.execute(sql`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
      where ccu.table_name = 'users' and ccu.column_name = 'id'`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    }
  ).rows;
  expect(columns.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of [
    ...columns,
    { table_name: 'users', column_name: 'id' },
  ]) {
    const hits = (
      (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    if (hits > 0) {
      found.push(`${table}.${column} = ${userId}`);
    }
  }
  return found;
}

describe('exclusão da conta (LGPD)', () => {
  it('não sobra linha, em tabela nenhuma, que nomeie a pessoa; a cobrança fica pseudonimizada', async () => {
    const { person, key, ticket } = await personWithData({ first: 'Zuleica', last: 'Apagadinha' });
    const op = await operator();
    await server.request('GET', `/api/support/admin/messages/${ticket.id}/`, { token: op.access });
    await server.request('PUT', '/api/accounts/privacy/consents/', {
      token: person.access,
      body: { memory: false },
    });
    await requestExport(person);
    const phone = person.phone.replace(/\D/g, '');
    const identifiers = [person.email, 'Zuleica', 'Apagadinha', phone];
    expect(await rowsNaming(identifiers)).not.toEqual([]);

    const wrong = await server.request<Body>('POST', '/payments/delete-account/', {
      token: person.access,
      body: { password: 'senha-errada', confirmation: 'DELETAR' },
    });
    expect(wrong.status).toBe(400);
    const erased = await server.request<Body>('POST', '/payments/delete-account/', {
      token: person.access,
      body: { password: person.password, confirmation: 'DELETAR' },
    });
    expect(erased.status).toBe(200);

    expect(await rowsNaming(identifiers)).toEqual([]);
    expect(await rowsPointingAt(person.id)).toEqual([]);
    const stored = (
      (await server.services.db.execute(
        sql`select count(*)::int as n from chat_files where storage_key like ${`${person.id}/%`}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    expect(stored).toBe(0);
    await expect(server.services.files.open(key)).rejects.toBeInstanceOf(StoredFileMissing);

    const kept = await server.services.db
      .select()
      .from(retainedBillingRecords)
      .where(eq(retainedBillingRecords.kind, 'payment'));
    expect(kept.some((row) => row.amountCents === 3990 && row.status === 'succeeded')).toBe(true);
    // The operator's account is untouched, and so is the read they made (gone with the person).
    expect((await server.request('GET', '/api/accounts/privacy/', { token: op.access })).status).toBe(200);
  });
});
