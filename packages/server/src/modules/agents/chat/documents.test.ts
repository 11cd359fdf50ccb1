// Documents in send_message (issue 11, issue 20 "plan rules on features"): the multipart send on
// a Pro plan, each type read from a real sample file, answers grounded in the document (offline:
// extractive, marked; a model: the chosen passages in its prompt), broken and protected files,
// images, the Free plan refused before a byte is kept, downloads and deletion.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleDoc,
  sampleDocx,
  sampleExecutable,
  samplePdf,
  sampleWorkbook,
} from '../../../../test/fakes/documents.ts';
import {
  fakeProviderEnv,
  type LlmFake,
  startFakeOpenAICompatible,
} from '../../../../test/fakes/llm/index.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { oneLongWord, randomWords, watchHealth } from '../../../../test/health-watch.ts';
import { occupyAll } from '../../../../test/work-slots.ts';
import { operationTable } from '../../../app.ts';
import { createChatOperations } from '../../../http/agents/chat/handlers.ts';
import { EXTRACTION_SLOTS } from '../../files/extract/index.ts';
import { FILES_MESSAGES } from '../../files/index.ts';
import { RANKING_SLOTS } from '../../files/ranking.ts';
import { STORED_TEXT_CHARS } from '../../files/repository.ts';
import { chatFiles } from '../../files/schema.ts';
import { storageKey } from '../../files/storage.ts';
import { OFFLINE_NOTE } from '../registry/index.ts';
import { CHAT_MESSAGES } from './messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field
type ReplyBody = Record<string, any>;

const BOUNDARY = '----sppockdocumento';
const PLAN_MESSAGE =
  'A análise de documentos está disponível nos planos Pro e Enterprise. Faça upgrade para enviar arquivos.';

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

