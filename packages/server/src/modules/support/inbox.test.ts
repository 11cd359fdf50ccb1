// The support inbox over HTTP (spec 3 §2 "Support page", §4, §5, §7 "Support", §8) and its
// operator side (contract extension): a subscriber opens a ticket, an operator answers it, the
// subscriber's bell rises, they read, reply and resolve.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { DAY } from '../../clock.ts';
import { SUPPORT_MESSAGES, SUPPORT_THROTTLES } from '../../http/support/handlers.ts';
import { users } from '../accounts/schema.ts';
import { OPERATOR_EMAIL_WINDOW_MS } from './notices.ts';

let server: TestServer;
let operator: TestUser;
let colleague: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  operator = await superuser('Juliana', 'Ribeiro');
  colleague = await superuser('Marcos', 'Teixeira');
});
afterAll(async () => {
  await server?.close();
});

async function superuser(first_name: string, last_name: string): Promise<TestUser> {
  const user = await server.signup({ first_name, last_name });
  await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, user.id));
  return user;
}

interface Response {
  id: number;
  content: string;
  author: { first_name: string; last_name: string };
  is_internal: boolean;
}
interface Message {
  id: number;
  subject: string;
  content: string;
  status: string;
  priority: string;
  category: { id: number; name: string; color?: string };
  user: { first_name: string; last_name: string };
  responses: Response[];
  days_open: number;
}
interface QueueMessage extends Message {
  user_email: string;
  package_type: string;
  priority_support: boolean;
  assigned_to: { id: number; first_name: string } | null;
}
interface Notification {
  id: number;
  title: string;
  content: string;
  read: boolean;
  notification_type: string;
  message: { id: number } | null;
}

type Body = Record<string, unknown>;
const get = <T = Body>(url: string, user?: TestUser) =>
  server.request<T>('GET', url, user ? { token: user.access } : {});
const post = <T = Body>(url: string, user: TestUser | undefined, body?: unknown) =>
  server.request<T>('POST', url, {
    ...(user ? { token: user.access } : {}),
    ...(body === undefined ? {} : { body }),
  });

let categoryIds: Record<string, number> = {};
async function categories(): Promise<Record<string, number>> {
  if (Object.keys(categoryIds).length === 0) {
    const reply = await get<{ categories: { id: number; name: string }[] }>(
      '/api/support/categories/',
      operator,
    );
    categoryIds = Object.fromEntries(reply.body.categories.map((c) => [c.name, c.id]));
  }
  return categoryIds;
}

async function open(user: TestUser, overrides: Body = {}) {
  const reply = await post<{ success: boolean; data: Message; message: string }>(
    '/api/support/messages/create/',
    user,
    {
      category_id: (await categories())['Pagamentos e Planos'],
      subject: 'Cobrança duplicada no cartão em março',
      content:
        'Recebi duas cobranças de R$ 39,90 do plano Pro no cartão final 4821. Podem estornar uma delas?',
      ...overrides,
    },
  );
  expect(reply.status).toBe(201);
  return reply.body.data;
}

const notifications = async (user: TestUser) =>
  (await get<{ notifications: Notification[]; unread_count: number }>('/api/support/notifications/', user))
    .body;

const queue = async (query = '', user = operator) =>
  get<{ messages: QueueMessage[]; total_count: number; has_next: boolean; counts: Record<string, number> }>(
    `/api/support/admin/messages/${query}`,
    user,
  );

const upgrade = (user: TestUser, plan_type: string) =>
  post('/payments/upgrade/', user, { plan_type, payment_method_id: 'pm_card_visa' });

