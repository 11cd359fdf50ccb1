// Test-only: a notification list with `unread` unread notifications, as the contract shapes it.

export const notifications = (unread: number) => ({
  success: true,
  notifications: Array.from({ length: unread }, (_, index) => ({
    id: index + 1,
    title: 'Nova resposta do suporte',
    content: 'Respondemos sua mensagem sobre a fatura.',
    read: false,
    created_at: '2026-03-10T12:00:00Z',
    notification_type: 'response',
    message: { id: 7 },
  })),
  unread_count: unread,
});
