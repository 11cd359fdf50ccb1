// Knowledge documents of a custom agent (issue 21): the upload is sniffed and checked like a chat
// file (`spoolUpload`), its text extracted in the files module's worker and kept with the agent;
// answers are grounded in the passages that match the question, cited by document.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../contract/errors.ts';
import type { Executor } from '../../db/client.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import type { Services } from '../../services.ts';
import { chunkText, discardUpload, extractFromBytes, FILES_MESSAGES, spoolUpload } from '../files/index.ts';
import { searchTerms } from '../files/passages.ts';
import { stemPortuguese } from '../routing/stemmer.ts';
import type { CustomAgentRow, Fail } from './access.ts';
import { fail } from './access.ts';
import { documentsOf, opaqueId } from './agents.ts';
import { CUSTOM_AGENT_MESSAGES as M } from './messages.ts';
import { customAgentDocuments, type StoredCitation } from './schema.ts';

export const MAX_DOCUMENTS_PER_AGENT = 10;
/** What fits in the JSON body (1 MB) once Base64-encoded. */
export const MAX_DOCUMENT_BYTES = 700 * 1024;

type DocumentRow = typeof customAgentDocuments.$inferSelect;

function decodeBase64(content: string): Buffer | null {
  const compact = content.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    return null;
  }
  return Buffer.from(compact, 'base64');
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
): Promise<DocumentRow | Fail<400 | 404 | 409 | 413 | 415>> {
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
    const extraction = await extractFromBytes(spooled.kind, await fs.promises.readFile(spooled.path));
    if (extraction.status !== 'text') {
      return fail(400, extraction.message);
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
): Promise<DocumentRow | Fail<404>> {
  const [row] = await services.db
    .delete(customAgentDocuments)
    .where(and(eq(customAgentDocuments.id, documentId), eq(customAgentDocuments.agentId, agent.id)))
    .returning();
  return row ?? fail(404, M.documentNotFound);
}

export interface Passage extends StoredCitation {}

function stems(text: string): Set<string> {
  return new Set(searchTerms(text).map((word) => stemPortuguese(word)));
}

/** Paragraphs of a document, the long ones cut: the units an answer cites. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => chunkText(paragraph, { maxChars: 600, overlap: 0 }).map((chunk) => chunk.text))
    .filter((paragraph) => paragraph.trim() !== '');
}

/**
 * The passages of the agent's documents that match the question, best first, at most `limit`:
 * those sharing at least half as many (stemmed) words with it as the best one does.
 */
export async function relevantPassages(
  services: Services,
  agent: CustomAgentRow,
  question: string,
  limit = 4,
): Promise<Passage[]> {
  const documents = await documentsOf(services, [agent.id]);
  const terms = stems(question);
  const scored: { passage: Passage; score: number }[] = [];
  for (const document of documents) {
    for (const paragraph of paragraphsOf(document.text)) {
      const words = stems(paragraph);
      const score = [...terms].filter((term) => words.has(term)).length;
      if (score > 0) {
        scored.push({
          passage: { document_id: document.id, filename: document.filename, excerpt: paragraph },
          score,
        });
      }
    }
  }
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  return scored
    .filter((entry) => entry.score * 2 > best)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.passage);
}

/** The passages of a text outside the documents (a web page) that match the question. */
export function passagesOfText(
  text: string,
  question: string,
  source: { document_id: string; filename: string },
  limit = 3,
): Passage[] {
  const terms = stems(question);
  const scored = paragraphsOf(text)
    .map((paragraph) => {
      const words = stems(paragraph);
      return { paragraph, score: [...terms].filter((term) => words.has(term)).length };
    })
    .filter((entry) => entry.score > 0);
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  return scored
    .filter((entry) => entry.score * 2 > best)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => ({ ...source, excerpt: entry.paragraph }));
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
