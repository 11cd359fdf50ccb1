// The chat_files rows: written by an upload, read by a download, removed with their session.
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatFiles } from './schema.ts';
import type { FileStorage } from './storage.ts';
import type { StoredUpload } from './upload.ts';

export type FileRow = typeof chatFiles.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertFile(db: Executor, file: StoredUpload): Promise<void> {
  await db.insert(chatFiles).values({
    id: file.id,
    userId: file.userId,
    sessionId: file.sessionId,
    filename: file.filename,
    kind: file.kind,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    storageKey: file.storageKey,
  });
}

/** The user's file, or null for a missing id, another user's file, or a malformed id. */
export async function findOwnedFile(db: Executor, userId: number, fileId: string): Promise<FileRow | null> {
  if (!UUID.test(fileId)) {
    return null;
  }
  const [row] = await db
    .select()
    .from(chatFiles)
    .where(and(eq(chatFiles.id, fileId.toLowerCase()), eq(chatFiles.userId, userId)));
  return row ?? null;
}

/** Links uploaded files to the user message they came with. */
export async function attachFilesToMessage(
  db: Executor,
  fileIds: string[],
  messageId: string,
): Promise<void> {
  for (const id of fileIds) {
    await db.update(chatFiles).set({ messageId }).where(eq(chatFiles.id, id));
  }
}

/** Keeps the text read from a file for later turns of its session. */
/**
 * Characters of a file's text kept for the later messages of its session. Writing a 2 MB value
 * holds the embedded database (PGlite runs on the event loop) for about 300 ms, 200,000
 * characters for about 30; the message that sent the file reads all of it.
 */
export const STORED_TEXT_CHARS = 200_000;

export async function saveExtractedText(db: Executor, fileId: string, text: string): Promise<void> {
  await db
    .update(chatFiles)
    .set({ extractedText: text.slice(0, STORED_TEXT_CHARS) })
    .where(eq(chatFiles.id, fileId));
}

/** A file read earlier in a session: what a later message's grounding needs of it. */
export interface ReadFile {
  filename: string;
  extractedText: string;
}

/**
 * The session's `limit` latest files that were read, newest first. Only those rows are loaded:
 * a session may hold hundreds of files of STORED_TEXT_CHARS each, and PGlite reads on this thread.
 */
export async function latestReadFiles(db: Executor, sessionId: string, limit: number): Promise<ReadFile[]> {
  const rows = await db
    .select({ filename: chatFiles.filename, extractedText: chatFiles.extractedText })
    .from(chatFiles)
    .where(
      and(
        eq(chatFiles.sessionId, sessionId),
        isNotNull(chatFiles.extractedText),
        ne(chatFiles.extractedText, ''),
      ),
    )
    .orderBy(desc(chatFiles.createdAt), desc(chatFiles.id))
    .limit(limit);
  return rows.map((row) => ({ filename: row.filename, extractedText: row.extractedText ?? '' }));
}

/**
 * Removes a session's files from storage and their rows (sessions are soft-deleted, so the
 * foreign key's cascade does not run). A storage failure leaves the row, so a retry finds it.
 */
export async function deleteSessionFiles(
  deps: { db: Executor; storage: FileStorage },
  sessionId: string,
): Promise<number> {
  // Their keys only: the texts are not needed to remove them.
  const rows = await deps.db
    .select({ id: chatFiles.id, storageKey: chatFiles.storageKey })
    .from(chatFiles)
    .where(eq(chatFiles.sessionId, sessionId));
  for (const row of rows) {
    await deps.storage.remove(row.storageKey);
    await deps.db.delete(chatFiles).where(eq(chatFiles.id, row.id));
  }
  return rows.length;
}
