import { type HTMLAttributes, memo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { cx } from '../../internal/cx';
import { root } from './Markdown.css';
import { markdownBlocks } from './markdownBlocks';
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

/** The elements of one markdown text, parsed again only when the text changes. */
const MarkdownBlock = memo(function MarkdownBlock({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} components={components} urlTransform={urlTransform}>
      {children}
    </ReactMarkdown>
  );
});

export interface MarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The markdown text (an agent's answer). */
  children: string;
  /**
   * The text is still arriving (an answer streaming in): it renders block by block, and only the
   * last block, the one growing, is parsed again. @default false
   */
  growing?: boolean;
}

/**
 * Renders an answer's markdown. Line breaks are kept; links open in a new tab with
 * `rel="noopener noreferrer"`; raw HTML shows as text and never runs; `javascript:`, `data:`,
 * `vbscript:` and other non-web links are removed.
 */
export function Markdown({ children, className, growing = false, ...props }: MarkdownProps) {
  return (
    <div className={cx(root, className)} {...props}>
      {growing ? (
        // Blocks are only ever added at the end: the index is each one's identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        markdownBlocks(children).map((block, index) => <MarkdownBlock key={index}>{block}</MarkdownBlock>)
      ) : (
        <MarkdownBlock>{children}</MarkdownBlock>
      )}
    </div>
  );
}
