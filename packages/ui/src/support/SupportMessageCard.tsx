import { formatDate, type SupportMessage } from '@sppock/sdk';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DaysOpenBadge,
  isArchived,
  SupportCategoryBadge,
  SupportPriorityBadge,
  SupportStatusBadge,
} from './SupportBadges';
import * as styles from './SupportMessageCard.css';
import { useSupportTexts } from './useSupportTexts';

export interface SupportMessageCardProps {
  message: Pick<
    SupportMessage,
    | 'id'
    | 'subject'
    | 'content'
    | 'status'
    | 'priority'
    | 'category'
    | 'created_at'
    | 'responses'
    | 'days_open'
  > & { category: SupportMessage['category'] & { color?: string } };
  /** Opens the detail. */
  onOpen: (id: number) => void;
  /** Extra badges (the operators' queue adds the plan and priority support). */
  extra?: ReactNode;
}

/**
 * One message of the inbox: subject, a preview, status, priority, category, the days-open badge
 * (open messages only), the sending date and how many replies. The whole card opens the detail.
 */
export function SupportMessageCard({ message, onOpen, extra }: SupportMessageCardProps) {
  const texts = useSupportTexts();
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(message.id)}>
      <span className={styles.top}>
        <span className={styles.subject}>{message.subject}</span>
        {isArchived(message.status) ? null : <DaysOpenBadge days={message.days_open} />}
      </span>
      <span className={styles.preview}>{message.content}</span>
      <span className={styles.badges}>
        <SupportStatusBadge status={message.status} />
        <SupportPriorityBadge priority={message.priority} />
        <SupportCategoryBadge name={message.category.name} color={message.category.color} />
        {extra}
      </span>
      <span className={styles.meta}>
        <span>{texts.sentOn(formatDate(message.created_at))}</span>
        <span>
          <MessageSquare size={12} aria-hidden="true" /> {texts.responsesCount(message.responses.length)}
        </span>
      </span>
    </button>
  );
}
