// Knowledge documents of a custom agent (issue 21): the upload is sniffed and checked like a chat
// file (`spoolUpload`), its text extracted in the files module's worker and kept with the agent;
// answers are grounded in the passages that match the question, cited by document.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { retryAfter } from '../../contract/define.ts';
import { ApiError } from '../../contract/errors.ts';
import type { Executor } from '../../db/client.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import { BUSY_RETRY_AFTER_MS } from '../../infra/work-slots.ts';
import type { Services } from '../../services.ts';
import {
  discardUpload,
  extractFromFile,
  extractionQueueFull,
  FILES_MESSAGES,
  INLINE_RANKING_CHARS,
  rankInWorker,
  spoolUpload,
} from '../files/index.ts';
import type { CustomAgentRow, Fail } from './access.ts';
import { fail } from './access.ts';
import { type KnowledgeDocument, opaqueId } from './agents.ts';
import {
  type KnowledgeJob,
  type KnowledgeSource,
  type Passage,
  rankKnowledgeHere,
} from './knowledge-passages.ts';
import { CUSTOM_AGENT_MESSAGES as M } from './messages.ts';
import { customAgentDocuments } from './schema.ts';

export type { Passage };

export const MAX_DOCUMENTS_PER_AGENT = 10;
/** What fits in the JSON body (1 MB) once Base64-encoded. */
export const MAX_DOCUMENT_BYTES = 700 * 1024;

type DocumentRow = typeof customAgentDocuments.$inferSelect;

/** Too many files or questions are being read now: 503 with Retry-After, nothing kept. */
export type Busy = Fail<503> & { headers: Record<string, string> };

export function busy(): Busy {
  return { ...fail(503, FILES_MESSAGES.busy), headers: retryAfter(BUSY_RETRY_AFTER_MS) };
}

function decodeBase64(content: string): Buffer | null {
  const compact = content.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    return null;
  }
  return Buffer.from(compact, 'base64');
}

/** Characters as a reader counts them: an emoji is one, not its two UTF-16 halves. */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        i += 1;
      }
    }
  }
  return count;
}

async function documentCount(executor: Executor, agentId: string): Promise<number> {
  const [count] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(customAgentDocuments)
    .where(eq(customAgentDocuments.agentId, agentId));
  return Number(count?.total ?? 0);
}

export async function addDocument(
  services: Services,
  agent: CustomAgentRow,
  input: { filename: string; content_base64: string },
): Promise<DocumentRow | Fail<400 | 404 | 409 | 413 | 415> | Busy> {
  const bytes = decodeBase64(input.content_base64);
  if (!bytes) {
    return fail(400, M.badBase64);
  }
  if (bytes.length === 0) {
    return fail(400, FILES_MESSAGES.emptyFile);
  }
  // Counted now so a full agent refuses before the file is read, and again under the agent's lock
  // when the document is stored (uploads at once could otherwise all see the last place).
  if ((await documentCount(services.db, agent.id)) >= MAX_DOCUMENTS_PER_AGENT) {
    return fail(409, M.tooManyDocuments(MAX_DOCUMENTS_PER_AGENT));
  }
  if (extractionQueueFull()) {
    return busy();
  }
  let spooled: Awaited<ReturnType<typeof spoolUpload>>;
  try {
    spooled = await spoolUpload(
      { storage: services.files, maxBytes: MAX_DOCUMENT_BYTES },
      { filename: input.filename, stream: Readable.from([bytes]) },
    );
  } catch (error) {
    if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
      return fail(error.status as 400 | 413 | 415, error.message);
    }
    throw error;
  }
  const end = services.queue.begin('job');
  let ok = false;
  try {
    // By its path: the worker reads the spooled file, this thread holds no more copies of it.
    const extraction = await extractFromFile(spooled.kind, spooled.path);
    switch (extraction.status) {
      case 'text':
        break;
      case 'busy':
        return busy();
      case 'image':
      case 'failed':
        return fail(400, extraction.message);
      default:
        return extraction satisfies never;
    }
    if (!extraction.text.trim()) {
      return fail(400, M.noText);
    }
    const text = extraction.text;
    const stored = await withOwnerLocked(services.db, { customAgent: agent.id }, async (tx, exists) => {
      if (!exists) {
        return fail(404, M.notFound);
      }
      if ((await documentCount(tx, agent.id)) >= MAX_DOCUMENTS_PER_AGENT) {
        return fail(409, M.tooManyDocuments(MAX_DOCUMENTS_PER_AGENT));
      }
      const [row] = await tx
        .insert(customAgentDocuments)
        .values({
          id: opaqueId('cad'),
          agentId: agent.id,
          filename: spooled.filename,
          kind: spooled.kind,
          sizeBytes: spooled.sizeBytes,
          text,
          characters: codePoints(text),
          createdAt: services.clock.now(),
        })
        .returning();
      return row as DocumentRow;
    });
    ok = !('status' in stored);
    return stored;
  } finally {
    end({ ok });
    await discardUpload(spooled);
  }
}

