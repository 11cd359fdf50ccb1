import { type HTMLAttributes, memo, type ReactElement } from 'react';
import renderMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { cx } from '../../internal/cx';
import { root } from './Markdown.css';
import { markdownBlocks } from './markdownBlocks';
import { safeUrl } from './safeUrl';

const remarkPlugins = [remarkBreaks];

function urlTransform(url: string, key: string): string {
  return safeUrl(url, key === 'src' ? 'image' : 'link');
}

/** Whether a hast node holds any visible text or image. */
function hasContent(node: { type: string; value?: string; tagName?: string; children?: unknown[] }): boolean {
  if (node.type === 'text') {
    return (node.value ?? '').trim() !== '';
  }
  if (node.tagName === 'img') {
    return true;
  }
  return (node.children ?? []).some((child) => hasContent(child as Parameters<typeof hasContent>[0]));
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * A heading with no text (`## ` at the end of an answer stopped or still arriving) renders
 * nothing: an empty heading announces nothing to a screen reader (axe: empty-heading).
 */
function heading(Tag: HeadingTag): NonNullable<Components[HeadingTag]> {
  return ({ node, ...props }) => (node && !hasContent(node) ? null : <Tag {...props} />);
}

const components: Components = {
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
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

/**
 * Blocks rendered lately, by their text: the same block shown again (the streamed answer once
 * stored, a message scrolled back into the window) reuses its elements instead of being parsed
 * again. Oldest out first past the limit.
 */
const renderedBlocks = new Map<string, ReactElement>();
const RENDERED_BLOCKS_LIMIT = 500;

function renderedBlock(text: string): ReactElement {
  const kept = renderedBlocks.get(text);
  if (kept) {
    renderedBlocks.delete(text);
    renderedBlocks.set(text, kept);
    return kept;
  }
  // react-markdown's `Markdown` is a plain function of its options (no hooks): its result can be kept.
  const rendered = renderMarkdown({ children: text, remarkPlugins, components, urlTransform });
  renderedBlocks.set(text, rendered);
  if (renderedBlocks.size > RENDERED_BLOCKS_LIMIT) {
    const oldest = renderedBlocks.keys().next();
    if (!oldest.done) {
      renderedBlocks.delete(oldest.value);
    }
  }
  return rendered;
}

/** The elements of one block, parsed once for each text it has. */
const MarkdownBlock = memo(function MarkdownBlock({ children }: { children: string }) {
  return renderedBlock(children);
});

export interface MarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The markdown text (an agent's answer). */
  children: string;
}

/**
 * Renders an answer's markdown. Line breaks are kept; links open in a new tab with
 * `rel="noopener noreferrer"`; raw HTML shows as text and never runs; `javascript:`, `data:`,
 * `vbscript:` and other non-web links are removed. The text renders block by block, each block
 * parsed once: an answer still arriving parses again only its last block, the one growing, and
 * the finished answer reuses the blocks it showed while it streamed.
 */
export function Markdown({ children, className, ...props }: MarkdownProps) {
  return (
    <div className={cx(root, className)} {...props}>
      {markdownBlocks(children).map((block, index) => (
        // Blocks are only ever added at the end of a growing text: the index is each one's identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <MarkdownBlock key={index}>{block}</MarkdownBlock>
      ))}
    </div>
  );
}