function sendFile(
  server: TestServer,
  user: TestUser,
  file: { filename: string; bytes: Buffer },
  message: string,
  extra: Part[] = [],
) {
  return server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
    token: user.access,
    payload: multipart([
      { name: 'action', value: 'send_message' },
      { name: 'message', value: message },
      { name: 'location', value: 'Brasil' },
      ...extra,
      { name: 'file', ...file },
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

async function proUser(server: TestServer): Promise<TestUser> {
  const user = await server.signup();
  const upgraded = await server.request('POST', '/payments/upgrade/', {
    token: user.access,
    body: { plan_type: 'professional' },
  });
  expect(upgraded.status).toBe(200);
  return user;
}

function storedFiles(server: TestServer): string[] {
  const root = path.join(server.dataDir, 'files');
  if (!fs.existsSync(root)) {
    return [];
  }
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) =>
    fs.statSync(path.join(root, entry)).isFile(),
  );
}

const CONTRACT = [
  'Contrato de fornecimento de cafe especial - Padaria Boa Vista.',
  'O fornecedor entrega 40 kg de graos torrados por mes, em duas remessas.',
  'O prazo de entrega de cada remessa e de 5 dias uteis apos o pedido.',
  'O preco combinado e de R$ 62,00 por quilo, reajustado a cada doze meses.',
  'A multa por atraso e de 2% do valor da remessa por dia.',
];

describe('documentos no send_message (provedor offline)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('PDF: resposta extrativa marcada como offline, com o trecho pedido e o arquivo para baixar', async () => {
    const user = await proUser(server);
    const pdf = samplePdf(CONTRACT);
    const reply = await sendFile(
      server,
      user,
      { filename: 'contrato.pdf', bytes: pdf },
      'Qual é a multa por atraso?',
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, offline: true, provider: 'offline' });
    expect(reply.body.message).toContain('## Análise de contrato.pdf');
    expect(reply.body.message).toContain('A multa por atraso e de 2% do valor da remessa por dia.');
    expect(reply.body.message).toContain(OFFLINE_NOTE);
    const file = reply.body.file;
    expect(file).toMatchObject({ name: 'contrato.pdf', size: pdf.length, url: `/api/files/${file.id}/` });

    const download = await server.app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const session = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      body: { action: 'get_session', session_id: reply.body.session_id },
    });
    const [sent, answer] = session.body.messages;
    expect(sent).toMatchObject({ role: 'user', content: 'Qual é a multa por atraso?', file });
    expect(answer.file).toBeUndefined();
    const [row] = await server.services.db.select().from(chatFiles).where(eq(chatFiles.id, file.id));
    expect(row?.extractedText).toContain('prazo de entrega');
  });

  it.each([
    [
      'proposta.docx',
      () => sampleDocx(['Proposta comercial', 'Desconto de 8% para pagamento a vista.']),
      'desconto',
      'Desconto de 8%',
    ],
    [
      'memorando.doc',
      () => sampleDoc(['Memorando interno', 'Inventario de estoque na sexta-feira.']),
      'inventario',
      'Inventario de estoque',
    ],
    [
      'vendas.xlsx',
      () =>
        sampleWorkbook(
          [
            ['Produto', 'Quantidade'],
            ['Sonho de creme', 320],
          ],
          'xlsx',
        ),
      'sonho',
      'Sonho de creme\t320',
    ],
    [
      'vendas.xls',
      () =>
        sampleWorkbook(
          [
            ['Produto', 'Quantidade'],
            ['Pao de queijo', 540],
          ],
          'biff8',
        ),
      'queijo',
      'Pao de queijo\t540',
    ],
    [
      'notas.txt',
      () => Buffer.from('Reunião com o fornecedor.\n\nO frete passa a custar R$ 45,00.'),
      'frete',
      'O frete passa a custar R$ 45,00.',
    ],
    [
      'pauta.md',
      () => Buffer.from('# Pauta\n\nContratar um confeiteiro para o turno da noite.'),
      'confeiteiro',
      'Contratar um confeiteiro',
    ],
  ])('%s é lido e citado', async (filename, build, instruction, expected) => {
    const user = await proUser(server);
    const reply = await sendFile(
      server,
      user,
      { filename, bytes: build() },
      `O que o arquivo diz sobre ${instruction}?`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain(expected);
    expect(reply.body.file.name).toBe(filename);
  });

  it('PDF protegido por senha: mensagem clara; a mensagem e o arquivo ficam na sessão', async () => {
    const user = await proUser(server);
    const reply = await sendFile(
      server,
      user,
      { filename: 'extrato.pdf', bytes: samplePdf(['Saldo'], { encrypted: true }) },
      'Resuma o extrato',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain(
      'O arquivo PDF está protegido por senha. Remova a senha e envie de novo.',
    );
    expect(reply.body.message).toContain('Sua mensagem e o arquivo ficaram guardados nesta conversa.');
    const session = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      body: { action: 'get_session', session_id: reply.body.session_id },
    });
    expect(session.body.messages[0]).toMatchObject({
      content: 'Resuma o extrato',
      file: { name: 'extrato.pdf' },
    });
  });

  it('arquivo corrompido: a resposta diz que não foi possível ler', async () => {
    const user = await proUser(server);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    const reply = await sendFile(server, user, { filename: 'quebrado.pdf', bytes: broken }, 'Resuma');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain(
      'Não foi possível ler o arquivo PDF: ele parece corrompido ou incompleto.',
    );
  });

  it('imagem sem provedor com visão: a resposta diz o que falta', async () => {
    const user = await proUser(server);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 1),
    ]);
    const reply = await sendFile(
      server,
      user,
      { filename: 'vitrine.png', bytes: png },
      'O que tem nesta foto?',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain('é preciso um provedor de IA com visão configurado no servidor');
    expect(reply.body.file.name).toBe('vitrine.png');
  });

  it('Free: recusado nomeando o plano antes de guardar qualquer byte, também com o arquivo antes dos campos', async () => {
    const user = await server.signup();
    const before = storedFiles(server);
    const reply = await sendFile(
      server,
      user,
      { filename: 'notas.txt', bytes: Buffer.from('texto') },
      'Resuma',
    );
    expect(reply).toMatchObject({ status: 403, body: { success: false, error: PLAN_MESSAGE } });
    const fileFirst = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      payload: multipart([
        { name: 'documento', filename: 'notas.md', bytes: Buffer.from('# oi') },
        { name: 'action', value: 'send_message' },
        { name: 'message', value: 'Resuma' },
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(fileFirst).toMatchObject({ status: 403, body: { error: PLAN_MESSAGE } });
    expect(storedFiles(server)).toEqual(before);
    const rows = await server.services.db.select().from(chatFiles).where(eq(chatFiles.userId, user.id));
    expect(rows).toEqual([]);
    const sessions = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      body: { action: 'list_sessions' },
    });
    expect(sessions.body.sessions).toEqual([]);
  });

  it('tipo decidido pelos bytes: um .exe renomeado .pdf → 415, nada guardado', async () => {
    const user = await proUser(server);
    const before = storedFiles(server);
    const reply = await sendFile(
      server,
      user,
      { filename: 'relatorio.pdf', bytes: sampleExecutable() },
      'Resuma',
    );
    expect(reply).toMatchObject({
      status: 415,
      body: {
        success: false,
        error: 'Tipo de arquivo não aceito. Envie PDF, DOCX, DOC, XLSX, XLS, JPG, JPEG, PNG, GIF, TXT ou MD.',
      },
    });
    expect(storedFiles(server)).toEqual(before);
  });

  it('100 MB + 1 byte → 413 sem guardar nada (o corpo chega aos pedaços, nunca inteiro)', async () => {
    const user = await proUser(server);
    const before = storedFiles(server);
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="action"\r\n\r\nsend_message\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\nResuma\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="grande.txt"\r\n\r\n`,
    );
    const total = 100 * 1024 * 1024 + 1;
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    async function* body() {
      yield head;
      let sent = 0;
      while (sent < total) {
        const size = Math.min(chunk.length, total - sent);
        yield size === chunk.length ? chunk : chunk.subarray(0, size);
        sent += size;
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/agents/chatsppock/api/',
      headers: {
        authorization: `Bearer ${user.access}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: Readable.from(body()),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ success: false, error: 'Arquivo muito grande. Limite máximo: 100MB' });
    expect(storedFiles(server)).toEqual(before);
    const spool = path.join(server.dataDir, 'files', '.spool');
    expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
  });

  it('dois arquivos numa mensagem → 400, nada guardado', async () => {
    const user = await proUser(server);
    const before = storedFiles(server);
    const reply = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      payload: multipart([
        { name: 'action', value: 'send_message' },
        { name: 'message', value: 'Compare' },
        { name: 'file', filename: 'a.txt', bytes: Buffer.from('um') },
        { name: 'file', filename: 'b.txt', bytes: Buffer.from('dois') },
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(reply).toMatchObject({ status: 400, body: { error: 'Envie um arquivo por mensagem.' } });
    expect(storedFiles(server)).toEqual(before);
  });

  it('o arquivo de outro usuário → 404; apagar a conversa apaga os arquivos dela', async () => {
    const owner = await proUser(server);
    const other = await proUser(server);
    const reply = await sendFile(
      server,
      owner,
      { filename: 'notas.txt', bytes: Buffer.from('Segredo da receita.') },
      'Resuma',
    );
    const url = reply.body.file.url as string;
    const stranger = await server.request('GET', url, { token: other.access });
    expect(stranger.status).toBe(404);
    const sessionFiles = () => storedFiles(server).filter((entry) => entry.includes(reply.body.session_id));
    expect(sessionFiles()).toHaveLength(1);
    const deleted = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: owner.access,
      body: { action: 'delete_session', session_id: reply.body.session_id },
    });
    expect(deleted.status).toBe(200);
    expect(sessionFiles()).toEqual([]);
    expect((await server.request('GET', url, { token: owner.access })).status).toBe(404);
  });

  it('a sessão de outro usuário → 404 e o arquivo não é guardado', async () => {
    const owner = await proUser(server);
    const other = await proUser(server);
    const first = await sendFile(
      server,
      owner,
      { filename: 'a.txt', bytes: Buffer.from('Texto do dono.') },
      'Resuma',
    );
    const before = storedFiles(server);
    const reply = await sendFile(
      server,
      other,
      { filename: 'b.txt', bytes: Buffer.from('Intruso.') },
      'Resuma',
      [{ name: 'session_id', value: first.body.session_id }],
    );
    expect(reply).toMatchObject({ status: 404, body: { error: 'Sessão não encontrada' } });
    expect(storedFiles(server)).toEqual(before);
  });

  it('um formulário com campos demais, ou um campo longo demais: 400 claro, nada guardado', async () => {
    const user = await proUser(server);
    const before = storedFiles(server);
    const file = { filename: 'contrato.txt', bytes: Buffer.from(CONTRACT.join('\n')) };
    // Forty extra fields of 100 KB: each was kept in memory, whatever its name.
    const extra = Array.from({ length: 40 }, (_, i) => ({
      name: `campo_${i + 1}`,
      value: 'x'.repeat(100_000),
    }));
    expect(await sendFile(server, user, file, 'Qual o prazo?', extra)).toMatchObject({
      status: 400,
      body: { success: false, error: CHAT_MESSAGES.tooManyFields },
    });
    const longLocation = [{ name: 'location', value: 'Brasil'.repeat(20_000) }];
    expect(await sendFile(server, user, file, 'Qual o prazo?', longLocation)).toMatchObject({
      status: 400,
      body: { success: false, error: CHAT_MESSAGES.fieldTooLong },
    });
    expect(await sendFile(server, user, file, 'ç'.repeat(60_000))).toMatchObject({
      status: 400,
      body: { success: false, error: CHAT_MESSAGES.messageTooLong },
    });
    expect(storedFiles(server)).toEqual(before);
  });

  it('um arquivo com a fila de leitura cheia: 503 com Retry-After, nada guardado (nem a conversa, nem o arquivo); depois, a análise', async () => {
    const user = await proUser(server);
    const before = storedFiles(server);
    const release = occupyAll(EXTRACTION_SLOTS);
    let refused: Awaited<ReturnType<typeof sendFile>>;
    try {
      refused = await sendFile(
        server,
        user,
        { filename: 'contrato.txt', bytes: Buffer.from(CONTRACT.join('\n')) },
        'Qual o prazo?',
      );
    } finally {
      await release();
    }
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ success: false, error: FILES_MESSAGES.busy });
    expect(refused.headers['retry-after']).toBe('60');
    expect(storedFiles(server)).toEqual(before);
    const sessions = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      body: { action: 'list_sessions' },
    });
    expect(sessions.body.sessions).toEqual([]);
    // The spacing did not count the refused send: the same file goes through at once.
    const sent = await sendFile(
      server,
      user,
      { filename: 'contrato.txt', bytes: Buffer.from(CONTRACT.join('\n')) },
      'Qual o prazo?',
    );
    expect(sent.status).toBe(200);
    expect(sent.body.message).toContain('5 dias uteis');
  });

  it('uma conversa com 60 arquivos lidos: a mensagem seguinte lê só os três mais recentes e /healthz segue respondendo', {
    retry: 2,
  }, async () => {
    const user = await proUser(server);
    const first = await sendFile(
      server,
      user,
      { filename: 'contrato.txt', bytes: Buffer.from(CONTRACT.join('\n')) },
      'Resuma',
    );
    const sessionId = first.body.session_id as string;
    // As if 59 more files had been sent and read: each keeps its first 200,000 characters. Prose,
    // whose passages the tokenizer counts fast: what is measured is reading the files.
    const earlier = Array.from({ length: 59 }, (_, i) => ({
      id: randomUUID(),
      userId: user.id,
      sessionId,
      filename: `planilha-${i + 1}.txt`,
      kind: 'txt',
      contentType: 'text/plain',
      sizeBytes: STORED_TEXT_CHARS,
      storageKey: storageKey(user.id, sessionId, randomUUID()),
      extractedText: `${CONTRACT.join('\n\n')}\n\n`
        .repeat(Math.ceil(STORED_TEXT_CHARS / 300))
        .slice(0, STORED_TEXT_CHARS),
      createdAt: new Date(Date.now() - (60 - i) * 60_000),
    }));
    for (const row of earlier) {
      await server.database.db.insert(chatFiles).values(row);
    }
    server.clock.advance(5_000);
    const watch = watchHealth(server);
    const next = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      body: { action: 'send_message', session_id: sessionId, message: 'E o prazo de entrega?' },
    });
    const { longestMs, polls } = await watch.stop();
    expect(next.status).toBe(200);
    expect(polls).toBeGreaterThan(0);
    expect(longestMs).toBeLessThan(100);
  });

  it('a mensagem seguinte com a fila de trechos cheia: a resposta diz que o servidor está ocupado (não um erro 500)', async () => {
    const user = await proUser(server);
    const long = `${randomWords(30_000)}\n\nO prazo de entrega e de 5 dias uteis.`;
    const first = await sendFile(
      server,
      user,
      { filename: 'contrato.txt', bytes: Buffer.from(long) },
      'Resuma',
    );
    expect(first.status).toBe(200);
    server.clock.advance(5_000);
    const release = occupyAll(RANKING_SLOTS);
    let next: Awaited<ReturnType<typeof sendFile>>;
    try {
      next = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
        token: user.access,
        body: { action: 'send_message', session_id: first.body.session_id, message: 'E o prazo de entrega?' },
      });
    } finally {
      await release();
    }
    expect(next.status).toBe(200);
    expect(next.body.message).toContain(FILES_MESSAGES.busy);
  });

  // A wait is measured on a shared machine: a busy CI core can stall one poll, never three runs
  // in a row, while the freeze this guards against (13–48 s before the fix) fails every run.
  it('um .txt de 2 MB que é uma palavra só: a resposta cita um trecho curto e /healthz segue respondendo', {
    retry: 2,
  }, async () => {
    const user = await proUser(server);
    const word = oneLongWord(2_000_000);
    const watch = watchHealth(server);
    const reply = await sendFile(
      server,
      user,
      { filename: 'palavra.txt', bytes: Buffer.from(word) },
      'Resuma o documento',
    );
    const { longestMs, polls } = await watch.stop();
    expect(reply.status).toBe(200);
    const message = reply.body.message as string;
    expect(message).toContain('## Análise de palavra.txt');
    expect(message).toContain(`> ${word.slice(0, 200)}`);
    expect(message).toContain('…');
    expect(message.length).toBeLessThan(3000);
    expect(polls).toBeGreaterThan(0);
    expect(longestMs).toBeLessThan(100);
  });
});

