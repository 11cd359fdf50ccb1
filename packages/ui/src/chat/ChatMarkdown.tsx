import { chatFileId } from '@sppock/sdk/react';
import { lazy, type MouseEvent, Suspense } from 'react';
import * as styles from './chat.css';

// The markdown renderer (react-markdown) is a chunk of its own, loaded with the first answer.
const Markdown = lazy(() =>
  import('../primitives/Markdown/Markdown').then((module) => ({ default: module.Markdown })),
);

export interface ChatMarkdownProps {
  children: string;
  /** Called instead of following a link to a chat file (`/api/files/{id}/`), to download it with the token. */
  onFileLink?: (fileId: string, name: string) => void;
}

/**
 * An answer's markdown (links in a new tab, line breaks kept). Links to chat files are not
 * followed: they are downloaded with the bearer token (spec 2 §2).
 */
export function ChatMarkdown({ children, onFileLink }: ChatMarkdownProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const fileId = link ? chatFileId(link.getAttribute('href') ?? '') : null;
    if (link && fileId && onFileLink) {
      event.preventDefault();
      onFileLink(fileId, link.textContent?.trim() || fileId);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click is the links' own (keyboard Enter clicks them too).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are focusable and Enter clicks them.
    <div onClick={onClick}>
      <Suspense fallback={<div className={styles.streamingText}>{children}</div>}>
        <Markdown>{children}</Markdown>
      </Suspense>
    </div>
  );
}
