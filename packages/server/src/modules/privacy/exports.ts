// "Baixar todos os meus dados" (issue 31 item 3): a background job collects every part of the
// person's data (parts.ts), writes `dados.json`, a readable `dados.pdf` and the stored files into
// one zip, keeps it in the file storage and e-mails a link. The link works for 7 days, only in the
// owner's session and only with its token (kept as a hash); the daily job deletes the archive after.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { dataExportPath } from '@sppock/sdk/domain';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { DAY, HOUR } from '../../clock.ts';
import { ApiError } from '../../contract/errors.ts';
import type { StreamedResult } from '../../contract/types.ts';
import type { Database } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { newUrlToken, sha256 } from '../accounts/passwords.ts';
import { users } from '../accounts/schema.ts';
import { contentDisposition } from '../files/download.ts';
import { type FileStorage, StoredFileMissing, storageKey } from '../files/storage.ts';
import { PRIVACY_MESSAGES as M } from './messages.ts';
import { collectPersonalData, type ExportedPart } from './parts.ts';
import { personalDataPdf } from './pdf.ts';
import { dataExports } from './schema.ts';

/** How long an archive's link works (and the archive is kept). */
export const EXPORT_TTL_MS = 7 * DAY;
/** A pending export older than this is taken as lost (its node stopped) and a new one may start. */
const PENDING_FOR_AT_MOST_MS = HOUR;
export const EXPORT_JOB = 'privacy-export';

export type ExportStatus = 'pending' | 'ready' | 'failed' | 'expired';

/** Starts an export, unless one is already being built; the job runs in the background. */
export async function requestExport(
  services: Services,
  userId: number,
): Promise<{ kind: 'started'; id: string } | { kind: 'in_progress' }> {
  const now = services.clock.now();
  const started = await services.db.transaction(async (tx) => {
    // One export at a time per person: the user row is the lock, so two clicks make one archive.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [pending] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          eq(dataExports.status, 'pending'),
          gt(dataExports.createdAt, new Date(now.getTime() - PENDING_FOR_AT_MOST_MS)),
        ),
      );
    if (pending) {
      return null;
    }
    const id = randomUUID();
    await tx.insert(dataExports).values({
      id,
      userId,
      status: 'pending',
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
    });
    return id;
  });
  if (!started) {
    return { kind: 'in_progress' };
  }
  services.background.run(EXPORT_JOB, () =>
    // BullMQ refuses ':' in a job id.
    services.jobs.run(EXPORT_JOB, `${EXPORT_JOB}-${started}`, { exportId: started }, () => {}),
  );
  return { kind: 'started', id: started };
}

