export { Markdown, type MarkdownProps } from './Markdown';
export { safeUrl } from './safeUrl';