describe('caixa de suporte do assinante', () => {
  it('lista as categorias semeadas, com cores, na ordem do formulário', async () => {
    const user = await server.signup();
    const reply = await get<{ success: boolean; categories: { name: string; color: string }[] }>(
      '/api/support/categories/',
      user,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.categories.map((c) => c.name)).toEqual([
      'Conta e Acesso',
      'Pagamentos e Planos',
      'Agentes de IA',
      'Avaliações',
      'Problema Técnico',
      'Sugestão',
    ]);
    for (const category of reply.body.categories) {
      expect(category.color).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('recusa a mensagem nova com as mensagens da spec 3 §5', async () => {
    const user = await server.signup();
    const categoryId = (await categories())['Conta e Acesso'];
    const cases: [Body, string][] = [
      [
        { category_id: categoryId, content: 'Conteúdo com mais de dez letras.' },
        'Por favor, preencha todos os campos obrigatórios',
      ],
      [
        { category_id: categoryId, subject: '      ', content: 'Conteúdo com mais de dez letras.' },
        'Por favor, preencha todos os campos obrigatórios',
      ],
      [
        { category_id: categoryId, subject: '  Erro  ', content: 'Conteúdo com mais de dez letras.' },
        'O assunto deve ter pelo menos 5 caracteres',
      ],
      [
        { category_id: categoryId, subject: 'Erro no login', content: '  curto   ' },
        'O conteúdo deve ter pelo menos 10 caracteres',
      ],
      [
        { category_id: categoryId, subject: 'x'.repeat(201), content: 'Conteúdo com mais de dez letras.' },
        'O assunto deve ter no máximo 200 caracteres',
      ],
      [
        { category_id: categoryId, subject: 'Erro no login', content: 'y'.repeat(5001) },
        'O conteúdo deve ter no máximo 5000 caracteres',
      ],
      [
        { category_id: 999_999, subject: 'Erro no login', content: 'Conteúdo com mais de dez letras.' },
        'Categoria inválida.',
      ],
      [
        {
          category_id: categoryId,
          subject: 'Erro no login',
          content: 'Conteúdo com mais de dez letras.',
          priority: 'altissima',
        },
        SUPPORT_MESSAGES.invalidPriority,
      ],
      // 'urgente' reorders the whole queue: the team sets it, not the customer.
      [
        {
          category_id: categoryId,
          subject: 'Erro no login',
          content: 'Conteúdo com mais de dez letras.',
          priority: 'urgente',
        },
        SUPPORT_MESSAGES.invalidPriority,
      ],
    ];
    for (const [body, error] of cases) {
      const reply = await post('/api/support/messages/create/', user, body);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 400,
        body: { success: false, error },
      });
    }
    const huge = await server.request('POST', '/api/support/messages/create/', {
      token: user.access,
      payload: JSON.stringify({
        category_id: categoryId,
        subject: 'Erro no login',
        content: 'z'.repeat(3_000_000),
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(400);
    expect((await get<{ messages: unknown[] }>('/api/support/messages/', user)).body.messages).toEqual([]);
  });

  it('cria a mensagem aberta, com prioridade normal, e avisa o próprio usuário e os operadores', async () => {
    const user = await server.signup({ first_name: 'Rafael', last_name: 'Albuquerque' });
    const reply = await post<{ data: Message; message: string }>('/api/support/messages/create/', user, {
      category_id: (await categories())['Agentes de IA'],
      subject: '  LeadFinder não retorna leads de Curitiba  ',
      content: 'Desde ontem a busca de distribuidoras em Curitiba/PR volta vazia.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Mensagem enviada com sucesso!');
    expect(reply.body.data).toMatchObject({
      subject: 'LeadFinder não retorna leads de Curitiba',
      status: 'aberta',
      priority: 'normal',
      category: { name: 'Agentes de IA' },
      user: { first_name: 'Rafael', last_name: 'Albuquerque' },
      responses: [],
      days_open: 0,
    });
    expect((await notifications(user)).notifications[0]).toMatchObject({
      notification_type: 'new_message',
      title: 'Mensagem recebida',
      message: { id: reply.body.data.id },
    });
    for (const op of [operator, colleague]) {
      const bell = await notifications(op);
      expect(bell.notifications.find((n) => n.message?.id === reply.body.data.id)).toMatchObject({
        notification_type: 'new_message',
        title: 'Nova mensagem de suporte',
        content:
          'Rafael Albuquerque (plano Free) abriu a mensagem "LeadFinder não retorna leads de Curitiba".',
      });
    }
  });

  it('história completa: o operador responde, o sino do assinante sobe, ele lê, responde e resolve', async () => {
    const user = await server.signup({ first_name: 'Rafael', last_name: 'Albuquerque' });
    const message = await open(user);
    await post('/api/support/notifications/read-all/', user);

    const listed = await queue('?status=abertas');
    expect(listed.status).toBe(200);
    const inQueue = listed.body.messages.find((m) => m.id === message.id);
    expect(inQueue).toMatchObject({ status: 'aberta', user_email: user.email, assigned_to: null });

    const answer = await post<{ data: QueueMessage; message: string }>(
      `/api/support/admin/messages/${message.id}/respond/`,
      operator,
      { content: '  Olá, Rafael! Solicitamos o estorno da segunda cobrança.  ' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Resposta enviada ao cliente.');
    expect(answer.body.data).toMatchObject({
      status: 'respondida',
      assigned_to: { id: operator.id, first_name: 'Juliana' },
      responses: [{ content: 'Olá, Rafael! Solicitamos o estorno da segunda cobrança.', is_internal: true }],
    });

    const bell = await notifications(user);
    expect(bell.unread_count).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      notification_type: 'response',
      title: 'Nova resposta do suporte',
      read: false,
      message: { id: message.id },
    });
    const mail = (await server.outbox(user.email)).at(-1);
    expect(mail?.subject).toBe('Sppock — Nova resposta do suporte');
    expect(mail?.body).toContain(
      'O suporte respondeu à sua mensagem "Cobrança duplicada no cartão em março".',
    );
    expect(mail?.body).toContain('http://app.sppock.test/support');

    const detail = await get<{ data: Message }>(`/api/support/messages/${message.id}/`, user);
    expect(detail.body.data.responses).toEqual([
      expect.objectContaining({
        is_internal: true,
        author: { first_name: 'Juliana', last_name: 'Ribeiro' },
      }),
    ]);
    const notificationId = bell.notifications[0]?.id;
    expect((await post(`/api/support/notifications/${notificationId}/read/`, user)).status).toBe(200);
    expect((await notifications(user)).unread_count).toBe(0);

    const short = await post(`/api/support/messages/${message.id}/respond/`, user, { content: ' ok  ' });
    expect(short.body).toEqual({ success: false, error: 'A resposta deve ter pelo menos 5 caracteres' });
    const empty = await post(`/api/support/messages/${message.id}/respond/`, user, {});
    expect(empty.body).toEqual({ success: false, error: 'Por favor, digite uma resposta' });

    const reply = await post<{ data: Response }>(`/api/support/messages/${message.id}/respond/`, user, {
      content: 'Obrigado! Vou acompanhar a fatura de abril.',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      content: 'Obrigado! Vou acompanhar a fatura de abril.',
      is_internal: false,
      author: { first_name: 'Rafael', last_name: 'Albuquerque' },
    });
    expect(
      (await get<{ data: Message }>(`/api/support/messages/${message.id}/`, user)).body.data.status,
    ).toBe('em_analise');
    const operatorBell = (await notifications(operator)).notifications.filter(
      (n) => n.message?.id === message.id,
    );
    expect(operatorBell[0]).toMatchObject({
      notification_type: 'new_message',
      title: 'Nova réplica do cliente',
      message: { id: message.id },
    });
    // Assigned to Juliana: the colleague is not told of the reply.
    const colleagueBell = (await notifications(colleague)).notifications.filter(
      (n) => n.message?.id === message.id,
    );
    expect(colleagueBell.map((n) => n.title)).toEqual(['Nova mensagem de suporte']);

    const resolved = await post<{ data: Message; message: string }>(
      `/api/support/messages/${message.id}/resolve/`,
      user,
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body.message).toBe('Mensagem marcada como resolvida.');
    expect(resolved.body.data.status).toBe('resolvida');
    expect((await post(`/api/support/messages/${message.id}/resolve/`, user)).status).toBe(200);
    const archived = await post(`/api/support/messages/${message.id}/respond/`, user, {
      content: 'Mais uma coisa...',
    });
    expect(archived.body).toEqual({
      success: false,
      error: 'Esta mensagem está arquivada e não aceita novas respostas.',
    });
    const afterResolve = (await notifications(operator)).notifications.filter(
      (n) => n.message?.id === message.id,
    );
    expect(afterResolve[0]).toMatchObject({
      notification_type: 'status_change',
      content: 'Rafael Albuquerque marcou a mensagem "Cobrança duplicada no cartão em março" como resolvida.',
    });
    const own = await get<{ messages: Message[] }>('/api/support/messages/?status=resolvida', user);
    expect(own.body.messages.map((m) => m.id)).toEqual([message.id]);
  });

  it('days_open conta dias inteiros desde a abertura', async () => {
    const user = await server.signup();
    const message = await open(user);
    server.clock.advance(8 * DAY + 1000);
    try {
      await server.advance(0, user);
      expect(
        (await get<{ data: Message }>(`/api/support/messages/${message.id}/`, user)).body.data.days_open,
      ).toBe(8);
    } finally {
      server.clock.advance(-(8 * DAY + 1000));
      await server.advance(0, user);
    }
  });

  it('filtro de status inválido responde 400 em pt-BR', async () => {
    const user = await server.signup();
    const reply = await get('/api/support/messages/?status=pendente', user);
    expect(reply.body).toEqual({
      success: false,
      error: 'Status inválido. Use: aberta, em_analise, respondida, resolvida ou fechada.',
    });
  });
});

describe('segurança da caixa de suporte', () => {
  it('mensagens de outro usuário respondem 404 como as inexistentes', async () => {
    const owner = await server.signup();
    const stranger = await server.signup();
    const message = await open(owner);
    const notFound = { success: false, error: 'Mensagem de suporte não encontrada.' };
    for (const [method, url, body] of [
      ['GET', `/api/support/messages/${message.id}/`, undefined],
      ['POST', `/api/support/messages/${message.id}/respond/`, { content: 'Quero ver isso também.' }],
      ['POST', `/api/support/messages/${message.id}/resolve/`, undefined],
      ['GET', '/api/support/messages/99999999/', undefined],
      ['GET', '/api/support/messages/abc/', undefined],
    ] as const) {
      const reply = await server.request(method, url, { token: stranger.access, ...(body ? { body } : {}) });
      expect({ url, status: reply.status, body: reply.body }).toEqual({ url, status: 404, body: notFound });
    }
    expect((await get<{ messages: unknown[] }>('/api/support/messages/', stranger)).body.messages).toEqual(
      [],
    );
    expect(
      (await get<{ data: Message }>(`/api/support/messages/${message.id}/`, owner)).body.data.status,
    ).toBe('aberta');
  });

  it('quem não é superusuário recebe 403 em todas as chamadas do operador; sem sessão, 401', async () => {
    const user = await server.signup();
    const message = await open(user);
    const calls = [
      ['GET', '/api/support/admin/messages/', undefined],
      ['GET', `/api/support/admin/messages/${message.id}/`, undefined],
      ['POST', `/api/support/admin/messages/${message.id}/respond/`, { content: 'Resposta indevida aqui.' }],
      ['POST', `/api/support/admin/messages/${message.id}/status/`, { status: 'fechada' }],
      ['POST', `/api/support/admin/messages/${message.id}/priority/`, { priority: 'urgente' }],
      ['POST', `/api/support/admin/messages/${message.id}/assign/`, { operator_id: user.id }],
      ['GET', '/api/support/admin/operators/', undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const forbidden = await server.request(method, url, { token: user.access, ...(body ? { body } : {}) });
      expect({ url, status: forbidden.status }).toEqual({ url, status: 403 });
      const anonymous = await server.request(method, url, body ? { body } : {});
      expect({ url, status: anonymous.status }).toEqual({ url, status: 401 });
    }
    const after = await get<{ data: Message }>(`/api/support/messages/${message.id}/`, user);
    expect(after.body.data).toMatchObject({ status: 'aberta', priority: 'normal', responses: [] });
  });

  it('mensagens novas e respostas em rajada: 429 com Retry-After, em pt-BR, e nada é guardado', async () => {
    const user = await server.signup();
    const [limit, windowMs] = SUPPORT_THROTTLES.newMessages;
    for (let i = 0; i < limit; i += 1) {
      await open(user, { subject: `Dúvida número ${i + 1}` });
    }
    const refused = await post('/api/support/messages/create/', user, {
      category_id: (await categories())['Pagamentos e Planos'],
      subject: 'Mais uma dúvida',
      content: 'Conteúdo com mais de dez letras.',
    });
    expect(refused).toMatchObject({
      status: 429,
      body: { success: false, error: SUPPORT_MESSAGES.tooManyMessages },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get<{ messages: unknown[] }>('/api/support/messages/', user)).body.messages).toHaveLength(
      limit,
    );

    const owner = await server.signup();
    const own = await open(owner);
    const [replyLimit] = SUPPORT_THROTTLES.replies;
    for (let i = 0; i < replyLimit; i += 1) {
      expect(
        (await post(`/api/support/messages/${own.id}/respond/`, owner, { content: `Complemento ${i + 1}` }))
          .status,
      ).toBe(200);
    }
    const tooMany = await post(`/api/support/messages/${own.id}/respond/`, owner, {
      content: 'Mais um complemento',
    });
    expect(tooMany).toMatchObject({
      status: 429,
      body: { success: false, error: SUPPORT_MESSAGES.tooManyReplies },
    });
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    const thread = await get<{ data: Message }>(`/api/support/messages/${own.id}/`, owner);
    expect(thread.body.data.responses).toHaveLength(replyLimit);

    await server.advance(windowMs, user, operator, colleague);
    await open(user, { subject: 'Depois da janela' });
  });
});

describe('avisos aos operadores', () => {
  it('uma rajada do mesmo cliente: cada aviso no sino, um só e-mail por operador na janela', async () => {
    const customer = await server.signup({ first_name: 'Paula', last_name: 'Rajada' });
    const before = (await server.outbox(operator.email)).length;
    const opened: Message[] = [];
    for (let i = 0; i < 4; i += 1) {
      opened.push(await open(customer, { subject: `Rajada de mensagens ${i + 1}` }));
    }
    await post(`/api/support/messages/${opened[0]?.id}/respond/`, customer, { content: 'Mais um detalhe.' });
    const bell = (await notifications(operator)).notifications.filter((n) =>
      opened.some((message) => message.id === n.message?.id),
    );
    expect(bell).toHaveLength(5);
    const mails = (await server.outbox(operator.email)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(['Sppock — Nova mensagem de suporte']);

    // Another customer is another burst; the same customer after the window, a new e-mail.
    await open(await server.signup({ first_name: 'Outro', last_name: 'Cliente' }));
    await server.advance(OPERATOR_EMAIL_WINDOW_MS, customer, operator, colleague);
    await open(customer, { subject: 'Depois da janela' });
    expect((await server.outbox(operator.email)).slice(before)).toHaveLength(3);
  });
});

describe('fila do operador', () => {
  it('Pro e Enterprise vêm primeiro (suporte prioritário), depois a urgência, depois a mais antiga', async () => {
    const free = await server.signup({ first_name: 'Ana', last_name: 'Free' });
    const pro = await server.signup({ first_name: 'Bruno', last_name: 'Pro' });
    const enterprise = await server.signup({ first_name: 'Carla', last_name: 'Enterprise' });
    expect((await upgrade(pro, 'professional')).status).toBe(200);
    expect((await upgrade(enterprise, 'enterprise')).status).toBe(200);
    const categoryId = (await categories())['Problema Técnico'];
    const urgentFree = await open(free, {
      category_id: categoryId,
      priority: 'alta',
      subject: 'Fila urgente Free',
    });
    // The team raises it to 'urgente' (a customer cannot).
    const raised = await post<{ data: QueueMessage; message: string }>(
      `/api/support/admin/messages/${urgentFree.id}/priority/`,
      operator,
      { priority: 'urgente' },
    );
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({
      data: { priority: 'urgente' },
      message: 'Prioridade alterada para Urgente.',
    });
    const normalPro = await open(pro, { category_id: categoryId, subject: 'Fila normal Pro' });
    const altaEnterprise = await open(enterprise, {
      category_id: categoryId,
      priority: 'alta',
      subject: 'Fila alta Enterprise',
    });
    const baixaFree = await open(free, {
      category_id: categoryId,
      priority: 'baixa',
      subject: 'Fila baixa Free',
    });

    const reply = await queue(`?category_id=${categoryId}&limit=100`);
    expect(reply.status).toBe(200);
    const ours = reply.body.messages.filter((m) => m.subject.startsWith('Fila '));
    expect(ours.map((m) => m.id)).toEqual([altaEnterprise.id, normalPro.id, urgentFree.id, baixaFree.id]);
    expect(ours.map((m) => [m.package_type, m.priority_support])).toEqual([
      ['enterprise', true],
      ['professional', true],
      ['freemium', false],
      ['freemium', false],
    ]);
    const proNotice = (await notifications(operator)).notifications.find(
      (n) => n.message?.id === normalPro.id,
    );
    expect(proNotice?.title).toBe('Nova mensagem de suporte (prioritário)');

    const urgent = await queue(`?category_id=${categoryId}&priority=urgente`);
    expect(urgent.body.messages.map((m) => m.id)).toEqual([urgentFree.id]);
    const paged = await queue(`?category_id=${categoryId}&limit=2&page=2`);
    expect(paged.body.messages.map((m) => m.id)).toEqual([urgentFree.id, baixaFree.id]);
    expect(paged.body.total_count).toBe(4);
    expect(paged.body.has_next).toBe(false);
  });

  it('filtra por status, idade e atribuição, e conta por status', async () => {
    const user = await server.signup();
    const categoryId = (await categories()).Sugestão;
    const old = await open(user, { category_id: categoryId, subject: 'Sugestão antiga de relatório' });
    server.clock.advance(10 * DAY);
    try {
      await server.advance(0, user, operator);
      const recent = await open(user, { category_id: categoryId, subject: 'Sugestão recente de painel' });
      const week = await queue(`?category_id=${categoryId}&min_days_open=7`);
      expect(week.body.messages.map((m) => m.id)).toEqual([old.id]);
      expect(week.body.messages[0]?.days_open).toBe(10);
      const fresh = await queue(`?category_id=${categoryId}&max_days_open=1`);
      expect(fresh.body.messages.map((m) => m.id)).toEqual([recent.id]);

      await post(`/api/support/admin/messages/${old.id}/status/`, operator, { status: 'fechada' });
      const archived = await queue(`?category_id=${categoryId}&status=arquivadas`);
      expect(archived.body.messages.map((m) => m.id)).toEqual([old.id]);
      expect(archived.body.counts).toEqual({
        aberta: 1,
        em_analise: 0,
        respondida: 0,
        resolvida: 0,
        fechada: 1,
      });

      await post(`/api/support/admin/messages/${recent.id}/assign/`, operator, { operator_id: operator.id });
      expect((await queue(`?category_id=${categoryId}&assigned=me`)).body.messages.map((m) => m.id)).toEqual([
        recent.id,
      ]);
      expect(
        (await queue(`?category_id=${categoryId}&assigned=none`)).body.messages.map((m) => m.id),
      ).toEqual([old.id]);
      const bad = await queue('?status=pendente');
      expect(bad.body).toEqual({
        success: false,
        error: 'Filtros inválidos: confira status, categoria, prioridade, idade e página.',
      });
    } finally {
      server.clock.advance(-10 * DAY);
      await server.advance(0, user, operator);
    }
  });

  it('mudar status e atribuir avisam o usuário no sino e por e-mail, conforme as preferências', async () => {
    const user = await server.signup({ first_name: 'Lúcia', last_name: 'Mendes' });
    const message = await open(user, { subject: 'Não consigo trocar o e-mail' });
    await post('/api/support/notifications/read-all/', user);
    const before = (await server.outbox(user.email)).length;

    const status = await post<{ data: QueueMessage; message: string }>(
      `/api/support/admin/messages/${message.id}/status/`,
      operator,
      { status: 'em_analise' },
    );
    expect(status.body.message).toBe('Status alterado para Em análise.');
    expect(status.body.data.status).toBe('em_analise');
    const same = await post<{ message: string }>(
      `/api/support/admin/messages/${message.id}/status/`,
      operator,
      {
        status: 'em_analise',
      },
    );
    expect(same.body.message).toBe('A mensagem já está com o status Em análise.');

    const assigned = await post<{ data: QueueMessage; message: string }>(
      `/api/support/admin/messages/${message.id}/assign/`,
      colleague,
      { operator_id: operator.id },
    );
    expect(assigned.body.message).toBe('Mensagem atribuída a Juliana Ribeiro.');
    expect(assigned.body.data.assigned_to?.id).toBe(operator.id);

    const bell = await notifications(user);
    expect(bell.unread_count).toBe(2);
    expect(bell.notifications.slice(0, 2).map((n) => [n.notification_type, n.content])).toEqual([
      [
        'assignment',
        'Sua mensagem "Não consigo trocar o e-mail" está com Juliana Ribeiro, da nossa equipe de suporte.',
      ],
      ['status_change', 'Sua mensagem "Não consigo trocar o e-mail" está em análise pela nossa equipe.'],
    ]);
    const forOperator = (await notifications(operator)).notifications.filter(
      (n) => n.message?.id === message.id,
    );
    expect(forOperator[0]).toMatchObject({
      notification_type: 'assignment',
      title: 'Mensagem atribuída a você',
      content: 'Marcos Teixeira atribuiu a você a mensagem "Não consigo trocar o e-mail" de Lúcia Mendes.',
    });
    const mails = (await server.outbox(user.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      'Sppock — Mensagem em análise',
      'Sppock — Mensagem atribuída',
    ]);

    const prefs = await server.request('PUT', '/api/accounts/notification-preferences/', {
      token: user.access,
      body: { support_notifications: false },
    });
    expect(prefs.status).toBe(200);
    await post(`/api/support/admin/messages/${message.id}/respond/`, operator, {
      content: 'Já ajustamos o cadastro.',
    });
    expect((await notifications(user)).unread_count).toBe(3);
    expect((await server.outbox(user.email)).length).toBe(before + 2);

    const badOperator = await post(`/api/support/admin/messages/${message.id}/assign/`, operator, {
      operator_id: user.id,
    });
    expect(badOperator.body).toEqual({
      success: false,
      error: 'Operador inválido: escolha um superusuário.',
    });
    const unassign = await post<{ data: QueueMessage }>(
      `/api/support/admin/messages/${message.id}/assign/`,
      operator,
      {
        operator_id: null,
      },
    );
    expect(unassign.body.data.assigned_to).toBeNull();
    expect(
      (await post(`/api/support/admin/messages/99999999/status/`, operator, { status: 'fechada' })).status,
    ).toBe(404);
  });

  it('lista os operadores para a atribuição', async () => {
    const reply = await get<{ operators: { id: number; first_name: string }[] }>(
      '/api/support/admin/operators/',
      operator,
    );
    expect(reply.body.operators.map((o) => o.id)).toEqual(
      expect.arrayContaining([operator.id, colleague.id]),
    );
  });
});