describe('documentos com um provedor de linguagem', () => {
  let fake: LlmFake;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeOpenAICompatible();
    server = await startTestServer({
      env: { ...fakeProviderEnv('openai-compatible', fake, { model: 'llava:13b' }), LLM_MAX_RETRIES: '0' },
      // Images above 1 KiB are too large for this test's vision model.
      operations: { ...operationTable, ...createChatOperations({ visionMaxBytes: 1024 }) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('o modelo recebe os trechos escolhidos para a instrução, não o documento inteiro', async () => {
    const user = await proUser(server);
    const filler = Array.from(
      { length: 60 },
      (_, i) =>
        `Paragrafo ${i + 1} sobre a historia da padaria, a reforma da fachada e a decoracao do salao.`,
    );
    const text = [
      ...filler.slice(0, 30),
      'A clausula de rescisao exige aviso previo de 90 dias.',
      ...filler.slice(30),
    ].join('\n\n');
    fake.answer('A rescisão exige aviso prévio de 90 dias.');
    const reply = await sendFile(
      server,
      user,
      { filename: 'contrato.txt', bytes: Buffer.from(text) },
      'Como funciona a rescisao?',
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      offline: false,
      message: 'A rescisão exige aviso prévio de 90 dias.',
    });
    const prompt = fake.lastPrompt();
    expect(prompt.system).toContain('## Documento enviado: contrato.txt');
    expect(prompt.system).toContain('A clausula de rescisao exige aviso previo de 90 dias.');
    expect(prompt.system).not.toContain('Paragrafo 1 sobre');
    expect(prompt.messages.at(-1)).toEqual({ role: 'user', text: 'Como funciona a rescisao?' });
  });

  it('na mensagem seguinte, sem arquivo, o modelo recebe os trechos do documento que tratam da pergunta', async () => {
    const user = await proUser(server);
    const text = [
      'Manual da loja.',
      'A troca de mercadorias e aceita em ate 7 dias com a nota fiscal.',
      'O estacionamento fica na rua de tras.',
    ].join('\n\n');
    fake.answer('Resumo do manual.');
    const first = await sendFile(
      server,
      user,
      { filename: 'manual.txt', bytes: Buffer.from(text) },
      'Resuma o manual',
    );
    server.clock.advance(5000);
    fake.answer('Trocas em até 7 dias com a nota.');
    const second = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      body: {
        action: 'send_message',
        session_id: first.body.session_id,
        message: 'E a troca de mercadorias?',
      },
    });
    expect(second.status).toBe(200);
    expect(second.body.file).toBeUndefined();
    const prompt = fake.lastPrompt();
    expect(prompt.system).toContain('## Documento da conversa: manual.txt');
    expect(prompt.system).toContain('A troca de mercadorias e aceita em ate 7 dias com a nota fiscal.');
  });

  it('no stream, o fim traz o arquivo com o link de download', async () => {
    const user = await proUser(server);
    fake.answer('O cardápio tem três cafés.');
    const reply = await server.request<string>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      payload: multipart([
        { name: 'action', value: 'send_message' },
        { name: 'message', value: 'Quantos cafés há no cardápio?' },
        {
          name: 'file',
          filename: 'cardapio.md',
          bytes: Buffer.from('# Cardápio\n\nCafé coado, cappuccino e latte.'),
        },
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, accept: 'text/event-stream' },
    });
    expect(reply.status).toBe(200);
    const finish = String(reply.body)
      .split('\n\n')
      .map((event) => event.replace(/^data: /, ''))
      .filter((data) => data && data !== '[DONE]')
      .map((data) => JSON.parse(data) as { type: string; messageMetadata?: ReplyBody })
      .find((part) => part.type === 'finish');
    expect(finish?.messageMetadata?.file).toMatchObject({
      name: 'cardapio.md',
      url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\/$/),
    });
  });

  it('imagem com um modelo que lê imagens: a imagem vai no pedido', async () => {
    const user = await proUser(server);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32, 7),
    ]);
    fake.answer('A foto mostra uma vitrine de pães.');
    const reply = await sendFile(server, user, { filename: 'vitrine.png', bytes: png }, 'O que tem na foto?');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('A foto mostra uma vitrine de pães.');
    const body = JSON.stringify(fake.requests.at(-1)?.body);
    expect(body).toContain(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('imagem maior que o limite dos modelos com visão: a resposta diz isso sem chamar o modelo', async () => {
    const user = await proUser(server);
    const calls = fake.requests.length;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2048, 7),
    ]);
    const reply = await sendFile(server, user, { filename: 'grande.png', bytes: png }, 'O que tem na foto?');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain(
      'A imagem passa de 1 KB, o maior tamanho que os modelos com visão aceitam.',
    );
    expect(fake.requests.length).toBe(calls);
  });

  it('arquivo ilegível: o modelo não é chamado e a resposta diz o problema', async () => {
    const user = await proUser(server);
    const calls = fake.requests.length;
    const reply = await sendFile(
      server,
      user,
      { filename: 'extrato.pdf', bytes: samplePdf(['Saldo'], { encrypted: true }) },
      'Resuma o extrato',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain('está protegido por senha');
    expect(reply.body.provider).toBe('offline');
    expect(fake.requests.length).toBe(calls);
  });
});
