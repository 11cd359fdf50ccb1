// The partner side over HTTP (issue 16): CORS for registered origins on the embed calls only, the
// built embed files under /embed/ (the loader and the widget, loadable from any page), and the
// plain partner demo page at /parceiro-demo/.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MINUTE } from '../../clock.ts';
import { retryAfter } from '../../contract/define.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import { COMMANDER } from '../../modules/agents/catalog.ts';
import { CHATBOT_MESSAGES } from '../../modules/chatbot/messages.ts';
import { embedVisitorSessions } from '../../modules/chatbot/schema.ts';
import { embedVisitorOf, ownerQuotaRefusal, visitorMessageWait } from '../../modules/embed/commander.ts';
import { EMBED_MESSAGES as M } from '../../modules/embed/messages.ts';
import { embedSites } from '../../modules/embed/schema.ts';
import { DEMO_SITE_NAME, demoSiteKey } from '../../modules/embed/seed.ts';
import { isCommanderOrigin, isRegisteredOrigin } from '../../modules/embed/sites.ts';
import { packagePath } from '../../package-root.ts';
import type { Services } from '../../services.ts';

/** The Commander's action endpoint, the one API call a partner page makes with a token. */
export const COMMANDER_PATH = `/api/agents/${COMMANDER}/api/`;

/** The only calls a partner's page may make from its own origin. */
export const EMBED_CORS_PATHS = [
  '/api/embed/visitor/session/',
  '/api/chatbot/visitor/response/',
  '/api/chatbot/visitor/rate/',
  '/api/embed/commander/session/',
  COMMANDER_PATH,
] as const;

/**
 * The answer on its way of a conversation (issue 29): the Commander on a partner page follows it
 * again after a dropped connection and stops it, with the same token as its messages.
 */
const ANSWER_STREAM_PATH = /^\/api\/agents\/sessions\/[^/]+\/stream\/$/;
const isAnswerStream = (pathname: string) => ANSWER_STREAM_PATH.test(pathname);

/** The request headers a partner page sends: the Commander's call carries a bearer and asks for a stream. */
const ALLOWED_HEADERS: Record<string, string> = {
  [COMMANDER_PATH]: 'content-type, authorization, accept',
};

/** The chatbot calls a partner's visitors make with a session opened for the site. */
const SESSION_CALLS = new Set(['/api/chatbot/visitor/response/', '/api/chatbot/visitor/rate/']);

/** Messages of all the visitors of one site. */
export const SITE_MESSAGES: Throttle = [120, MINUTE];

/** Where `npm run build -w @sppock/ui` writes the loader and the widget. */
export const EMBED_DIR = packagePath('..', 'ui', 'dist-embed');

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A hook of every request that costs nothing on those it does not concern: `hook` runs (and
 * Fastify waits for it) only where `applies`; the others go on at once, without the promise and
 * the extra turn an async hook costs every request of the API (issue 28).
 */
function only(applies: (request: FastifyRequest) => boolean, hook: Hook) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) =>
    applies(request) ? hook(request, reply) : done();
}

/** The Origin of a cross-origin call, or null for a same-origin one or none. */
function crossOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') {
    return null;
  }
  try {
    return new URL(origin).host === request.headers.host ? null : origin;
  } catch {
    return origin;
  }
}

