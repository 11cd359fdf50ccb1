// A page's readable text: Mozilla's Readability (Firefox's reader view) over a linkedom DOM, the
// whole body's text when Readability finds no article, the text itself for text/plain.
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

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

export function readableText(body: string, media: string, url: string): { title: string; text: string } {
  if (media === 'text/plain') {
    return { title: new URL(url).hostname, text: tidy(body) };
  }
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
