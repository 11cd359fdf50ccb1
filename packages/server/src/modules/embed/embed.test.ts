// Partner sites over HTTP (issue 16): a subscriber's sites (own only, validated origins, a limit
// per account), the visitor session checked against the Origin, CORS only for registered origins
// and only on the embed calls, the chatbot calls from a partner page, and the demo page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { EMBED_MESSAGES, MAX_SITES_PER_ACCOUNT } from './messages.ts';
import { embedSites } from './schema.ts';
import { DEMO_SITE_KEY } from './seed.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Site {
  id: number;
  name: string;
  site_key: string;
  allowed_origins: string[];
  widgets: string[];
  created: string;
}

let originCounter = 0;
/** A fresh partner origin for each test (origins are global across accounts). */
const partnerOrigin = () => {
  originCounter += 1;
  return `https://loja${originCounter}-${Date.now().toString(36)}.exemplo.com.br`;
};

const createSite = (user: TestUser, body: Record<string, unknown>) =>
  server.request<{ success: boolean; data: Site; message: string; error?: string }>(
    'POST',
    '/api/embed/sites/',
    {
      token: user.access,
      body,
    },
  );

async function siteFor(user: TestUser, origins: string[], widgets = ['chatbot']): Promise<Site> {
  const reply = await createSite(user, { name: 'Loja Aurora', allowed_origins: origins, widgets });
  expect(reply.status).toBe(201);
  return reply.body.data;
}

const startVisitor = (siteKey: string, origin?: string, ip = randomIp()) =>
  server.request<{ session_id: string; error?: string }>('POST', '/api/embed/visitor/session/', {
    ip,
    body: { site_key: siteKey },
    headers: origin ? { origin } : {},
  });

