// Spec 2 §5: the URL panel sends an ordinary chat message 'Analise esta página web: {url}'.
const PREFIX = /^\s*analise esta página web:\s*/i;

/** The address asked for in a URL-panel message, or null when the message is not one. */
export function pageUrlFromMessage(message: string): string | null {
  if (!PREFIX.test(message)) {
    return null;
  }
  const url = message.replace(PREFIX, '').trim().split(/\s+/)[0] ?? '';
  return url === '' ? null : url;
}