/** The job: builds the archive, stores it, e-mails the link. A failure marks the export failed. */
export async function runExportJob(services: Services, payload: unknown): Promise<void> {
  const exportId = (payload as { exportId?: unknown } | null)?.exportId;
  if (typeof exportId !== 'string') {
    throw new Error('Tarefa de exportação sem exportId');
  }
  const [row] = await services.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (row?.status !== 'pending') {
    return;
  }
  try {
    const [person] = await services.db.select().from(users).where(eq(users.id, row.userId));
    if (!person) {
      return;
    }
    const now = services.clock.now();
    const parts = await collectPersonalData(services.db, { id: person.id, email: person.email });
    const key = storageKey(person.id, exportId, randomUUID());
    const size = await writeArchive(services.files, key, parts, {
      person: [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email,
      generatedAt: now,
    });
    const token = newUrlToken();
    const readyAt = services.clock.now();
    const [ready] = await services.db
      .update(dataExports)
      .set({ status: 'ready', storageKey: key, sizeBytes: size, tokenHash: sha256(token), readyAt })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning();
    if (!ready) {
      // Erased or expired while it was built: the archive must not outlive its row.
      await services.files.remove(key);
      return;
    }
    await services.messenger.send({
      channel: 'email',
      to: person.email,
      subject: M.exportEmailSubject,
      body: M.exportEmailBody(
        person.firstName || person.email,
        `${services.config.publicAppUrl}${dataExportPath(exportId, token)}`,
        ready.expiresAt,
      ),
    });
  } catch (error) {
    await services.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
    throw error;
  }
}

/**
 * Writes the zip to the storage's spool, streaming: the JSON and the PDF compressed, the stored
 * files as they are (already compressed formats, mostly), one chunk at a time.
 */
async function writeArchive(
  storage: FileStorage,
  key: string,
  parts: readonly ExportedPart[],
  header: { person: string; generatedAt: Date },
): Promise<number> {
  await fs.promises.mkdir(storage.spoolDir, { recursive: true });
  const spooled = path.join(storage.spoolDir, `export-${randomUUID()}.zip`);
  const file = await fs.promises.open(spooled, 'w');
  let size = 0;
  let writes: Promise<unknown> = Promise.resolve();
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) {
      failure = error;
      return;
    }
    size += chunk.length;
    writes = writes.then(() => file.write(chunk));
  });
  try {
    const json = new ZipDeflate('dados.json', { level: 6 });
    zip.add(json);
    json.push(
      new TextEncoder().encode(
        JSON.stringify(
          {
            gerado_em: header.generatedAt.toISOString(),
            partes: Object.fromEntries(
              parts.map((part) => [part.key, { titulo: part.title, registros: part.rows }]),
            ),
          },
          null,
          2,
        ),
      ),
      true,
    );
    const pdf = new ZipDeflate('dados.pdf', { level: 6 });
    zip.add(pdf);
    pdf.push(await personalDataPdf(parts, header), true);
    for (const stored of parts.flatMap((part) => part.files)) {
      let body: Readable;
      try {
        body = await storage.open(stored.storageKey);
      } catch (error) {
        if (error instanceof StoredFileMissing) {
          continue;
        }
        throw error;
      }
      const entry = new ZipPassThrough(`arquivos/${stored.id}-${safeName(stored.filename)}`);
      zip.add(entry);
      for await (const chunk of body) {
        entry.push(chunk as Uint8Array);
        await writes;
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
    await writes;
    if (failure) {
      throw failure;
    }
  } finally {
    await file.close();
  }
  await storage.put(key, { path: spooled, size, contentType: 'application/zip' });
  await fs.promises.rm(spooled, { force: true });
  return size;
}

/** A name safe inside the zip: no folders, no control characters. */
function safeName(filename: string): string {
  return filename.replace(/[\\/\p{Cc}]/gu, '_').slice(0, 120) || 'arquivo';
}

/** The owner's exports, newest first (the tab shows their status and expiry). */
export async function exportsOf(db: Database, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(5);
  return rows.map((row) => ({
    id: row.id,
    status: (row.status === 'ready' && row.expiresAt <= now ? 'expired' : row.status) as ExportStatus,
    requestedAt: row.createdAt,
    readyAt: row.readyAt,
    expiresAt: row.expiresAt,
    sizeBytes: row.sizeBytes,
  }));
}

/** The archive by its link: the owner's, ready, unexpired and with the link's token; 404 otherwise. */
export async function downloadExport(
  services: Services,
  userId: number,
  exportId: string,
  token: string,
): Promise<StreamedResult> {
  const [row] = await services.db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, services.clock.now()),
      ),
    );
  if (!row?.storageKey || !row.tokenHash || row.tokenHash !== sha256(token)) {
    throw new ApiError(404, M.exportNotFound);
  }
  let body: Readable;
  try {
    body = await services.files.open(row.storageKey);
  } catch (error) {
    if (error instanceof StoredFileMissing) {
      throw new ApiError(404, M.exportNotFound);
    }
    throw error;
  }
  const day = row.createdAt.toISOString().slice(0, 10);
  return {
    status: 200,
    stream: new Response(Readable.toWeb(body) as ReadableStream, {
      headers: {
        'content-type': 'application/zip',
        ...(row.sizeBytes === null ? {} : { 'content-length': String(row.sizeBytes) }),
        'content-disposition': contentDisposition(`sppock-meus-dados-${day}.zip`),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    }),
  };
}

/** Deletes the archives whose links expired (the daily job); returns how many. */
export async function expireExports(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const due = await db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(inArray(dataExports.status, ['ready', 'pending', 'failed']), lte(dataExports.expiresAt, now)));
  for (const row of due) {
    if (row.key) {
      await storage.remove(row.key);
    }
    await db
      .update(dataExports)
      .set({ status: 'expired', storageKey: null, tokenHash: null })
      .where(eq(dataExports.id, row.id));
  }
  return due.length;
}
