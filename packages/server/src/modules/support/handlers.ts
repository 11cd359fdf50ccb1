// Support notifications (spec 3 §3 "Notification", §4, §7 "Support"; spec 1 §2 the header's
// bell). A user only ever sees and changes their own.
import { defineOperations } from '../../contract/define.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './inbox.ts';

export const SUPPORT_MESSAGES = {
  invalidUnreadOnly: 'Parâmetro unread_only inválido. Use true ou false.',
  notificationNotFound: 'Notificação não encontrada.',
  allRead: 'Todas as notificações foram marcadas como lidas.',
} as const;

const M = SUPPORT_MESSAGES;

export const supportOperations = defineOperations({
  supportListNotifications: {
    invalidMessage: () => M.invalidUnreadOnly,
    handler: async ({ query, user, services }) => {
      const { notifications, unreadCount } = await listNotifications(
        services.db,
        user.id,
        query.unread_only === true,
      );
      return { status: 200, body: { success: true, notifications, unread_count: unreadCount } };
    },
  },

  supportMarkNotificationRead: {
    notFoundMessage: M.notificationNotFound,
    handler: async ({ params, user, services }) => {
      const notification = await markNotificationRead(services.db, user.id, params.id, services.clock.now());
      if (!notification) {
        return { status: 404, body: { success: false, error: M.notificationNotFound } };
      }
      return { status: 200, body: { success: true, notification } };
    },
  },

  supportMarkAllNotificationsRead: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: {
        success: true,
        updated: await markAllNotificationsRead(services.db, user.id, services.clock.now()),
        message: M.allRead,
      },
    }),
  },
});
