// Partner sites (issue 16): a subscriber's pages allowed to embed the widgets, each with a
// public site key. Origins are exact (`https://host[:port]`), compared as the browser sends them.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { embedSites } from './schema.ts';

export type SiteRow = typeof embedSites.$inferSelect;
export type Widget = components['schemas']['EmbedWidget'];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin in the browser's own spelling (`https://loja.com.br`, `http://localhost:5173`), or
 * null when the text is not a bare origin: no path, query, credentials or wildcard; `http://` only
 * for a loopback host (a partner testing on their machine).
 */
export function normaliseOrigin(text: string): string | null {
  const trimmed = text.trim().replace(/\/$/, '');
  if (!/^https?:\/\/[^/?#@\s*]+$/i.test(trimmed)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return null;
  }
  if (!url.hostname || url.origin === 'null') {
    return null;
  }
  return url.origin;
}

export function newSiteKey(): string {
  return `sk_${randomBytes(16).toString('hex')}`;
}

export async function ownSite(db: Executor, userId: number, id: number): Promise<SiteRow | null> {
  const [row] = await db
    .select()
    .from(embedSites)
    .where(and(eq(embedSites.id, id), eq(embedSites.userId, userId)));
  return row ?? null;
}

export async function listSites(db: Executor, userId: number): Promise<SiteRow[]> {
  return db.select().from(embedSites).where(eq(embedSites.userId, userId)).orderBy(desc(embedSites.id));
}

export async function countSites(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(embedSites).where(eq(embedSites.userId, userId));
  return row?.n ?? 0;
}

export async function siteByKey(db: Executor, siteKey: string): Promise<SiteRow | null> {
  if (!/^sk_[0-9a-f]{32}$/.test(siteKey)) {
    return null;
  }
  const [row] = await db.select().from(embedSites).where(eq(embedSites.siteKey, siteKey));
  return row ?? null;
}

/** Whether any site lists this origin (CORS of the embed calls). */
export async function isRegisteredOrigin(db: Executor, origin: string): Promise<boolean> {
  const [row] = await db
    .select({ id: embedSites.id })
    .from(embedSites)
    .where(sql`${embedSites.allowedOrigins} @> ${JSON.stringify([origin])}::jsonb`)
    .limit(1);
  return row !== undefined;
}

/** Whether a site with the Commander lists this origin (CORS of the Commander call). */
export async function isCommanderOrigin(db: Executor, origin: string): Promise<boolean> {
  const [row] = await db
    .select({ id: embedSites.id })
    .from(embedSites)
    .where(
      and(
        sql`${embedSites.allowedOrigins} @> ${JSON.stringify([origin])}::jsonb`,
        sql`${embedSites.widgets} @> '["commander"]'::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteOwnSite(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(embedSites)
    .where(and(eq(embedSites.id, id), eq(embedSites.userId, userId)))
    .returning({ id: embedSites.id });
  return deleted.length > 0;
}
