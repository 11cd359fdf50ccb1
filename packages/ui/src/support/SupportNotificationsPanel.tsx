import { relativeTime, type SupportNotification } from '@sppock/sdk';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useSupportNotifications,
} from '@sppock/sdk/react';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../internal/cx';
import { visuallyHidden } from '../internal/styles.css';
import { Button } from '../primitives/Button/Button';
import { IconButton } from '../primitives/IconButton/IconButton';
import { PopoverContent, PopoverRoot, PopoverTitle, PopoverTrigger } from '../primitives/Popover/Popover';
import { Spinner } from '../primitives/Spinner/Spinner';
import { unreadBadge } from '../shell/AppHeader';
import * as styles from './SupportNotificationsPanel.css';
import { useSupportTexts } from './useSupportTexts';

export interface SupportNotificationsPanelProps {
  /** Opens a message's detail (a notification about a message). */
  onOpenMessage: (id: number) => void;
}

/**
 * The support page's bell (spec 3 §2): the unread count and a panel with every notification —
 * title, text, how long ago ('Agora mesmo', 'Nh atrás', 'N dia(s) atrás') — where a
 * notification opens its message and 'Marcar todas como lidas' clears the count. Failures are
 * not critical (spec 3 §4): the panel says so and the page goes on.
 */
export function SupportNotificationsPanel({ onOpenMessage }: SupportNotificationsPanelProps) {
  const texts = useSupportTexts();
  const [open, setOpen] = useState(false);
  const notifications = useSupportNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unread_count ?? 0;
  const badge = unreadBadge(unread);

  const choose = (notification: SupportNotification) => {
    if (!notification.read) {
      markRead.mutate(notification.id);
    }
    if (notification.message) {
      setOpen(false);
      onOpenMessage(notification.message.id);
    }
  };

  return (
    <PopoverRoot open={open} onOpenChange={setOpen} placement="bottom-end">
      <span className={styles.bell}>
        <PopoverTrigger asChild>
          <IconButton
            label={texts.notificationsButton(unread)}
            icon={<Bell size={20} aria-hidden="true" />}
            variant="secondary"
          />
        </PopoverTrigger>
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      <PopoverContent className={styles.panel}>
        <div className={styles.header}>
          <PopoverTitle>{texts.notifications}</PopoverTitle>
          <Button
            size="sm"
            variant="ghost"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {texts.markAllRead}
          </Button>
        </div>
        {notifications.isError ? (
          <p className={styles.empty} role="alert">
            {notifications.error.message}
          </p>
        ) : !notifications.data ? (
          <Spinner />
        ) : notifications.data.notifications.length === 0 ? (
          <p className={styles.empty}>{texts.notificationsEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {notifications.data.notifications.map((notification) => (
              <li key={notification.id}>
                <button
                  type="button"
                  className={cx(styles.item, !notification.read && styles.unread)}
                  onClick={() => choose(notification)}
                  data-read={notification.read}
                >
                  <span className={styles.itemTitle}>
                    {notification.read ? null : <span className={styles.unreadDot} aria-hidden="true" />}
                    {notification.title}
                    {notification.read ? null : <span className={visuallyHidden}> ({texts.unread})</span>}
                  </span>
                  <span className={styles.itemText}>{notification.content}</span>
                  <time className={styles.itemTime} dateTime={notification.created_at}>
                    {relativeTime(notification.created_at)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </PopoverRoot>
  );
}
