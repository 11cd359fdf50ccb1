// The agents answer in Markdown; WhatsApp has its own marks (*bold*, _italic_, ~strike~,
// ```mono```) and no headings, tables or links with text. A text message holds at most 4096
// characters, so a long answer goes as several, cut between paragraphs, lines or words.

/** WhatsApp's limit for the body of one text message. */
export const WHATSAPP_TEXT_LIMIT = 4096;

/** Markdown turned into WhatsApp formatting; code blocks are kept as they are. */
export function markdownToWhatsapp(markdown: string): string {
  const parts = markdown.replace(/\r\n?/g, '\n').split(/(```[\s\S]*?```)/);
  return parts
    .map((part, index) => (index % 2 === 1 ? part : convertProse(part)))
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BOLD = '\u0000B\u0000';

function convertProse(text: string): string {
  return (
    text
      // Headings become a bold line.
      .replace(
        /^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm,
        (_m, title: string) => `${BOLD}${stripMarks(title)}${BOLD}`,
      )
      // Images and links: "texto (url)"; a bare link stays a link.
      .replace(/!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_m, alt: string, url: string) =>
        alt ? `${alt} (${url})` : url,
      )
      .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_m, label: string, url: string) =>
        label === url ? url : `${label} (${url})`,
      )
      .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
      // Bold (** or __) before italics, so the single marks left are italics.
      .replace(/\*\*(?=\S)([^*\n]*?\S)\*\*/g, `${BOLD}$1${BOLD}`)
      .replace(/__(?=\S)([^_\n]*?\S)__/g, `${BOLD}$1${BOLD}`)
      .replace(/(^|[^*\w])\*(?=\S)([^*\n]*?\S)\*(?!\*)/g, '$1_$2_')
      .replace(/~~(?=\S)([^~\n]*?\S)~~/g, '~$1~')
      // Inline code: WhatsApp's monospace.
      .replace(/`([^`\n]+)`/g, '```$1```')
      // List bullets: WhatsApp shows "* " as bold marks, so a dash or a bullet.
      .replace(/^([ \t]*)[*+][ \t]+/gm, '$1• ')
      .replace(/^([ \t]*)-[ \t]+/gm, '$1• ')
      // Block quotes and rules.
      .replace(/^>[ \t]?/gm, '> ')
      .replace(/^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/gm, '')
      .split(BOLD)
      .join('*')
  );
}

function stripMarks(text: string): string {
  return text.replace(/\*\*|__/g, '');
}

/**
 * The text cut into messages of at most `limit` characters: at the last blank line that fits,
 * else the last line break, else the last space, else hard (a single word longer than a message).
 */
export function splitForWhatsapp(text: string, limit = WHATSAPP_TEXT_LIMIT): string[] {
  const chunks: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    let cut = window.lastIndexOf('\n\n');
    if (cut < limit / 2) {
      cut = window.lastIndexOf('\n');
    }
    if (cut < limit / 2) {
      cut = window.lastIndexOf(' ');
    }
    if (cut <= 0) {
      cut = limit;
    }
    // Never split a surrogate pair (an emoji) in two.
    const code = rest.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) {
      cut -= 1;
    }
    chunks.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) {
    chunks.push(rest);
  }
  return chunks;
}