function registerCors(app: FastifyInstance, services: Services) {
  const isEmbedCall = (request: FastifyRequest) => {
    const pathname = pathOf(request);
    return (
      ((EMBED_CORS_PATHS as readonly string[]).includes(pathname) || isAnswerStream(pathname)) &&
      crossOrigin(request) !== null
    );
  };
  app.addHook(
    'onRequest',
    only(isEmbedCall, async (request, reply) => {
      const pathname = pathOf(request);
      const answerStream = isAnswerStream(pathname);
      const origin = crossOrigin(request) as string;
      // The Commander's calls open only to the origins of sites that enabled the Commander.
      const registered =
        pathname === COMMANDER_PATH || answerStream
          ? await isCommanderOrigin(services.db, origin)
          : await isRegisteredOrigin(services.db, origin);
      if (registered) {
        reply.header('access-control-allow-origin', origin);
        reply.header('vary', 'Origin');
      }
      if (request.method === 'OPTIONS') {
        if (!registered) {
          return reply.code(403).send({ success: false, error: M.originRefused });
        }
        return reply
          .code(204)
          .header('access-control-allow-methods', answerStream ? 'GET, DELETE' : 'POST')
          .header(
            'access-control-allow-headers',
            answerStream ? 'authorization, accept' : (ALLOWED_HEADERS[pathname] ?? 'content-type'),
          )
          .header('access-control-max-age', '600')
          .send();
      }
    }),
  );

  // A partner visitor's chatbot call: the session must have been opened for a site that allows
  // this origin, and the site's visitors together are throttled.
  const isSessionCall = (request: FastifyRequest) =>
    request.method === 'POST' && SESSION_CALLS.has(pathOf(request));
  app.addHook(
    'preHandler',
    only(isSessionCall, async (request, reply) => {
      const origin = crossOrigin(request);
      const sessionId = (request.body as { session_id?: unknown } | undefined)?.session_id;
      if (origin === null || typeof sessionId !== 'string') {
        return;
      }
      const [row] = await services.db
        .select({ siteId: embedSites.id, origins: embedSites.allowedOrigins })
        .from(embedVisitorSessions)
        .innerJoin(embedSites, eq(embedSites.id, embedVisitorSessions.siteId))
        .where(eq(embedVisitorSessions.sessionId, sessionId.toLowerCase()));
      if (!row?.origins.includes(origin)) {
        return reply.code(404).send({ success: false, error: CHATBOT_MESSAGES.sessionNotFound });
      }
      if (pathOf(request) === '/api/chatbot/visitor/response/') {
        const wait = await overThrottle(services.limiter, `embed:siteMessages:${row.siteId}`, SITE_MESSAGES);
        if (wait !== null) {
          return reply
            .code(429)
            .headers(retryAfter(wait))
            .send({ success: false, error: CHATBOT_MESSAGES.tooMany });
        }
      }
    }),
  );
}

const refuse = (reply: FastifyReply, status: 401 | 403 | 429, error: string) =>
  reply.code(status).send({ success: false, error });

/**
 * The Commander's call from a partner page. A visitor token (site key mode) is resolved before the
 * API's auth, which then takes the visitor as the site owner's caller; its body must be a
 * send_message in the visitor's own conversation, within the throttles and the owner's quota. A
 * user's own token (token provider mode) from another origin may only send messages too.
 */
function registerCommanderCalls(app: FastifyInstance, services: Services) {
  const isCommanderCall = (request: FastifyRequest) =>
    request.method === 'POST' && pathOf(request) === COMMANDER_PATH;
  // Following and stopping the answer: the handler lets a visitor reach their own conversation only.
  const isAnswerCall = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'DELETE') && isAnswerStream(pathOf(request));
  app.addHook(
    'onRequest',
    only(
      (request) => isCommanderCall(request) || isAnswerCall(request),
      async (request, reply) => {
        const visitor = await embedVisitorOf(services, request);
        if (visitor === false) {
          return refuse(reply, 401, M.visitorTokenInvalid);
        }
        if (visitor) {
          request.sppockEmbedVisitor = visitor;
        }
      },
    ),
  );

  app.addHook(
    'preHandler',
    only(isCommanderCall, async (request, reply) => {
      const visitor = request.sppockEmbedVisitor;
      if (!visitor && crossOrigin(request) === null) {
        return;
      }
      const body = request.body as { action?: unknown; session_id?: unknown } | undefined;
      if (body?.action !== 'send_message') {
        return refuse(reply, 403, M.visitorOnlySend);
      }
      if (!visitor) {
        return;
      }
      if (
        typeof body.session_id !== 'string' ||
        body.session_id.toLowerCase() !== visitor.claims.session_id
      ) {
        return refuse(reply, 403, M.visitorOnlySend);
      }
      const wait = await visitorMessageWait(services, visitor.claims, SITE_MESSAGES);
      if (wait !== null) {
        return reply
          .code(429)
          .headers(retryAfter(wait))
          .send({ success: false, error: CHATBOT_MESSAGES.tooMany });
      }
      if (await ownerQuotaRefusal(services, visitor.claims.owner_id, false)) {
        return refuse(reply, 403, M.ownerQuota);
      }
    }),
  );
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function registerFiles(app: FastifyInstance, embedDir: string) {
  const cache = new Map<string, { raw: Buffer; gzip: Buffer }>();
  app.get<{ Params: { file: string } }>('/embed/:file', async (request, reply) => {
    const { file } = request.params;
    const type = TYPES[path.extname(file)];
    const full = path.join(embedDir, file);
    if (!/^[\w.-]+$/.test(file) || !type || !fs.existsSync(full)) {
      return reply.code(404).send({ detail: 'Não encontrado.' });
    }
    let entry = cache.get(full);
    if (!entry) {
      const raw = fs.readFileSync(full);
      entry = { raw, gzip: gzipSync(raw, { level: 9 }) };
      cache.set(full, entry);
    }
    // Public files a partner's page loads from its own origin.
    reply
      .header('content-type', type)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'Accept-Encoding');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.raw);
  });
}