describe('sites parceiros do assinante', () => {
  it('cadastra, lista só os próprios e remove; o site de outra conta responde 404', async () => {
    const owner = await server.signup();
    const other = await server.signup();
    const created = await createSite(owner, {
      name: '  Loja Aurora ',
      allowed_origins: [
        'https://www.lojaaurora.com.br/',
        'https://WWW.lojaaurora.com.br',
        'http://localhost:5173',
      ],
      widgets: ['chatbot', 'commander'],
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(EMBED_MESSAGES.created);
    expect(created.body.data).toMatchObject({
      name: 'Loja Aurora',
      allowed_origins: ['https://www.lojaaurora.com.br', 'http://localhost:5173'],
      widgets: ['chatbot', 'commander'],
    });
    expect(created.body.data.site_key).toMatch(/^sk_[0-9a-f]{32}$/);

    const list = await server.request<{ sites: Site[]; max_sites: number }>('GET', '/api/embed/sites/', {
      token: owner.access,
    });
    expect(list.body.sites.map((site) => site.id)).toEqual([created.body.data.id]);
    expect(list.body.max_sites).toBe(MAX_SITES_PER_ACCOUNT);
    const othersList = await server.request<{ sites: Site[] }>('GET', '/api/embed/sites/', {
      token: other.access,
    });
    expect(othersList.body.sites).toEqual([]);

    const stolen = await server.request('DELETE', `/api/embed/sites/${created.body.data.id}/`, {
      token: other.access,
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ success: false, error: EMBED_MESSAGES.notFound });

    const deleted = await server.request('DELETE', `/api/embed/sites/${created.body.data.id}/`, {
      token: owner.access,
    });
    expect(deleted.body).toEqual({ success: true, message: EMBED_MESSAGES.deleted });
    expect(
      (await server.request('DELETE', `/api/embed/sites/${created.body.data.id}/`, { token: owner.access }))
        .status,
    ).toBe(404);
  });

  it('recusa origens que não são exatas, nome vazio, widgets desconhecidos e quem não entrou', async () => {
    const user = await server.signup();
    for (const origin of [
      'www.lojaaurora.com.br',
      'https://lojaaurora.com.br/contato',
      'http://lojaaurora.com.br',
      'https://*.lojaaurora.com.br',
      'https://user:senha@lojaaurora.com.br',
      'javascript:alert(1)',
      'https://lojaaurora.com.br?x=1',
    ]) {
      const reply = await createSite(user, { name: 'Loja', allowed_origins: [origin], widgets: ['chatbot'] });
      expect(reply.status, origin).toBe(400);
      expect(reply.body.error).toBe(EMBED_MESSAGES.originInvalid(origin));
    }
    const noName = await createSite(user, {
      name: '   ',
      allowed_origins: ['https://a.com.br'],
      widgets: ['chatbot'],
    });
    expect(noName.body).toEqual({ success: false, error: EMBED_MESSAGES.nameInvalid });
    const noOrigins = await createSite(user, { name: 'Loja', allowed_origins: [], widgets: ['chatbot'] });
    expect(noOrigins.body).toEqual({ success: false, error: EMBED_MESSAGES.originsRequired });
    const tooMany = await createSite(user, {
      name: 'Loja',
      allowed_origins: Array.from({ length: 11 }, (_, i) => `https://a${i}.com.br`),
      widgets: ['chatbot'],
    });
    expect(tooMany.status).toBe(400);
    const badWidget = await createSite(user, {
      name: 'Loja',
      allowed_origins: ['https://a.com.br'],
      widgets: ['suporte'],
    });
    expect(badWidget.body).toEqual({ success: false, error: EMBED_MESSAGES.widgetsInvalid });
    const huge = await createSite(user, {
      name: 'x'.repeat(5000),
      allowed_origins: ['https://a.com.br'],
      widgets: ['chatbot'],
    });
    expect(huge.body).toEqual({ success: false, error: EMBED_MESSAGES.nameInvalid });
    const anonymous = await server.request('POST', '/api/embed/sites/', {
      body: { name: 'Loja', allowed_origins: ['https://a.com.br'], widgets: ['chatbot'] },
    });
    expect(anonymous.status).toBe(401);
    expect((await server.request('GET', '/api/embed/sites/')).status).toBe(401);
  });

  it(`para no limite de ${MAX_SITES_PER_ACCOUNT} sites por conta`, async () => {
    const user = await server.signup();
    for (let i = 0; i < MAX_SITES_PER_ACCOUNT; i += 1) {
      await siteFor(user, [`https://s${i}.exemplo.com.br`]);
    }
    const over = await createSite(user, {
      name: 'Mais um',
      allowed_origins: ['https://x.com.br'],
      widgets: ['chatbot'],
    });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(EMBED_MESSAGES.tooManySites);
  });

  it(`${MAX_SITES_PER_ACCOUNT * 2} criações ao mesmo tempo: ${MAX_SITES_PER_ACCOUNT} sites, as outras 409`, async () => {
    const user = await server.signup();
    const replies = await Promise.all(
      Array.from({ length: MAX_SITES_PER_ACCOUNT * 2 }, (_, i) =>
        createSite(user, {
          name: `Loja ${i + 1}`,
          allowed_origins: [`https://s${i}.exemplo.com.br`],
          widgets: ['chatbot'],
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SITES_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(MAX_SITES_PER_ACCOUNT);
  });
});

describe('visitante de um site parceiro', () => {
  it('abre a sessão só da origem cadastrada e conversa com o chatbot dali, com CORS só para ela', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, [origin]);

    const preflight = await server.request('OPTIONS', '/api/embed/visitor/session/', {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const session = await startVisitor(site.site_key, origin);
    expect(session.status).toBe(201);
    expect(session.headers['access-control-allow-origin']).toBe(origin);
    expect(session.body).toMatchObject({ is_active: true, message_count: 0, package_type: 'freemium' });

    const ip = randomIp();
    const reply = await server.request<{ message: string; message_id: string }>(
      'POST',
      '/api/chatbot/visitor/response/',
      {
        ip,
        headers: { origin },
        body: { message: 'quanto custa o plano pro?', session_id: session.body.session_id },
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain('R$ 39,90');
    expect(reply.headers['access-control-allow-origin']).toBe(origin);

    const rate = await server.request('POST', '/api/chatbot/visitor/rate/', {
      ip,
      headers: { origin },
      body: { session_id: session.body.session_id, message_id: reply.body.message_id, is_helpful: true },
    });
    expect(rate.status).toBe(200);
    expect(rate.headers['access-control-allow-origin']).toBe(origin);
  });

  it('recusa origem não cadastrada, chamada sem origem, chave desconhecida e site sem o chatbot', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, [origin]);
    const intruder = 'https://golpe.exemplo.net';

    const refused = await startVisitor(site.site_key, intruder);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: EMBED_MESSAGES.originRefused });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await server.request('OPTIONS', '/api/embed/visitor/session/', {
      headers: { origin: intruder, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    expect((await startVisitor(site.site_key)).body).toEqual({
      success: false,
      error: EMBED_MESSAGES.originRefused,
    });
    const unknown = await startVisitor(`sk_${'1'.repeat(32)}`, origin);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: EMBED_MESSAGES.siteKeyUnknown });
    const missing = await server.request('POST', '/api/embed/visitor/session/', {
      headers: { origin },
      body: {},
    });
    expect(missing.body).toEqual({ success: false, error: EMBED_MESSAGES.siteKeyRequired });

    const commanderOnlyOrigin = partnerOrigin();
    const commanderOnly = await siteFor(owner, [commanderOnlyOrigin], ['commander']);
    const disabled = await startVisitor(commanderOnly.site_key, commanderOnlyOrigin);
    expect(disabled.status).toBe(403);
    expect(disabled.body).toEqual({ success: false, error: EMBED_MESSAGES.chatbotDisabled });
  });

  it('a sessão de um site não serve noutra origem, e termina quando o site é removido', async () => {
    const owner = await server.signup();
    const originA = partnerOrigin();
    const originB = partnerOrigin();
    const siteA = await siteFor(owner, [originA]);
    await siteFor(owner, [originB]);
    const session = await startVisitor(siteA.site_key, originA);
    const askFrom = (origin: string) =>
      server.request('POST', '/api/chatbot/visitor/response/', {
        ip: randomIp(),
        headers: { origin },
        body: { message: 'quanto custa o plano pro?', session_id: session.body.session_id },
      });
    const fromB = await askFrom(originB);
    expect(fromB.status).toBe(404);
    expect(fromB.headers['access-control-allow-origin']).toBe(originB);
    expect((await askFrom(originA)).status).toBe(200);

    await server.request('DELETE', `/api/embed/sites/${siteA.id}/`, { token: owner.access });
    expect((await askFrom(originA)).status).toBe(404);
  });

  it('limita as sessões por endereço', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, [origin]);
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await startVisitor(site.site_key, origin, ip)).status).toBe(201);
    }
    const throttled = await startVisitor(site.site_key, origin, ip);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await startVisitor(site.site_key, origin)).status).toBe(201);
  });

  it('nada mais da API se abre a outras origens, nem às cadastradas', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    await siteFor(owner, [origin]);
    const list = await server.request('GET', '/api/embed/sites/', {
      token: owner.access,
      headers: { origin },
    });
    expect(list.status).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBeUndefined();
    for (const url of ['/api/accounts/token/', '/api/chatbot/visitor/session/', '/api/embed/sites/']) {
      const preflight = await server.request('OPTIONS', url, {
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(preflight.status, url).not.toBe(204);
    }
    const appSession = await server.request('POST', '/api/chatbot/visitor/session/', { headers: { origin } });
    expect(appSession.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('página de demonstração do parceiro', () => {
  it('mostra o snippet com a chave do site de demonstração semeado', async () => {
    const page = await server.request<string>('GET', '/parceiro-demo/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`&lt;sppock-chatbot site-key="${DEMO_SITE_KEY}"&gt;`);
    expect(page.body).toContain(`<sppock-chatbot id="chatbot" site-key="${DEMO_SITE_KEY}">`);
    // Both widgets: the demo site is seeded with the chatbot and the Commander.
    expect(page.body).toContain(
      `&lt;sppock-commander site-key="${DEMO_SITE_KEY}" position="bottom-left"&gt;&lt;/sppock-commander&gt;`,
    );
    expect(page.body).toContain(
      `<sppock-commander id="commander" site-key="${DEMO_SITE_KEY}" position="bottom-left">`,
    );
    const [demo] = await server.services.db
      .select({ widgets: embedSites.widgets })
      .from(embedSites)
      .where(eq(embedSites.siteKey, DEMO_SITE_KEY));
    expect(demo?.widgets).toEqual(['chatbot', 'commander']);
    expect(page.body).not.toContain('%SITE_KEY%');
    const css = await server.request<string>('GET', '/parceiro-demo/demo.css');
    expect(css.headers['content-type']).toContain('text/css');
    expect((await server.request('GET', '/parceiro-demo/..%2Fhttp.ts')).status).toBe(404);
    expect((await server.request('GET', '/embed/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await server.request('GET', '/embed/nada.js')).status).toBe(404);
  });

  it('um Host forjado não entra na página: vale o endereço público configurado', async () => {
    const forged = await server.request<string>('GET', '/parceiro-demo/', {
      headers: { host: 'loja.test"><script>alert(document.cookie)</script>' },
    });
    expect(forged.status).toBe(200);
    expect(forged.body).not.toContain('<script>alert');
    expect(forged.body).not.toContain('loja.test');
    expect(forged.body).toContain(
      '<script src="http://app.sppock.test/embed/sppock-embed.js" async></script>',
    );
    // A well-formed Host is the origin the browser reached.
    const local = await server.request<string>('GET', '/parceiro-demo/', {
      headers: { host: 'localhost:8000' },
    });
    expect(local.body).toContain('<script src="http://localhost:8000/embed/sppock-embed.js" async></script>');
  });
});
