// Test-only: notifications as the contract shapes them.
import type { components } from '@sppock/sdk';

type Schemas = components['schemas'];

/** An unread answer from support, numbered `id`. */
export const notification = (id: number): Schemas['SupportNotification'] => ({
  id,
  title: 'Nova resposta do suporte',
  content: 'Respondemos sua mensagem sobre a fatura.',
  read: false,
  created_at: '2026-03-10T12:00:00Z',
  notification_type: 'response',
  message: { id: 7 },
});

/** A notification list with `unread` unread notifications. */
export const notifications = (unread: number): Schemas['SupportNotificationList'] => ({
  success: true,
  notifications: Array.from({ length: unread }, (_, index) => notification(index + 1)),
  unread_count: unread,
});
