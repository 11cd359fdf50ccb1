const LINK_PROTOCOLS = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_PROTOCOLS = new Set(['http', 'https']);

/**
 * Returns the URL if it is relative or uses an allowed protocol, otherwise `''`. Browsers ignore
 * ASCII whitespace and control characters inside a scheme (`java\tscript:`), so they are removed
 * before the scheme is read; an allowlist (never a blocklist) decides what passes, which
 * neutralises `javascript:`, `vbscript:`, `data:` and `file:` in any casing or spacing.
 */
export function safeUrl(url: string, kind: 'link' | 'image' = 'link'): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const colon = compact.indexOf(':');
  const firstDelimiter = Math.min(
    ...['/', '?', '#'].map((delimiter) => {
      const index = compact.indexOf(delimiter);
      return index === -1 ? Number.POSITIVE_INFINITY : index;
    }),
  );
  // No scheme: a relative URL (a colon after '/', '?' or '#' is part of the path or query).
  if (colon === -1 || colon > firstDelimiter) {
    return url;
  }
  const scheme = compact.slice(0, colon).toLowerCase();
  const allowed = kind === 'image' ? IMAGE_PROTOCOLS : LINK_PROTOCOLS;
  return allowed.has(scheme) ? url : '';
}
