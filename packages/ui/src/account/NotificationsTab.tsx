import type { NotificationPreferences } from '@sppock/sdk';
import { useNotificationPreferences, useSppock, useUpdateNotificationPreferences } from '@sppock/sdk/react';
import { useId, useState } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { SettingSwitch } from './SettingSwitch';
import { useAccountMessages } from './useAccountMessages';

/** The six preferences in the order the tab shows them (spec 1 §3). */
export const PREFERENCE_KEYS = [
  'email_notifications',
  'push_notifications',
  'usage_alerts',
  'marketing_emails',
  'support_notifications',
  'system_updates',
] as const satisfies ReadonlyArray<keyof NotificationPreferences>;

/**
 * The Notificações tab (spec 1 §2, §3, §8): six switches, each saved as soon as it changes
 * ('Preferência atualizada com sucesso'); a failed save puts the switch back ('Erro ao atualizar
 * preferências').
 */
export function NotificationsTab() {
  const messages = useAccountMessages();
  const titleId = useId();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const { $api, queryClient } = useSppock();
  const [optimistic, setOptimistic] = useState<Partial<NotificationPreferences>>({});
  const [pending, setPending] = useState<keyof NotificationPreferences | null>(null);

  const change = async (key: keyof NotificationPreferences, value: boolean) => {
    setOptimistic((previous) => ({ ...previous, [key]: value }));
    setPending(key);
    try {
      const saved = await update.mutateAsync({ [key]: value });
      // Show the saved state at once rather than waiting for the refetch.
      queryClient.setQueryData(
        $api.queryOptions('get', '/api/accounts/notification-preferences/').queryKey,
        saved,
      );
      toast.success(messages.preferenceSaved);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setOptimistic((previous) => {
        const { [key]: _dropped, ...rest } = previous;
        return rest;
      });
      setPending(null);
    }
  };

  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.notificationsTitle}
        </CardTitle>
        <CardDescription>{messages.notificationsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isError ? (
          <LoadError
            title={messages.preferencesLoadError}
            message={preferences.error.message}
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isFetching}
          />
        ) : preferences.data ? (
          <div>
            {PREFERENCE_KEYS.map((key) => {
              const [label, description] = messages.preferences[key];
              return (
                <SettingSwitch
                  key={key}
                  label={label}
                  description={description}
                  checked={optimistic[key] ?? preferences.data.preferences[key]}
                  pending={pending === key}
                  onCheckedChange={(value) => void change(key, value)}
                />
              );
            })}
          </div>
        ) : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
      </CardContent>
    </CardRoot>
  );
}