export async function deleteDocument(
  services: Services,
  agent: CustomAgentRow,
  documentId: string,
): Promise<{ filename: string } | Fail<404>> {
  const [row] = await services.db
    .delete(customAgentDocuments)
    .where(and(eq(customAgentDocuments.id, documentId), eq(customAgentDocuments.agentId, agent.id)))
    .returning({ filename: customAgentDocuments.filename });
  return row ?? fail(404, M.documentNotFound);
}

// From the sources the worker is the .ts beside this file; in the tsup build, its own entry.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./knowledge-worker.ts', import.meta.url)
  : new URL('./knowledge-worker.js', import.meta.url);

/**
 * The passages of `sources` that match the question, best first: ranked here when the texts are
 * short, in the ranking worker otherwise (about 0.3 µs a character: ten documents of 700 KB hold
 * the event loop for 2 s). `load` reads the texts; in the worker's case only once a ranking slot
 * is free, so questions waiting for one hold no documents. Rejects with WorkQueueFull when too
 * many wait.
 */
async function rankKnowledge(
  totalChars: number,
  load: () => Promise<KnowledgeSource[]>,
  question: string,
  limit: number,
): Promise<Passage[]> {
  if (totalChars <= INLINE_RANKING_CHARS) {
    return rankKnowledgeHere({ sources: await load(), question, limit });
  }
  return rankInWorker<Passage[]>(
    WORKER_URL,
    async (): Promise<KnowledgeJob> => ({ sources: await load(), question, limit }),
  );
}

/** One document's text; read one at a time, a query of the embedded database holds the event loop. */
async function documentText(services: Services, document: KnowledgeDocument): Promise<KnowledgeSource> {
  const [row] = await services.db
    .select({ text: customAgentDocuments.text })
    .from(customAgentDocuments)
    .where(eq(customAgentDocuments.id, document.id));
  return { document_id: document.id, filename: document.filename, text: row?.text ?? '' };
}

/**
 * The passages of the agent's documents that match the question, best first, at most `limit`:
 * those sharing at least half as many (stemmed) words with it as the best one does.
 */
export async function relevantPassages(
  services: Services,
  documents: readonly KnowledgeDocument[],
  question: string,
  limit = 4,
): Promise<Passage[]> {
  if (documents.length === 0) {
    return [];
  }
  const totalChars = documents.reduce((sum, document) => sum + document.characters, 0);
  const load = async () => {
    const sources: KnowledgeSource[] = [];
    for (const document of documents) {
      // PGlite answers on this thread and its promises chain as microtasks: without a turn of the
      // event loop between them, ten reads of 2 MB would hold it as one.
      await setImmediate();
      sources.push(await documentText(services, document));
    }
    return sources;
  };
  return rankKnowledge(totalChars, load, question, limit);
}

/** The passages of a text outside the documents (a web page) that match the question. */
export function passagesOfText(
  text: string,
  question: string,
  source: { document_id: string; filename: string },
  limit = 3,
): Promise<Passage[]> {
  return rankKnowledge(text.length, async () => [{ ...source, text }], question, limit);
}

/** The offline answer: the matching passages quoted as they are, numbered as cited. */
export function offlineKnowledgeAnswer(passages: Passage[], hasDocuments: boolean): string {
  if (!hasDocuments && passages.length === 0) {
    return M.offlineNoDocuments;
  }
  if (passages.length === 0) {
    return M.offlineNoMatch;
  }
  const quoted = passages.map(
    (passage, index) =>
      `> ${passage.excerpt.replace(/\n+/g, '\n> ')}\n\n— ${passage.filename} [${index + 1}]`,
  );
  return [M.offlineIntro, ...quoted].join('\n\n');
}

/** The system block that grounds a model's answer in the passages, numbered for citation. */
export function knowledgeBlock(passages: Passage[]): string | null {
  if (passages.length === 0) {
    return null;
  }
  const listed = passages.map((p, i) => `[${i + 1}] (${p.filename})\n${p.excerpt}`).join('\n\n');
  return `Trechos dos documentos de conhecimento deste agente. Responda com base neles e cite a fonte pelo número, como [1]. Se eles não responderem à pergunta, diga isso.\n\n${listed}`;
}
