// Spec 2 §5: the URL panel sends an ordinary chat message 'Analise esta página web: {url}'. A
// message that is only an address is read the same way.
const PREFIX = /^\s*analise esta página web:\s*/i;
const BARE_URL = /^\s*(https?:\/\/\S+)\s*$/i;

/** The address asked for in a URL-panel message, or null when the message is not one. */
export function pageUrlFromMessage(message: string): string | null {
  return pageRequest(message)?.url ?? null;
}

/**
 * The page a message asks about and what else it says ('' when nothing): the URL panel's
 * message, or a message that is only an http(s) address. Null for any other message.
 */
export function pageRequest(message: string): { url: string; instruction: string } | null {
  if (PREFIX.test(message)) {
    const rest = message.replace(PREFIX, '').trim();
    const url = rest.split(/\s+/)[0] ?? '';
    return url === '' ? null : { url, instruction: rest.slice(url.length).trim() };
  }
  const bare = BARE_URL.exec(message);
  return bare?.[1] ? { url: bare[1], instruction: '' } : null;
}