const DEMO_DIR = packagePath('src', 'modules', 'embed', 'demo');

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML attribute or element body. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A Host header as browsers send one: a name or IPv4 address, or a bracketed IPv6 one, and maybe a port. */
const WELL_FORMED_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the demo page loads the widgets from: the one the browser reached, when its Host is
 * well formed; otherwise the configured public address. The Host is the caller's own text, so it
 * never enters the page as it came.
 */
export function demoOrigin(protocol: string, host: string | undefined, publicAppUrl: string): string {
  return host !== undefined && WELL_FORMED_HOST.test(host)
    ? `${protocol}://${host}`
    : new URL(publicAppUrl).origin;
}

/** The demo page's HTML for a site key and the server's address (both escaped into the page). */
export function demoPage(siteKey: string | null, serverOrigin: string): string {
  const html = fs.readFileSync(path.join(DEMO_DIR, 'index.html'), 'utf8');
  const key = siteKey ?? '';
  return html
    .replaceAll('%SPPOCK_ORIGIN%', escapeHtml(serverOrigin))
    .replaceAll('%SITE_KEY%', escapeHtml(key))
    .replace(
      '%DEMO_STATUS%',
      siteKey
        ? ''
        : `<p class="aviso">O site de demonstração "${DEMO_SITE_NAME}" não existe: inicie o servidor com as contas de demonstração (SPPOCK_DEMO=1).</p>`,
    );
}

function registerDemo(app: FastifyInstance, services: Services) {
  app.get('/parceiro-demo/', async (request, reply) => {
    const origin = demoOrigin(request.protocol, request.headers.host, services.config.publicAppUrl);
    const html = demoPage(await demoSiteKey(services.db), origin);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
  app.get<{ Params: { file: string } }>('/parceiro-demo/:file', async (request, reply) => {
    const type = { 'demo.css': TYPES['.css'], 'demo.js': TYPES['.js'] }[request.params.file];
    if (!type) {
      return reply.code(404).send({ detail: 'Não encontrado.' });
    }
    return reply
      .header('content-type', type)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-cache')
      .send(fs.readFileSync(path.join(DEMO_DIR, request.params.file)));
  });
}

export interface EmbedHttpOptions {
  /** The folder of the built loader and widget. @default EMBED_DIR */
  embedDir?: string;
}

/** Registers the embed's CORS hooks, files and demo page (before the contract's routes). */
export function registerEmbedHttp(app: FastifyInstance, services: Services, options: EmbedHttpOptions = {}) {
  registerCors(app, services);
  registerCommanderCalls(app, services);
  registerFiles(app, options.embedDir ?? EMBED_DIR);
  registerDemo(app, services);
}
