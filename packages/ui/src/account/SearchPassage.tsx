import type { ConversationSearchPassage } from '@sppock/sdk';
import * as styles from './ConversationSearch.css';

export interface SearchPassageProps {
  passage: ConversationSearchPassage;
}

/**
 * The passage of a search result: plain-text segments, the words found in `<mark>`. Text only —
 * whatever a message holds (HTML, markdown) shows as characters.
 */
export function SearchPassage({ passage }: SearchPassageProps) {
  return (
    <p className={styles.passage}>
      {passage.truncated_start ? '… ' : null}
      {passage.segments.map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed text in fixed order.
          <mark key={index} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed text in fixed order.
          <span key={index}>{segment.text}</span>
        ),
      )}
      {passage.truncated_end ? ' …' : null}
    </p>
  );
}
