import {
  useMarkNotificationRead,
  useReplyToSupportMessage,
  useSupportMessage,
  useSupportNotifications,
} from '@sppock/sdk/react';
import { useEffect, useRef } from 'react';
import { DialogContent, DialogHeader, DialogRoot, DialogTitle } from '../primitives/Dialog/Dialog';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import {
  DaysOpenBadge,
  isArchived,
  SupportCategoryBadge,
  SupportPriorityBadge,
  SupportStatusDot,
} from './SupportBadges';
import * as styles from './SupportMessageDialog.css';
import { SupportReplyForm, type SupportReplyValues } from './SupportReplyForm';
import { SupportThread } from './SupportThread';
import { useSupportTexts } from './useSupportTexts';

export interface SupportMessageDialogProps {
  /** The message shown; `null` closes the dialog. */
  messageId: number | null;
  onClose: () => void;
}

/**
 * The detail of a support message (spec 3 §2, §4): the status dot ('Aberto' / 'Em Andamento'),
 * the conversation with 'Suporte' for the team's answers, and the reply box. Replying with
 * 'Marcar como resolvida' sends the reply, then resolves, then reloads the detail. Opening a
 * message that is not resolved or closed marks its unread notifications read.
 */
export function SupportMessageDialog({ messageId, onClose }: SupportMessageDialogProps) {
  const texts = useSupportTexts();
  const detail = useSupportMessage(messageId);
  const notifications = useSupportNotifications({ enabled: messageId !== null });
  const markRead = useMarkNotificationRead();
  const reply = useReplyToSupportMessage();
  const marked = useRef(new Set<number>());
  const message = detail.data?.data.id === messageId ? detail.data.data : undefined;

  // Notifications are not critical (spec 3 §4): a failure to mark one is ignored.
  useEffect(() => {
    if (!message || isArchived(message.status) || !notifications.data) {
      return;
    }
    for (const notification of notifications.data.notifications) {
      if (
        !notification.read &&
        notification.message?.id === message.id &&
        !marked.current.has(notification.id)
      ) {
        marked.current.add(notification.id);
        markRead.mutate(notification.id);
      }
    }
  }, [message, notifications.data, markRead]);

  const send = async ({ content, resolve }: SupportReplyValues) => {
    if (messageId === null) {
      return;
    }
    await reply.mutateAsync({ id: messageId, content, resolve });
    toast.success(resolve ? texts.replySentResolved : texts.replySent);
  };

  return (
    <DialogRoot
      open={messageId !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
        }
      }}
    >
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle className={styles.subject}>{message?.subject ?? texts.conversation}</DialogTitle>
        </DialogHeader>
        {detail.isError ? (
          <LoadError
            title={texts.detailLoadError}
            message={detail.error.message}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : message ? (
          <div className={styles.body}>
            <div className={styles.meta}>
              <SupportStatusDot status={message.status} />
              <SupportPriorityBadge priority={message.priority} />
              <SupportCategoryBadge name={message.category.name} />
              {isArchived(message.status) ? null : <DaysOpenBadge days={message.days_open} />}
            </div>
            <SupportThread message={message} />
            {isArchived(message.status) ? (
              <p className={styles.notice}>{texts.archivedNotice}</p>
            ) : (
              <SupportReplyForm key={message.id} onSubmit={send} />
            )}
          </div>
        ) : (
          <div className={styles.loading}>
            <Spinner label={texts.loading} />
          </div>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
