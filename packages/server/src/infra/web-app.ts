// The built reference app (STATIC_DIR): hashed assets cached for a year, every other file
// revalidated, brotli/gzip siblings written at build time served by Accept-Encoding, source maps
// never served, and the app's client-side routes answered with its page; a missing file is a 404.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SHARED_CONVERSATION_PATH } from '@sppock/sdk/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite writes content-hashed file names under `assets/`: a changed file is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: the browser keeps them but asks (ETag) before each use. */
export const REVALIDATE_CACHE = 'no-cache';

const API_PREFIXES = ['/api/', '/payments/', '/__dev/'];

/** A file name at the end of a path (`app-Bx7q2k.js`, `app.js.map`, `logo.png`): no route of the app has one. */
const FILE_NAME = /\.[A-Za-z0-9]{1,10}$/;

/**
 * Whether a path may be one of the app's routes. API calls, anything under `assets/` and any
 * path ending in a file name get the JSON 404 when no file answers them: a missing script or map
 * is not a page, and a shell served with 200 in its place hides the miss (and breaks as a script).
 */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return (
    pathname !== '/healthz' &&
    !pathname.startsWith('/assets/') &&
    !FILE_NAME.test(pathname) &&
    !API_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

/**
 * CSP `'sha256-…'` sources of index.html's inline scripts (the theme script that paints the
 * saved theme before the app loads), computed from the file that is served, so the policy
 * follows any edit of the script without a hash to keep in sync by hand.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) {
      continue;
    }
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function readIndexHtml(staticDir: string | null): string | null {
  if (!staticDir) {
    return null;
  }
  const file = path.join(staticDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

function cacheHeaders(root: string) {
  const assets = `${path.join(root, 'assets')}${path.sep}`;
  return (reply: FastifyReply, file: string) => {
    reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  };
}

function sendPage(reply: FastifyReply, file: string) {
  return reply.header('cache-control', REVALIDATE_CACHE).sendFile(file);
}

/**
 * The app's pages: `index.html` for `/`, and for every other client-side route the empty shell
 * `app.html` when the build wrote one (the build pre-renders the landing page into index.html,
 * which no other route may show for an instant).
 */
export function appPages(staticDir: string | null): string[] {
  if (!staticDir) {
    return [];
  }
  return ['index.html', 'app.html']
    .map((name) => path.join(staticDir, name))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8'));
}

export interface WebAppOptions {
  /** The build folder (index.html + assets/), or null when there is no app to serve. */
  staticDir: string | null;
}

/** Serves the app (when there is one) and the 404 of everything else. */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { staticDir } = options;
  const hasApp = readIndexHtml(staticDir) !== null;
  const routeShell = staticDir && fs.existsSync(path.join(staticDir, 'app.html')) ? 'app.html' : 'index.html';
  if (staticDir && hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(path.resolve(staticDir)),
      // The build writes hidden maps for error tracking; the app's sources are not published, in
      // any mode (`npm start` runs outside production too).
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
    app.get('/', (_request, reply) => sendPage(reply, 'index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      isPagePath(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (hasApp && wantsPage) {
      // The app's client-side routes (/login, /profile, /reset-password/{token}…). A shared
      // conversation's page is public: search engines leave it out (its API answer says so too).
      if (request.url.startsWith(`${SHARED_CONVERSATION_PATH}/`)) {
        reply.header('x-robots-tag', 'noindex, nofollow');
      }
      return sendPage(reply, routeShell);
    }
    return reply.code(404).send({ detail: 'Não encontrado.' });
  });
}
