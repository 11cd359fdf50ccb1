import type { GeneralSettings } from '@sppock/sdk';
import { useGeneralSettings, useSppock, useUpdateGeneralSettings } from '@sppock/sdk/react';
import { useId, useState } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Select } from '../primitives/Select/Select';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import { useTheme } from '../theme/useTheme';
import * as styles from './account.css';
import { SettingSwitch } from './SettingSwitch';
import { useAccountMessages } from './useAccountMessages';

/** Session timeouts offered, in minutes (the contract allows 5 to 480). */
export const SESSION_TIMEOUTS = [15, 30, 60, 120, 240, 480] as const;

const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const satisfies ReadonlyArray<GeneralSettings['language']>;

const SECTIONS: ReadonlyArray<{
  title: 'appearanceSection' | 'sessionSection' | 'privacySection';
  switches: Exclude<keyof GeneralSettings, 'language' | 'session_timeout'>[];
}> = [
  { title: 'appearanceSection', switches: ['dark_mode', 'show_tutorials'] },
  { title: 'sessionSection', switches: ['auto_save'] },
  { title: 'privacySection', switches: ['data_analysis', 'enable_analytics', 'privacy_mode'] },
];

/**
 * The Configurações tab (spec 1 §2, §3, §4, §8): the general settings, each saved as soon as it
 * changes ('Configuração atualizada'). 'Modo escuro' shows and switches the theme in use.
 */
export function SettingsTab() {
  const messages = useAccountMessages();
  const titleId = useId();
  const settings = useGeneralSettings();
  const update = useUpdateGeneralSettings();
  const { $api, queryClient } = useSppock();
  const { theme, setTheme } = useTheme();
  const [optimistic, setOptimistic] = useState<Partial<GeneralSettings>>({});
  const [pending, setPending] = useState<keyof GeneralSettings | null>(null);

  const save = async <K extends keyof GeneralSettings>(key: K, value: GeneralSettings[K]) => {
    const previousTheme = theme;
    if (key === 'dark_mode') {
      setTheme(value ? 'dark' : 'light');
    }
    setOptimistic((previous) => ({ ...previous, [key]: value }));
    setPending(key);
    try {
      const saved = await update.mutateAsync({ [key]: value });
      queryClient.setQueryData($api.queryOptions('get', '/api/accounts/general-settings/').queryKey, saved);
      toast.success(saved.message || messages.settingSaved);
    } catch (error) {
      if (key === 'dark_mode') {
        setTheme(previousTheme);
      }
      toast.error((error as Error).message);
    } finally {
      setOptimistic((previous) => {
        const { [key]: _dropped, ...rest } = previous;
        return rest;
      });
      setPending(null);
    }
  };

  const value = <K extends keyof GeneralSettings>(key: K): GeneralSettings[K] | undefined =>
    (optimistic[key] as GeneralSettings[K] | undefined) ?? settings.data?.settings[key];

  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.settingsTitle}
        </CardTitle>
        <CardDescription>{messages.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <LoadError
            title={messages.settingsLoadError}
            message={settings.error.message}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : settings.data ? (
          <div className={styles.stack}>
            {SECTIONS.map((section) => (
              <section key={section.title} className={styles.group}>
                <h3 className={styles.groupTitle}>{messages[section.title]}</h3>
                <div>
                  {section.switches.map((key) => {
                    const [label, description] = messages.settings[key];
                    // The switch shows the theme in use: the device's choice wins over a stale server value.
                    const checked =
                      key === 'dark_mode' ? (optimistic.dark_mode ?? theme === 'dark') : Boolean(value(key));
                    return (
                      <SettingSwitch
                        key={key}
                        label={label}
                        description={description}
                        checked={checked}
                        pending={pending === key}
                        onCheckedChange={(next) => void save(key, next)}
                      />
                    );
                  })}
                </div>
                {section.title === 'appearanceSection' ? (
                  <Select
                    className={styles.selectField}
                    label={messages.language}
                    description={messages.languageDescription}
                    value={value('language')}
                    disabled={pending === 'language'}
                    options={LANGUAGES.map((language) => ({
                      value: language,
                      label: messages.languages[language],
                    }))}
                    onValueChange={(next) => void save('language', next as GeneralSettings['language'])}
                  />
                ) : null}
                {section.title === 'sessionSection' ? (
                  <Select
                    className={styles.selectField}
                    label={messages.sessionTimeout}
                    description={messages.sessionTimeoutDescription}
                    value={String(value('session_timeout'))}
                    disabled={pending === 'session_timeout'}
                    options={[
                      ...((SESSION_TIMEOUTS as readonly number[]).includes(value('session_timeout') ?? 30)
                        ? []
                        : [
                            {
                              value: String(value('session_timeout')),
                              label: messages.minutes(value('session_timeout') ?? 30),
                            },
                          ]),
                      ...SESSION_TIMEOUTS.map((minutes) => ({
                        value: String(minutes),
                        label: messages.minutes(minutes),
                      })),
                    ]}
                    onValueChange={(next) => void save('session_timeout', Number(next))}
                  />
                ) : null}
              </section>
            ))}
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
