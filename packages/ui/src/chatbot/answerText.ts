// The knowledge base writes its answers in light Markdown (bold, bullet lists). The widget shows
// them as text with those two marks only, instead of pulling a Markdown parser into the widget.
import { createElement, Fragment, type ReactNode } from 'react';

/** `**bold**` segments of one line as <strong>; the parts of one line never reorder. */
function inline(line: string, lineIndex: number): ReactNode[] {
  return line.split(/(\*\*[^*]+\*\*)/g).map((part, index) => {
    const key = `${lineIndex}.${index}`;
    return part.startsWith('**') && part.endsWith('**') && part.length > 4
      ? createElement('strong', { key }, part.slice(2, -2))
      : createElement(Fragment, { key }, part);
  });
}

/** An answer's text with its bold and '- ' bullets shown as such; everything else verbatim. */
export function answerText(text: string): ReactNode[] {
  const lines = text.split('\n');
  return lines.map((line, index) => {
    const bullet = /^\s*[-*]\s+/.test(line);
    const content = bullet ? `• ${line.replace(/^\s*[-*]\s+/, '')}` : line;
    return createElement(
      Fragment,
      { key: `line-${index}` },
      ...inline(content, index),
      index < lines.length - 1 ? '\n' : null,
    );
  });
}
