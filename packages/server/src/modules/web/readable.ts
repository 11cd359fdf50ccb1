// A page's readable text: Mozilla's Readability (Firefox's reader view) over a linkedom DOM, the
// whole body's text when Readability finds no article, the text itself for text/plain. Both are
// loaded with the first HTML page read: most servers never read one.
import { WorkSlots } from '../../infra/work-slots.ts';
import { runWorkerJob } from '../../infra/worker-job.ts';

/** Longest text kept from one page. */
const MAX_TEXT_CHARS = 200_000;

function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

export async function readableText(
  body: string,
  media: string,
  url: string,
): Promise<{ title: string; text: string }> {
  if (media === 'text/plain') {
    return { title: new URL(url).hostname, text: tidy(body) };
  }
  const [{ parseHTML }, { Readability }] = await Promise.all([
    import('linkedom'),
    import('@mozilla/readability'),
  ]);
  const { document } = parseHTML(body);
  const pageTitle = tidy(document.querySelector('title')?.textContent ?? '');
  for (const noise of document.querySelectorAll('script, style, noscript, template')) {
    noise.remove();
  }
  const fallback = tidy(document.body?.textContent ?? '');
  let article: { title?: string | null; textContent?: string | null } | null = null;
  try {
    article = new Readability(document as unknown as Document).parse();
  } catch {
    article = null;
  }
  const text = article?.textContent ? tidy(article.textContent) : fallback;
  const title = pageTitle || tidy(article?.title ?? '') || new URL(url).hostname;
  return { title, text: text || fallback };
}

/** A fetched body to read. */
export interface PageJob {
  body: Uint8Array;
  /** The Content-Type header, for its charset. */
  contentType: string;
  /** The media type alone (`text/html`). */
  media: string;
  url: string;
}

function decode(body: Uint8Array, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** The page's title and text, read where it is called (the worker calls it). */
export function pageText(job: PageJob): Promise<{ title: string; text: string }> {
  return readableText(decode(job.body, job.contentType), job.media, job.url);
}

// From the sources the worker is the .ts beside this file; in the tsup build, its own entry.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./readable-worker.ts', import.meta.url)
  : new URL('./readable-worker.js', import.meta.url);

/**
 * Bodies up to this size are read on the request thread. linkedom and Readability take about
 * 2 ms a kilobyte of ordinary HTML (a 1.8 MB page: 3 s), so a larger one goes to a worker.
 */
export const INLINE_PAGE_BYTES = 32 * 1024;

/** Pages read at once in the process; the others wait, and past the queue the caller says "busy". */
const READING = new WorkSlots(2, 64);

/** The readable title and text of a fetched body (rejects with WorkQueueFull when too many wait). */
export async function readPage(job: PageJob): Promise<{ title: string; text: string }> {
  if (job.body.byteLength <= INLINE_PAGE_BYTES) {
    return pageText(job);
  }
  return READING.run(() =>
    runWorkerJob<{ title: string; text: string }>(WORKER_URL, job, { timeoutMs: 30_000, maxMemoryMb: 512 }),
  );
}
