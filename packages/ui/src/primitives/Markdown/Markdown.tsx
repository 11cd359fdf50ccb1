import type { HTMLAttributes } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { cx } from '../../internal/cx';
import { root } from './Markdown.css';
import { safeUrl } from './safeUrl';

const remarkPlugins = [remarkBreaks];

function urlTransform(url: string, key: string): string {
  return safeUrl(url, key === 'src' ? 'image' : 'link');
}

const components: Components = {
  // Links open in a new tab without giving it a handle on this page; a neutralised link keeps
  // its text and loses the link.
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Code blocks scroll sideways; keyboard users need to reach them to scroll (axe: scrollable-region-focusable).
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
  pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} />,
  img: ({ node: _node, src, alt, ...props }) =>
    typeof src === 'string' && src !== '' ? (
      <img {...props} src={src} alt={alt ?? ''} loading="lazy" />
    ) : null,
};

export interface MarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The markdown text (an agent's answer). */
  children: string;
}

/**
 * Renders an answer's markdown. Line breaks are kept; links open in a new tab with
 * `rel="noopener noreferrer"`; raw HTML shows as text and never runs; `javascript:`, `data:`,
 * `vbscript:` and other non-web links are removed.
 */
export function Markdown({ children, className, ...props }: MarkdownProps) {
  return (
    <div className={cx(root, className)} {...props}>
      <ReactMarkdown remarkPlugins={remarkPlugins} components={components} urlTransform={urlTransform}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
