import { formatDateTime, type SupportMessage } from '@sppock/sdk';
import { cx } from '../internal/cx';
import * as styles from './SupportThread.css';
import { useSupportTexts } from './useSupportTexts';

export interface SupportThreadProps {
  message: Pick<SupportMessage, 'content' | 'created_at' | 'user' | 'responses'>;
  /** Who reads it: the customer sees 'Você' on their own entries; an operator sees the customer's name. @default 'customer' */
  viewer?: 'customer' | 'operator';
  /** Labels the list. */
  'aria-label'?: string;
}

/**
 * The conversation of a support message: the original text, then every response in order.
 * Responses flagged `is_internal` come from 'Suporte' (spec 3 §3, §6), whoever wrote them.
 */
export function SupportThread({ message, viewer = 'customer', ...props }: SupportThreadProps) {
  const texts = useSupportTexts();
  const customer =
    viewer === 'customer' ? texts.you : `${message.user.first_name} ${message.user.last_name}`.trim();
  const entries = [
    { key: 'original', author: customer, internal: false, content: message.content, at: message.created_at },
    ...message.responses.map((response) => ({
      key: String(response.id),
      author: response.is_internal
        ? viewer === 'operator'
          ? `${texts.supportAuthor} · ${response.author.first_name}`
          : texts.supportAuthor
        : customer,
      internal: response.is_internal,
      content: response.content,
      at: response.created_at,
    })),
  ];
  return (
    <ol className={styles.thread} aria-label={props['aria-label'] ?? texts.conversation}>
      {entries.map((entry) => (
        <li
          key={entry.key}
          className={cx(styles.entry, entry.internal && styles.fromSupport)}
          data-from={entry.internal ? 'support' : 'customer'}
        >
          <p className={styles.author}>
            <span>{entry.author}</span>
            <time className={styles.time} dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
          </p>
          <p className={styles.body}>{entry.content}</p>
        </li>
      ))}
    </ol>
  );
}
